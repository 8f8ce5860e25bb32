/** The mock world's own address (its census, the reset): proxied to the world's server, or answered by MSW. */
export const WORLD_BASE = '/__world';

export async function resetWorldNow(): Promise<Record<string, number>> {
  const response = await fetch(`${WORLD_BASE}/reset`, { method: 'POST' });
  return (await response.json()) as Record<string, number>;
}

/** One of the world's own reads (its census, its coverage map); a failed answer is an error. */
async function worldRead<T>(name: string): Promise<T> {
  const response = await fetch(`${WORLD_BASE}/${name}`);
  if (!response.ok) throw new Error(`The mock world answered ${response.status}`);
  return (await response.json()) as T;
}

export const worldState = (): Promise<Record<string, number>> => worldRead('state');

/**
 * `?world=reset` in a link (mock builds): the world goes back to its seed before the app's first call, and the
 * parameter leaves the address.
 */
export async function applyWorldLink(): Promise<void> {
  const url = new URL(location.href);
  if (url.searchParams.get('world') !== 'reset') return;
  await resetWorldNow().catch(() => undefined);
  url.searchParams.delete('world');
  history.replaceState(history.state, '', url);
}

export interface CoverageMap {
  readonly figures: { operations: number; world: number; example: number; thirdParty: number };
  readonly rows: readonly { operationId: string; method: string; path: string; answered: string; why: string }[];
}

/** How the world answers each operation (mocks/world/coverage.ts), as `npm run world:coverage` prints it. */
export const worldCoverage = (): Promise<CoverageMap> => worldRead('coverage');
