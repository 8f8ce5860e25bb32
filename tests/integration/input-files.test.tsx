import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { OMEGA_BATCH, OMEGA_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { realPdf, realPng } from '../../test-support/real-files';
import { recordPosts, type FormFields } from '../utils/requests';

configure({ asyncUtilTimeout: 10000 });

/** A proxy in front of the server refusing the body: its own HTML page, not the contract's envelope. */
const PROXY_413 = () =>
  new HttpResponse('<html><head><title>413 Request Entity Too Large</title></head><body>nginx</body></html>', {
    status: 413,
    headers: { 'Content-Type': 'text/html' },
  });
const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
const toasts = () => [...document.querySelectorAll('.mantine-Notification-root')].map((n) => n.textContent ?? '');

async function openCreate() {
  const app = await renderWithProviders('/organization-exhibits/create', { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Add Attachment' });
  await app.user.type(app.screen.getByLabelText(/^Title/), 'cGMP Certificate');
  await app.user.type(app.screen.getByLabelText(/^Effective date/), '2026-02-15');
  const input = document.querySelector<HTMLInputElement>('input[aria-label="Attachment file"]')!;
  return { app, input, save: () => app.user.click(app.screen.getByRole('button', { name: 'Save' })) };
}

describe('uploads judge a file by its bytes (organization attachments)', { timeout: 60_000 }, () => {
  it('refuses an empty file and a text file named .pdf, naming them, and sends nothing', async () => {
    const bodies = recordPosts<FormFields>('/organization-exhibit', () => ({ status: '1', data: {} }));
    const { app, input, save } = await openCreate();

    await app.user.upload(input, file('', 'cgmp.pdf', 'application/pdf'));
    expect((await app.screen.findAllByText('The file "cgmp.pdf" is empty.')).length).toBeGreaterThan(0);
    await save();
    // Nothing was taken: the field still says why, and Save sends nothing.
    expect(app.screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The file "cgmp.pdf" is empty.');

    await app.user.upload(input, file('Minutes of the supplier audit, 2026', 'audit.pdf', 'application/pdf'));
    expect(
      (await app.screen.findAllByText('"audit.pdf" is not a PDF file (it is plain text).')).length,
    ).toBeGreaterThan(0);
    await save();
    expect(app.screen.queryByText('audit.pdf')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('a 413 says the file is too large with the 30 MB limit, and the file stays chosen for another try', async () => {
    const bodies = recordPosts<FormFields>('/organization-exhibit', PROXY_413);
    const { app, input, save } = await openCreate();
    const pdf = realPdf('cGMP certificate 2026.pdf');
    await app.user.upload(input, file(pdf.buffer, pdf.name, pdf.mimeType));
    await save();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const message =
      '"cGMP certificate 2026.pdf" is too large to upload: files must be smaller than 30 MB. Choose a smaller file.';
    expect(await app.screen.findByText(message)).toBeInTheDocument();
    expect(app.screen.getByText('cGMP certificate 2026.pdf')).toBeInTheDocument();
    expect(toasts().join(' ')).not.toMatch(/Looks like something went wrong|nginx/);
    expect(app.location().pathname).toBe('/organization-exhibits/create');
    // The file is still chosen: Save sends it again, without choosing it anew.
    await save();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toContainEqual(['file', 'file:application/pdf']);
  });
});

describe('uploads judge a file by its bytes (batch attachments)', { timeout: 60_000 }, () => {
  it('refuses a PDF named .png before uploading; a 413 keeps the chosen file and says the limit', async () => {
    const uploads = recordPosts<FormFields>('/integrant/upload', PROXY_413);
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=4`, { signedIn: { selected: 'tracer' } });
    await app.screen.findByRole('list', { name: 'Attachments' });
    await app.user.click(app.screen.getByRole('button', { name: 'Add attachment' }));
    const input = app.screen.getByLabelText('Attachment file') as HTMLInputElement;

    await app.user.upload(input, file(realPdf('x').buffer, 'coa.png', 'image/png'));
    expect((await app.screen.findAllByText('"coa.png" is not a PNG file (it is a PDF).')).length).toBeGreaterThan(0);
    expect(uploads).toHaveLength(0);

    await app.user.upload(input, file(realPng('x').buffer, 'label photo.png', 'image/png'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(
      await app.screen.findByText(
        '"label photo.png" is too large to upload: files must be smaller than 30 MB. Choose a smaller file.',
      ),
    ).toBeInTheDocument();
    // Still chosen: its preview is shown under the field.
    expect(app.screen.getByRole('img', { name: 'Attachment file preview' })).toBeInTheDocument();
    expect(toasts().join(' ')).not.toMatch(/Looks like something went wrong|nginx/);
  });
});

describe('the product video (a file input of its own)', { timeout: 60_000 }, () => {
  it('refuses an empty video and one whose bytes are not a video, in the field, and keeps no file', async () => {
    const app = await renderWithProviders(`/update-product/${OMEGA_PRODUCT}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Edit Product' });
    await app.user.click(app.screen.getByRole('tab', { name: /Facets/ }));
    await app.user.click(await app.screen.findByText('Upload video'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="mp4"]')!;

    await app.user.upload(input, file('', 'walkthrough.mp4', 'video/mp4'));
    expect(await app.screen.findByText('The file "walkthrough.mp4" is empty.')).toBeInTheDocument();

    await app.user.upload(input, file(realPng('x').buffer, 'walkthrough.mov', 'video/quicktime'));
    expect(await app.screen.findByText('"walkthrough.mov" is not a MOV file (it is a PNG image).')).toBeInTheDocument();
    expect(app.screen.queryByText('walkthrough.mov', { selector: 'button *, button' })).not.toBeInTheDocument();
  });
});
