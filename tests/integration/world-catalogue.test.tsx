import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getWorld } from '~mocks/world/registry';
import { created } from '~mocks/world/model/rules/product-allowance';
import {
  GUMMIES_BATCH,
  MAGNESIUM_PRODUCT,
  OMEGA_BATCH,
  OMEGA_PRODUCT,
  VERDANT,
} from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { png } from '../utils/catalogue';

/**
 * The catalogue through the real screens, answered by the mock world (mocks/world/resolvers/product.ts, batch.ts): what
 * is made, edited or disabled is what the next reads show. Nothing here stubs a call.
 */

// The editor's modules are big to transform: load them once before the clocks of the tests start.
beforeAll(async () => {
  await import('@/features/batches/batch-editor-route');
  await import('@/features/catalogue/product-form');
}, 60_000);

/** Every body sent to a path (JSON parsed, a form as its fields with files as `file:<name>`), answered by the world. */
const listeners: ((e: { request: Request }) => void)[] = [];
function sent(path: string) {
  const bodies: Record<string, unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith(path) || request.method === 'GET') return;
    const copy = request.clone();
    const type = request.headers.get('content-type') ?? '';
    const read = type.includes('multipart/form-data')
      ? copy.formData().then((form) => {
          const fields: Record<string, unknown> = {};
          form.forEach((v, k) => (fields[k] = typeof v === 'string' ? v : `file:${v.name}`));
          return fields;
        })
      : copy.json();
    bodies.push({});
    const at = bodies.length - 1;
    void read.then((body: Record<string, unknown>) => (bodies[at] = body));
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return bodies;
}
afterEach(() => {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
});

type App = Awaited<ReturnType<typeof renderWithProviders>>;

async function paste(app: App, field: HTMLElement, text: string) {
  await app.user.click(field);
  await app.user.paste(text);
}

/** The product form, filled for tracer with `title`, saved; resolves when it is home again. */
async function createProduct(title: string) {
  const app = await renderWithProviders('/create-new-product', { signedIn: true });
  const dialog = await app.screen.findByRole('dialog', { name: 'Create New Product' });
  const d = within(dialog);
  await paste(app, d.getByRole('textbox', { name: /^Title/ }), title);
  await paste(app, d.getByRole('textbox', { name: /^Description/ }), 'Cold-pressed sea buckthorn berry oil.');
  await paste(app, d.getByRole('textbox', { name: /^Directions/ }), 'Take 1 softgel daily.');
  await paste(app, d.getByRole('textbox', { name: /^SKU/ }), 'VL-SBT-500-60');
  await paste(app, d.getByRole('textbox', { name: /^UPC/ }), '850031245111');
  await app.user.click(d.getByLabelText(/Sales Channel/, { selector: 'input' }));
  await app.user.click(await app.screen.findByRole('option', { name: 'Business to Consumer' }));
  await app.user.upload(dialog.querySelector<HTMLInputElement>('input[aria-label="Product image"]')!, png('sbt.png'));
  await app.user.click(d.getByRole('button', { name: 'Next' }));
  await app.user.click(d.getByRole('button', { name: 'Add trait' }));
  await paste(app, d.getByRole('textbox', { name: 'Trait 1 title' }), 'Form');
  await paste(app, d.getByRole('textbox', { name: 'Trait 1 description' }), 'Softgel');
  return { app, save: () => app.user.click(d.getByRole('button', { name: 'Save' })) };
}

const productList = (app: App) => app.screen.findByRole('list', { name: 'Products' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('the mock world: products', { timeout: 90_000 }, () => {
  it('a product made through the form is in the home list, with its image, and found by its search', async () => {
    const creates = sent('/integrant-type/create');
    const { app, save } = await createProduct('Sea Buckthorn Oil 500 mg');
    await save();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    const id = String(app.location().search.product);
    expect(id).toMatch(/^PRD[0-9A-Z]{7}$/);
    expect(creates[0]).toMatchObject({
      title: 'Sea Buckthorn Oil 500 mg',
      sku: 'VL-SBT-500-60',
      image_url: expect.stringMatching(/^file:/),
      fileName: 'sbt.png',
      facets: JSON.stringify([{ title: 'Form', description: 'Softgel', rank: 1, group_id: null }]),
      subscription: 'tracer',
    });
    expect(await app.screen.findByRole('heading', { name: 'Sea Buckthorn Oil 500 mg' })).toBeInTheDocument();
    const list = await productList(app);
    expect(names(list)[0]).toContain('Sea Buckthorn Oil 500 mg');
    expect(names(list)).toHaveLength(9);
    const image = list.querySelector('img')!; // alt="": the name beside it says what it is
    expect(image.getAttribute('src')).toMatch(/\/__world\/files\/FIL[0-9A-Z]{7}$/);
    expect((await fetch(image.getAttribute('src')!)).ok).toBe(true); // the world serves what was uploaded

    const searches = sent('/integrant/search-products');
    await app.user.type(app.screen.getByLabelText('Search products'), 'buckthorn');
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ searchText: 'buckthorn', type: 'tracer' }));
    await waitFor(() => expect(names(list)).toEqual([expect.stringContaining('Sea Buckthorn Oil 500 mg')]));
  });

  it('an edit is what the next reads show; disabling is kept', async () => {
    const updates = sent('/integrant-type/update');
    const app = await renderWithProviders(`/update-product/${MAGNESIUM_PRODUCT}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Edit Product' });
    const title = app.screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Magnesium Glycinate 400 mg');
    await app.user.clear(title);
    await paste(app, title, 'Magnesium Bisglycinate 400 mg');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(updates[0]).toMatchObject({
      integrant_type_id: MAGNESIUM_PRODUCT,
      title: 'Magnesium Bisglycinate 400 mg',
      image_url: `https://cdn.portal.invalid/products/${VERDANT}/magnesium-glycinate-400-mg.png`,
    });
    const list = await productList(app);
    await waitFor(() => expect(names(list).join()).toContain('Magnesium Bisglycinate 400 mg'));
    expect(names(list).join()).not.toContain('Magnesium Glycinate 400 mg');

    const again = await renderWithProviders(`/update-product/${MAGNESIUM_PRODUCT}`, { signedIn: true });
    expect(await again.screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Magnesium Bisglycinate 400 mg');
    await again.user.click(again.screen.getByRole('switch', { name: 'Product enabled' }));
    await again.user.click(await again.screen.findByRole('button', { name: 'Yes' }));
    expect(await again.screen.findByRole('switch', { name: 'Product disabled' })).not.toBeChecked();
    again.unmount();

    const third = await renderWithProviders(`/update-product/${MAGNESIUM_PRODUCT}`, { signedIn: true });
    expect(await third.screen.findByRole('switch', { name: 'Product disabled' })).not.toBeChecked();
  });

  it('an unknown product is the documented 404', async () => {
    const app = await renderWithProviders('/?product=PRDNOTHERE', { signedIn: true });
    expect(await app.screen.findByText('Data not available.')).toBeInTheDocument();
  });
});

describe('the mock world: batches', { timeout: 120_000 }, () => {
  it('a batch made for a new product is in its batches panel and opens by its id', async () => {
    const { app, save } = await createProduct('Sea Buckthorn Oil 500 mg');
    await save();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    const productId = String(app.location().search.product);
    expect(await app.screen.findByText('Data not available.')).toBeInTheDocument();
    const checks = sent('/subscription/check-subscription-status');
    await app.user.click(await app.screen.findByRole('button', { name: 'Create New batch' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/batches/create/${productId}`));
    expect(checks[0]).toEqual({ organization_id: VERDANT, subscription_type: 'tracer', type: 'batches' });

    const creates = sent('/integrant/create');
    await app.user.click(await app.screen.findByRole('tab', { name: 'Details' }));
    await app.user.type(await app.screen.findByLabelText(/Tracking ID/), 'VL-SBT-2026-1120');
    await paste(app, app.screen.getByLabelText(/Buy Again URL/), 'verdantlabs.com/shop/sea-buckthorn');
    await app.user.click(app.screen.getByRole('tab', { name: 'Location' }));
    await app.user.click(await app.screen.findByLabelText('Location', { selector: 'input' }));
    await app.user.click((await app.screen.findAllByRole('option'))[0]!);
    const saveButton = () => app.screen.getByRole('button', { name: /^(Save batch|You Need .*)$/ });
    await waitFor(() => expect(saveButton()).toHaveTextContent(/^Save batch$/));
    // Save waits (disabled) while the new tracking id is being checked for uniqueness (500 ms after the last key).
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await app.user.click(saveButton());
    await waitFor(() => expect(app.location().pathname).toMatch(/^\/batches\/BAT[0-9A-Z]{7}$/));
    const batchId = app.location().pathname.split('/').pop()!;
    expect(creates[0]).toMatchObject({
      integrant_type_id: productId,
      external_id: 'VL-SBT-2026-1120',
      buy_again_url: 'verdantlabs.com/shop/sea-buckthorn',
      subscription: 'tracer',
    });
    app.unmount();

    const home = await renderWithProviders(`/?product=${productId}`, { signedIn: true });
    const batches = await home.screen.findByRole('list', { name: 'Batches' });
    const link = within(batches).getByRole('link', { name: 'VL-SBT-2026-1120' });
    expect(link).toHaveAttribute('href', `/batches/${batchId}`);
    home.unmount();

    const opened = await renderWithProviders(`/batches/${batchId}?tab=1`, { signedIn: true });
    expect(await opened.screen.findByLabelText(/Tracking ID/)).toHaveValue('VL-SBT-2026-1120');
    expect(opened.screen.getByLabelText(/Buy Again URL/)).toHaveValue('verdantlabs.com/shop/sea-buckthorn');
  });

  it.each([
    [GUMMIES_BATCH, 'VL-ELD-2026-0911'],
    ['BATVD30609', 'VL-VD3-2026-0609'],
  ])('/batches/%s shows %s', async (id, trackingId) => {
    const app = await renderWithProviders(`/batches/${id}?tab=1`, { signedIn: true });
    expect(await app.screen.findByLabelText(/Tracking ID/, {}, { timeout: 15_000 })).toHaveValue(trackingId);
  });

  it('a tracking id another batch has is refused on the details tab', async () => {
    const app = await renderWithProviders('/batches/BATOMG0527?tab=1', { signedIn: true });
    const field = await app.screen.findByLabelText(/Tracking ID/);
    await app.user.clear(field);
    await app.user.type(field, 'VL-OMG-2026-0412');
    expect(await app.screen.findByText('Static Batch Number Already Exists!')).toBeInTheDocument();
  });
});

describe('the mock world: the plan’s allowance', { timeout: 120_000 }, () => {
  it('the last product the plan allows is refused with the threshold popup naming products', async () => {
    const creates = sent('/integrant-type/create');
    const { app, save } = await createProduct('Sea Buckthorn Oil 500 mg');
    // The form was opened with room left; meanwhile the plan was used up (the allowance is the world's).
    const world = getWorld();
    world.allowances.tracer!.products = created(world, 'tracer', 'products');
    await save();
    expect(
      await app.screen.findByRole('dialog', { name: 'Your Organization Threshold Limit exceeded' }),
    ).toHaveTextContent(
      'You have reached the maximum number of products allowed by your plan. Please upgrade your subscription.',
    );
    expect(creates).toHaveLength(1);
    expect(world.products.where((p) => p.title === 'Sea Buckthorn Oil 500 mg')).toEqual([]);
  });

  it('no batch left: Create New batch goes home with the reason, and a clone is refused with the popup', async () => {
    const world = getWorld();
    world.allowances.tracer!.batches = created(world, 'tracer', 'batches');
    const home = await renderWithProviders(`/?product=${OMEGA_PRODUCT}`, { signedIn: true });
    await home.screen.findByRole('list', { name: 'Products' });
    await home.user.click(await home.screen.findByRole('button', { name: 'Create New batch' }));
    expect(
      await home.screen.findByText(
        `You have reached the maximum of ${world.allowances.tracer!.batches} batches for Product Origin. Please upgrade your subscription to add more.`,
      ),
    ).toBeInTheDocument();
    expect(home.location().pathname).toBe('/');
    home.unmount();

    const clones = sent('/integrant/clone');
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Clone' }));
    await app.user.type(await app.screen.findByLabelText(/New static batch number/), 'VL-OMG-2026-1120');
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Clone' }));
    expect(
      await app.screen.findByRole('dialog', { name: 'Your Organization Threshold Limit exceeded' }),
    ).toHaveTextContent(
      'You have reached the maximum number of batches allowed by your plan. Please upgrade your subscription.',
    );
    expect(clones[0]).toMatchObject({ integrant_id: OMEGA_BATCH, external_id: 'VL-OMG-2026-1120' });
  });

  it('the subscription page counts what the world holds', async () => {
    const { app, save } = await createProduct('Sea Buckthorn Oil 500 mg');
    await save();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    app.unmount();
    const page = await renderWithProviders('/subscription', { signedIn: true });
    const items = await page.screen.findByRole('table', { name: 'Product Origin items' }, { timeout: 15_000 });
    const row = within(items).getByText('Products on chain').closest('tr')!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Products on chain', '100', '9', '91']);
  });
});
