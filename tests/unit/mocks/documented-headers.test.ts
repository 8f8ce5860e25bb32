import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { documented } from '~mocks/documented-headers';
import { handlers } from '~mocks/handlers';

/** `npm run dev:msw`: the page's worker answers with the headers the contract documents, as Prism does. */
describe('the documented response headers in the page', () => {
  const base = 'http://localhost/ext/video-upload/tusupload';

  it('a tus upload is created with its Location, and a chunk answers its Upload-Offset', async () => {
    const created = await getResponse(
      [documented(handlers)],
      new Request(base, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '2048' },
      }),
    );
    expect(created?.status).toBe(201);
    expect(created?.headers.get('Location')).toMatch(/^tusupload\/\w+$/);
    expect(created?.headers.get('Tus-Resumable')).toBe('1.0.0');
    const chunk = await getResponse(
      [documented(handlers)],
      new Request(`${base}/9b7e4d1c2a3f4e5d8c6b0a1f2e3d4c5b`, {
        method: 'PATCH',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(16),
      }),
    );
    expect(chunk?.status).toBe(204);
    expect(chunk?.headers.get('Upload-Offset')).toMatch(/^\d+$/);
  });

  it('without the wrapper the generated handlers send no such header (what the page lacked)', async () => {
    const created = await getResponse(
      handlers,
      new Request(base, { method: 'POST', headers: { 'Upload-Length': '2048' } }),
    );
    expect(created?.headers.get('Location')).toBeNull();
  });

  it('leaves what is no call of the contract alone', async () => {
    expect(await getResponse([documented(handlers)], new Request('http://localhost/src/main.tsx'))).toBeUndefined();
  });
});
