import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '~mocks/prism/prism.mjs';
import { VERDANT } from '../../test-support/example-world';
import { freePort, startWorldProcess } from './world-process';

/**
 * The mock world stays local (docs/security.md): the world's server as `npm start` runs it, Prism's
 * validating proxy in front of it, and Prism alone (`npm run mock`), each behind the guard of mocks/local-guard.mjs.
 * A page on another name resolving to 127.0.0.1 (DNS rebinding: `Host: evil.test`), another site's page (its
 * Origin) and a cross-site form or text/plain body are refused; this machine's own calls work as before.
 */
type Started = Awaited<ReturnType<typeof startPrism>>;
let worldPort = 0;
let world: ChildProcess | undefined;
let proxy: Started | undefined;
let examples: Started | undefined;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with exactly these headers (a Host of our choosing included), on a connection of its own. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { host: `127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const COOKIE = { cookie: 'portal-world=local-only' };
const JSON_TYPE = { 'content-type': 'application/json' };
const faultsOf = async () =>
  (JSON.parse((await send(worldPort, 'GET', '/__world/state', COOKIE)).text) as { faults: string | null }).faults;

beforeAll(async () => {
  worldPort = await freePort();
  world = await startWorldProcess(worldPort);
  proxy = await startPrism({ port: await freePort(), upstream: `http://127.0.0.1:${worldPort}` });
  examples = await startPrism({ port: await freePort() });
}, 90_000);

afterAll(async () => {
  proxy?.stop();
  examples?.stop();
  if (world)
    await new Promise<void>((resolve) => {
      world!.removeAllListeners('exit');
      world!.on('exit', () => resolve());
      world!.kill('SIGTERM');
    });
});

describe("the world's server", () => {
  it('answers its own address with its own calls and the contract’s, with no Origin or a local one', async () => {
    for (const host of [`127.0.0.1:${worldPort}`, `localhost:${worldPort}`, `LOCALHOST:${worldPort}`]) {
      const state = await send(worldPort, 'GET', '/__world/state', { ...COOKIE, host });
      expect(state.status, host).toBe(200);
      expect(JSON.parse(state.text)).toMatchObject({ key: 'local-only' });
    }
    const set = await send(
      worldPort,
      'POST',
      '/__world/latency',
      { ...COOKIE, ...JSON_TYPE, origin: 'http://127.0.0.1:5173' },
      JSON.stringify({ latency: 0 }),
    );
    expect(set.status).toBe(200);
    // A bodiless write (a reset) says `{}` as JSON.
    const reset = await send(
      worldPort,
      'POST',
      '/__world/reset',
      { ...COOKIE, ...JSON_TYPE, origin: 'http://localhost:5173' },
      '{}',
    );
    expect(reset.status).toBe(200);
  });

  it('refuses another name for its address (DNS rebinding): no world listed, no snapshot, no faults set', async () => {
    for (const host of ['evil.test', `evil.test:${worldPort}`, '127.0.0.1', `127.0.0.1.evil.test:${worldPort}`]) {
      for (const path of ['/__world/worlds', '/__world/snapshot', '/__world/state', `/organization/${VERDANT}`]) {
        const answer = await send(worldPort, 'GET', path, { ...COOKIE, host });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 403, error: 'Forbidden' });
        expect(answer.text).not.toContain('local-only');
      }
    }
    const fork = await send(
      worldPort,
      'POST',
      '/__world/faults',
      { ...COOKIE, ...JSON_TYPE, host: `evil.test:${worldPort}`, origin: `http://evil.test:${worldPort}` },
      JSON.stringify({ faults: '1' }),
    );
    expect(fork.status).toBe(403);
    expect(await faultsOf()).toBeNull();
  });

  it("refuses another site's page, and a cross-site text/plain or form body, and changes nothing", async () => {
    const faults = JSON.stringify({ faults: '1' });
    const tries: [Record<string, string>, number][] = [
      [{ 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.test' }, 403],
      [{ 'content-type': 'text/plain;charset=UTF-8' }, 415],
      [{ 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:5173' }, 415],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, 415],
      [{}, 415],
      [{ ...JSON_TYPE, origin: 'https://evil.test' }, 403],
      [{ ...JSON_TYPE, origin: 'null' }, 403],
    ];
    for (const [headers, status] of tries) {
      const answer = await send(worldPort, 'POST', '/__world/faults', { ...COOKIE, ...headers }, faults);
      expect(answer.status, JSON.stringify(headers)).toBe(status);
      expect(JSON.parse(answer.text)).toMatchObject({ statusCode: status });
    }
    // A foreign page's read is refused too, and its preflight.
    expect((await send(worldPort, 'GET', '/__world/snapshot', { ...COOKIE, origin: 'https://evil.test' })).status).toBe(
      403,
    );
    const preflight = await send(worldPort, 'OPTIONS', '/__world/faults', {
      origin: 'https://evil.test',
      'access-control-request-method': 'POST',
    });
    expect(preflight.status).toBe(403);
    expect(await faultsOf()).toBeNull();
    // The same call as this machine's JSON: made.
    const own = await send(worldPort, 'POST', '/__world/faults', { ...COOKIE, ...JSON_TYPE }, faults);
    expect(own.status).toBe(200);
    expect(await faultsOf()).toMatch(/^1\b/);
    const off = JSON.stringify({ faults: null });
    expect((await send(worldPort, 'POST', '/__world/faults', { ...COOKIE, ...JSON_TYPE }, off)).status).toBe(200);
  });
});

describe("Prism's front (npm start, npm run mock:proxy, npm run mock)", () => {
  const port = (started: Started | undefined) => Number(new URL(started!.url).port);

  it('answers its own address, through to the world, and with the contract’s examples alone', async () => {
    const login = JSON.stringify({ email_address: 'olivia.bennett@verdantlabs.com', password: 'Secret123!' });
    for (const started of [proxy, examples]) {
      const answer = await send(port(started), 'POST', '/auth/login', { ...JSON_TYPE, ...COOKIE }, login);
      expect(answer.status, started!.url).toBeLessThan(500);
      expect(answer.status, started!.url).not.toBe(403);
      const local = await send(
        port(started),
        'POST',
        '/auth/login',
        { ...JSON_TYPE, ...COOKIE, origin: 'http://127.0.0.1:5173', host: `localhost:${port(started)}` },
        login,
      );
      expect(local.status).toBe(answer.status);
      // A page of this machine keeps its CORS allowance, for itself alone.
      expect(local.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
      expect(local.headers['access-control-allow-credentials']).toBe('true');
      // Without an Origin no allowance at all (Prism's `*` is dropped).
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a foreign Host, and gives another site neither an answer nor a CORS allowance', async () => {
    for (const started of [proxy, examples]) {
      const p = port(started);
      const rebound = await send(p, 'GET', `/organization/${VERDANT}`, { ...COOKIE, host: `evil.test:${p}` });
      expect(rebound.status, started!.url).toBe(403);
      expect(JSON.parse(rebound.text)).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      const foreign = await send(p, 'GET', `/organization/${VERDANT}`, { ...COOKIE, origin: 'https://evil.test' });
      expect(foreign.status).toBe(403);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await send(p, 'OPTIONS', '/auth/login', {
        origin: 'https://evil.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const local = await send(p, 'OPTIONS', '/auth/login', {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
      });
      expect(local.status).toBeLessThan(300);
      expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    }
  });
});
