import { HttpResponse } from 'msw';
import { HEAD_BYTES, mediaTypeOf, sniffFileKind, typeFitsContent, type FileKind } from '@/lib/input/file-type';
import { registerReset } from '@/lib/module-store';
import { worldEntry, worldKeys } from './registry';
import type { StoredFile } from './model/world';

/**
 * The world's uploaded files, as it serves them (docs/security.md, "Uploaded files"):
 * - typed by their bytes, from an exact list (src/lib/input/file-type.ts): the type the uploader declared is kept
 *   only when it is one of them and the bytes agree; anything else goes as what the bytes are, and what is not
 *   recognised as `application/octet-stream`;
 * - inline only when a plain image (PNG, JPEG, GIF, WEBP), or text declared as plain text (the world's own receipts),
 *   an attachment otherwise (a PDF, an SVG, text declared as anything else, anything else); never sniffed by the
 *   browser; a sandbox with no script when opened as a page of its own;
 * - on the world's servers (npm start, the e2e suite), from an origin of their own (a second port, `filesPort`):
 *   the portal's address of a file (`/__world/files/<id>`, on the page's origin, which the world's records keep)
 *   redirects there, so that no uploaded file is ever a page of the portal's origin. Under `npm run dev:msw` and in
 *   Vitest there is no second server: the page's own origin serves it, as an attachment in a sandbox.
 */

/** Contents a browser shows as a picture and nothing else (no script, no document). */
const PLAIN_IMAGES: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

let filesPort: number | undefined;
/** The world's server serves files on this port of its own (none: the page's origin serves them). */
export function setFilesPort(port: number | undefined): void {
  filesPort = port;
}
registerReset('world files port', () => {
  filesPort = undefined;
});

/** What a stored file is served as: its media type (one of the list, agreeing with its bytes), inline or not. */
function servedAs(file: StoredFile, bytes: Uint8Array): { type: string; inline: boolean } {
  const kind = sniffFileKind(bytes.subarray(0, HEAD_BYTES));
  const declared = file.type.trim().toLowerCase();
  const type = typeFitsContent(declared, kind) ? declared : mediaTypeOf(kind, file.name);
  return { type, inline: PLAIN_IMAGES.includes(kind) || (kind === 'text' && declared === 'text/plain') };
}

/** A stored file's answer: its bytes with the headers above. */
export function fileResponse(file: StoredFile): Response {
  const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
  const { type, inline } = servedAs(file, bytes);
  const name = encodeURIComponent(file.name || 'file');
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`,
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      // The portal's pages, on another origin, show the images.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** Where a file of a world is served from on the files' own origin (the page's host name, the files' port). */
export function fileAddress(pageUrl: string, key: string, id: string): string | null {
  if (!filesPort) return null;
  const page = new URL(pageUrl);
  return `http://${page.hostname.includes(':') ? `[${page.hostname}]` : page.hostname}:${filesPort}/files/${encodeURIComponent(key)}/${encodeURIComponent(id)}`;
}

/** `GET /__world/files/<id>` on the page's origin: a redirect to the files' origin, or (no files server) the file. */
export function fileOnPageOrigin(request: Request, key: string, id: string): Response {
  const file = worldEntry(key).world.files.get(id);
  if (!file) return new HttpResponse(null, { status: 404 });
  const elsewhere = fileAddress(request.url, key, id);
  return elsewhere
    ? new HttpResponse(null, { status: 302, headers: { Location: elsewhere, 'Cache-Control': 'no-store' } })
    : fileResponse(file);
}

/** `GET /files/<key>/<id>` on the files' own origin: the file, and nothing else is answered there. */
export function fileOnOwnOrigin(method: string, path: string): Response {
  const match = /^\/files\/([^/]+)\/([^/]+)$/.exec(path);
  if ((method !== 'GET' && method !== 'HEAD') || !match) return new HttpResponse(null, { status: 404 });
  let key: string;
  let id: string;
  try {
    key = decodeURIComponent(match[1]!);
    id = decodeURIComponent(match[2]!);
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
  // Only a world that exists (an unknown key would make one).
  const file = worldKeys().includes(key) ? worldEntry(key).world.files.get(id) : undefined;
  return file ? fileResponse(file) : new HttpResponse(null, { status: 404 });
}
