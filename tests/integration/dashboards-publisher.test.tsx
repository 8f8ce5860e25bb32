import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getGetDashboardOverviewResponseMock,
  getListFreeTrialDocumentsResponseMock,
  getUpdateFreeTrialDocumentsResponseMock,
  getUploadFreeTrialDocumentsResponseMock,
  getDeleteFreeTrialDocumentResponseMock,
} from '@/api/generated/portal/hooks/dashboard/dashboard.msw';
import { getWorld } from '~mocks/world/registry';
import { OMEGA_BATCH, OMEGA_PRODUCT, SALT_LAKE, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, heldAnswer, recordPosts, sizedFile } from '../utils/requests';

const publisher = { signedIn: { subscriptions: ['publisher'] } } as const;
const pdf = (name: string) => sizedFile(name, 2048, 'application/pdf');

async function open() {
  const app = await renderWithProviders('/', publisher);
  // The dashboard is its own chunk: the first test waits for it to load.
  await app.screen.findByRole('heading', { name: 'Free-trial documents' }, { timeout: 20_000 });
  const dropInput = () => app.screen.getByLabelText('Documents to upload', { selector: 'input' });
  return { ...app, dropInput };
}

describe('/ as a publisher', { timeout: 60_000 }, () => {
  it('draws the documents added over the last month and the monthly limit current/limit', async () => {
    const asked = recordPosts('/document-hash/document-added-count', () => ({
      status: '1',
      data: { total: 318, series: [{ label: '11/16/2026', count: 65 }] },
    }));
    const app = await open();
    expect(await app.screen.findByText('318 documents added in the range')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ organization_id: VERDANT, type: 'last_month' });
    expect(await app.screen.findByLabelText('Monthly publish limit: 318/500')).toBeInTheDocument();
  });

  it('hides the limit bar when the organization ignores the threshold', async () => {
    const answer = getGetDashboardOverviewResponseMock();
    server.use(
      http.post('*/individual-subscription-detail/dashboard-overview', () =>
        HttpResponse.json({
          ...answer,
          data: { ...answer.data, organization: { ...answer.data.organization, ignore_threshold: true } },
        }),
      ),
    );
    const app = await open();
    await app.screen.findByText(/documents added in the range/);
    expect(app.screen.queryByText('Monthly publish limit')).not.toBeInTheDocument();
  });

  it('generates the JWT token with a copy button, the setup guide beside it', async () => {
    const sent = recordPosts('/document-hash/generate-jwt-token', () => ({
      status: '1',
      data: { token: 'jwt.abc.def' },
    }));
    const app = await open();
    expect(app.screen.getByRole('link', { name: 'Setup Guide' })).toHaveAttribute('href', '/doc-tool-guide');
    await app.user.click(app.screen.getByRole('button', { name: 'Generate JWT Token' }));
    expect(await app.screen.findByLabelText('JWT token')).toHaveTextContent('jwt.abc.def');
    expect(sent).toEqual([{}]);
    expect(app.screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('refuses more than 5 files, keeps Upload disabled with none, uploads and clears the selection', async () => {
    const sent = recordPosts('/publisher-free-trial-documents', getUploadFreeTrialDocumentsResponseMock);
    const app = await open();
    const upload = app.screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await app.user.upload(
      app.dropInput(),
      ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => pdf(`${n}.pdf`)),
    );
    expect(await app.screen.findByRole('alert')).toHaveTextContent('You can only upload 5 documents at a time');
    expect(upload).toBeDisabled();
    await app.user.upload(app.dropInput(), [pdf('one.pdf'), pdf('two.pdf')]);
    expect(app.screen.getByText('one.pdf')).toBeInTheDocument();
    await app.user.click(upload);
    expect(await app.screen.findByText('Documents uploaded successfully')).toBeInTheDocument();
    expect(sent[0]).toEqual([
      ['files[]', 'file:application/pdf'],
      ['files[]', 'file:application/pdf'],
    ]);
    await waitFor(() => expect(app.screen.queryByText('one.pdf')).not.toBeInTheDocument());
    expect(upload).toBeDisabled();
  });

  it('lists an uploaded document first, from the world, with the five of the seed', async () => {
    const app = await open();
    const table = await app.screen.findByRole('table', { name: 'Free-trial documents' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await app.user.upload(app.dropInput(), [pdf('Lab_Report_0412.pdf')]);
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Documents uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    // jsdom's XMLHttpRequest sends a file part as a 'blob' of its text: its name and size are checked in Chromium
    // (e2e/specs/dashboards.spec.ts); here, that the world kept one more document and lists it first.
    const [newest] = getWorld().freeTrialDocuments.all();
    expect(newest?.id).toMatch(/^FTD/);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(newest!.file_name);
  });

  it('shows how much of the documents went out while the answer is awaited (sent by XMLHttpRequest)', async () => {
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const held = heldAnswer(getUploadFreeTrialDocumentsResponseMock());
    recordPosts('/publisher-free-trial-documents', held.answer);
    const app = await open();
    await app.user.upload(app.dropInput(), [pdf('one.pdf'), pdf('two.pdf')]);
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    const bar = await app.screen.findByRole('progressbar', { name: 'Uploading 2 documents' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(opened).toHaveBeenCalledWith('POST', expect.stringMatching(/\/publisher-free-trial-documents$/));
    held.release();
    expect(await app.screen.findByText('Documents uploaded successfully')).toBeInTheDocument();
  });

  it('shows the server message when the upload fails and keeps the selection', async () => {
    recordPosts('/publisher-free-trial-documents', bodyFailure('Free trial document limit reached'));
    const app = await open();
    await app.user.upload(app.dropInput(), [pdf('one.pdf')]);
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Free trial document limit reached')).toBeInTheDocument();
    expect(app.screen.getByText('one.pdf')).toBeInTheDocument();
  });

  it('lists 10 at a time and asks for the next page at the end of the table', async () => {
    const offsets: string[] = [];
    server.use(
      http.get('*/publisher-free-trial-documents', ({ request }) => {
        const url = new URL(request.url);
        offsets.push(`${url.searchParams.get('limit')}:${url.searchParams.get('offset')}`);
        const page = getListFreeTrialDocumentsResponseMock();
        const rows = Array.from({ length: 10 }, (_, i) => ({
          ...page.data.rows[0]!,
          id: `FTD${offsets.length}X${i}`,
          file_name: `Doc_${offsets.length}_${i}.pdf`,
        }));
        return HttpResponse.json({
          ...page,
          data: { count: 15, rows: offsets.length === 1 ? rows : rows.slice(0, 5) },
        });
      }),
    );
    const app = await open();
    const table = await app.screen.findByRole('table', { name: 'Free-trial documents' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await app.user.click(app.screen.getByRole('button', { name: 'Load more documents' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    expect(offsets).toEqual(['10:0', '10:10']);
    expect(app.screen.queryByRole('button', { name: 'Load more documents' })).not.toBeInTheDocument();
  });

  it('pages the documents ten at a time from the world, each once, and then asks no more', async () => {
    // The world holds the seed's five documents; seven more make twelve, two pages of ten.
    const world = getWorld();
    const first = world.freeTrialDocuments.all()[0]!;
    for (let i = 1; i <= 7; i++)
      world.freeTrialDocuments.put({ ...first, id: `FTDPAGE000${i}`, file_name: `Extra_${i}.pdf` });
    const offsets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/publisher-free-trial-documents') && request.method === 'GET')
        offsets.push(`${url.searchParams.get('limit')}:${url.searchParams.get('offset')}`);
    });
    const app = await open();
    const table = await app.screen.findByRole('table', { name: 'Free-trial documents' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getByRole('cell', { name: 'Extra_7.pdf' })).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Load more documents' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(offsets).toEqual(['10:0', '10:10']);
    expect(app.screen.queryByRole('button', { name: 'Load more documents' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Edit COA_VL-OMG-2026-0412.pdf' })).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('deletes a document after the confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/publisher-free-trial-documents/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json(getDeleteFreeTrialDocumentResponseMock());
      }),
    );
    const app = await open();
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Delete Specification_Magnesium_Glycinate.pdf' }),
    );
    const dialog = await app.screen.findByRole('dialog', { name: 'Delete document' });
    expect(deleted).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await app.screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['FTD5W9C4LE']);
  });
});

describe('the metadata edit', { timeout: 60_000 }, () => {
  async function edit() {
    const app = await open();
    await app.user.click(await app.screen.findByRole('button', { name: 'Edit COA_VL-OMG-2026-0412.pdf' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Edit details of COA_VL-OMG-2026-0412.pdf' });
    const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input:not([type=hidden])' });
    return { ...app, dialog, field };
  }

  it('clears the batch when the product changes, and all four after the organization when it is cleared', async () => {
    const app = await edit();
    await waitFor(() => expect(app.field('Batch')).toHaveValue('VL-OMG-2026-0412'));
    expect(app.field('Product')).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
    await app.user.click(app.field('Product'));
    await app.user.click(await app.screen.findByRole('option', { name: 'Vitamin D3 5000 IU' }));
    expect(app.field('Product')).toHaveValue('Vitamin D3 5000 IU');
    expect(app.field('Batch')).toHaveValue('');
    expect(app.field('Location')).toHaveValue('Contract manufacturer');
    // Mantine's clear button is hidden from assistive technology (the field is cleared from the keyboard by its text).
    await app.user.click(within(app.field('Organization').parentElement!).getByRole('button', { hidden: true }));
    for (const label of ['Organization', 'Location', 'Product', 'Batch', 'Document type'])
      expect(app.field(label)).toHaveValue('');
  });

  it('needs a valid effective date, then sends the ids and the dates', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/publisher-free-trial-documents/update', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(getUpdateFreeTrialDocumentsResponseMock());
      }),
    );
    const app = await edit();
    const effective = within(app.dialog).getByLabelText(/Effective date/);
    await app.user.clear(effective);
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(app.dialog).findByText('Please enter a valid effective date')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await app.user.type(effective, '2026-06-10');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByText('Documents updated successfully')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      documentIds: ['FTD8K2M5QA'],
      effective_date: '2026-06-10T00:00:00.000Z',
      expiration_date: '2028-04-30T00:00:00.000Z',
      meta_data_org_id: VERDANT,
      meta_data_org_location_id: SALT_LAKE,
      meta_data_product_id: OMEGA_PRODUCT,
      meta_data_product_batch_id: OMEGA_BATCH,
      meta_data_document_type_id: 'DTY2C8A4QN',
    });
  });

  it('reads a 00yy year as 20yy and refuses dates outside 1900-2100 in the field, effective and expiration', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/publisher-free-trial-documents/update', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(getUpdateFreeTrialDocumentsResponseMock());
      }),
    );
    const app = await edit();
    const effective = within(app.dialog).getByLabelText(/Effective date/);
    const expiration = within(app.dialog).getByLabelText(/Expiration date/);
    for (const field of [effective, expiration]) {
      expect(field).toHaveAttribute('min', '1900-01-01');
      expect(field).toHaveAttribute('max', '2100-12-31');
    }
    await app.user.clear(effective);
    await app.user.type(effective, '60420-06-10');
    await app.user.clear(expiration);
    await app.user.type(expiration, '1899-12-31');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Submit' }));
    const range = 'Please enter a date between 01/01/1900 and 12/31/2100.';
    expect(await within(app.dialog).findAllByText(range)).toHaveLength(2);
    expect(effective).toHaveAccessibleDescription(range);
    expect(expiration).toHaveAccessibleDescription(range);
    expect(bodies).toEqual([]);
    await app.user.clear(effective);
    await app.user.type(effective, '0026-06-10');
    await app.user.clear(expiration);
    await app.user.type(expiration, '0028-04-30');
    await app.user.tab();
    expect(effective).toHaveValue('2026-06-10');
    expect(expiration).toHaveValue('2028-04-30');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByText('Documents updated successfully')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      effective_date: '2026-06-10T00:00:00.000Z',
      expiration_date: '2028-04-30T00:00:00.000Z',
    });
  });

  it('says what is not found in each empty list', async () => {
    server.use(
      http.post('*/location/location-suggestions', () => HttpResponse.json({ status: '1', data: [] })),
      http.post('*/integrant/get-document-type', () => HttpResponse.json({ status: '1', data: [] })),
    );
    const app = await edit();
    await waitFor(() =>
      expect(app.field('Location')).toHaveAttribute('placeholder', 'Organization Location not found'),
    );
    expect(app.field('Document type')).toHaveAttribute('placeholder', 'Document Type not found');
  });
});
