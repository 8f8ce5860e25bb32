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
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': '2048',
          'Upload-Metadata': `filetype ${btoa('video/mp4')}`,
          AuthorizationSignature: '9c1f4e7a2b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
          AuthorizationExpire: '1795284000',
          VideoId: '6f1e2c34-9a7b-4d2e-8c51-3b0f7a9e1d42',
          LibraryId: '248517',
        },
      }),
    );
    expect(created?.status).toBe(201);
    expect(created?.headers.get('Location')).toMatch(/^tusupload\/\w+$/);
    expect(created?.headers.get('Tus-Resumable')).toBe('1.0.0');
    const chunk = await getResponse(
      [documented(handlers)],
      // The world plays the video host: the part goes to the upload it created.
      new Request(`http://localhost/ext/video-upload/${created?.headers.get('Location')}`, {
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
