import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getGetProductResponseMock,
  getListTraitTemplatesResponseMock,
} from '@/api/generated/portal/hooks/product/product.msw';
import type { Product } from '@/api/generated/portal/model';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders, type RenderOptions } from '../utils/render';
import { formFields, png, productSaves } from '../utils/catalogue';

function productIs(patch: Partial<Product>) {
  const answer = getGetProductResponseMock();
  server.use(
    http.get('*/integrant-type/:id', () => HttpResponse.json({ ...answer, data: { ...answer.data, ...patch } })),
  );
}

function disableCalls() {
  const bodies: { integrant_type_id: string; is_disabled: boolean }[] = [];
  server.use(
    http.post('*/integrant-type/update-disable-status', async ({ request }) => {
      const body = (await request.json()) as (typeof bodies)[number];
      bodies.push(body);
      return HttpResponse.json({
        status: '1',
        message: 'Updated',
        data: { id: body.integrant_type_id, is_disabled: body.is_disabled },
      });
    }),
  );
  return bodies;
}

async function openEdit(signedIn: RenderOptions['signedIn'] = true) {
  const app = await renderWithProviders(`/update-product/${OMEGA_PRODUCT}`, { signedIn });
  await app.screen.findByRole('heading', { name: 'Edit Product' });
  const button = (name: string | RegExp) => app.screen.getByRole('button', { name });
  const field = (name: string | RegExp) => app.screen.getByRole('textbox', { name });
  return { ...app, button, field };
}

describe('/update-product/{productId}', { timeout: 40_000 }, () => {
  it('loads the product into the form (getProduct) and reads the label (getProductLabel)', async () => {
    const labels: unknown[] = [];
    server.use(
      http.post('*/integrant/get-product-label', async ({ request }) => {
        labels.push(await request.json());
        return HttpResponse.json({
          status: '1',
          data: { id: OMEGA_PRODUCT, product_label: 'https://cdn.portal.invalid/l.png' },
        });
      }),
    );
    const app = await openEdit();
    expect(app.field(/^Title/)).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
    expect(app.field(/^SKU/)).toHaveValue('VL-OMG-1000-120');
    await waitFor(() => expect(labels).toEqual([{ id: OMEGA_PRODUCT }]));
  });

  it('disabling asks first; No keeps it enabled, Yes disables it', async () => {
    const calls = disableCalls();
    productIs({ is_disabled: false, used_as_ingredients: false });
    const app = await openEdit();
    const toggle = app.screen.getByRole('switch', { name: 'Product enabled' });
    expect(toggle).toBeChecked();
    await app.user.click(toggle);
    let ask = await app.screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(ask).getByText('Please confirm you would like to disable this product?')).toBeInTheDocument();
    await app.user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(calls).toHaveLength(0);
    await app.user.click(app.screen.getByRole('switch', { name: 'Product enabled' }));
    ask = await app.screen.findByRole('dialog', { name: 'Please confirm' });
    await app.user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await app.screen.findByRole('switch', { name: 'Product disabled' })).not.toBeChecked();
    expect(calls).toEqual([{ integrant_type_id: OMEGA_PRODUCT, is_disabled: true }]);
  });

  it('a disabled product is enabled without a question', async () => {
    const calls = disableCalls();
    productIs({ is_disabled: true, used_as_ingredients: false });
    const app = await openEdit();
    await app.user.click(app.screen.getByRole('switch', { name: 'Product disabled' }));
    expect(await app.screen.findByRole('switch', { name: 'Product enabled' })).toBeChecked();
    expect(calls).toEqual([{ integrant_type_id: OMEGA_PRODUCT, is_disabled: false }]);
    expect(app.screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument();
  });

  it('a product used as an ingredient is locked', async () => {
    productIs({ is_disabled: false, used_as_ingredients: true });
    const app = await openEdit();
    expect(app.screen.getByRole('switch', { name: 'Product enabled' })).toBeDisabled();
    expect(app.screen.getByText(/used as an ingredient in another product/)).toBeInTheDocument();
  });

  it('templates: five chips then +N more; a template adds its traits once', async () => {
    const base = getListTraitTemplatesResponseMock();
    const extra = ['Allergens', 'Certifications', 'Origin'].map((name, i) => ({
      id: `TPLEXTRA0${i}`,
      name,
      children: [{ name: `${name} note` }],
    }));
    server.use(http.get('*/product-trait', () => HttpResponse.json({ ...base, data: [...base.data, ...extra] })));
    const app = await openEdit();
    await app.user.click(app.screen.getByRole('tab', { name: /Facets/ }));
    const chips = await app.screen.findByRole('group', { name: 'Templates' });
    expect(within(chips).getAllByRole('button')).toHaveLength(6);
    await app.user.click(within(chips).getByRole('button', { name: '+2 more' }));
    expect(within(chips).getAllByRole('button')).toHaveLength(7);
    const before = app.screen.getAllByRole('group', { name: /^Trait \d+$/ }).length;
    const first = base.data[0]!;
    await app.user.click(within(chips).getByRole('button', { name: first.name }));
    const after = app.screen.getAllByRole('group', { name: /^Trait \d+$/ }).length;
    expect(after - before).toBe(first.children.length);
    expect(within(chips).getByRole('button', { name: first.name })).toBeDisabled();
  });

  it('inherited traits are read-only and say why', async () => {
    const answer = getGetProductResponseMock();
    productIs({
      facets: [
        { id: 'FCTINHER01', title: 'Origin', description: 'Peru', isOld: true, group_id: 1 },
        ...(answer.data.facets ?? []),
      ],
    });
    const app = await openEdit();
    await app.user.click(app.screen.getByRole('tab', { name: /Facets/ }));
    expect(await app.screen.findByRole('textbox', { name: /Trait 1 title/ })).toHaveAttribute('readonly');
    expect(app.screen.getAllByLabelText('This Trait is inherited and cannot be edited.').length).toBeGreaterThan(0);
    expect(app.screen.queryByRole('button', { name: 'Remove trait 1' })).not.toBeInTheDocument();
  });

  it('a new label goes by update-product-label; the form sends the unchanged image as its URL', async () => {
    const saves = productSaves();
    const labels: Record<string, string>[] = [];
    server.use(
      http.post('*/integrant/update-product-label', async ({ request }) => {
        labels.push(await formFields(request));
        return HttpResponse.json({
          status: '1',
          data: { id: OMEGA_PRODUCT, product_label: 'https://cdn.portal.invalid/new.png' },
        });
      }),
    );
    const app = await openEdit();
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Product label"]')!;
    await app.user.upload(input, png('omega-label.png'));
    await app.user.click(app.button('Save'));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(saves[0]).toMatchObject({
      integrant_type_id: OMEGA_PRODUCT,
      image_url: expect.stringContaining('https://'),
    });
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatchObject({ id: OMEGA_PRODUCT, fileName: 'omega-label.png' });
  });

  it('an edit failure without a message says Internal server error please try again!!!', async () => {
    productSaves(() => HttpResponse.json({ status: '0' }));
    const app = await openEdit();
    await app.user.click(app.button('Save'));
    expect(await app.screen.findByText('Internal server error please try again!!!')).toBeInTheDocument();
    expect(app.field(/^Title/)).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
  });

  it('a failed label update is told once, and the form stays with what was chosen', async () => {
    productSaves();
    server.use(
      http.post('*/integrant/update-product-label', () =>
        HttpResponse.json({ status: '0', message: 'Label file could not be stored', data: null }),
      ),
    );
    const app = await openEdit();
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Product label"]')!;
    await app.user.upload(input, png('omega-label.png'));
    await app.user.click(app.button('Save'));
    expect(await app.screen.findByText('Label file could not be stored')).toBeInTheDocument();
    expect(app.screen.getAllByText('Label file could not be stored')).toHaveLength(1);
    expect(app.location().pathname).toBe(`/update-product/${OMEGA_PRODUCT}`);
    expect(app.field(/^Title/)).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
  });
});
