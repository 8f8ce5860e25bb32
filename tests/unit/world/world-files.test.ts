import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { worldControlHandlers } from '~mocks/world/control';
import { fileOnOwnOrigin, setFilesPort } from '~mocks/world/files';
import { getWorld } from '~mocks/world/registry';
import { callWorld, freshWorld } from '../../utils/world-call';

const PNG = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) + 'IHDR';
const PDF = '%PDF-1.7\n1 0 obj';
const HTML = '<html><script>fetch("/api")</script>';

/** A file kept in the world (as its upload keeps it: the declared type and the bytes), asked for at the portal's address. */
async function served(name: string, type: string, bytes: string) {
  const world = getWorld('files');
  const id = `FIL${name.replace(/\W/g, '').slice(0, 7).toUpperCase()}`;
  world.files.put({ id, name, type, size: bytes.length, data: btoa(bytes) });
  const request = new Request(`http://portal.test/__world/files/${id}`, { headers: { cookie: 'portal-world=files' } });
  return (await getResponse(worldControlHandlers, request))!;
}
const disposition = (answer: Response) => answer.headers.get('content-disposition')?.split(';')[0];

afterEach(() => setFilesPort(undefined));

describe('an uploaded file, as the world serves it', () => {
  it('typed by its bytes from an exact list, never by what the uploader claimed, and inline only as a plain image or declared plain text', async () => {
    const html = await served('invoice.html', 'text/html', HTML);
    expect(html.headers.get('content-type')).toBe('text/plain');
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(html.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''invoice.html");
    // HTML declared as a picture is not one.
    const fake = await served('label.png', 'image/png', HTML);
    expect([fake.headers.get('content-type'), disposition(fake)]).toEqual(['text/plain', 'attachment']);
    // A declared list with parameters is no type at all: the bytes say PDF.
    const listed = await served('coa.pdf', 'application/pdf;x=1, text/html', PDF);
    expect([listed.headers.get('content-type'), disposition(listed)]).toEqual(['application/pdf', 'attachment']);
    const svg = await served('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect([svg.headers.get('content-type'), disposition(svg)]).toEqual(['image/svg+xml', 'attachment']);
    const exe = await served('setup.exe', 'application/x-msdownload', 'MZ\x90\x00\x03\x00\x00\x00\x04');
    expect([exe.headers.get('content-type'), disposition(exe)]).toEqual(['application/octet-stream', 'attachment']);
    // Plain text declared so (the world's own receipts) is shown; a PNG is shown.
    const receipt = await served('receipt.txt', 'text/plain', 'Receipt TRF1\nFee: 25.00 USD');
    expect([receipt.headers.get('content-type'), disposition(receipt)]).toEqual(['text/plain', 'inline']);
    const png = await served('label2.png', 'image/png', PNG);
    expect([png.headers.get('content-type'), disposition(png)]).toEqual(['image/png', 'inline']);
    expect(png.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await png.text()).toBe(new TextDecoder().decode(Uint8Array.from(PNG, (c) => c.charCodeAt(0))));
  });

  it('on the world’s servers, the portal’s address sends the browser to the files’ own origin', async () => {
    setFilesPort(4999);
    const redirect = await served('coa2.pdf', 'application/pdf', PDF);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://portal.test:4999/files/files/FILCOA2PDF');
    const file = fileOnOwnOrigin('GET', '/files/files/FILCOA2PDF');
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    // Nothing else is answered there: another path, a write, a world that does not exist.
    expect(fileOnOwnOrigin('GET', '/__world/state').status).toBe(404);
    expect(fileOnOwnOrigin('POST', '/files/files/FILCOA2PDF').status).toBe(404);
    expect(fileOnOwnOrigin('GET', '/files/no-such-world/FILCOA2PDF').status).toBe(404);
  });

  it('an upload declared as no single media type is refused before the world keeps it', async () => {
    const world = freshWorld('files-upload');
    const form = new FormData();
    form.append('file', new File([PDF], 'coa.pdf', { type: 'application/pdf;x=1, text/html' }));
    const refused = await callWorld('uploadDataFile', form, { world: 'files-upload' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.breaches.flatMap((b) => b.fields)).toEqual([
      'file: "coa.pdf" is declared as "application/pdf;x=1, text/html", not one media type',
    ]);
    expect(world.files.size).toBe(0);
    const plain = new FormData();
    plain.append('file', new File([PDF], 'coa.pdf', { type: 'application/pdf' }));
    expect((await callWorld('uploadDataFile', plain, { world: 'files-upload' })).body).toMatchObject({ status: '1' });
    expect(world.files.size).toBe(1);
  });
});
