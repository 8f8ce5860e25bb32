import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { worldControlHandlers } from '~mocks/world/control';
import { settingsOf } from '~mocks/world/registry';
import {
  isJsonType,
  isLocalOrigin,
  isOwnHost,
  isWrite,
  localCorsHeaders,
  localRefusal,
  originRefusal,
  worldWriteRefusal,
} from '~mocks/local-guard.mjs';

/** The mock servers answer this machine only (mocks/local-guard.mjs, docs/security.md). */
describe('the local guard', () => {
  it('takes a Host only as the server’s own loopback name and port', () => {
    for (const host of ['127.0.0.1:4011', 'localhost:4011', 'LOCALHOST:4011', '[::1]:4011'])
      expect(isOwnHost(host, 4011), host).toBe(true);
    for (const host of [
      'evil.test:4011',
      'evil.test',
      '127.0.0.1',
      'localhost',
      '127.0.0.1:4010',
      '127.0.0.1:40110',
      '127.0.0.1.evil.test:4011',
      'localhost.evil.test:4011',
      'x.localhost:4011',
      '0.0.0.0:4011',
      '127.0.0.2:4011',
      '[::ffff:127.0.0.1]:4011',
      ' 127.0.0.1:4011',
      '',
      undefined,
      null,
    ])
      expect(isOwnHost(host, 4011), String(host)).toBe(false);
    expect(isOwnHost('127.0.0.1:4011', '4011')).toBe(true);
  });

  it('takes an Origin only as an http page of this machine', () => {
    for (const origin of [
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://LocalHost:4173',
      'http://[::1]:5173',
      'http://127.0.0.1',
      'http://localhost:65535',
    ])
      expect(isLocalOrigin(origin), origin).toBe(true);
    for (const origin of [
      'null',
      'https://127.0.0.1:5173',
      'file://',
      'http://evil.test',
      'http://evil.test:5173',
      'http://127.0.0.1.evil.test:5173',
      'http://localhost.evil.test',
      'http://127.0.0.1:5173/',
      'http://127.0.0.1:5173/path',
      'http://127.0.0.1:99999',
      'http://127.0.0.1:0',
      'http://user@127.0.0.1:5173',
      'chrome-extension://abc',
      '',
      undefined,
      null,
    ])
      expect(isLocalOrigin(origin), String(origin)).toBe(false);
  });

  it('refuses a foreign Host or Origin with the backend’s 403 body, and lets no Origin through', () => {
    expect(localRefusal({ host: '127.0.0.1:4011', origin: undefined, port: 4011 })).toBeNull();
    expect(localRefusal({ host: 'localhost:4011', origin: 'http://localhost:5173', port: 4011 })).toBeNull();
    expect(localRefusal({ host: 'evil.test:4011', origin: undefined, port: 4011 })).toMatchObject({
      statusCode: 403,
      error: 'Forbidden',
    });
    expect(localRefusal({ host: '127.0.0.1:4011', origin: 'http://evil.test', port: 4011 })).toMatchObject({
      statusCode: 403,
      error: 'Forbidden',
    });
    expect(localRefusal({ host: '127.0.0.1:4011', origin: 'null', port: 4011 })?.statusCode).toBe(403);
    expect(originRefusal('http://192.168.1.5:5173', 'http://192.168.1.5:5173')).toBeNull();
    expect(originRefusal('http://192.168.1.5:5173')?.statusCode).toBe(403);
  });

  it('takes the world’s own writes as JSON only, from a local page or a program', () => {
    const write = (contentType: string | undefined, origin?: string, method = 'POST', path = '/__world/faults') =>
      worldWriteRefusal({ method, path, contentType, origin })?.statusCode ?? null;
    expect(write('application/json')).toBeNull();
    expect(write('application/json; charset=utf-8', 'http://127.0.0.1:5173')).toBeNull();
    expect(write('Application/JSON')).toBeNull();
    expect(write('text/plain')).toBe(415);
    expect(write('text/plain;charset=UTF-8', 'http://127.0.0.1:5173')).toBe(415);
    expect(write('application/x-www-form-urlencoded')).toBe(415);
    expect(write('multipart/form-data; boundary=x')).toBe(415);
    expect(write('application/jsonp')).toBe(415);
    expect(write(undefined)).toBe(415);
    expect(write('application/json', 'http://evil.test')).toBe(403);
    expect(write('text/plain', 'http://evil.test')).toBe(403);
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect(write('text/plain', undefined, method)).toBe(415);
    // Reads, and the contract's own calls, are not this rule's.
    expect(write(undefined, undefined, 'GET')).toBeNull();
    expect(write(undefined, undefined, 'HEAD')).toBeNull();
    expect(write('text/plain', undefined, 'POST', '/location/save')).toBeNull();
    expect(write('text/plain', undefined, 'POST', '/__worldly')).toBeNull();
  });

  it('names writes and JSON bodies', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE', 'PROPFIND'].every(isWrite)).toBe(true);
    expect(['GET', 'head', 'OPTIONS', undefined].some(isWrite)).toBe(false);
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('application/merge-patch+json')).toBe(false);
  });

  it('keeps a CORS allowance for a local page alone, never a reflection of another origin', () => {
    const prism = {
      'content-type': 'application/json',
      'access-control-allow-origin': 'http://evil.test',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'access-control-expose-headers': '*',
      vary: 'accept',
    };
    expect(localCorsHeaders(prism, 'http://evil.test')).toEqual({ 'content-type': 'application/json', vary: 'accept' });
    expect(localCorsHeaders(prism, undefined)).toEqual({ 'content-type': 'application/json', vary: 'accept' });
    expect(localCorsHeaders(prism, 'null')).toEqual({ 'content-type': 'application/json', vary: 'accept' });
    expect(localCorsHeaders(prism, 'http://127.0.0.1:5173')).toEqual({
      'content-type': 'application/json',
      'access-control-allow-origin': 'http://127.0.0.1:5173',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'access-control-expose-headers': '*',
      vary: 'accept, Origin',
    });
  });
});

describe("the world's own calls under MSW (npm run dev:msw, Vitest)", () => {
  const post = (headers: Record<string, string>, body: string, url = 'http://127.0.0.1:5173/__world/faults') =>
    getResponse(
      worldControlHandlers,
      new Request(url, { method: 'POST', headers: { cookie: 'portal-world=guard-msw', ...headers }, body }),
    );
  const faults = JSON.stringify({ faults: '1' });

  it('refuses a text/plain or form body (415) and another site’s page (403), and changes nothing', async () => {
    expect((await post({ 'content-type': 'text/plain;charset=UTF-8' }, faults))?.status).toBe(415);
    expect((await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'faults=1'))?.status).toBe(415);
    const foreign = await post({ 'content-type': 'application/json', origin: 'https://evil.test' }, faults);
    expect(foreign?.status).toBe(403);
    expect(await foreign?.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(settingsOf('guard-msw')?.faults).toBeUndefined();
  });

  it('takes JSON from the page itself, on a local address or its own', async () => {
    expect((await post({ 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' }, faults))?.status).toBe(
      200,
    );
    const lan = 'http://192.168.1.5:5173';
    expect(
      (await post({ 'content-type': 'application/json', origin: lan }, '{"faults":null}', `${lan}/__world/faults`))
        ?.status,
    ).toBe(200);
    expect(settingsOf('guard-msw')?.faults).toBeUndefined();
  });
});
