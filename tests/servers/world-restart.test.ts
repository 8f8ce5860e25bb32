import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { VERDANT } from '../../test-support/example-world';
import { startWorldProcess, stopWorldProcess } from './world-process';

/**
 * npm start's world server, restarted: a world changed through HTTP is there again after the process is stopped and
 * a new one started on the same folder (the world's server in its own process, as `npm start` runs it).
 */
const PORT = 4391;
const BASE = `http://127.0.0.1:${PORT}`;
const COOKIE = { cookie: 'portal-world=restart-me', 'content-type': 'application/json' };
let dir = '';
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server) await stopWorldProcess(server);
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('a world changed on the server is there after a restart of the server', { timeout: 60_000 }, async () => {
  dir = await mkdtemp(join(tmpdir(), 'worlds-restart-'));
  server = await startWorldProcess(PORT, { dir });
  const post = (name: string, body: unknown) =>
    fetch(`${BASE}/__world/${name}`, { method: 'POST', headers: COOKIE, body: JSON.stringify(body) });
  expect((await post('scenario', { name: 'new-organization' })).status).toBe(200);
  expect((await post('latency', { operationId: 'getBatch', ms: 1500 })).status).toBe(200);
  const before = (await (await fetch(`${BASE}/__world/state`, { headers: COOKIE })).json()) as Record<string, unknown>;

  await stopWorldProcess(server);
  expect(await readdir(dir)).toContain('restart-me.json');
  server = await startWorldProcess(PORT, { dir });
  const after = (await (await fetch(`${BASE}/__world/state`, { headers: COOKIE })).json()) as Record<string, unknown>;
  expect(after).toMatchObject({
    key: 'restart-me',
    scenario: 'new-organization',
    latencyByOperation: { getBatch: 1500 },
  });
  expect(after.census).toEqual(before.census);
});

it('an answer a fault loses after the change is cut on the wire after its headers, and the change is made', async () => {
  server ??= await startWorldProcess(PORT, { dir });
  const headers = { cookie: 'portal-world=cut-me', 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const census = async () =>
    ((await (await fetch(`${BASE}/__world/state`, { headers })).json()) as { census: { locations: number } }).census;
  const before = (await census()).locations;
  expect((await post('/__world/faults', { faults: '1:kinds=drop-after:ops=saveLocation' })).status).toBe(200);
  const location = { id: '', description: 'Cold storage', line_1: '2400 South Priest Drive', line_2: null };
  const answer = await post('/location/save', {
    ...location,
    zip: '85282',
    city: 'Tempe',
    state: 'AZ',
    country: 'US',
    organization_id: VERDANT,
  });
  // The status and headers came (so a browser does not send the request again by itself); the body never does.
  expect(answer.status).toBe(200);
  expect(answer.headers.has('x-world-fault')).toBe(false);
  await expect(answer.text()).rejects.toThrow();
  expect((await census()).locations).toBe(before + 1);
});
