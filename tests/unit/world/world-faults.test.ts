import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { worldControlHandlers } from '~mocks/world/control';
import { worldHandler } from '~mocks/world/dispatch';
import { drawFault, FAULT_KINDS, formatFaults, parseFaults, type FaultSettings } from '~mocks/world/faults';
import { worldEntry } from '~mocks/world/registry';
import { locationInput } from '../../../test-support/example-world';

const settings = (over: Partial<FaultSettings> = {}): FaultSettings => ({
  rate: 0.2,
  seed: 7,
  kinds: [...FAULT_KINDS],
  operations: [],
  ...over,
});

describe('faults on demand: the rules', () => {
  it('reads the link’s form, and names what is wrong with one it cannot use', () => {
    expect(parseFaults('0.2')).toEqual(settings({ seed: 1 }));
    expect(parseFaults('0.5:seed=42:kinds=server-error,drop-after:ops=createProduct,saveLocation')).toEqual({
      rate: 0.5,
      seed: 42,
      kinds: ['server-error', 'drop-after'],
      operations: ['createProduct', 'saveLocation'],
    });
    expect(formatFaults(settings({ kinds: ['slow'] }))).toBe('0.2:seed=7:kinds=slow');
    expect(parseFaults('2')).toEqual({ error: "'2' is not a share of calls between 0 and 1" });
    expect(parseFaults('0.2:kinds=fire')).toEqual({
      error: "kinds are server-error, drop-before, drop-after, slow, timeout, not 'fire'",
    });
    expect(parseFaults('0.2:colour=red')).toHaveProperty('error');
  });

  it('draws the same faults from the same seed, about the share asked, of every kind', () => {
    const run = (s: FaultSettings) => Array.from({ length: 10_000 }, (_, n) => drawFault(s, 'getBatch', n));
    const first = run(settings());
    expect(run(settings())).toEqual(first);
    expect(run(settings({ seed: 8 }))).not.toEqual(first);
    const failed = first.filter(Boolean);
    expect(failed.length / first.length).toBeGreaterThan(0.18);
    expect(failed.length / first.length).toBeLessThan(0.22);
    expect(new Set(failed)).toEqual(new Set(FAULT_KINDS));
    expect(run(settings({ operations: ['createProduct'] })).filter(Boolean)).toEqual([]);
    expect(run(settings({ rate: 0 })).filter(Boolean)).toEqual([]);
  });
});

/** A call to the world of `key` as the page makes it (the world's handler alone: no replay in front). */
async function call(key: string, method: string, path: string, body?: unknown) {
  const headers = new Headers({ cookie: `portal-world=${key}` });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`http://portal.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await getResponse([worldHandler, ...worldControlHandlers], request))!;
}

const LOCATION = locationInput();

describe('faults on demand: in the world', () => {
  it('a server failure is the operation’s documented answer, and the world is untouched', async () => {
    await call('f1', 'POST', '/__world/faults', { faults: '1:kinds=server-error' });
    const before = worldEntry('f1').world.locations.size;
    const answer = await call('f1', 'POST', '/api/location/save', LOCATION);
    expect([500, 503]).toContain(answer.status);
    expect(await answer.json()).toMatchObject({ statusCode: answer.status });
    expect(worldEntry('f1').world.locations.size).toBe(before);
  });

  it('a connection dropped before leaves the world as it was; dropped after, the change is made', async () => {
    await call('f2', 'POST', '/__world/faults', { faults: '1:kinds=drop-before' });
    const before = worldEntry('f2').world.locations.size;
    expect((await call('f2', 'POST', '/api/location/save', LOCATION)).type).toBe('error');
    expect(worldEntry('f2').world.locations.size).toBe(before);

    await call('f2', 'POST', '/__world/faults', { faults: '1:kinds=drop-after' });
    // The answer's status comes, its body never does: the page cannot tell whether the location was saved.
    const cutShort = await call('f2', 'POST', '/api/location/save', LOCATION);
    expect(cutShort.status).toBe(200);
    await expect(cutShort.text()).rejects.toThrow('The connection dropped while the answer came');
    expect(worldEntry('f2').world.locations.size).toBe(before + 1);

    const state = (await (await call('f2', 'GET', '/__world/state')).json()) as Record<string, unknown>;
    expect(state).toMatchObject({ faults: '1:seed=1:kinds=drop-after', calls: 1, tally: { 'drop-after': 1 } });
    await call('f2', 'POST', '/__world/faults', { faults: null });
    expect((await call('f2', 'POST', '/api/location/save', LOCATION)).status).toBe(200);
  });

  it('refuses faults it cannot read, with the reason', async () => {
    const answer = await call('f3', 'POST', '/__world/faults', { faults: '0.2:kinds=fire' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Faults: kinds are server-error/);
  });
});
