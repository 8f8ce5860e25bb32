import type { WorldState } from './control';
import type { CoverageRow } from './coverage';
import {
  changeCount,
  decodeChanges,
  encodeChanges,
  fragmentLink,
  fragmentOf,
  LINK_LIMIT,
  type WorldChanges,
} from './repro-fragment';
import type { Mail } from './model/collections';

/**
 * The page's side of the mock world (mock builds only): its own address (`/__world`, proxied to the world's server
 * or answered by MSW), the cookie that names this browser's world, and the links that choose one.
 */
export const WORLD_BASE = '/__world';
const COOKIE = 'portal-world';

export type { WorldState };

/** The world this browser is in (its cookie), if it has one yet. */
export function currentWorldKey(): string | undefined {
  const match = /(?:^|;\s*)portal-world=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** This browser goes into the world `key` from its next call (a year's cookie, this origin only). */
export function enterWorld(key: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(key)}; path=/; max-age=31536000; samesite=lax`;
}

/** A new world's name: `w-` and ten random letters and digits. */
export function newWorldKey(): string {
  return `w-${Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => (b % 36).toString(36)).join('')}`;
}

/** One of the world's own calls; a write is always JSON (`{}` when it says nothing), as the world requires. */
async function worldCall<T>(method: 'GET' | 'POST', name: string, body?: unknown): Promise<T> {
  const response = await fetch(`${WORLD_BASE}/${name}`, {
    method,
    ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) }),
  });
  const value = (await response.json().catch(() => ({}))) as T & { message?: string; problems?: string[] };
  if (!response.ok)
    throw new WorldCallError(value.message ?? `The mock world answered ${response.status}`, value.problems);
  return value;
}

export class WorldCallError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

export const worldState = (): Promise<WorldState> => worldCall('GET', 'state');
export const resetWorldNow = (): Promise<WorldState> => worldCall('POST', 'reset');
export const chooseScenario = (name: string): Promise<WorldState> => worldCall('POST', 'scenario', { name });
export const listWorlds = (): Promise<{ worlds: { key: string; scenario: string; products: number }[] }> =>
  worldCall('GET', 'worlds');
export type LatencyChange = { latency: number | null } | { operationId: string; ms: number | null };
export const setWorldLatency = (change: LatencyChange): Promise<WorldState> => worldCall('POST', 'latency', change);
export const setWorldFaults = (faults: string | null): Promise<WorldState> => worldCall('POST', 'faults', { faults });
/** The mock checkout page completed: the world counts the session as paid (a session it never made stays unknown). */
export const payCheckout = (session: string): Promise<{ session: string; paid: boolean }> =>
  worldCall('POST', 'checkout/pay', { session });
export const loadSnapshotFile = (value: unknown): Promise<WorldState> => worldCall('POST', 'snapshot', value);

/** The world's clock (control-qa.ts): the browser's now and how far this world's time was moved forward. */
export interface WorldClock {
  now: string;
  advancedMs: number;
}
export const worldClock = (): Promise<WorldClock> => worldCall('GET', 'clock');
/** Moves this world's time forward: `'7h'`, `'2d'`. */
export const advanceWorldClock = (advance: string): Promise<WorldClock> => worldCall('POST', 'clock', { advance });
/** An email the platform would have sent (newest first), as the outbox keeps it (model/collections.ts). */
export type WorldMail = Omit<Mail, 'id'>;
export const worldOutbox = (): Promise<{ mails: WorldMail[] }> => worldCall('GET', 'outbox');
export interface AdminOrganization {
  id: string;
  name: string;
  is_approved: boolean;
  is_valid_domain_name: boolean;
  is_free_trail: boolean;
}
export const adminOrganizations = (): Promise<{ organizations: AdminOrganization[] }> => worldCall('GET', 'admin');
/** What the platform's staff do: approve, verify the domain, end the free trial of one organization. */
export const administer = (
  organization: string,
  action: 'approve' | 'verify-domain' | 'end-free-trial',
): Promise<{ organizations: AdminOrganization[] }> => worldCall('POST', 'admin', { organization, action });

/** A copy of this world, which this browser then goes into (the original stays as it is). */
export async function forkInto(key: string): Promise<WorldState> {
  const state = await worldCall<WorldState>('POST', 'fork', { to: key });
  enterWorld(key);
  return state;
}

/** A repro link as the World tab offers it: the address, its length, and whether it is short enough to send. */
export interface ReproLink {
  href: string;
  /** Characters in the whole link. */
  length: number;
  /** At most LINK_LIMIT characters: past it the World tab offers the snapshot file instead. */
  fits: boolean;
  /** How many records it adds, changes or removes. */
  records: number;
  /** How many uploaded files go as stand-ins (their bytes left out: the snapshot keeps them). */
  standIns: number;
}

/** The parameters a world link sets (the repro link carries them in its fragment instead). */
const WORLD_PARAMS = ['world', 'replay', 'latency', 'faults', 'clock'];

/**
 * A link that opens this page (its path and its own query) in a new world equal to this one as it is now, with what
 * is armed (`armed`, as `?replay=` writes it): all of it in the fragment, `#world=<…>` (mocks/world/repro-fragment.ts),
 * which no server ever receives, so it needs none; any copy of the portal with the mock world opens it.
 */
export async function reproLink(href: string, armed: readonly string[]): Promise<ReproLink> {
  const changes = await worldCall<WorldChanges>('GET', 'link');
  const encoded = await encodeChanges({ ...changes, armed: [...armed] });
  const url = new URL(href);
  for (const name of WORLD_PARAMS) url.searchParams.delete(name);
  const link = fragmentLink(url.toString(), encoded);
  return {
    href: link,
    length: link.length,
    fits: link.length <= LINK_LIMIT,
    records: changeCount(changes),
    standIns: changes.standIns?.length ?? 0,
  };
}

/**
 * Download snapshot: this world as a file, fetched then saved through an object URL (a plain link would be a
 * navigation, which MSW in the page does not answer on `npm run dev:msw`).
 */
export async function downloadSnapshot(): Promise<void> {
  const response = await fetch(`${WORLD_BASE}/snapshot`);
  if (!response.ok) throw new WorldCallError(`The mock world answered ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'world.json';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const LINK_PROBLEM = 'portal.world.link-problem';

/** What went wrong with the world the address asked for (an unknown repro copy), said once to the World tab. */
export function takeLinkProblem(): string | null {
  const message = sessionStorage.getItem(LINK_PROBLEM);
  sessionStorage.removeItem(LINK_PROBLEM);
  return message;
}

/** `?latency=800` (every answer) or `?latency=getBatch:2000` (one operation), repeatable. */
function latencyChanges(values: readonly string[], warn = true): LatencyChange[] {
  return values.flatMap((value): LatencyChange[] => {
    const [a = '', b] = value.split(':');
    if (b === undefined && /^\d+$/.test(a)) return [{ latency: Number(a) }];
    if (b !== undefined && /^\w+$/.test(a) && /^\d+$/.test(b)) return [{ operationId: a, ms: Number(b) }];
    if (warn) console.warn(`[world] ignored latency '${value}': <ms> or <operationId>:<ms>`);
    return [];
  });
}

/** What a world link says, applied to this browser's world (a failure is said once to the World tab). */
async function applyWorldChanges(
  choice: string | null,
  latencies: readonly string[],
  faults: string | null,
  clocks: readonly string[],
) {
  try {
    const [verb, ...rest] = (choice ?? '').split(':');
    const name = rest.join(':');
    if (verb === 'reset') await resetWorldNow();
    else if (verb === 'scenario') await chooseScenario(name);
    else if (verb === 'copy') {
      enterWorld(newWorldKey());
      await worldCall('POST', 'copy', { id: name });
    } else if (verb === 'join' && name) enterWorld(name);
    for (const change of latencyChanges(latencies)) await setWorldLatency(change);
    if (faults !== null) await setWorldFaults(faults === '0' ? null : faults);
    for (const advance of clocks) await advanceWorldClock(advance);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`[world] ${message}`);
    sessionStorage.setItem(LINK_PROBLEM, message);
  }
}

/** What a repro link that cannot be loaded says (its problems follow). */
export const LINK_REFUSED = 'This repro link cannot be opened here, so nothing was loaded';

/**
 * A repro link's world opened: this browser goes into a new world (the one it was in stays as it is), which the world
 * makes from the link's changes and checks like a snapshot (control.ts, `POST /__world/from-link`); then what the link
 * had armed is armed, in place of what this tab had. An armed response this version does not document, or a world
 * that does not fit, refuses the whole link: this browser stays in its world.
 */
async function openCarriedWorld(changes: WorldChanges): Promise<void> {
  const [{ parseReplayParam }, arming] = await Promise.all([
    import('../replay/link'),
    import('../replay/arming-store'),
  ]);
  const parsed = changes.armed.map((value) => ({ value, parsed: parseReplayParam(value) }));
  const unknown = parsed.flatMap(({ value, parsed: p }) => ('error' in p ? [`armed '${value}': ${p.error}`] : []));
  if (unknown.length > 0) throw new WorldCallError(LINK_REFUSED, unknown);
  const before = currentWorldKey();
  enterWorld(newWorldKey());
  try {
    await worldCall('POST', 'from-link', changes);
  } catch (error) {
    if (before) enterWorld(before);
    throw error;
  }
  arming.disarmAll();
  for (const { parsed: p } of parsed) if ('armed' in p) arming.arm(p.armed);
}

/** A link's problem said once to the World tab (and the console): its message and what breaks it. */
function linkProblem(error: unknown): void {
  const problems = error instanceof WorldCallError ? error.problems : [];
  const message = error instanceof Error ? error.message : String(error);
  const text =
    problems.length > 0
      ? `${message.replace(/\.$/, '')}: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? '; …' : ''}`
      : message;
  console.warn(`[world] ${text}`);
  sessionStorage.setItem(LINK_PROBLEM, text);
}

let reloadsOnRepro = false;

/** The start of the question a world link from elsewhere asks (the e2e suite's fixtures accept it). */
export const WORLD_LINK_QUESTION = 'This link would change the mock world of this browser';

/** What the address's `?world=`, `?latency=` and `?faults=` would change, in words (none: nothing to apply). */
export function worldLinkChanges(search: string): string[] {
  const params = new URLSearchParams(search);
  const changes: string[] = [];
  const choice = params.get('world');
  if (choice !== null) {
    const [verb, ...rest] = choice.split(':');
    const name = rest.join(':');
    if (verb === 'reset') changes.push('reset this world to its seed (what you made in it is lost)');
    else if (verb === 'scenario') changes.push(`start this world again from the scenario '${name}'`);
    else if (verb === 'copy') changes.push(`move this browser into a copy of the world '${name}' (a repro link)`);
    else if (verb === 'join' && name) changes.push(`move this browser into the shared world '${name}'`);
  }
  for (const change of latencyChanges(params.getAll('latency'), false))
    changes.push(
      'operationId' in change
        ? `delay ${change.operationId} by ${change.ms} ms`
        : `delay every answer by ${change.latency} ms`,
    );
  const faults = params.get('faults');
  if (faults !== null) changes.push(faults === '0' ? 'turn faults off' : `fail calls on purpose (faults ${faults})`);
  for (const advance of params.getAll('clock'))
    changes.push(`move this world's time forward by ${advance.trim().replace(/^\+/, '')}`);
  return changes;
}

/** What a repro link's world would change, in words (the question before it is applied). */
export function reproLinkChange(changes: WorldChanges): string {
  const records = changeCount(changes);
  const armed = changes.armed.length > 0 ? `; armed: ${changes.armed.join(', ')}` : '';
  return `move this browser into a new world made from a repro link: the scenario '${changes.scenario}' with ${records} record${records === 1 ? '' : 's'} changed${armed} (the world it is in now stays as it is)`;
}

/** True when the page was opened from one of the portal's own pages (a referrer of this origin). */
export function openedFromPortal(referrer: string, origin: string): boolean {
  return URL.canParse(referrer) && new URL(referrer).origin === origin;
}

/** The question asked before a world link from elsewhere is applied. */
export function worldLinkQuestion(changes: readonly string[]): string {
  return [
    `${WORLD_LINK_QUESTION}:`,
    ...changes.map((change) => `• ${change}`),
    '',
    'It was not opened from the portal’s own pages. Apply it? (Cancel opens the page without changing the world.)',
  ].join('\n');
}

/**
 * Before the app's first call (mock builds): this browser gets a world of its own the first time (a cookie), then the
 * address may choose one, and the parameters leave it. A link opened from anywhere but the portal's own pages (a
 * chat, an issue, another site, a typed address: no referrer or another origin's) asks first, naming what it would
 * change, and changes nothing unless the person says yes:
 * - `?world=reset`: back to its scenario's seed;
 * - `?world=scenario:<name>`: a fresh copy of a scenario;
 * - `#world=<…>` (a repro link, mocks/world/repro-fragment.ts): a new world, equal to the one the link was made from,
 *   with what it had armed; the world it was in stays as it is;
 * - `?world=copy:<id>` (an older repro link, against the npm start it was made on): a new world, a copy of that one;
 * - `?world=join:<name>`: the shared world of that name (made from the default scenario if new);
 * - `?latency=<ms>` or `?latency=<operationId>:<ms>`: this world's delay;
 * - `?faults=<share>[:seed=<n>][:kinds=…][:ops=…]`: this world's faults (mocks/world/faults.ts), `?faults=0`: none;
 * - `?clock=+<n>h` or `?clock=+<n>d` (repeatable): this world's time moved forward (model/rules/clock.ts).
 * Without a cookie API (`npm run dev:msw` answers in the page) the page's one world is used.
 */
export async function applyWorldLink(): Promise<void> {
  if (!currentWorldKey()) enterWorld(newWorldKey());
  // A repro link pasted into the address of this page changes only its fragment: the page starts again to open it.
  if (!reloadsOnRepro) {
    reloadsOnRepro = true;
    window.addEventListener('hashchange', () => {
      if (fragmentOf(location.hash) !== null) location.reload();
    });
  }
  const url = new URL(location.href);
  const choice = url.searchParams.get('world');
  const latencies = url.searchParams.getAll('latency');
  const faults = url.searchParams.get('faults');
  const clocks = url.searchParams.getAll('clock');
  const fragment = fragmentOf(url.hash);
  if (choice === null && latencies.length === 0 && faults === null && clocks.length === 0 && fragment === null) return;
  const carried = fragment === null ? null : await decodeChanges(fragment);
  if (carried && 'problems' in carried) linkProblem(new WorldCallError(LINK_REFUSED, carried.problems));
  const changes = worldLinkChanges(url.search);
  if (carried && 'changes' in carried) changes.unshift(reproLinkChange(carried.changes));
  const asked = changes.length > 0 && !openedFromPortal(document.referrer, location.origin);
  if (asked && !window.confirm(worldLinkQuestion(changes))) console.info('[world] the link was not applied');
  else {
    // The repro link's world first: the query's settings, if any, then apply to it.
    if (carried && 'changes' in carried) await openCarriedWorld(carried.changes).catch(linkProblem);
    await applyWorldChanges(choice, latencies, faults, clocks);
  }
  for (const name of ['world', 'clock', 'latency', 'faults']) url.searchParams.delete(name);
  if (fragment !== null) url.hash = '';
  history.replaceState(history.state, '', url);
}

export interface CoverageMap {
  readonly figures: { operations: number; world: number; example: number; thirdParty: number };
  readonly rows: readonly CoverageRow[];
}

/** How the world answers each operation (mocks/world/coverage.ts), as `npm run world:coverage` prints it. */
export const worldCoverage = (): Promise<CoverageMap> => worldCall('GET', 'coverage');
