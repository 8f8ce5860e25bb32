import { describe, expect, it } from 'vitest';
import { shownPrismLine } from '~mocks/prism/log-filter.mjs';

/** Lines as Prism 5 writes them under `npm start` (mock mode, and proxy mode in front of the mock world). */
const LINES = {
  starting: '[6:46:59 AM] › [CLI] …  awaiting  Starting Prism…',
  listening: '[6:47:02 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:4010',
  forwarding:
    '[6:47:10 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to http://127.0.0.1:4011/integrant/x...',
  received: '[6:47:11 AM] ›     [PROXY] ℹ  info      < Received forward response',
  upstreamOk: '[6:47:11 AM] ›     [PROXY] ℹ  info      The upstream call to /integrant/x has returned 200',
  upstreamFailed: '[6:47:11 AM] ›     [PROXY] ℹ  info      The upstream call to /integrant/x has returned 500',
  request: '[6:47:12 AM] › [HTTP SERVER] get /integrant/x ℹ  info      Request received',
  accept: '[6:47:12 AM] ›     [NEGOTIATOR] ℹ  info      Request contains an accept header: */*',
  validated:
    '[6:47:12 AM] ›     [VALIDATOR] ✔  success   The request passed the validation rules. Looking for the best response',
  found: '[6:47:12 AM] ›     [NEGOTIATOR] ✔  success   Found a compatible content for */*',
  responding: '[6:47:12 AM] ›     [NEGOTIATOR] ✔  success   Responding with the requested status code 200',
  refused:
    '[6:47:12 AM] › [HTTP SERVER] post /auth/login ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request',
  violation:
    '[6:47:12 AM] ›     [VALIDATOR] ⚠  warning   Violation: response.body Request body must have required property',
  health: '[6:47:12 AM] › [HTTP SERVER] get /__health ℹ  info      Request received',
};

describe("npm start's terminal", () => {
  it("drops Prism's per-request lines: the negotiation, the validation that passed, the forwarding", () => {
    for (const key of [
      'starting',
      'forwarding',
      'received',
      'upstreamOk',
      'request',
      'accept',
      'validated',
      'found',
      'responding',
      'health',
    ] as const)
      expect(shownPrismLine(LINES[key]), key).toBe(false);
  });

  it('shows the URL, contract violations, errors and failed upstream answers', () => {
    for (const key of ['listening', 'refused', 'violation', 'upstreamFailed'] as const)
      expect(shownPrismLine(LINES[key]), key).toBe(true);
  });
});
