import { registerReset } from '@/lib/module-store';
import { buildScenario, DEFAULT_SCENARIO, isScenario } from './scenarios';
import { checkSnapshot, SNAPSHOT_FORMAT, type WorldSnapshot } from './snapshot';
import { drawFault, type FaultKind, type FaultSettings, type FaultTally } from './faults';
import { census, restoreFrom, snapshot, type World } from './model/world';
import type { PageStore } from './page-store';

/**
 * The worlds by key. One process (the world's server) keeps one world per key: each browser that opens `npm start`
 * has its own (the page sets a `portal-world` cookie the first time: mocks/world/link.ts), e2e tests running side by
 * side each get theirs (the fixture's cookie), and a named shared world is a key several browsers hold. A request
 * without the cookie (Vitest, a curl) uses the default world. In the page (`npm run dev:msw`) the default world is
 * kept in IndexedDB (page-store.ts), so a reload keeps what was made.
 *
 * Each world remembers the scenario it was built from (a reset goes back to it) and its own settings (latency), which
 * a copy, a snapshot and a repro link carry with it.
 */
export const WORLD_COOKIE = 'portal-world';
export const DEFAULT_KEY = 'default';
export const STORAGE_KEY = 'portal.world';

/** A world's own settings: a delay for every answer, and one by operation (`?latency=getBatch:2000`). */
export interface WorldSettings {
  /** Milliseconds before every answer; unset: the server's (WORLD_LATENCY, 300 on npm start, 0 in tests). */
  latency?: number;
  latencyByOperation: Record<string, number>;
  /** A share of calls answered as a failing network or server would (mocks/world/faults.ts). */
  faults?: FaultSettings;
}

export interface WorldEntry {
  world: World;
  scenario: string;
  settings: WorldSettings;
  /** The calls this world has answered since its faults were set (each draws its fault from the seed), and those. */
  calls: number;
  tally: FaultTally;
}

const entries = new Map<string, WorldEntry>();
/** Frozen copies behind repro links: a link opened later still gets the world as it was when it was copied. */
const frozen = new Map<string, WorldSnapshot>();
/** The page's store (IndexedDB: page-store.ts), in the page only; null on the server and in tests. */
let store: PageStore | null = null;
/** The writes to the page's store not finished yet: a reload waits for them (mocks/browser.ts, `kept`). */
const writing = new Set<Promise<void>>();
let defaultScenario = DEFAULT_SCENARIO;
/** The faults a new world starts with (`WORLD_FAULTS` on npm start). */
let defaultFaults: FaultSettings | undefined;
/** Said once to the next reader of the world's state: a kept world that no longer fits the contract was set aside. */
const notices = new Map<string, string>();
const listeners = new Set<(key: string, entry: WorldEntry | undefined) => void>();

const noSettings = (): WorldSettings => ({
  latencyByOperation: {},
  ...(defaultFaults ? { faults: structuredClone(defaultFaults) } : {}),
});

/** The faults every new world starts with (`WORLD_FAULTS=0.2:seed=7 npm start`). */
export function setDefaultFaults(faults: FaultSettings | undefined): void {
  defaultFaults = faults;
}

/** Whether this call of the world of `key` fails, and how (counted, and tallied when it does). */
export function nextFault(key: string, operationId: string): FaultKind | undefined {
  // A world not made yet is not made for this: it has no faults unless every new world has them.
  if (!entries.has(key) && !defaultFaults) return undefined;
  const entry = worldEntry(key);
  const kind = drawFault(entry.settings.faults, operationId, entry.calls);
  entry.calls += 1;
  if (kind) entry.tally[kind] = (entry.tally[kind] ?? 0) + 1;
  return kind;
}

/** A key as the world accepts it (a cookie value, a file name): letters, digits, `-`, `_` and `.`, 1–80 of them. */
export function validKey(key: string): boolean {
  return /^[\w.-]{1,80}$/.test(key) && !key.startsWith('.');
}

/** In the page: keep its worlds in the browser's store (IndexedDB) across reloads and tabs. */
export function persistIn(pageStore: PageStore): void {
  store = pageStore;
}

/** Writes to the page's store, in the order made; a failure (past the quota) is said, and the world goes on in memory. */
function keep(key: string, value: string): void {
  if (!store) return;
  const write = store.set(key, value).catch(() => {
    console.warn(
      '[world] could not be kept in this browser (its storage is full?); kept in memory until the next reload',
    );
  });
  writing.add(write);
  void write.finally(() => writing.delete(write));
}

/** Every change made so far is in the page's store (an answer waits for it, so that a reload right after finds it). */
export async function kept(): Promise<void> {
  while (writing.size > 0) await Promise.all([...writing]);
}

/** The scenario a new world starts from (`npm start -- --scenario <name>`). */
export function setDefaultScenario(name: string): void {
  if (!isScenario(name)) throw new Error(`[world] no scenario '${name}'`);
  defaultScenario = name;
}

/** Told of every world that changes, is made, reset or replaced (the server keeps them on disk). */
export function onWorldChange(listener: (key: string, entry: WorldEntry | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(key: string): void {
  const entry = entries.get(key);
  for (const listener of listeners) listener(key, entry);
  if (!store || !entry) return;
  keep(`${STORAGE_KEY}:${key}`, snapshotJson(entry));
}

function fresh(scenario: string): WorldEntry {
  return { world: buildScenario(scenario), scenario, settings: noSettings(), calls: 0, tally: {} };
}

/** The key a request's world goes by (its cookie, or the default). */
export function worldKey(request: Request): string {
  // In the page (dev:msw) a request carries no cookie header: the page's own cookie names its world.
  const cookie = request.headers.get('cookie') ?? (store ? document.cookie : '');
  const match = new RegExp(`(?:^|;\\s*)${WORLD_COOKIE}=([^;]+)`).exec(cookie);
  const key = match?.[1] ? decodeURIComponent(match[1]) : DEFAULT_KEY;
  return validKey(key) ? key : DEFAULT_KEY;
}

export function worldEntry(key = DEFAULT_KEY): WorldEntry {
  let entry = entries.get(key);
  if (!entry) {
    entry = fresh(defaultScenario);
    entries.set(key, entry);
  }
  return entry;
}

export function getWorld(key = DEFAULT_KEY): World {
  return worldEntry(key).world;
}

/** After a change: the world is kept (IndexedDB in the page, a file on the server). */
export function saved(key: string): void {
  if (entries.has(key)) changed(key);
}

/** Back to its scenario's seed (the World tab's reset, `?world=reset`, each Vitest test). */
export function resetWorld(key = DEFAULT_KEY): World {
  const scenario = entries.get(key)?.scenario ?? defaultScenario;
  entries.set(key, fresh(scenario));
  changed(key);
  return getWorld(key);
}

/** The world of `key` becomes a fresh copy of a scenario (`?world=scenario:<name>`, the World tab, tests). */
export function useScenario(key: string, name: string): World {
  if (!isScenario(name)) throw new Error(`[world] no scenario '${name}'`);
  entries.set(key, fresh(name));
  changed(key);
  return getWorld(key);
}

/** A world as a file: its records, its scenario and settings (Download snapshot, a kept world, a repro link). */
export function toSnapshot(entry: WorldEntry): WorldSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    savedAt: new Date().toISOString(),
    scenario: entry.scenario,
    settings: structuredClone(entry.settings),
    world: JSON.parse(snapshot(entry.world)) as Record<string, unknown>,
  };
}

/** The same snapshot as JSON text, written in one pass (a large world is tens of megabytes). */
export function snapshotJson(entry: WorldEntry): string {
  const { world, scenario, settings } = entry;
  return JSON.stringify({ format: SNAPSHOT_FORMAT, savedAt: new Date().toISOString(), scenario, settings, world });
}

export function worldSnapshot(key = DEFAULT_KEY): WorldSnapshot {
  return toSnapshot(worldEntry(key));
}

/** A world from a snapshot, its records used as they are (`copy`: copied first, for a snapshot kept to be used again). */
function fromSnapshot(snap: WorldSnapshot, copy = false): WorldEntry {
  const scenario = isScenario(snap.scenario) ? snap.scenario : DEFAULT_SCENARIO;
  return {
    world: restoreFrom(copy ? structuredClone(snap.world) : snap.world, () => buildScenario(scenario)),
    scenario,
    settings: { ...noSettings(), ...snap.settings },
    calls: 0,
    tally: {},
  };
}

/**
 * A snapshot becomes the world of `key`, once it is checked against the contract: one that breaks it is refused whole
 * (never loaded half-broken), with its records and fields named.
 */
export async function loadSnapshot(key: string, value: unknown): Promise<{ problems: string[] }> {
  const problems = await checkSnapshot(value);
  if (problems.length > 0) return { problems };
  entries.set(key, fromSnapshot(value as WorldSnapshot));
  changed(key);
  return { problems: [] };
}

/** A kept world put back as it was (the server's folder at start): already checked by the caller. */
export function keepLoaded(key: string, snap: WorldSnapshot): void {
  entries.set(key, fromSnapshot(snap));
}

/** A copy of the world of `from` as the world of `to` (fork); the original is not touched by what the copy does. */
export function forkWorld(from: string, to: string): void {
  entries.set(to, fromSnapshot(worldSnapshot(from)));
  changed(to);
}

/** A frozen copy of the world of `key`, under a new id (a repro link names it). */
export function freezeWorld(key: string, id: string): WorldSnapshot {
  const snap = worldSnapshot(key);
  frozen.set(id, snap);
  for (const listener of frozenListeners) listener(id, snap);
  keep(`${STORAGE_KEY}.copy:${id}`, JSON.stringify(snap));
  return snap;
}

const frozenListeners = new Set<(id: string, snap: WorldSnapshot) => void>();
/** Told of every frozen copy made (the server keeps them on disk). */
export function onWorldFrozen(listener: (id: string, snap: WorldSnapshot) => void): () => void {
  frozenListeners.add(listener);
  return () => frozenListeners.delete(listener);
}

/** The world of `key` becomes a copy of a frozen one; false when no copy has that id. */
export function thawWorld(id: string, key: string): boolean {
  const snap = frozen.get(id);
  if (!snap) return false;
  entries.set(key, fromSnapshot(snap, true));
  changed(key);
  return true;
}

export function keepFrozen(id: string, snap: WorldSnapshot): void {
  frozen.set(id, snap);
}

/** The worlds this process holds, by key (the World tab's switch). */
export function worldKeys(): string[] {
  return [...entries.keys()];
}

/** A world's settings without making the world (a call that falls through to its example needs none). */
export function settingsOf(key: string): WorldSettings | undefined {
  return entries.get(key)?.settings;
}

export function setSettings(key: string, change: Partial<WorldSettings>): WorldSettings {
  const entry = worldEntry(key);
  entry.settings = { ...entry.settings, ...change };
  if ('faults' in change) {
    // New faults draw from their seed's start: the same settings, the same run.
    entry.calls = 0;
    entry.tally = {};
  }
  changed(key);
  return entry.settings;
}

/** A message for the next reader of this world's state (a kept world set aside at start). */
export function addNotice(key: string, text: string): void {
  notices.set(key, text);
}

export function takeNotice(key: string): string | undefined {
  const text = notices.get(key);
  notices.delete(key);
  return text;
}

/**
 * In the page: the frozen copy a repro link names (`?world=copy:<id>`) back from the page's store, so that the link
 * thaws it as on the server.
 */
export async function restoreFrozen(id: string): Promise<void> {
  const text = store ? await store.get(`${STORAGE_KEY}.copy:${id}`) : undefined;
  if (text !== undefined && !frozen.has(id)) frozen.set(id, JSON.parse(text) as WorldSnapshot);
}

/** In the page: the kept world of this page's cookie back from the page's store, once checked against the contract. */
export async function restoreFromStorage(key: string): Promise<void> {
  if (!store) return;
  const saved = await store.get(`${STORAGE_KEY}:${key}`);
  if (!saved) return;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    value = undefined;
  }
  const { problems } = value === undefined ? { problems: ['not JSON'] } : await loadSnapshot(key, value);
  if (problems.length === 0) return;
  const aside = `${STORAGE_KEY}.set-aside:${key}`;
  await store.set(aside, saved);
  await store.remove(`${STORAGE_KEY}:${key}`);
  addNotice(key, setAsideNotice(`this browser's IndexedDB 'portal-world', '${aside}'`, problems));
}

/** What a person reads when a kept world was set aside. */
export function setAsideNotice(where: string, problems: readonly string[]): string {
  return `Your kept world no longer fits the contract, so it was set aside (${where}) and you start from the '${defaultScenario}' scenario. What breaks it: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}.`;
}

// Each test starts from the example world, kept in memory.
registerReset('mock worlds', () => {
  store = null;
  writing.clear();
  defaultScenario = DEFAULT_SCENARIO;
  defaultFaults = undefined;
  entries.clear();
  frozen.clear();
  notices.clear();
  listeners.clear();
  frozenListeners.clear();
});

export function worldCensus(key = DEFAULT_KEY): Record<string, number> {
  return census(getWorld(key));
}
