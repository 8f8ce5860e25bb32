import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import {
  getAddBatchIngredientResponseMock,
  getCloneBatchResponseMock,
  getCreateBatchResponseMock,
  getCreateLinkResponseMock,
  getEditBatchResponseMock,
  getRemoveBatchMutationResponseMock,
  getSetStaticBatchResponseMock,
  getUploadBatchFilesResponseMock,
} from '@/api/generated/portal/hooks/batch/batch.msw';
import {
  getCreateTransferResponseMock,
  getCreateTransitResponseMock,
  getDeleteTransferResponseMock,
  getDeleteTransitResponseMock,
  getEditTransferResponseMock,
  getEditTransitResponseMock,
} from '@/api/generated/portal/hooks/movement/movement.msw';
import { getSaveLocationResponseMock } from '@/api/generated/portal/hooks/location/location.msw';
import { AppProviders } from '@/components/layout/app-providers';
import { createPortal } from '@/router';
import { saveReadyBatchDraft } from '../../utils/drafts';
import { renderWithProviders } from '../../utils/render';
import { expectOneRequest, holdCalls, TWICE } from '../../utils/one-request';
import { recordPosts, sizedFile } from '../../utils/requests';
import { signInAs } from '../../utils/session';
import { leaveTo } from '../../utils/leave';
import {
  GUMMIES_BATCH,
  NORTHWIND,
  OMEGA_BATCH,
  OMEGA_PRODUCT,
  transferInput,
} from '../../../test-support/example-world';

// The editor's modules are big to transform: load them once before the clocks of the tests start.
beforeAll(async () => {
  await import('@/features/batches/batch-editor-route');
  await import('@/features/batches/options/qr-image');
}, 60_000);

beforeEach(() => {
  vi.spyOn(window, 'open').mockImplementation(() => null);
  recordPosts('/integrant/check-static-batch-information', () => ({ status: '1', data: { exists: false } }));
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

type App = Awaited<ReturnType<typeof renderWithProviders>>;
const SLOW = { timeout: 15_000 };
const BATCH = `/batches/${OMEGA_BATCH}`;
const TRACER = { signedIn: { selected: 'tracer' as const } };
const saveButton = (app: App) => app.screen.getByRole('button', { name: /^(Save batch|You Need .*)$/ });

// The seed's batches that have what a test needs, as the world answers them:
/** The gummies lot: its tree has 3 nodes (it and its two ingredient lots), so Connect shows. */
const GUMMIES = `/batches/${GUMMIES_BATCH}`;
/** The vitamin D3 lot, an ingredient of the gummies (link MUTELDVD31): 'Remove from parent' shows. */
const INGREDIENT = '/batches/BATVD30609';
/** The other omega-3 lot, transferred to Northwind Botanicals (TRF3V7B9MX): a Transfer Details row. */
const TRANSFERRED = '/batches/BATOMG0527';

async function openOptions(app: App) {
  // Once the batch tree is in (its link graph can be opened), the tab stops being redrawn.
  await waitFor(() => expect(app.screen.getByRole('button', { name: 'View link graph' })).toBeEnabled(), SLOW);
}

async function openDialog(app: App, button: string) {
  await openOptions(app);
  await app.user.click(app.screen.getByRole('button', { name: button }));
  return app.screen.findByRole('dialog');
}

async function fillTransit(app: App, dialog: HTMLElement) {
  await app.user.type(within(dialog).getByLabelText(/Title/), 'To Tempe');
  await app.user.click(within(dialog).getByLabelText(/From location/, { selector: 'input' }));
  await app.user.click(await app.screen.findByRole('option', { name: /Contract manufacturer/ }));
  await app.user.type(within(dialog).getByLabelText(/Effective date/), '2026-04-20');
}

describe('one request per action: the batch editor', { timeout: 90_000 }, () => {
  for (const how of TWICE) {
    it(`Save (a new batch), ${how}`, async () => {
      saveReadyBatchDraft();
      const app = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, TRACER);
      await waitFor(() => expect(saveButton(app)).toHaveTextContent(/^Save batch$/), SLOW);
      await waitFor(() => expect(saveButton(app)).toBeEnabled(), SLOW);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/create',
        answer: () => ({
          ...getCreateBatchResponseMock(),
          data: { ...getCreateBatchResponseMock().data, id: 'PENDING' },
        }),
        target: () => saveButton(app),
        done: () => expect(app.location().pathname).toBe('/'),
      });
    });

    it(`Save (a saved batch), ${how}`, async () => {
      const app = await renderWithProviders(`${BATCH}?tab=1`, TRACER);
      const url = await app.screen.findByLabelText(/Buy Again URL/, {}, SLOW);
      await app.user.clear(url);
      await app.user.type(url, 'verdantlabs.com/again');
      await waitFor(() => expect(saveButton(app)).toHaveTextContent(/^Save batch$/), SLOW);
      await waitFor(() => expect(saveButton(app)).toBeEnabled(), SLOW);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/edit',
        answer: getEditBatchResponseMock,
        target: () => saveButton(app),
        done: () => app.screen.getByText('Batch updated successfully'),
      });
    });

    it(`Location: Save location (a new one), ${how}`, async () => {
      server.use(
        http.get('*/ext/geocoding/maps/api/geocode/json', () =>
          HttpResponse.json({
            status: 'OK',
            results: [{ formatted_address: 'Tempe', geometry: { location: { lat: 33.4216, lng: -111.9683 } } }],
          }),
        ),
      );
      const app = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=3`, TRACER);
      await app.user.click(await app.screen.findByRole('radio', { name: 'No, enter a new location' }, SLOW));
      const country = await app.screen.findByLabelText(/^Country/, { selector: 'input' });
      await waitFor(() => expect(country).toHaveValue('United States'), SLOW);
      await app.user.type(app.screen.getByLabelText(/Address type/), 'Warehouse');
      await app.user.type(app.screen.getByLabelText(/Street address/), '1840 West University Drive');
      await app.user.click(app.screen.getByLabelText(/^State/, { selector: 'input' }));
      await app.user.type(app.screen.getByLabelText(/^State/, { selector: 'input' }), 'Arizo');
      await app.user.click(await app.screen.findByRole('option', { name: 'Arizona' }));
      const city = await app.screen.findByRole('combobox', { name: /^City/ }, SLOW);
      await app.user.type(city, 'Temp');
      await app.user.click(await app.screen.findByRole('option', { name: 'Tempe' }));
      await app.user.type(app.screen.getByLabelText(/Zip code/), '85281');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/location/save',
        answer: getSaveLocationResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save location' }),
        enterOn: () => app.screen.getByLabelText(/Zip code/),
        done: () => app.screen.getByText('Location Created successfully'),
      });
    });

    it(`Options: Unpublish, ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      await openOptions(app);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/edit',
        answer: getEditBatchResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Unpublish' }),
        done: () => app.screen.getByText('Batch updated successfully'),
      });
    });

    it(`Options: Set this batch as the static QR code, ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      await openOptions(app);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/update-static-batch-information',
        answer: getSetStaticBatchResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Set this batch as the static QR code' }),
        done: () => expect(app.screen.getByRole('button', { name: 'Current Batch' })).toBeDisabled(),
      });
    });

    it(`Options: Remove from parent (Yes), ${how}`, async () => {
      const app = await renderWithProviders(INGREDIENT, TRACER);
      const dialog = await openDialog(app, 'Remove from parent');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'delete',
        path: `/integrant/${GUMMIES_BATCH}/mutations/MUTELDVD31`,
        answer: getRemoveBatchMutationResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Link removed successfully'),
      });
    });

    it(`Options: Add ingredient (dialog), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      const dialog = await openDialog(app, 'Add ingredient for this batch');
      await app.user.click(within(dialog).getByLabelText(/Product/, { selector: 'input' }));
      await app.user.click((await app.screen.findAllByRole('option'))[0]!);
      await app.user.type(within(dialog).getByLabelText(/Static batch number/), 'VL-OMG-2026-0999');
      const add = within(dialog).getByRole('button', { name: 'Add ingredient' });
      await waitFor(() => expect(add).toBeEnabled(), SLOW);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: `/integrant/${OMEGA_BATCH}/mutations`,
        answer: getAddBatchIngredientResponseMock,
        target: () => add,
        enterOn: () => within(dialog).getByLabelText(/Static batch number/),
        done: () => app.screen.getByText('Ingredient added successfully'),
      });
    });

    it(`Options: Connect to another ingredient (dialog), ${how}`, async () => {
      const app = await renderWithProviders(GUMMIES, TRACER);
      const dialog = await openDialog(app, 'Connect to another ingredient');
      await app.user.click(within(dialog).getByLabelText(/^Ingredient/, { selector: 'input' }));
      await app.user.click(await app.screen.findByRole('option', { name: /Vitamin D3 5000 IU/ }));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/links',
        answer: getCreateLinkResponseMock,
        // Its fields are pickers (Enter there chooses an option): Enter twice is pressed on the focused Connect.
        target: () => within(dialog).getByRole('button', { name: 'Connect' }),
        done: () => app.screen.getByText('Link created successfully'),
      });
    });

    it(`Options: Clone (dialog), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      const dialog = await openDialog(app, 'Clone');
      await app.user.type(within(dialog).getByLabelText(/New static batch number/), 'VL-OMG-2026-0999');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/integrant/clone',
        answer: getCloneBatchResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Clone' }),
        enterOn: () => within(dialog).getByLabelText(/New static batch number/),
        done: () => expect(app.location().pathname).toBe('/batches/BATVD30609'),
      });
    });

    it(`Transit: Save transit (a new one), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      const dialog = await openDialog(app, 'Transit');
      await fillTransit(app, dialog);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/transit/create',
        answer: getCreateTransitResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Save transit' }),
        enterOn: () => within(dialog).getByLabelText(/Title/),
        done: () => app.screen.getByText('Transit created successfully'),
      });
    });

    it(`Transit: Save transit (a saved one edited), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      await openOptions(app);
      const transits = app.screen.getByRole('table', { name: 'Transit Details' });
      await app.user.click(within(transits).getByRole('button', { name: /^Edit transit of / }));
      const dialog = await app.screen.findByRole('dialog', { name: 'Edit transit' });
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/transit/edit',
        answer: getEditTransitResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Save transit' }),
        enterOn: () => within(dialog).getByLabelText(/Title/),
        done: () => app.screen.getByText('Transit updated successfully'),
      });
    });

    it(`Transit: delete (Yes), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      await openOptions(app);
      const transits = app.screen.getByRole('table', { name: 'Transit Details' });
      await app.user.click(within(transits).getByRole('button', { name: /^Delete transit of / }));
      const dialog = await app.screen.findByRole('dialog');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'delete',
        path: '/transit/TRN6B3K9PD',
        answer: getDeleteTransitResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Transit deleted successfully'),
      });
    });

    it(`Transfer: Save transfer (a new one), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      const dialog = await openDialog(app, 'Transfer to another organization');
      await app.user.type(within(dialog).getByLabelText(/To organization/, { selector: 'input' }), 'North');
      await app.user.click(await app.screen.findByRole('option', { name: 'Northwind Botanicals' }));
      await fillTransit(app, dialog);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/transfer/create',
        answer: getCreateTransferResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Save transfer' }),
        enterOn: () => within(dialog).getByLabelText(/Title/),
        done: () => app.screen.getByText('Transfer created successfully'),
      });
    });

    it(`Transfer: Save transfer with no card on file (to checkout), ${how}`, async () => {
      const app = await renderWithProviders(BATCH, TRACER);
      const dialog = await openDialog(app, 'Transfer to another organization');
      await app.user.type(within(dialog).getByLabelText(/To organization/, { selector: 'input' }), 'North');
      await app.user.click(await app.screen.findByRole('option', { name: 'Northwind Botanicals' }));
      await fillTransit(app, dialog);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/transfer/create',
        answer: () => ({
          status: '0',
          type: 'CARD_NOT_FOUND',
          message: 'No card',
          data: { checkoutUrl: 'https://checkout.invalid/c/cs_1', session_id: 'cs_1' },
        }),
        target: () => within(dialog).getByRole('button', { name: 'Save transfer' }),
        enterOn: () => within(dialog).getByLabelText(/Title/),
        done: () => expect(leaveTo).toHaveBeenCalledTimes(1),
      });
    });

    it(`Transfer: Apply (the promo code), ${how}`, async () => {
      server.use(
        http.post('*/organization/search', () =>
          HttpResponse.json({
            status: '1',
            message: '',
            data: [{ id: NORTHWIND, name: 'Northwind Botanicals', short_code: 'NWBOT', transfer_charge: 2500 }],
          }),
        ),
      );
      const app = await renderWithProviders(BATCH, TRACER);
      const dialog = await openDialog(app, 'Transfer to another organization');
      await app.user.type(within(dialog).getByLabelText(/To organization/, { selector: 'input' }), 'North');
      await app.user.click(await app.screen.findByRole('option', { name: 'Northwind Botanicals' }));
      await app.user.type(within(dialog).getByLabelText('Promo code'), 'PARTNER10');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/transfer/validate-coupon',
        answer: () => ({ valid: true, discountedPrice: 2250 }),
        target: () => within(dialog).getByRole('button', { name: 'Apply' }),
        enterOn: () => within(dialog).getByLabelText('Promo code'),
        done: () => within(dialog).getByText('$22.50 USD'),
      });
    });

    it(`Transfer: Save transfer (a saved one edited), ${how}`, async () => {
      const app = await renderWithProviders(TRANSFERRED, TRACER);
      await openOptions(app);
      const transfers = app.screen.getByRole('table', { name: 'Transfer Details' });
      await app.user.click(within(transfers).getByRole('button', { name: /^Edit transfer of / }));
      const dialog = await app.screen.findByRole('dialog', { name: 'Edit transfer' });
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/transfer/edit',
        answer: getEditTransferResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Save transfer' }),
        enterOn: () => within(dialog).getByLabelText(/Title/),
        done: () => app.screen.getByText('Transfer updated successfully'),
      });
    });

    it(`Transfer: delete (Yes), ${how}`, async () => {
      const app = await renderWithProviders(TRANSFERRED, TRACER);
      await openOptions(app);
      const transfers = app.screen.getByRole('table', { name: 'Transfer Details' });
      await app.user.click(within(transfers).getByRole('button', { name: /^Delete transfer of / }));
      const dialog = await app.screen.findByRole('dialog');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'delete',
        path: '/transfer/TRF3V7B9MX',
        answer: getDeleteTransferResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Transfer deleted successfully'),
      });
    });
  }

  // An upload starts when a file is chosen: no click or Enter applies. The ways a file is chosen twice while the first
  // is being sent: two choices in one task (before React re-renders), and a second choice once the first is out.
  it('Exhibits: an attachment file chosen twice in one task uploads once', async () => {
    const held = holdCalls('post', '/integrant/upload', getUploadBatchFilesResponseMock);
    const app = await renderWithProviders(`${BATCH}?tab=4`, TRACER);
    await app.screen.findByRole('list', { name: 'Attachments' }, SLOW);
    await app.user.click(app.screen.getByRole('button', { name: 'Add attachment' }));
    const input = app.screen.getByLabelText('Attachment file');
    const file = sizedFile('coa.pdf', 1000, 'application/pdf');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(held.count()).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(held.count()).toBe(1);
    held.release();
    await waitFor(() => expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('Exhibits: a second attachment file chosen as the first goes out (before a re-render) is not uploaded', async () => {
    let input: HTMLElement | null = null;
    const calls: Request[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/integrant/upload', async ({ request }) => {
        calls.push(request);
        // The second choice lands the moment the first upload leaves, before React has drawn the drop zone disabled.
        if (calls.length === 1 && input)
          fireEvent.change(input, { target: { files: [sizedFile('coa-2.pdf', 1000, 'application/pdf')] } });
        await released;
        return HttpResponse.json(getUploadBatchFilesResponseMock());
      }),
    );
    const app = await renderWithProviders(`${BATCH}?tab=4`, TRACER);
    await app.screen.findByRole('list', { name: 'Attachments' }, SLOW);
    await app.user.click(app.screen.getByRole('button', { name: 'Add attachment' }));
    input = app.screen.getByLabelText('Attachment file');
    await act(async () => {
      fireEvent.change(input!, { target: { files: [sizedFile('coa.pdf', 1000, 'application/pdf')] } });
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toHaveLength(1);
    release();
    await waitFor(() => expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('Exhibits: a second attachment file chosen while the first is sent is not uploaded', async () => {
    const held = holdCalls('post', '/integrant/upload', getUploadBatchFilesResponseMock);
    const app = await renderWithProviders(`${BATCH}?tab=4`, TRACER);
    await app.screen.findByRole('list', { name: 'Attachments' }, SLOW);
    await app.user.click(app.screen.getByRole('button', { name: 'Add attachment' }));
    const input = app.screen.getByLabelText('Attachment file');
    await app.user.upload(input, sizedFile('coa.pdf', 1000, 'application/pdf'));
    await waitFor(() => expect(held.count()).toBeGreaterThan(0));
    await act(async () => {
      fireEvent.change(input, { target: { files: [sizedFile('coa-2.pdf', 1000, 'application/pdf')] } });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(held.count()).toBe(1);
    held.release();
    await waitFor(() => expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  // The return from a paid checkout sends on arrival, with no activation: React's StrictMode runs the effect twice
  // (as in src/main.tsx); the stored transfer must be created once.
  it('the return from the transfer checkout creates the paid transfer once (StrictMode)', async () => {
    // The server's answer: the transfer recorded as paid, and read back so (the return asks before it thanks).
    const paid = {
      ...getCreateTransferResponseMock().data,
      id: 'TRF9R2PAID',
      integrant_id: OMEGA_BATCH,
      is_payment_done: true,
      receiptUrl: null,
    };
    const held = holdCalls('post', '/transfer/create', () => ({ status: '1', message: 'ok', data: paid }));
    server.use(http.get('*/transfer/TRF9R2PAID', () => HttpResponse.json({ status: '1', message: 'ok', data: paid })));
    sessionStorage.setItem(
      'portal.pendingTransfer',
      JSON.stringify(transferInput({ title: 'Private label', description: '' })),
    );
    signInAs({});
    const portal = createPortal({
      history: createMemoryHistory({ initialEntries: [`/thank-you-transfer-payment-done/${OMEGA_BATCH}/cs_1`] }),
    });
    portal.queryClient.setDefaultOptions({
      queries: { retry: false, staleTime: Infinity },
      mutations: { retry: false },
    });
    render(
      <StrictMode>
        <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
          <RouterProvider router={portal.router} />
        </AppProviders>
      </StrictMode>,
    );
    await act(() => portal.router.load());
    await waitFor(() => expect(held.count()).toBeGreaterThan(0), SLOW);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(held.count()).toBe(1);
    held.release();
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(await held.calls[0]!.json()).toMatchObject({ is_payment_done: true, session_id: 'cs_1' });
  });
});
