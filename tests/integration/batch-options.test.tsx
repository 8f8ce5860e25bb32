import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  GUMMIES_BATCH,
  NORTHWIND,
  OLIVIA,
  OMEGA_BATCH,
  OMEGA_PRODUCT,
  SALT_LAKE,
  TEMPE,
  VERDANT,
} from '../../test-support/example-world';
import { leaveTo } from '../utils/leave';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts } from '../utils/requests';
import { callWorld } from '../utils/world-call';

// The editor's modules are big to transform: load them once before the clocks of the tests start.
beforeAll(async () => {
  await import('@/features/batches/batch-editor-route');
  await import('@/features/batches/options/qr-image');
}, 60_000);

const opened: string[] = [];
beforeEach(() => {
  opened.length = 0;
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/**
 * The gummies lot, which the seed draws with its two ingredient lots (3 tree nodes: Connect shows), moved from the
 * contract manufacturer to the Tempe warehouse: recorded through the world first, as the Transit dialog would.
 */
const GUMMIES = GUMMIES_BATCH;
async function gummiesMovedToTempe() {
  const made = await callWorld('createTransit', {
    integrant_id: GUMMIES,
    title: 'Finished gummies to Tempe warehouse',
    from_location: SALT_LAKE,
    to_location: TEMPE,
    effective_date: '2026-09-18T15:00:00.000Z',
    exhibits: [],
    created_by: OLIVIA,
    updated_by: OLIVIA,
  });
  expect(made.breaches).toEqual([]);
  expect(made.body).toMatchObject({ status: '1', data: { integrant_id: GUMMIES } });
}

/** Once the batch tree is in (its link graph can be opened), the tab stops being redrawn. */
async function treeIn(app: Awaited<ReturnType<typeof renderWithProviders>>) {
  await waitFor(() => expect(app.screen.getByRole('button', { name: 'View link graph' })).toBeEnabled(), {
    timeout: 15_000,
  });
}

const batchOk = () => ({
  status: '1',
  message: 'Saved',
  data: { id: OMEGA_BATCH, integrant_type_id: OMEGA_PRODUCT, organization_id: VERDANT, title: 'Daily Omega-3' },
});

describe('batch editor: Options tab (tracer)', { timeout: 60_000 }, () => {
  it('shows the QR panel, the actions, Connect with 3 tree nodes, and the Transit Details row', async () => {
    await gummiesMovedToTempe();
    const app = await renderWithProviders(`/batches/${GUMMIES}`, { signedIn: true });
    await app.screen.findByRole('button', { name: 'Preview' }, { timeout: 15_000 });
    expect(app.screen.getByRole('button', { name: 'Download QR code as PNG' })).toBeInTheDocument();
    for (const format of ['WEBP', 'JPEG', 'SVG']) {
      expect(app.screen.getByRole('button', { name: `Download QR code as ${format}` })).toBeInTheDocument();
    }
    for (const name of [
      'Add ingredient for this batch',
      'Transit',
      'Transfer to another organization',
      'Clone',
      'Preview',
    ]) {
      expect(app.screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await app.screen.findByRole('button', { name: 'Connect to another ingredient' })).toBeInTheDocument();
    const transits = app.screen.getByRole('table', { name: 'Transit Details' });
    expect(within(transits).getByText('09/18/2026')).toBeInTheDocument();
    expect(within(transits).getByText('2150 South 3270 West, Salt Lake City, UT 84119')).toBeInTheDocument();
  });

  it('opens a Transit Details row as a Transit item: Location and Exhibits only, then back to the batch', async () => {
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await treeIn(app);
    const transits = app.screen.getByRole('table', { name: 'Transit Details' });
    await app.user.click(within(transits).getByRole('button', { name: 'Open transit of 04/20/2026' }));
    await waitFor(() =>
      expect(app.screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Location', 'Exhibits']),
    );
    // The transit view's code is its own chunk: it comes with the view.
    expect(await app.screen.findByRole('heading', { name: /^Transit: / })).toBeInTheDocument();
    expect(app.screen.getByText('From: 2150 South 3270 West, Salt Lake City, UT 84119')).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Back to the batch' }));
    expect(await app.screen.findByRole('tab', { name: 'Options' })).toBeInTheDocument();
  });

  it('opens the encoded preview in a new tab and unpublishes with is_published false', async () => {
    const edits = recordPosts('/integrant/edit', batchOk);
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Preview' }));
    expect(opened[0]).toBe(`${window.location.origin}/p/VRDNT/b/vl-omg-2026-0412?preview=true`);
    // One button hierarchy: Save batch is the one filled button; Unpublish is outlined in red.
    const unpublish = app.screen.getByRole('button', { name: 'Unpublish' });
    expect(unpublish).toHaveAttribute('data-variant', 'outline');
    expect(unpublish.getAttribute('style')).toMatch(/--mantine-color-red/);
    const editor = app.screen.getByRole('main');
    const filled = [...editor.querySelectorAll<HTMLElement>('.mantine-Button-root')].filter(
      (b) => (b.dataset.variant ?? 'filled') === 'filled',
    );
    expect(filled.map((b) => b.textContent)).toEqual(['Save batch']);
    await app.user.click(unpublish);
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({ integrant_id: OMEGA_BATCH, is_published: false, subscription: 'tracer' });
  });

  it("sets the static QR batch, then reads 'Current Batch' (disabled)", async () => {
    const bodies = recordPosts('/integrant/update-static-batch-information', () => ({
      status: '1',
      message: 'Static batch updated',
      data: { integrant_type_id: OMEGA_PRODUCT, integrant_id: OMEGA_BATCH },
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Set this batch as the static QR code' }));
    expect(await app.screen.findByRole('button', { name: 'Current Batch' })).toBeDisabled();
    expect(bodies[0]).toEqual({
      integrant_id: OMEGA_BATCH,
      integrant_type_id: OMEGA_PRODUCT,
      organization_id: VERDANT,
    });
  });

  it("reads 'Current Batch' (disabled) on load when the batch is its product's static QR batch", async () => {
    server.use(
      http.get(`*/integrant/${OMEGA_BATCH}`, () =>
        HttpResponse.json({
          status: '1',
          message: 'Batch found',
          data: { ...batchOk().data, is_static_batch: true, is_published: false, external_id: 'VL-OMG-2026-0412' },
        }),
      ),
    );
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    expect(await app.screen.findByRole('button', { name: 'Current Batch' }, { timeout: 15_000 })).toBeDisabled();
    expect(app.screen.queryByRole('button', { name: 'Set this batch as the static QR code' })).toBeNull();
  });

  it("checks the ingredient's static batch number after 500 ms like Details, and blocks a taken one", async () => {
    let answered = 0;
    const checks = recordPosts('/integrant/check-static-batch-information', () =>
      answered++ > 0 ? { status: '1', data: { exists: false } } : bodyFailure('Static Batch Number Already Exists!')(),
    );
    const adds = recordPosts(`/integrant/${OMEGA_BATCH}/mutations`, () => ({
      status: '1',
      message: 'Ingredient added',
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Add ingredient for this batch' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Add ingredient for this batch' });
    await app.user.type(within(dialog).getByLabelText(/Static batch number/), 'VL OMG 2026 0412');
    expect(await app.screen.findByText('Static Batch Number Already Exists!')).toBeInTheDocument();
    expect(within(dialog).getByText('Static Batch Number Already Exists.')).toBeInTheDocument();
    expect(checks[0]).toEqual({ external_id: 'VLOMG20260412', organization_id: VERDANT, integrant_id: null });
    expect(within(dialog).getByRole('button', { name: 'Add ingredient' })).toBeDisabled();
    expect(adds).toHaveLength(0);
    await app.user.type(within(dialog).getByLabelText(/Static batch number/), 'B');
    await waitFor(() => expect(checks).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add ingredient' })).toBeEnabled());
    expect(within(dialog).queryByText('Static Batch Number Already Exists.')).toBeNull();
  });

  it("clones under a new static batch number: 'Clone of {batch} has been created successfully.' and the clone opens", async () => {
    const bodies = recordPosts('/integrant/clone', () => ({
      ...batchOk(),
      data: { ...batchOk().data, id: 'BATOMG0999' },
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Clone' }));
    await app.user.type(await app.screen.findByLabelText(/New static batch number/), 'VL OMG 2026 0999');
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Clone' }));
    expect(await app.screen.findByText('Clone of VL-OMG-2026-0412 has been created successfully.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      integrant_id: OMEGA_BATCH,
      external_id: 'VLOMG20260999',
      external_id_slug: 'vlomg20260999',
      subscription: 'tracer',
    });
    await waitFor(() => expect(app.location().pathname).toBe('/batches/BATOMG0999'));
  });

  it('records a transit: the required fields, then the body sent', async () => {
    const bodies = recordPosts('/transit/create', () => ({
      status: '1',
      message: 'Transit created successfully',
      data: {
        id: 'TRN1',
        integrant_id: OMEGA_BATCH,
        title: 'T',
        from_location: SALT_LAKE,
        effective_date: '2026-04-20T12:00:00.000Z',
      },
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Transit' }));
    const dialog = await app.screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transit' }));
    expect(await within(dialog).findByText('Title is a required field.')).toBeInTheDocument();
    expect(within(dialog).getByText('From location is a required field.')).toBeInTheDocument();
    expect(within(dialog).getByText('Effective date is a required field.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText(/Title/), 'To Tempe');
    await app.user.click(within(dialog).getByLabelText(/From location/, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: /Contract manufacturer/ }));
    await app.user.type(within(dialog).getByLabelText(/Effective date/), '2026-04-20');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transit' }));
    expect(await app.screen.findByText('Transit created successfully')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      integrant_id: OMEGA_BATCH,
      title: 'To Tempe',
      from_location: SALT_LAKE,
      to_location: null,
      effective_date: '2026-04-20T12:00:00.000Z',
    });
  });

  it('a transit date: the year 00yy of a short typed year is sent as 20yy, a six-digit year is refused in the field', async () => {
    const bodies = recordPosts('/transit/create', () => ({
      status: '1',
      message: 'Transit created successfully',
      data: {
        id: 'TRN1',
        integrant_id: OMEGA_BATCH,
        title: 'T',
        from_location: SALT_LAKE,
        effective_date: '2026-05-01T12:00:00.000Z',
      },
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Transit' }));
    const dialog = await app.screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText(/Title/), 'To Tempe');
    await app.user.click(within(dialog).getByLabelText(/From location/, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: /Contract manufacturer/ }));
    const date = within(dialog).getByLabelText(/Effective date/);
    expect(date).toHaveAttribute('min', '1900-01-01');
    expect(date).toHaveAttribute('max', '2100-12-31');
    // What Chromium's date field holds after a year typed with six digits: refused, nothing sent, nothing lost.
    await app.user.type(date, '60420-05-01');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transit' }));
    expect(
      await within(dialog).findByText('Please enter a date between 01/01/1900 and 12/31/2100.'),
    ).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Please enter a date between 01/01/1900 and 12/31/2100.');
    expect(bodies).toEqual([]);
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('To Tempe');
    expect(within(dialog).getByLabelText(/From location/, { selector: 'input' })).toHaveValue(
      'Contract manufacturer — 2150 South 3270 West, Salt Lake City, UT',
    );
    // What it holds after a year typed with two digits: read as 2026 when leaving the field, and sent so.
    await app.user.clear(date);
    await app.user.type(date, '0026-05-01');
    await app.user.tab();
    expect(date).toHaveValue('2026-05-01');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transit' }));
    expect(await app.screen.findByText('Transit created successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ title: 'To Tempe', effective_date: '2026-05-01T12:00:00.000Z' });
  });
});

describe('transfer: fee, coupon and checkout', { timeout: 60_000 }, () => {
  async function openTransfer() {
    server.use(
      http.post('*/organization/search', () =>
        HttpResponse.json({
          status: '1',
          message: '',
          data: [{ id: NORTHWIND, name: 'Northwind Botanicals', short_code: 'NWBOT', transfer_charge: 2500 }],
        }),
      ),
    );
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Transfer to another organization' }));
    const dialog = await app.screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText(/To organization/, { selector: 'input' }), 'North');
    await app.user.click(await app.screen.findByRole('option', { name: 'Northwind Botanicals' }));
    expect(await within(dialog).findByText('$25.00 USD')).toBeInTheDocument();
    return { app, dialog };
  }

  it("applies a coupon (discounted price) or says 'Invalid promo code.'", async () => {
    const checks = recordPosts('/transfer/validate-coupon', () => ({ valid: false }));
    const { app, dialog } = await openTransfer();
    await app.user.type(within(dialog).getByLabelText('Promo code'), 'NOPE');
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Invalid promo code.')).toBeInTheDocument();
    expect(checks[0]).toEqual({ coupon_code: 'NOPE', price: 2500 });
    server.use(
      http.post('*/transfer/validate-coupon', () => HttpResponse.json({ valid: true, discountedPrice: 2250 })),
    );
    await app.user.clear(within(dialog).getByLabelText('Promo code'));
    await app.user.type(within(dialog).getByLabelText('Promo code'), 'PARTNER10');
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('$22.50 USD')).toBeInTheDocument();
  });

  it('CARD_NOT_FOUND stores the transfer and goes to checkout; the return creates it paid and clears it', async () => {
    const creates = recordPosts('/transfer/create', () => ({
      status: '0',
      type: 'CARD_NOT_FOUND',
      message: 'No card',
      data: { checkoutUrl: 'https://checkout.invalid/c/cs_1', session_id: 'cs_1' },
    }));
    const { app, dialog } = await openTransfer();
    await app.user.type(within(dialog).getByLabelText(/Title/), 'Private label');
    await app.user.click(within(dialog).getByLabelText(/From location/, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: /Warehouse/ }));
    await app.user.type(within(dialog).getByLabelText(/Effective date/), '2026-06-08');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());
    const address = vi.mocked(leaveTo).mock.calls[0]![0];
    expect(address).toContain('/mock-checkout?');
    const search = new URLSearchParams(address.split('?')[1]);
    expect(search.get('success')).toBe(`/thank-you-transfer-payment-done/${OMEGA_BATCH}/{CHECKOUT_SESSION_ID}`);
    expect(search.get('cancel')).toBe('/thank-you-transfer-payment-not-done');
    expect(creates[0]).toMatchObject({
      to_organization_id: NORTHWIND,
      from_location_id: TEMPE,
      is_payment_done: false,
      session_id: null,
    });
    expect(sessionStorage.getItem('portal.pendingTransfer')).toContain('Private label');
    app.unmount();

    const paid = recordPosts('/transfer/create', () => ({
      status: '1',
      message: 'Transfer created successfully',
      data: {
        id: 'TRF1',
        integrant_id: OMEGA_BATCH,
        title: 'Private label',
        effective_date: '2026-06-08T12:00:00.000Z',
        from_organization_id: VERDANT,
        to_organization_id: NORTHWIND,
        is_payment_done: true,
        receiptUrl: 'https://pay.stripe.com/receipts/payment/r1',
      },
    }));
    // The return reads the transfer back before it thanks: the server holds it as paid.
    server.use(
      http.get('*/transfer/TRF1', () =>
        HttpResponse.json({
          status: '1',
          data: {
            id: 'TRF1',
            integrant_id: OMEGA_BATCH,
            title: 'Private label',
            effective_date: '2026-06-08T12:00:00.000Z',
            from_organization_id: VERDANT,
            to_organization_id: NORTHWIND,
            is_payment_done: true,
          },
        }),
      ),
    );
    const back = await renderWithProviders(`/thank-you-transfer-payment-done/${OMEGA_BATCH}/cs_1`, { signedIn: true });
    expect(await back.screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(paid[0]).toMatchObject({ title: 'Private label', is_payment_done: true, session_id: 'cs_1' });
    expect(opened).toContain('https://pay.stripe.com/receipts/payment/r1');
    expect(sessionStorage.getItem('portal.pendingTransfer')).toBeNull();
    expect(back.screen.getByRole('link', { name: 'Go to batch' })).toHaveAttribute('href', `/batches/${OMEGA_BATCH}`);
  });

  it("says 'Payment Failed' with 'Try Again' home", async () => {
    const app = await renderWithProviders('/thank-you-transfer-payment-not-done', { signedIn: true });
    expect(await app.screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      app.screen.getByText(
        'Unfortunately, your payment could not be processed. Please try again or update your payment method.',
      ),
    ).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
  });
});
