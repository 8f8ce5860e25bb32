import { getResponse } from 'msw';
import { expect, it } from 'vitest';
import { worldControlHandlers } from '~mocks/world/control';
import { getWorld } from '~mocks/world/registry';

/** A file uploaded into the world, served back at /__world/files/<id>. */
async function served(name: string, type: string) {
  const world = getWorld('files');
  const id = `FIL${name.replace(/\W/g, '').slice(0, 7).toUpperCase()}`;
  world.files.put({ id, name, type, size: 5, data: btoa('<b>hi') });
  const request = new Request(`http://portal.test/__world/files/${id}`, {
    headers: { cookie: 'portal-world=files' },
  });
  return (await getResponse(worldControlHandlers, request))!;
}

it('an uploaded file is served with the type the world recorded, never sniffed, and only images, PDFs and plain text inline', async () => {
  const html = await served('invoice.html', 'text/html');
  expect(html.headers.get('content-type')).toBe('text/html');
  expect(html.headers.get('x-content-type-options')).toBe('nosniff');
  expect(html.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''invoice.html");

  const svg = await served('logo.svg', 'image/svg+xml');
  expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);

  const pdf = await served('coa.pdf', 'application/pdf');
  expect(pdf.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''coa.pdf");
  const receipt = await served('receipt.txt', 'text/plain');
  expect(receipt.headers.get('content-disposition')).toMatch(/^inline;/);
  const png = await served('label.png', 'image/png');
  expect(png.headers.get('content-disposition')).toMatch(/^inline;/);
  expect(await png.text()).toBe('<b>hi');
});
