import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOwnHost } from '../local-guard.mjs';
import { fileOnOwnOrigin, setFilesPort } from './files';

/**
 * The world's uploaded files on an origin of their own (mocks/world/files.ts): a second server beside the world's,
 * on `port` (0: a free one the system picks; the portal's addresses of files redirect here, so the port may change
 * between runs). It answers `GET /files/<world>/<id>` and nothing else, to its own host name only.
 */
export async function startFileServer(port = 0): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    void (async () => {
      const own = (server.address() as AddressInfo).port;
      const answer = isOwnHost(req.headers.host, own)
        ? fileOnOwnOrigin(req.method ?? 'GET', new URL(req.url ?? '/', 'http://files').pathname)
        : new Response(null, { status: 403 });
      const body = req.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  setFilesPort((server.address() as AddressInfo).port);
  server.on('close', () => setFilesPort(undefined));
  return server;
}
