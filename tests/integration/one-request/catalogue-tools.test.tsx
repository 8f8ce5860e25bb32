import { act, configure, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { getCloneTransferredBatchResponseMock } from '@/api/generated/portal/hooks/movement/movement.msw';
import { getFindForbiddenSubstancesResponseMock } from '@/api/generated/portal/hooks/document/document.msw';
import {
  getCreateProductFromLabelResponseMock,
  getCreateProductResponseMock,
  getGetProductResponseMock,
  getSetProductDisabledResponseMock,
  getUpdateProductResponseMock,
} from '@/api/generated/portal/hooks/product/product.msw';
import { getUploadProductsCsvResponseMock } from '@/api/generated/portal/hooks/batch/batch.msw';
import { OMEGA_PRODUCT } from '../../../test-support/example-world';
import { renderWithProviders } from '../../utils/render';
import { activateTwice, expectOneRequest, holdCalls, TOGGLE_TWICE, TWICE } from '../../utils/one-request';
import { sizedFile } from '../../utils/requests';

configure({ asyncUtilTimeout: 10_000 });

const example = (op: string, name: string) => exampleValues[op]!['200']!.examples[name] as Record<string, unknown>;

/**
 * A switch is not activated by Enter (a checkbox toggles on Space): its rows are a double click, two clicks in one
 * task and Space pressed twice (a local helper, with holdCalls: tests/utils/one-request.ts activates by Enter only).
 */
/** The public label database: the Omega-3 hits and label (as tests/integration/doors-nih.test.tsx answers them). */
function nihLabels() {
  server.use(
    http.get('*/browse-products', () => HttpResponse.json(example('label-database_browseProducts', 'omegaHits'))),
    http.get('*/label/:id', () => HttpResponse.json(example('label-database_getLabel', 'omegaLabel'))),
  );
}

function productIs(patch: { is_disabled: boolean }) {
  const answer = getGetProductResponseMock();
  server.use(
    http.get('*/integrant-type/:id', () =>
      HttpResponse.json({ ...answer, data: { ...answer.data, ...patch, used_as_ingredients: false } }),
    ),
  );
}

async function openEdit() {
  const app = await renderWithProviders(`/update-product/${OMEGA_PRODUCT}`, { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Edit Product' });
  return app;
}

describe('one request per action: catalogue', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`/update-product: Save, ${how}`, async () => {
      const app = await openEdit();
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant-type/update',
        answer: () => getUpdateProductResponseMock(),
        // Save is a button outside a form: Enter is pressed on the focused button.
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        done: () => expect(app.location().pathname).toBe('/'),
      });
      expect((await sent.formData()).get('integrant_type_id')).toBe(OMEGA_PRODUCT);
    });

    it(`/create-new-product (fastpass): Save, ${how}`, async () => {
      const app = await renderWithProviders('/create-new-product', { signedIn: { selected: 'fastpass' } });
      const dialog = await app.screen.findByRole('dialog', { name: 'Create New Product' });
      const fill = async (name: RegExp, text: string) => {
        await app.user.click(within(dialog).getByRole('textbox', { name }));
        await app.user.paste(text);
      };
      await fill(/^Title/, 'Whey Protein Isolate Vanilla');
      await fill(/^Description/, 'Cold-filtered whey.');
      await fill(/^SKU/, 'VL-WPI-907-VAN');
      await fill(/^UPC/, '850031245098');
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant-type/create',
        answer: () => getCreateProductResponseMock(),
        target: () => within(dialog).getByRole('button', { name: 'Save' }),
        done: () => expect(app.location().pathname).toBe('/'),
      });
      expect((await sent.formData()).get('title')).toBe('Whey Protein Isolate Vanilla');
    });

    it(`/import-product-from-nih: choose a label, ${how}`, async () => {
      nihLabels();
      const app = await renderWithProviders('/import-product-from-nih', { signedIn: true });
      await app.user.type(await app.screen.findByRole('textbox', { name: 'Search labels' }), 'Omega');
      const hit = await app.screen.findByRole('button', { name: /Import Omega-3 Fish Oil 1000 mg by Harborline/ });
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant-type/import-from-nih',
        answer: () => example('importProductFromNih', 'nihDraft'),
        target: () => hit,
        done: () =>
          expect(app.screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Magnesium Glycinate 400 mg'),
      });
      expect(await sent.json()).toMatchObject({ label_id: '264518' });
    });

    it(`/import-product-from-nih: Save, ${how}`, async () => {
      nihLabels();
      server.use(
        http.post('*/integrant-type/import-from-nih', () =>
          HttpResponse.json(example('importProductFromNih', 'nihDraft')),
        ),
      );
      const app = await renderWithProviders('/import-product-from-nih', { signedIn: true });
      await app.user.type(await app.screen.findByRole('textbox', { name: 'Search labels' }), 'Omega');
      await app.user.click(
        await app.screen.findByRole('button', { name: /Import Omega-3 Fish Oil 1000 mg by Harborline/ }),
      );
      expect(await app.screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Magnesium Glycinate 400 mg');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant-type/create-from-label',
        answer: () => getCreateProductFromLabelResponseMock(),
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        done: () => expect(app.location().pathname).toBe('/'),
      });
    });

    it(`/update-product: disable, Yes, ${how}`, async () => {
      productIs({ is_disabled: false });
      const app = await openEdit();
      await app.user.click(app.screen.getByRole('switch', { name: 'Product enabled' }));
      const ask = await app.screen.findByRole('dialog', { name: 'Please confirm' });
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant-type/update-disable-status',
        answer: () => getSetProductDisabledResponseMock(),
        target: () => within(ask).getByRole('button', { name: 'Yes' }),
        done: () => expect(app.screen.getByRole('switch', { name: 'Product disabled' })).not.toBeChecked(),
      });
      expect(await sent.json()).toEqual({ integrant_type_id: OMEGA_PRODUCT, is_disabled: true });
    });
  }

  for (const how of TOGGLE_TWICE) {
    it(`/update-product: enable (the switch), ${how}`, async () => {
      productIs({ is_disabled: true });
      const app = await openEdit();
      const answer = getSetProductDisabledResponseMock();
      const held = holdCalls('post', '/integrant-type/update-disable-status', () => ({
        ...answer,
        data: { ...answer.data, id: OMEGA_PRODUCT, is_disabled: false },
      }));
      await activateTwice(app.user, how, app.screen.getByRole('switch', { name: 'Product disabled' }));
      await waitFor(() => expect(held.count()).toBeGreaterThan(0));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(held.count(), how).toBe(1);
      held.release();
      expect(await app.screen.findByRole('switch', { name: 'Product enabled' })).toBeChecked();
      const sent = held.calls[0]!;
      expect(await sent.json()).toEqual({ integrant_type_id: OMEGA_PRODUCT, is_disabled: false });
      expect(app.screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
    });
  }
});

const csv = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });
const PRODUCTS = 'title,description,sku,upc,product_type,directions\nVitamin C,Buffered,VL-VTC,1,B2C,Daily\n';

describe('one request per action: imports, transferred, tools', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`/csv: Upload, ${how}`, async () => {
      const app = await renderWithProviders('/csv', { signedIn: true });
      await app.screen.findByRole('heading', { name: 'Import Products' });
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
      await app.user.upload(input, csv(PRODUCTS));
      await app.screen.findByRole('table', { name: 'CSV preview' });
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/csv-upload',
        answer: () => ({ ...getUploadProductsCsvResponseMock(), data: null }),
        target: () => app.screen.getByRole('button', { name: 'Upload' }),
        done: () => app.screen.getByText(/Your CSV details has been successfully updated/),
      });
    });

    it(`/transferred: Clone, ${how}`, async () => {
      const app = await renderWithProviders('/transferred', { signedIn: true });
      await app.user.click(await app.screen.findByRole('button', { name: 'Clone' }));
      const dialog = await app.screen.findByRole('dialog');
      const field = within(dialog).getByLabelText(/New static batch number/);
      await app.user.type(field, 'VL-ASHRM-2026-0309');
      const sent = await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/clone-transferred-integrants',
        answer: () => getCloneTransferredBatchResponseMock(),
        target: () => within(dialog).getByRole('button', { name: 'Clone' }),
        enterOn: () => field,
        done: () => app.screen.getByText('Clone Successful'),
      });
      expect(await sent.json()).toMatchObject({ external_id: 'VL-ASHRM-2026-0309' });
    });

    it(`/forbidden-substances: Test file, ${how}`, async () => {
      const app = await renderWithProviders('/forbidden-substances');
      const test = await app.screen.findByRole('button', { name: 'Test file' });
      await app.user.upload(
        app.screen.getByLabelText('File to test'),
        sizedFile('PreWorkout_Formula_Sheet.pdf', 2048, 'application/pdf'),
      );
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/document-ai/dcoument-forbidden-substances',
        answer: () => getFindForbiddenSubstancesResponseMock(),
        // The form's only field is the file: Enter is pressed on its submit button.
        target: () => test,
        done: () => app.screen.getByRole('heading', { name: /^Result for / }),
      });
    });

    it(`/ingredient-comparision: Submit, ${how}`, async () => {
      server.use(
        http.get('*/browse-products', () => HttpResponse.json(example('label-database_browseProducts', 'omegaHits'))),
        http.get('*/label/:id', () => HttpResponse.json(example('label-database_getLabel', 'omegaLabel'))),
        http.post('*/client-app/integrant-detail', () =>
          HttpResponse.json(example('getIntegrantDetail', 'integrantDetail')),
        ),
        http.post('*/integrant/search', () => HttpResponse.json(example('searchBatches', 'batchPage'))),
      );
      const app = await renderWithProviders('/ingredient-comparision', { signedIn: true });
      await app.screen.findByRole('heading', { name: 'Compare NIH Labels With COA' });
      const choose = async (label: string, option: string | RegExp) => {
        await app.user.click(app.screen.getByLabelText(label, { selector: 'input' }));
        await app.user.click(await app.screen.findByRole('option', { name: option }));
      };
      await choose('Product', 'Daily Omega-3 Fish Oil 1000 mg');
      await choose('Batch', 'VL-OMG-2026-0412');
      await choose('COA', 'Certificate of Analysis');
      await choose('NIH label', /281734/);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/document-ai/readDocument',
        answer: () => example('readDocument', 'coaOmega3') as JsonBodyType,
        target: () => app.screen.getByRole('button', { name: 'Submit' }),
        done: () => app.screen.getByRole('region', { name: 'Comparison results' }),
      });
    });
  }
});
