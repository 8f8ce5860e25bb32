/** The mock world's own address (its census, the reset): proxied to the world's server, or answered by MSW. */
export const WORLD_BASE = '/__world';

export async function resetWorldNow(): Promise<Record<string, number>> {
  const response = await fetch(`${WORLD_BASE}/reset`, { method: 'POST' });
  return (await response.json()) as Record<string, number>;
}

export async function worldState(): Promise<Record<string, number>> {
  const response = await fetch(`${WORLD_BASE}/state`);
  if (!response.ok) throw new Error(`The mock world answered ${response.status}`);
  return (await response.json()) as Record<string, number>;
}

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
export async function worldCoverage(): Promise<CoverageMap> {
  const response = await fetch(`${WORLD_BASE}/coverage`);
  if (!response.ok) throw new Error(`The mock world answered ${response.status}`);
  return (await response.json()) as CoverageMap;
}
