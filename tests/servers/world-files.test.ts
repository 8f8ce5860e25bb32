import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startWorldProcess } from './world-process';

/**
 * Uploaded files on an origin of their own (docs/security.md, "Uploaded files"): the world's server as
 * `npm start` runs it (mocks/world/serve.mjs), with the files' server on WORLD_FILES_PORT. The portal's address of a
 * file redirects to the files' origin, which serves it typed by its bytes, as an attachment unless a plain image, and
 * answers nothing else and no other host name.
 */
let world: ChildProcess | undefined;
let worldPort = 0;
let filesPort = 0;

beforeAll(async () => {
  [worldPort, filesPort] = [await freePort(), await freePort()];
  world = await startWorldProcess(worldPort, { env: { WORLD_FILES_PORT: String(filesPort) } });
}, 60_000);

afterAll(() => {
  world?.kill('SIGTERM');
});

const session = { Authorization: 'Bearer world-files', cookie: 'portal-world=files-origin' };

async function upload(name: string, type: string, bytes: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const answer = await fetch(`http://127.0.0.1:${worldPort}/data-file`, {
    method: 'POST',
    headers: session,
    body: form,
  });
  const body = (await answer.json()) as { status: string; data: { url: string } };
  expect(body.status).toBe('1');
  return body.data.url;
}

describe('the world’s uploaded files, on their own origin', { timeout: 30_000 }, () => {
  it('the portal’s address redirects to the files’ port, which serves the file by its bytes', async () => {
    const url = await upload('invoice.pdf', 'application/pdf', '<html><script>fetch("/api")</script>');
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/__world\/files\/FIL/);
    const redirect = await fetch(`http://127.0.0.1:${worldPort}${path}`, { headers: session, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const there = new URL(redirect.headers.get('location')!);
    expect(there.origin).toBe(`http://127.0.0.1:${filesPort}`);
    const file = await fetch(there);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await file.text()).toContain('<script>');
  });

  it('refuses a declared list of types, another host name, and any other path on the files’ port', async () => {
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7\n'], 'coa.pdf', { type: 'application/pdf;x=1, text/html' }));
    const refused = await fetch(`http://127.0.0.1:${worldPort}/data-file`, {
      method: 'POST',
      headers: session,
      body: form,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const url = await upload('label.csv', 'text/csv', 'lot,qty\n1,2\n');
    const redirect = await fetch(`http://127.0.0.1:${worldPort}${new URL(url).pathname}`, {
      headers: session,
      redirect: 'manual',
    });
    const there = new URL(redirect.headers.get('location')!);
    // fetch sets Host itself: a page on another name resolving to 127.0.0.1 sends its own.
    const rebound = await new Promise<number>((resolve, reject) => {
      const asked = request(there, { headers: { Host: `evil.test:${filesPort}` } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      asked.on('error', reject);
      asked.end();
    });
    expect(rebound).toBe(403);
    expect((await fetch(`http://127.0.0.1:${filesPort}/__world/state`)).status).toBe(404);
  });
});
