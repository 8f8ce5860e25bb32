// The front of `prism proxy` (mocks/prism/prism.mjs): Prism 5 reads every request body as text and sends the text on,
// which changes any byte of a binary body that is not UTF-8 (an uploaded PNG or PDF reached the world changed, and
// was served back broken). The front listens where Prism would, sends requests with a binary body (multipart, octet
// streams) straight to the upstream, byte for byte, and everything else to Prism. The upstream (the mock world)
// checks uploads against the contract itself (mocks/world/answer.ts); Prism still checks every other call.
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** A request body Prism would change: multipart forms, octet streams (tus parts), files. */
export function isBinaryBody(contentType = '') {
  return /^\s*(multipart\/|application\/(offset\+)?octet-stream|image\/|application\/pdf|video\/)/i.test(contentType);
}

/**
 * Starts the front on `port` and resolves with its server.
 * @param {{ port: number, prism: string, upstream: string }} options the URLs of Prism and of the upstream
 */
export function startBinaryFront({ port, prism, upstream }) {
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', isBinaryBody(incoming.headers['content-type']) ? upstream : prism);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const forward = send(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
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
