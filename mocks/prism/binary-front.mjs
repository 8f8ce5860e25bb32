// The front of `prism proxy` (mocks/prism/prism.mjs): Prism 5 reads every request body as text and sends the text on,
// which changes any byte of a binary body that is not UTF-8 (an uploaded PNG or PDF reached the world changed, and
// was served back broken). The front listens where Prism would, sends requests with a binary body (multipart, octet
// streams) straight to the upstream, byte for byte, and everything else to Prism. The upstream (the mock world)
// checks uploads against the contract itself (mocks/world/answer.ts); Prism still checks every other call.
// Without an upstream (`prism mock`: `npm run mock`, `npm start -- --examples`) everything goes to Prism.
//
// The front is also what keeps Prism local (docs/security.md, 'The mock world stays local'; mocks/local-guard.mjs):
// a request whose Host is not the front's own loopback address (a page on another name resolving to 127.0.0.1), or
// whose Origin is another site's, is refused with 403 before Prism or the upstream sees it (a foreign preflight too);
// and an answer carries a CORS allowance only for a page on this machine, never Prism's reflection of any origin
// with credentials.
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { localCorsHeaders, localRefusal } from '../local-guard.mjs';

/** A request body Prism would change: multipart forms, octet streams (tus parts), files. */
export function isBinaryBody(contentType = '') {
  return /^\s*(multipart\/|application\/(offset\+)?octet-stream|image\/|application\/pdf|video\/)/i.test(contentType);
}

/**
 * Starts the front on `port` and resolves with its server.
 * @param {{ port: number, prism: string, upstream?: string }} options the URLs of Prism and of the upstream (none:
 * Prism mocks, and takes every request)
 */
export function startBinaryFront({ port, prism, upstream }) {
  const server = createServer((incoming, outgoing) => {
    const origin = incoming.headers.origin;
    // A foreign Host or Origin, a preflight from another site's page included: 403, and nothing goes on.
    const refused = localRefusal({ host: incoming.headers.host, origin, port });
    if (refused) {
      incoming.resume();
      outgoing.writeHead(refused.statusCode, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(refused));
      return;
    }
    const binary = upstream !== undefined && isBinaryBody(incoming.headers['content-type']);
    const target = new URL(incoming.url ?? '/', binary ? upstream : prism);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const forward = send(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, localCorsHeaders(answer.headers, origin));
        answer.pipe(outgoing);
        // An answer cut on its way (a fault of the world, a failing backend) is cut here too.
        answer.on('aborted', () => outgoing.destroy());
        answer.on('error', () => outgoing.destroy());
      },
    );
    // Nothing answered (the upstream dropped the connection): the page's connection is dropped as well.
    forward.on('error', () => outgoing.destroy());
    incoming.on('error', () => forward.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
