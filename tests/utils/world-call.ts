import { getResponse } from 'msw';
import { expect } from 'vitest';
import { operationRoutes } from '@/api/generated/operation-routes';
import { takeBreaches } from '~mocks/world/answer';
import { worldControlHandlers } from '~mocks/world/control';
import { worldHandler } from '~mocks/world/dispatch';
import { getWorld, resetWorld } from '~mocks/world/registry';
import type { OperationId, RequestBody } from '~mocks/world/types';
import type { World } from '~mocks/world/model/world';

/**
 * Calls the mock world as the portal does, without a screen: the operation's method and path from the contract, a
 * JSON or multipart body, the world's own handler (contract checks included), in the world of `key`. For unit tests
 * of the world's rules and its property tests (environment node or jsdom alike).
 */
export interface WorldAnswer {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the answer holds
  readonly body: any;
  /** The contract breaches this call caused (request or answer); [] when it kept the contract. */
  readonly breaches: ReturnType<typeof takeBreaches>;
}

export interface WorldCallOptions {
  /** Path parameters by the contract's names (`{ id: 'BAT…' }`). */
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  /** The selectedsubscription header (tracer, fastpass, publisher, …). */
  readonly subscription?: string;
  /** The world's key (its cookie): each test may use its own. */
  readonly world?: string;
  /** The access token sent as `Authorization: Bearer <token>` (a session sign-in opened). */
  readonly token?: string;
}

const BASE = 'http://portal.test/api';

export async function callWorld<O extends OperationId>(
  operationId: O,
  body?: RequestBody<O> | FormData | Record<string, unknown>,
  options: WorldCallOptions = {},
): Promise<WorldAnswer> {
  const route = operationRoutes.find(([id]) => id === operationId);
  if (!route) throw new Error(`no operation ${operationId}`);
  const [, method, template] = route;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${operationId}: no path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${BASE}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers();
  if (options.subscription) headers.set('selectedsubscription', options.subscription);
  if (options.world) headers.set('cookie', `portal-world=${encodeURIComponent(options.world)}`);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined && method !== 'GET') {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  takeBreaches();
  const response = await getResponse([worldHandler], new Request(url, { method, headers, body: payload }));
  const breaches = takeBreaches();
  // A resolver that touches a collection it does not declare fails every test that calls it (model/access.ts).
  const undeclared = breaches.filter((b) => b.side === 'declaration');
  if (undeclared.length > 0) throw new Error(undeclared.map((b) => b.fields.join('; ')).join('\n'));
  if (!response) return { status: -1, body: undefined, breaches };
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: text && json ? (JSON.parse(text) as unknown) : text || undefined, breaches };
}

/**
 * A caller of the world of `key` that asserts each call kept the contract (no breach) and was answered by the world;
 * `defaults` go with every call (the subscription header, say), a call's own options over them.
 */
export function callWorldKept(key: string, defaults: WorldCallOptions = {}) {
  return async (...[operationId, body, options]: Parameters<typeof callWorld>): Promise<WorldAnswer> => {
    const answer = await callWorld(operationId, body, { ...defaults, ...options, world: key });
    expect(answer.breaches).toEqual([]);
    expect(answer.status).not.toBe(-1);
    return answer;
  };
}

/** Whether the world answers this operation at all (false: it falls through to the contract's example). */
export async function worldAnswers(operationId: OperationId, body?: unknown, options?: WorldCallOptions) {
  return (await callWorld(operationId, body as never, options)).status !== -1;
}

/** A fresh world for a test (the seed), and the world object to look into. */
export function freshWorld(key = 'default'): World {
  resetWorld(key);
  return getWorld(key);
}

/**
 * The mock checkout page completed for a session (its Pay): the world's own call, as the page makes it. Answers the
 * status: 200 paid, 404 for a session the world never made.
 */
export async function payCheckout(session: string, key = 'default'): Promise<number> {
  const request = new Request('http://portal.test/__world/checkout/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: `portal-world=${encodeURIComponent(key)}` },
    body: JSON.stringify({ session }),
  });
  const response = await getResponse(worldControlHandlers, request);
  return response?.status ?? 404;
}

/** One of the world's own calls (`/__world/<name>`: mocks/world/control.ts), in the world of `key`. */
export async function control(method: string, name: string, key: string, body?: unknown) {
  const headers = new Headers({ cookie: `portal-world=${key}` });
  // A write is JSON, `{}` when it says nothing, as the world requires (mocks/local-guard.mjs).
  const write = method !== 'GET';
  if (write) headers.set('content-type', 'application/json');
  const request = new Request(`http://portal.test/__world/${name}`, {
    method,
    headers,
    body: write ? JSON.stringify(body ?? {}) : undefined,
  });
  const response = (await getResponse(worldControlHandlers, request))!;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever the answer holds
  return { status: response.status, body: (await response.json()) as any };
}
