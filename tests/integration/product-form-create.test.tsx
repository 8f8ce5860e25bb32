import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '~mocks/node';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders, type RenderOptions } from '../utils/render';
import { png, productSaves } from '../utils/catalogue';

async function openCreate(signedIn: RenderOptions['signedIn'] = true) {
  const app = await renderWithProviders('/create-new-product', { signedIn });
  const dialog = await app.screen.findByRole('dialog', { name: 'Create New Product' });
  const d = within(dialog);
  const button = (name: string) => d.getByRole('button', { name });
  const field = (name: string | RegExp) => d.getByRole('textbox', { name });
  const fileInput = (label: string) => dialog.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  return { ...app, dialog, d, button, field, fileInput };
}

type Create = Awaited<ReturnType<typeof openCreate>>;

/** Types by pasting (one input event): the form is large and the machine is shared. */
async function fill(app: Create, name: string | RegExp, text: string) {
  await app.user.click(app.field(name));
  await app.user.paste(text);
}

async function fillTracerDetails(app: Create) {
  await fill(app, /^Title/, 'Elderberry Immune Gummies');
  await fill(app, /^Description/, 'Black elderberry gummies.');
  await fill(app, /^Directions/, 'Chew 2 gummies daily.');
  await fill(app, /^SKU/, 'VL-ELD-60-GUM');
  await fill(app, /^UPC/, '850031245081');
  // Chosen twice, as a person making sure does: the channel stays chosen (the request body says so).
  for (let i = 0; i < 2; i++) {
    await app.user.click(app.d.getByLabelText(/Sales Channel/, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Business to Consumer' }));
  }
  await app.user.upload(app.fileInput('Product image'), png());
}

describe('/create-new-product', { timeout: 40_000 }, () => {
  it('opens over home after the plan allows another product', async () => {
    const checks: unknown[] = [];
    server.use(
      http.post('*/subscription/check-subscription-status', async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json({ status: '1', errorMsg: null });
      }),
    );
    const app = await openCreate();
    expect(app.screen.getByRole('heading', { name: 'Products', hidden: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(checks).toEqual([{ organization_id: VERDANT, subscription_type: 'tracer', type: 'products' }]),
    );
  });

  it('a refused status check goes home with the server errorMsg', async () => {
    const errorMsg = 'You have reached the maximum of 10 products. Please upgrade your subscription to add more.';
    server.use(
      http.post('*/subscription/check-subscription-status', () => HttpResponse.json({ status: '0', errorMsg })),
    );
    const app = await renderWithProviders('/create-new-product', { signedIn: true });
    expect(await app.screen.findByText(errorMsg)).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });

  it(
    'tracer: Next looks disabled until Details is complete and names every missing field on click',
    { timeout: 40_000 },
    async () => {
      const app = await openCreate();
      const next = app.button('Next');
      expect(next).toHaveAttribute('aria-disabled', 'true');
      await app.user.click(next);
      for (const name of ['Product image', 'Title', 'Description', 'Directions', 'Sales Channel', 'SKU', 'UPC']) {
        expect(app.d.getByText(`${name} is a required field.`)).toBeInTheDocument();
      }
      await fillTracerDetails(app);
      expect(app.button('Next')).toHaveAttribute('aria-disabled', 'false');
      await app.user.click(app.button('Next'));
      expect(app.d.getByRole('tab', { name: /Facets/ })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it(
    'fastpass: only title, description, SKU and UPC are required; no video, no trait groups',
    { timeout: 40_000 },
    async () => {
      const app = await openCreate({ selected: 'fastpass' });
      await app.user.click(app.button('Next'));
      for (const name of ['Title', 'Description', 'SKU', 'UPC']) {
        expect(app.d.getByText(`${name} is a required field.`)).toBeInTheDocument();
      }
      for (const name of ['Product image', 'Directions', 'Sales Channel']) {
        expect(app.d.queryByText(`${name} is a required field.`)).not.toBeInTheDocument();
      }
      expect(app.fileInput('Product label')).toBeNull();
      await fill(app, /^Title/, 'Whey Protein Isolate Vanilla');
      await fill(app, /^Description/, 'Cold-filtered whey.');
      await fill(app, /^SKU/, 'VL-WPI-907-VAN');
      await fill(app, /^UPC/, '850031245098');
      await app.user.click(app.button('Next'));
      await app.user.click(app.button('Add trait'));
      expect(app.d.queryByRole('textbox', { name: 'Trait 1 group' })).not.toBeInTheDocument();
      expect(app.d.queryByText('Video')).not.toBeInTheDocument();
    },
  );

  it('refuses an image or label that is not JPG or PNG', async () => {
    const app = await openCreate();
    const lax = userEvent.setup({ applyAccept: false });
    await lax.upload(app.fileInput('Product image'), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await app.d.findByText('Only image files (JPG, PNG) are allowed')).toBeInTheDocument();
    await lax.upload(app.fileInput('Product label'), new File(['pdf'], 'label.pdf', { type: 'application/pdf' }));
    expect(app.d.getAllByText('Only image files (JPG, PNG) are allowed')).toHaveLength(2);
  });

  it(
    'traits must be filled, then saves with traits and a video link and goes home with the product selected',
    { timeout: 60_000 },
    async () => {
      const bodies = productSaves();
      const app = await openCreate();
      await fillTracerDetails(app);
      await app.user.click(app.button('Next'));
      await app.user.click(app.button('Add trait'));
      await fill(app, 'Trait 1 title', 'Form');
      await app.user.click(app.button('Save'));
      expect(await app.d.findByText('You Need Facets Filled Out.')).toBeInTheDocument();
      await fill(app, 'Trait 1 description', 'Gummy');
      await fill(app, 'Video link', 'not a link');
      await app.user.click(app.button('Save'));
      expect(await app.d.findByText('Invalid Link.')).toBeInTheDocument();
      await app.user.clear(app.field('Video link'));
      await fill(app, 'Video link', 'https://example.org/video');
      await app.user.click(app.button('Save'));
      expect(await app.d.findByText('Please enter valid video url.')).toBeInTheDocument();
      await app.user.clear(app.field('Video link'));
      await fill(app, 'Video link', 'https://www.youtube.com/watch?v=q7Jd3mElD60');
      expect(bodies).toHaveLength(0);
      await app.user.click(app.button('Save'));
      await waitFor(() => expect(app.location().pathname).toBe('/'));
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({
        title: 'Elderberry Immune Gummies',
        description: 'Black elderberry gummies.',
        directions: 'Chew 2 gummies daily.',
        sku: 'VL-ELD-60-GUM',
        upc: '850031245081',
        product_type: 'Business to Consumer',
        image_url: expect.stringMatching(/^file:/),
        fileName: 'gummies.png',
        subscription: 'tracer',
        organization_id: VERDANT,
        youtube_video_url: 'https://www.youtube.com/watch?v=q7Jd3mElD60',
        facets: JSON.stringify([{ title: 'Form', description: 'Gummy', rank: 1, group_id: null }]),
      });
      expect(app.location().search).toEqual({ product: expect.any(String) });
    },
  );

  it('a title of zero-width spaces is empty: refused, and nothing is sent', async () => {
    const bodies = productSaves();
    const app = await openCreate({ selected: 'fastpass' });
    await fill(app, /^Title/, '\u200B\u200B\u00A0\uFEFF');
    await fill(app, /^Description/, '\u2060 ');
    await fill(app, /^SKU/, 'VL-WPI-907-VAN');
    await fill(app, /^UPC/, '850031245098');
    await app.user.click(app.button('Next'));
    expect(app.d.getByText('Title is a required field.')).toBeInTheDocument();
    expect(app.d.getByText('Description is a required field.')).toBeInTheDocument();
    await app.user.click(app.button('Save'));
    expect(app.d.getByRole('tab', { name: /Details/ })).toHaveAttribute('aria-selected', 'true');
    expect(bodies).toHaveLength(0);
  });

  it(
    'pasted text is trimmed of invisible characters, identifiers are normalised, a wrong UPC check digit warns',
    { timeout: 40_000 },
    async () => {
      const bodies = productSaves();
      const app = await openCreate({ selected: 'fastpass' });
      await fill(app, /^Title/, '\u00A0 Whey  Protein Isolate \u200B');
      await fill(app, /^Description/, '\uFEFFCold-filtered whey.\nNo  additives. ');
      await fill(app, /^SKU/, ' ＶＬ-WPI\u00A0\u00A0907 ');
      await fill(app, /^UPC/, '0 36000 29145 3');
      const warning = 'This UPC/EAN does not pass its check digit: please check the number. It can still be saved.';
      expect(app.d.getByText(warning)).toBeInTheDocument();
      await app.user.click(app.field(/^Title/));
      expect(app.field(/^SKU/)).toHaveValue('VL-WPI 907');
      expect(app.field(/^UPC/)).toHaveValue('036000291453');
      await app.user.click(app.button('Save'));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({
        title: 'Whey  Protein Isolate',
        // Inner line breaks and runs of spaces kept as typed (multipart sends a line break as CRLF).
        description: expect.stringMatching(/^Cold-filtered whey\.\r?\nNo {2}additives\.$/),
        sku: 'VL-WPI 907',
        upc: '036000291453',
      });
    },
  );

  it('a UPC with a right check digit shows no warning', async () => {
    const app = await openCreate({ selected: 'fastpass' });
    await fill(app, /^UPC/, '036000291452');
    expect(app.d.queryByText(/check digit/)).not.toBeInTheDocument();
  });

  it('a failed save loses nothing typed', { timeout: 40_000 }, async () => {
    productSaves(() => HttpResponse.json({ status: '0', message: 'Product could not be saved.' }));
    const app = await openCreate();
    await fillTracerDetails(app);
    await app.user.click(app.button('Save'));
    expect(await app.screen.findByText('Product could not be saved.')).toBeInTheDocument();
    await app.user.click(app.d.getByRole('tab', { name: /Details/ }));
    expect(app.field(/^Title/)).toHaveValue('Elderberry Immune Gummies');
    expect(app.location().pathname).toBe('/create-new-product');
  });

  it('leaving a dirty form asks first', async () => {
    const app = await openCreate();
    await fill(app, /^Title/, 'Half typed');
    await app.user.click(app.button('Cancel'));
    const ask = await app.screen.findByRole('dialog', { name: 'Unsaved changes' });
    await app.user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(app.location().pathname).toBe('/create-new-product');
    expect(app.field(/^Title/)).toHaveValue('Half typed');
    await app.user.click(app.button('Cancel'));
    await app.user.click(
      within(await app.screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});
