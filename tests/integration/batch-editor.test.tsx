import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { GUMMIES_BATCH, OMEGA_BATCH, OMEGA_PRODUCT, VERDANT } from '../../test-support/example-world';
import { saveReadyBatchDraft } from '../utils/drafts';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, heldAnswer, recordPosts, sizedFile } from '../utils/requests';

const saveButton = (app: { screen: typeof import('@testing-library/react').screen }) =>
  app.screen.getByRole('button', { name: /^(Save batch|You Need .*)$/ });

describe('/batches: the batch editor', { timeout: 90_000 }, () => {
  it('starts the batch, its tree and the trait templates side by side, not one after the other', async () => {
    // The batch is held: its tree and the templates must have been asked for before it answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    server.use(
      http.get(`*/integrant/${GUMMIES_BATCH}`, async () => {
        asked.push('batch');
        await held;
        return undefined;
      }),
      http.post('*/links/tree', () => void asked.push('tree')),
      http.get('*/product-trait', () => void asked.push('templates')),
    );
    const app = renderWithProviders(`/batches/${GUMMIES_BATCH}`, { signedIn: { selected: 'tracer' } });
    await waitFor(() => expect([...asked].sort()).toEqual(['batch', 'templates', 'tree']));
    release();
    const { screen } = await app;
    expect(await screen.findByRole('tab', { name: 'Options' })).toBeInTheDocument();
  });

  it('tracer: creates a batch through Details, Facets, Location and Exhibits, then opens it on tab 4', async () => {
    const created = recordPosts<Record<string, unknown>>('/integrant/create', () => ({
      status: '1',
      message: 'Batch created',
      data: { id: 'BATNEW0001', integrant_type_id: OMEGA_PRODUCT, organization_id: VERDANT, title: 'LOT-77' },
    }));
    recordPosts('/integrant/check-static-batch-information', () => ({ status: '1', data: { exists: false } }));
    const app = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    expect(await app.screen.findByRole('tab', { name: 'Options' })).toBeInTheDocument();
    expect(app.screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Options',
      'Details',
      'Facets (0)',
      'Location',
      'Exhibits (0)',
    ]);
    expect(app.screen.getByText(/This batch is a draft/)).toBeInTheDocument();
    expect(saveButton(app)).toHaveTextContent('You Need Tracking & Buy Again URL Filled Out.');
    expect(saveButton(app)).toBeDisabled();
    await app.user.type(app.screen.getByLabelText(/Tracking ID/), 'LOT 77');
    expect(app.screen.getByLabelText(/Tracking ID/)).toHaveValue('LOT77');
    await app.user.type(app.screen.getByLabelText(/Buy Again URL/), 'not a url');
    expect(app.screen.getByText('Please enter a valid URL.')).toBeInTheDocument();
    await app.user.clear(app.screen.getByLabelText(/Buy Again URL/));
    await app.user.type(app.screen.getByLabelText(/Buy Again URL/), 'shop.example.com/buy');
    await waitFor(() => expect(saveButton(app)).toHaveTextContent('You Need Location Filled Out.'));

    await app.user.click(app.screen.getByRole('tab', { name: /Facets/ }));
    await app.user.click(await app.screen.findByRole('button', { name: /Add trait/i }));
    expect(saveButton(app)).toHaveTextContent('You Need Traits Filled Out.');
    await app.user.type(app.screen.getByLabelText(/Trait 1 title/), 'Origin');
    await app.user.type(app.screen.getByLabelText(/Trait 1 description/), 'Peru');
    expect(saveButton(app)).toHaveTextContent('You Need Location Filled Out.');

    await app.user.click(app.screen.getByRole('tab', { name: 'Location' }));
    const picker = await app.screen.findByLabelText('Location', { selector: 'input' });
    await app.user.click(picker);
    const options = await app.screen.findAllByRole('option');
    await app.user.click(options[0]!);
    await waitFor(() => expect(saveButton(app)).toHaveTextContent(/^Save batch$/));

    await app.user.click(app.screen.getByRole('tab', { name: /Exhibits/ }));
    // A tab's code may still be on its way (tab-views.ts): it is drawn when it comes.
    await app.user.click(await app.screen.findByRole('button', { name: 'Add attachment' }));
    expect(saveButton(app)).toHaveTextContent('You Need Attachments Filled Out.');
    expect(app.screen.getByText('You Need Title, Description And Attachment File Filled Out.')).toBeInTheDocument();
    expect(
      within(app.screen.getByRole('list', { name: 'Attachments' })).queryByRole('button', { name: 'Save attachment' }),
    ).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: 'Cancel' }));
    expect(app.screen.getByText('No attachments')).toBeInTheDocument();

    await app.user.click(saveButton(app));
    await waitFor(() => expect(app.location().pathname).toBe('/batches/BATNEW0001'));
    expect(app.location().search).toEqual({ tab: 4 });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      external_id: 'LOT77',
      external_id_slug: 'LOT77',
      buy_again_url: 'shop.example.com/buy',
      integrant_type_id: OMEGA_PRODUCT,
      organization_id: VERDANT,
      subscription: 'tracer',
      facets: [expect.objectContaining({ title: 'Origin', description: 'Peru', rank: 1 })],
      exhibits: [],
    });
    expect(typeof created[0]!.location_id).toBe('string');
  });

  it('after a save: an edit reloads the batch; a create without a new-batch context (no saved id) goes home', async () => {
    recordPosts('/integrant/check-static-batch-information', () => ({ status: '1', data: { exists: false } }));
    const created = recordPosts('/integrant/create', () => ({
      status: '1',
      message: 'Batch created',
      data: { id: 'PENDING', integrant_type_id: OMEGA_PRODUCT, organization_id: VERDANT, title: 'LOT88' },
    }));
    saveReadyBatchDraft();
    const app = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    await waitFor(() => expect(saveButton(app)).toHaveTextContent(/^Save batch$/), { timeout: 5000 });
    // The restored tracking id is checked after 500 ms; Save waits for that answer.
    await waitFor(() => expect(saveButton(app)).toBeEnabled(), { timeout: 5000 });
    await app.user.click(saveButton(app));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(created).toHaveLength(1);
    expect(sessionStorage.getItem(`portal.batchDraft.new.${OMEGA_PRODUCT}`)).toBeNull();

    let reads = 0;
    server.use(
      http.get(`*/integrant/${OMEGA_BATCH}`, () => {
        reads += 1;
        return undefined;
      }),
    );
    const edits = recordPosts('/integrant/edit', () => ({
      status: '1',
      message: 'Batch updated',
      data: { id: OMEGA_BATCH, integrant_type_id: OMEGA_PRODUCT, organization_id: VERDANT, title: 'x' },
    }));
    const edit = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=3`, { signedIn: { selected: 'tracer' } });
    await waitFor(() => expect(saveButton(edit)).toHaveTextContent(/^Save batch$/), { timeout: 15_000 });
    const before = reads;
    await edit.user.click(saveButton(edit));
    await waitFor(() => expect(edits).toHaveLength(1));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(edit.location().pathname).toBe(`/batches/${OMEGA_BATCH}`);
    expect(edit.location().search).toEqual({ tab: 3 });
  });

  it('a taken static batch number is said after the debounce and blocks leaving the details tab', async () => {
    const checks = recordPosts(
      '/integrant/check-static-batch-information',
      bodyFailure('Static Batch Number Already Exists!'),
    );
    const app = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    await app.user.type(await app.screen.findByLabelText(/Tracking ID/), 'VL-OMG-2026-0412');
    expect(await app.screen.findByText('Static Batch Number Already Exists!')).toBeInTheDocument();
    expect(app.screen.getByText('Static Batch Number Already Exists.')).toBeInTheDocument();
    expect(checks).toEqual([{ external_id: 'VL-OMG-2026-0412', organization_id: VERDANT, integrant_id: null }]);
    await app.user.click(app.screen.getByRole('tab', { name: /Facets/ }));
    expect(await app.screen.findByText('Tracking ID Already Exists!')).toBeInTheDocument();
    expect(app.screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('fastpass: Facets, Location, Exhibits, Movements, Details; tracking id only', async () => {
    const app = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=4`, {
      signedIn: { selected: 'fastpass' },
    });
    await app.screen.findByRole('tab', { name: 'Movements' });
    expect(app.screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Facets (0)',
      'Location',
      'Exhibits (0)',
      'Movements',
      'Details',
    ]);
    expect(app.screen.queryByLabelText(/Buy Again URL/)).toBeNull();
    expect(saveButton(app)).toHaveTextContent('You Need Tracking ID Filled Out.');
  });

  it('keeps the draft across a reload (sessionStorage)', async () => {
    const first = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    await first.user.type(await first.screen.findByLabelText(/Tracking ID/), 'LOT88');
    first.unmount();
    const again = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    expect(await again.screen.findByLabelText(/Tracking ID/)).toHaveValue('LOT88');
  });

  it('shows how much of an attachment went out while the answer is awaited, and no bar once it is stored', async () => {
    const held = heldAnswer({
      status: '1',
      data: [{ file_name: 'coa.pdf', url: 'https://cdn.portal.invalid/uploads/coa.pdf' }],
    });
    recordPosts('/integrant/upload', held.answer);
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=4`, { signedIn: { selected: 'tracer' } });
    await app.screen.findByRole('list', { name: 'Attachments' });
    await app.user.click(app.screen.getByRole('button', { name: 'Add attachment' }));
    await app.user.upload(app.screen.getByLabelText('Attachment file'), sizedFile('coa.pdf', 1000, 'application/pdf'));
    const bar = await app.screen.findByRole('progressbar', { name: 'Uploading coa.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    held.release();
    await waitFor(() => expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('edits a saved batch: attachments upload, refuse 30 MB, and the save sends integrant/edit', async () => {
    const uploads = recordPosts('/integrant/upload', () => ({
      status: '1',
      data: [{ file_name: 'coa.pdf', url: 'https://cdn.portal.invalid/uploads/coa.pdf' }],
    }));
    const edits = recordPosts<Record<string, unknown>>('/integrant/edit', () => ({
      status: '1',
      message: 'Batch updated',
      data: { id: OMEGA_BATCH, integrant_type_id: OMEGA_PRODUCT, organization_id: VERDANT, title: 'x' },
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=4`, { signedIn: { selected: 'tracer' } });
    await app.screen.findByRole('list', { name: 'Attachments' });
    const before = app.screen.getAllByRole('listitem').length;
    await app.user.click(app.screen.getByRole('button', { name: 'Add attachment' }));
    const input = app.screen.getByLabelText('Attachment file') as HTMLInputElement;
    await app.user.upload(input, sizedFile('big.pdf', 30 * 1024 * 1024, 'application/pdf'));
    expect((await app.screen.findAllByText('You can upload maximum 30MB')).length).toBeGreaterThan(0);
    expect(uploads).toHaveLength(0);
    await app.user.upload(input, sizedFile('coa.pdf', 1000, 'application/pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toEqual([
      ['files[]', 'file:application/pdf'],
      ['organization_id', VERDANT],
    ]);
    const list = app.screen.getByRole('list', { name: 'Attachments' });
    const titles = within(list).getAllByLabelText(/^Title/);
    await app.user.type(titles[titles.length - 1]!, 'New COA');
    const descriptions = within(list).getAllByLabelText(/^Description/);
    await app.user.type(descriptions[descriptions.length - 1]!, 'Third-party lab');
    await app.user.click(within(list).getByRole('button', { name: 'Save attachment' }));
    expect(app.screen.getAllByRole('listitem')).toHaveLength(before + 1);
    await waitFor(() => expect(saveButton(app)).toHaveTextContent(/^Save batch$/));
    await app.user.click(saveButton(app));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ integrant_id: OMEGA_BATCH, subscription: 'tracer' });
    expect(edits[0]!.exhibits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'New COA',
          description: 'Third-party lab',
          url: 'https://cdn.portal.invalid/uploads/coa.pdf',
          exhibit_type: 'Quality',
          exhibit_type_id: 1,
        }),
      ]),
    );
  });

  it('an international Buy Again URL is accepted as typed and sent as typed; invisible characters leave the tracking id', async () => {
    const edited = recordPosts<Record<string, unknown>>('/integrant/edit', () => ({
      status: '1',
      message: 'Batch updated',
      data: null,
    }));
    const checks = recordPosts('/integrant/check-static-batch-information', () => ({
      status: '1',
      data: { exists: false },
    }));
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=1`, { signedIn: { selected: 'tracer' } });
    const url = await app.screen.findByLabelText(/Buy Again URL/);
    await app.user.clear(url);
    await app.user.click(url);
    await app.user.paste('\u200Bhttps://bücher.de/shop\u00A0');
    expect(url).toHaveValue('https://bücher.de/shop');
    expect(app.screen.queryByText('Please enter a valid URL.')).not.toBeInTheDocument();
    const tracking = app.screen.getByLabelText(/Tracking ID/);
    await app.user.clear(tracking);
    await app.user.click(tracking);
    await app.user.paste('ＶＬ\u00A0OMG\u200B-2026');
    expect(tracking).toHaveValue('VLOMG-2026');
    // The number is checked (after the debounce) as it will be sent.
    await waitFor(() => expect(checks).toEqual([expect.objectContaining({ external_id: 'VLOMG-2026' })]));
    await waitFor(() => expect(saveButton(app)).toBeEnabled());
    expect(saveButton(app)).toHaveTextContent(/^Save batch$/);
    await app.user.click(saveButton(app));
    await waitFor(() => expect(edited).toHaveLength(1));
    expect(edited[0]).toMatchObject({ buy_again_url: 'https://bücher.de/shop', external_id: 'VLOMG-2026' });
  });

  it('a Buy Again URL that is not a web address is still refused', async () => {
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=1`, { signedIn: { selected: 'tracer' } });
    const url = await app.screen.findByLabelText(/Buy Again URL/);
    await app.user.clear(url);
    await app.user.type(url, 'bücher');
    expect(app.screen.getByText('Please enter a valid URL.')).toBeInTheDocument();
    expect(saveButton(app)).toHaveTextContent('You Need Tracking & Buy Again URL Filled Out.');
  });

  it('Save location of an address the organization has saved already chooses that location: nothing created again', async () => {
    const saves: unknown[] = [];
    server.use(
      http.post('*/location/save', async ({ request }) => void saves.push(await request.clone().json())),
      http.get('*/ext/geocoding/maps/api/geocode/json', () =>
        HttpResponse.json({ status: 'ZERO_RESULTS', results: [] }),
      ),
    );
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=3`, { signedIn: { selected: 'tracer' } });
    const slow = { timeout: 15_000 };
    const paste = async (field: HTMLElement, text: string) => {
      await app.user.click(field);
      await app.user.paste(text);
    };
    // The seeded Tempe warehouse, typed again as a new location (in another case and spacing).
    await app.user.click(await app.screen.findByRole('radio', { name: 'No, enter a new location' }, slow));
    const country = await app.screen.findByLabelText(/^Country/, { selector: 'input' });
    await waitFor(() => expect(country).toHaveValue('United States'), slow);
    await paste(app.screen.getByLabelText(/Address type/), 'warehouse');
    await paste(app.screen.getByLabelText(/Street address/), '1840 west University  Drive');
    await paste(app.screen.getByLabelText(/Address line 2/), 'Dock 4');
    await paste(app.screen.getByLabelText(/^State/, { selector: 'input' }), 'Arizona');
    await app.user.click(await app.screen.findByRole('option', { name: 'Arizona' }));
    await paste(await app.screen.findByRole('combobox', { name: /^City/ }, slow), 'Tempe');
    await app.user.click(await app.screen.findByRole('option', { name: 'Tempe' }));
    await paste(app.screen.getByLabelText(/Zip code/), '85281');
    await app.user.click(app.screen.getByRole('button', { name: 'Save location' }));

    expect(
      await app.screen.findByText('This address is already one of your locations: it is now chosen.'),
    ).toBeVisible();
    const chosen = await app.screen.findByRole('combobox', { name: 'Location' });
    expect(chosen).toHaveValue('Warehouse: 1840 West University Drive Dock 4, Tempe, AZ 85281, US');
    expect(saves).toEqual([]);
    await app.user.click(chosen);
    expect(await app.screen.findAllByRole('option')).toHaveLength(3);
  });

  it('the heading names the product, then the batch; a layer titled with its tracking id says it once', async () => {
    // A batch made in the portal is titled with its tracking id (integrant/create sends it as the title).
    server.use(
      http.post('*/links/tree', () =>
        HttpResponse.json({
          status: '1',
          message: 'Tree found',
          data: { nodes: [{ id: OMEGA_BATCH, title: 'LOT77', external_id: 'LOT77', level: 0 }], edges: [] },
        }),
      ),
    );
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=1`, { signedIn: { selected: 'tracer' } });
    const heading = await app.screen.findByRole('heading', { level: 1, name: /Daily Omega-3 Fish Oil 1000 mg/ });
    expect(heading).toHaveAccessibleName('Daily Omega-3 Fish Oil 1000 mg Batch VL-OMG-2026-0412');
    const layers = app.screen.getByRole('navigation', { name: 'Batch layers' });
    await waitFor(() => expect(within(layers).getAllByText('LOT77')).toHaveLength(1));
    app.unmount();

    const draft = await renderWithProviders(`/batches/create/${OMEGA_PRODUCT}?tab=1`, {
      signedIn: { selected: 'tracer' },
    });
    expect(
      await draft.screen.findByRole('heading', { level: 1, name: 'Daily Omega-3 Fish Oil 1000 mg New batch' }),
    ).toBeInTheDocument();
  });

  it('a failed save keeps the work and sends one request however fast it is pressed', async () => {
    let calls = 0;
    server.use(
      http.post('*/integrant/edit', async () => {
        calls += 1;
        await delay(300);
        return HttpResponse.json({ status: '0', message: 'Internal server error please try again!!!', data: null });
      }),
    );
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=1`, { signedIn: { selected: 'tracer' } });
    const url = await app.screen.findByLabelText(/Buy Again URL/);
    await app.user.clear(url);
    await app.user.type(url, 'verdantlabs.com/again');
    await waitFor(() => expect(saveButton(app)).toHaveTextContent(/^Save batch$/));
    await app.user.dblClick(saveButton(app));
    expect((await app.screen.findAllByText('Internal server error please try again!!!')).length).toBeGreaterThan(0);
    expect(calls).toBe(1);
    expect(app.screen.getByLabelText(/Buy Again URL/)).toHaveValue('verdantlabs.com/again');
  });
});
