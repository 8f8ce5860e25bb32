import { http, HttpResponse } from 'msw';
import { server } from '~mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleValues } from '@/api/generated/example-values';
import { renderWithProviders } from '../utils/render';
import { recordPosts, type FormFields } from '../utils/requests';

configure({ asyncUtilTimeout: 10000 });

const example = (name: string) => exampleValues.uploadProductsCsv!['200']!.examples[name] as Record<string, unknown>;
const SUCCESS =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';
const csv = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
const PRODUCTS = 'title,sku,upc\nVitamin C,VL-VTC,1\nZinc,VL-ZNC,2\n\n';

/** Catches the downloads (object URLs of Blobs and the clicked link's file name). */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:errors';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && last) files.push({ name: this.download, blob: last });
  });
  return files;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/csv', { timeout: 60_000 }, () => {
  it("says 'Please select file!' without a file, for 8 seconds", async () => {
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please select file!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(7900));
    expect(app.screen.getByText('Please select file!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(app.screen.queryByText('Please select file!')).not.toBeInTheDocument());
  });

  it('refuses a file that is not .csv; previews the header, the rows and their count', async () => {
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    expect(input).toHaveAttribute('accept', '.csv');
    const lax = userEvent.setup({ applyAccept: false });
    await lax.upload(input, new File(['x'], 'products.xlsx', { type: 'application/vnd.ms-excel' }));
    expect(await app.screen.findByText('Only .csv files can be imported.')).toBeInTheDocument();
    await app.user.upload(input, csv(PRODUCTS));
    const table = await app.screen.findByRole('table', { name: 'CSV preview' });
    expect(table).toHaveTextContent('title');
    expect(table).toHaveTextContent('VL-ZNC');
    expect(app.screen.getByText(/2 rows to import/)).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: /Download demo CSV/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/demo-products.*\.csv$/),
    );
  });

  it('uploads the parts, shows the success for 8 seconds and downloads the error rows', async () => {
    const files = catchDownloads();
    const bodies = recordPosts<FormFields>('/integrant/csv-upload', () => example('csvWithErrors'));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(PRODUCTS, 'verdant.csv'));
    await app.screen.findByRole('table', { name: 'CSV preview' });
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(bodies).toEqual([
      [
        ['organization_id', 'ORG7Q2M4KD'],
        ['type', 'csvFile'],
        ['files[]', 'file:text/csv'],
        ['subscription', 'tracer'],
      ],
    ]);
    expect(files.map((f) => f.name)).toEqual(['verdant-errors.csv']);
    expect(await files[0]!.blob.text()).toContain('upc is required');
  });

  it('shows how much of the file went out while the answer is awaited (sent by XMLHttpRequest)', async () => {
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent: string[] = [];
    server.use(
      http.post('*/integrant/csv-upload', async ({ request }) => {
        const form = await request.formData();
        sent.push((form.get('files[]') as File).type);
        // The answer's body comes when the test says so: the upload is over, the answer not yet.
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            await answered;
            controller.enqueue(new TextEncoder().encode(JSON.stringify(example('csvImported'))));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(PRODUCTS));
    await app.screen.findByRole('table', { name: 'CSV preview' });
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    const bar = await app.screen.findByRole('progressbar', { name: 'Uploading CSV' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(app.screen.getByText('100%')).toBeInTheDocument();
    expect(sent).toEqual(['text/csv']);
    expect(opened).toHaveBeenCalledWith('POST', expect.stringMatching(/\/integrant\/csv-upload$/));
    answer();
    expect(await app.screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(app.screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('downloads nothing when every row was imported; the success stays 8 seconds', async () => {
    const files = catchDownloads();
    recordPosts('/integrant/csv-upload', () => example('csvImported'));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(PRODUCTS));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(files).toEqual([]);
    act(() => void vi.advanceTimersByTime(7900));
    expect(app.screen.getByText(SUCCESS)).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    await waitFor(() => expect(app.screen.queryByText(SUCCESS)).not.toBeInTheDocument());
  });

  it('shows the server message on a failure and keeps the file', async () => {
    recordPosts('/integrant/csv-upload', () =>
      HttpResponse.json({ status: '0', message: 'The CSV header is not valid', data: null }),
    );
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(PRODUCTS));
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('The CSV header is not valid')).toBeInTheDocument();
    expect(app.screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(app.screen.getByRole('table', { name: 'CSV preview' })).toBeInTheDocument();
  });
});
