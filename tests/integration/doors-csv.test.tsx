import { http, HttpResponse } from 'msw';
import { server } from '~mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleValues } from '@/api/generated/example-values';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts, type FormFields } from '../utils/requests';

configure({ asyncUtilTimeout: 10000 });

const example = (name: string) => exampleValues.uploadProductsCsv!['200']!.examples[name] as Record<string, unknown>;
const SUCCESS =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';
const csv = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
const HEADER = 'title,description,sku,upc,product_type,directions';
const PRODUCTS = `${HEADER}\nVitamin C,Buffered,VL-VTC,1,B2C,Daily\nZinc,Chelated,VL-ZNC,2,B2C,Daily\n\n`;
const ERROR_ROWS = 'Some rows could not be imported: their errors were downloaded as a CSV file.';
/** Windows-1252 bytes (older Excel): the accents are single bytes, not UTF-8. */
const cp1252 = (text: string, name = 'desserts.csv') =>
  new File([Buffer.from(text, 'latin1')], name, { type: 'text/csv' });

/**
 * Answers the CSV upload with `answer` and keeps every uploaded file's type and bytes, as they were put in the
 * multipart body (jsdom's request reaches MSW with the file part's type but not its content).
 */
function recordUploads(answer: () => Record<string, unknown>) {
  const parts: Blob[] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, ...args: unknown[]) {
    const [name, value] = args;
    if (name === 'files[]' && value instanceof Blob) parts.push(value);
    (append as (...a: unknown[]) => void).apply(this, args);
  });
  const answered: string[] = [];
  server.use(
    http.post('*/integrant/csv-upload', async ({ request }) => {
      answered.push(((await request.formData()).get('files[]') as File).type);
      return HttpResponse.json(answer());
    }),
  );
  return {
    /** The file parts' types of the requests that reached the server. */
    answered,
    /** The file parts put in the bodies sent. */
    files: async () =>
      Promise.all(parts.map(async (part) => ({ type: part.type, bytes: new Uint8Array(await part.arrayBuffer()) }))),
  };
}

const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

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
        ['organization_id', VERDANT],
        ['type', 'csvFile'],
        ['files[]', 'file:text/csv'],
        ['subscription', 'tracer'],
      ],
    ]);
    expect(files.map((f) => f.name)).toEqual(['verdant-errors.csv']);
    expect(await files[0]!.blob.text()).toContain('upc is required');
    expect(app.screen.getByText(ERROR_ROWS)).toBeInTheDocument();
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

  it('previews a Windows-1252 file with its accents, says so, and uploads it as UTF-8', async () => {
    const uploads = recordUploads(() => example('csvImported'));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, cp1252(`${HEADER}\r\nCrème Brûlée,Caramelised,VL-CRB,3,B2C,Chill\r\n`));
    const table = await app.screen.findByRole('table', { name: 'CSV preview' });
    expect(table).toHaveTextContent('Crème Brûlée');
    expect(table).not.toHaveTextContent('\uFFFD');
    expect(
      app.screen.getByText('Read as Windows-1252 (older Excel), not UTF-8: it will be uploaded as UTF-8.'),
    ).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(app.screen.getByText('"desserts.csv" was read as Windows-1252 and uploaded as UTF-8.')).toBeInTheDocument();
    expect(uploads.answered).toEqual(['text/csv']);
    const [sent] = await uploads.files();
    // The bytes sent are UTF-8 (a fatal decoder would throw on Windows-1252), without a byte order mark.
    expect(utf8(sent!.bytes)).toBe(`${HEADER}\r\nCrème Brûlée,Caramelised,VL-CRB,3,B2C,Chill\r\n`);
    expect([...sent!.bytes.slice(0, 3)]).toEqual([...Buffer.from('tit')]);
  });

  it('takes the byte order mark off a UTF-8 file from Excel before it is sent', async () => {
    const uploads = recordUploads(() => example('csvImported'));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(`\uFEFF${PRODUCTS}`));
    expect(await app.screen.findByRole('table', { name: 'CSV preview' })).toHaveTextContent('VL-ZNC');
    expect(app.screen.queryByText(/Read as/)).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText(SUCCESS)).toBeInTheDocument();
    const [sent] = await uploads.files();
    expect(utf8(sent!.bytes)).toBe(PRODUCTS);
    expect(sent!.bytes[0]).toBe('t'.charCodeAt(0));
  });

  it.each([
    ['a header-only file', `${HEADER}\r\n\r\n`, 'The file has a header row but no rows to import.'],
    [
      'a file with other columns',
      'Title,sku,upc,colour\nZinc,VL-ZNC,2,blue\n',
      "Missing columns: 'title', 'description', 'directions', 'product_type'. Unknown columns: 'Title', 'colour'.",
    ],
    [
      'a file separated by semicolons',
      'title;description;sku;upc;product_type;directions\nZinc;Chelated;VL-ZNC;2;B2C;Daily\n',
      "The file's columns are separated by semicolons: save it as CSV with commas, as in the demo CSV.",
    ],
    [
      'a text head over binary content',
      `${PRODUCTS}${'\u0000\u0001\u0002'.repeat(40)}`,
      '"products.csv" is not a CSV file (it is not text).',
    ],
  ])('refuses %s before anything is sent, with the reason under the field', async (_, text, reason) => {
    const uploads = recordUploads(() => example('csvImported'));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(text));
    expect(await app.screen.findByRole('alert')).toHaveTextContent(reason);
    expect(app.screen.queryByRole('table', { name: 'CSV preview' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please select file!')).toBeInTheDocument();
    expect(uploads.answered).toEqual([]);
    expect(await uploads.files()).toEqual([]);
  });

  it('refuses an empty file and an image renamed .csv; nothing is sent', async () => {
    const uploads = recordUploads(() => example('csvImported'));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv('', 'empty.csv'));
    // The shared file field or the screen refuses it, each in its own words; both say the file is empty.
    expect(await app.screen.findByRole('alert')).toHaveTextContent(/empty/);
    const png = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
      'logo.csv',
      {
        type: 'text/csv',
      },
    );
    await app.user.upload(input, png);
    expect(await app.screen.findByRole('alert')).toHaveTextContent(/"logo\.csv" is not a CSV file/);
    expect(app.screen.queryByRole('table', { name: 'CSV preview' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please select file!')).toBeInTheDocument();
    expect(uploads.answered).toEqual([]);
    expect(await uploads.files()).toEqual([]);
  });

  it('says the error rows were downloaded and writes them as UTF-8 with a byte order mark (accents intact)', async () => {
    const downloads = catchDownloads();
    const rows = 'title,description,sku,upc,product_type,error\nCrème Brûlée,Caramelised,VL-CRB,,B2C,upc is required\n';
    recordUploads(() => ({ status: '1', message: SUCCESS, data: { csv: rows } }));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(PRODUCTS, 'desserts.csv'));
    await app.screen.findByRole('table', { name: 'CSV preview' });
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText(ERROR_ROWS)).toBeInTheDocument();
    expect(app.screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(downloads.map((d) => d.name)).toEqual(['desserts-errors.csv']);
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(utf8(bytes.slice(3))).toBe(rows);
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
  });
  it('hands over the error rows with no cell a spreadsheet would run: a formula is written as text', async () => {
    const downloads = catchDownloads();
    const header = 'title,description,sku,upc,product_type,error\r\n';
    const rows = `${header}"=HYPERLINK(""https://evil.test"",""Open"")",+1,-2,@SUM(A1),B2C,"upc is required, and ""sku"""\r\n`;
    recordUploads(() => ({ status: '1', message: SUCCESS, data: { csv: rows } }));
    const app = await renderWithProviders('/csv', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Import Products' });
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Products CSV file"]')!;
    await app.user.upload(input, csv(PRODUCTS, 'desserts.csv'));
    await app.screen.findByRole('table', { name: 'CSV preview' });
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText(ERROR_ROWS)).toBeInTheDocument();
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect(utf8(bytes.slice(3))).toBe(
      `${header}"'=HYPERLINK(""https://evil.test"",""Open"")","'+1","'-2","'@SUM(A1)",B2C,"upc is required, and ""sku"""\r\n`,
    );
  });
});
