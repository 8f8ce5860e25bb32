import { http, HttpResponse, type RequestHandler } from 'msw';
import { coverage, coverageSummary } from './coverage';
import { serverLatency } from './dispatch';
import {
  forkWorld,
  freezeWorld,
  getWorld,
  loadSnapshot,
  resetWorld,
  saved,
  setSettings,
  takeNotice,
  thawWorld,
  useScenario,
  validKey,
  worldCensus,
  worldEntry,
  worldKey,
  worldKeys,
  worldSnapshot,
} from './registry';
import { buildScenario, isScenario, SCENARIOS } from './scenarios';
import { fileOnPageOrigin } from './files';
import { formatFaults, parseFaults, type FaultTally } from './faults';
import { worldWriteRefusal } from '../local-guard.mjs';
import { worldQaHandlers } from './control-qa';
import { passwordsOf } from './model/rules/auth';
import { currentCodes } from './model/rules/auth-otp';
import { advanceClock } from './model/rules/clock';
import { COLLECTIONS, snapshot as worldJson } from './model/world';
import {
  applyChanges,
  atInstant,
  changesProblems,
  dateShift,
  diffWorlds,
  LINK_FORMAT,
  withStandIns,
  type JsonWorld,
  type WorldChanges,
} from './repro-fragment';
import { SNAPSHOT_FORMAT, type WorldSnapshot } from './snapshot';

/**
 * The world's own calls (not the contract's), under `/__world/`: what the World tab shows and does. The world of a
 * call is its `portal-world` cookie's (mocks/world/link.ts sets it in the page).
 *
 * | call                      | what it does                                                               |
 * | ------------------------- | -------------------------------------------------------------------------- |
 * | GET state                 | this world: key, scenario, counts, settings, who signs in, the scenarios   |
 * | GET worlds                | the worlds this server holds (switch)                                      |
 * | POST reset                | back to its scenario's seed                                                |
 * | POST scenario {name}      | a fresh copy of a scenario                                                 |
 * | POST fork {to}            | a copy of this world as the world `to`                                     |
 * | POST repro                | a frozen copy of this world, for a repro link (its id)                     |
 * | POST copy {id}            | this world becomes a copy of a frozen one (an old `?world=copy:` link)     |
 * | GET link                  | what changed in this world since its scenario, for a repro link's fragment |
 * | POST from-link {changes}  | this world becomes the one a repro link carries, once checked              |
 * | GET snapshot              | this world as a file (Download snapshot)                                   |
 * | POST snapshot             | a snapshot file becomes this world, once checked against the contract      |
 * | POST latency {…}          | this world's delay, for every answer or one operation                      |
 * | POST faults {faults}      | this world's faults (`0.2:seed=7`, null: none)                             |
 * | GET files/<id>            | a file uploaded into this world (a redirect to the files' port: files.ts)  |
 * | GET coverage              | how the world answers each operation                                       |
 * | POST checkout/pay {session} | the mock checkout page completed: the session is paid (404: never made)  |
 * | GET/POST clock, GET outbox, GET/POST admin | the clock, the mails sent, the administrator (control-qa.ts)  |
 *
 * Every write (POST and the like) is JSON (`Content-Type: application/json`, `{}` when it has nothing to say) from a
 * page on this machine, or from a program with no Origin: a form or a text/plain body, which any site may send
 * without asking, is refused with 415, another site's Origin with 403 (mocks/local-guard.mjs; the world's server
 * checks it before these handlers, with its Host).
 */
export interface WorldState {
  key: string;
  scenario: string;
  scenarios: { name: string; summary: string }[];
  census: Record<string, number>;
  latency: number;
  latencyByOperation: Record<string, number>;
  /** This world's faults as the link writes them (null: none), the calls drawn since they were set, the faults. */
  faults: string | null;
  calls: number;
  tally: FaultTally;
  /**
   * Who signs in here: the individuals with an organization, by email, with their password (none: any password) and,
   * once their authenticator is set up, its current code, as the app would show it.
   */
  individuals: { email: string; name: string; organization: string; password?: string; code?: string }[];
  /** Said once: a kept world set aside at start. */
  notice?: string;
}

export function worldState(key: string): WorldState {
  const { world, scenario, settings, calls, tally } = worldEntry(key);
  const organizations = new Map(world.organizations.all().map((o) => [o.id, o.name]));
  const passwords = passwordsOf(world);
  const codes = currentCodes(world);
  const individuals = world.individuals
    .where((i) => Boolean(i.email_address && i.organization_id && organizations.has(i.organization_id)))
    .slice(0, 50)
    .map((i) => ({
      email: i.email_address ?? '',
      name: [i.name_first, i.name_last].filter(Boolean).join(' '),
      organization: organizations.get(i.organization_id ?? '') ?? '',
      ...(i.email_address && passwords[i.email_address] ? { password: passwords[i.email_address] } : {}),
      ...(i.email_address && codes[i.email_address] ? { code: codes[i.email_address] } : {}),
    }));
  const notice = takeNotice(key);
  return {
    key,
    scenario,
    scenarios: SCENARIOS.map(({ name, summary }) => ({ name, summary })),
    census: worldCensus(key),
    latency: settings.latency ?? serverLatency(),
    latencyByOperation: settings.latencyByOperation,
    faults: settings.faults ? formatFaults(settings.faults) : null,
    calls,
    tally,
    individuals,
    ...(notice ? { notice } : {}),
  };
}

const bad = (message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ message, ...extra }, { status: 400 });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const value = (await request.json()) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A random id (a frozen copy's): letters and digits. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => (b % 36).toString(36)).join('');
}

/**
 * A repro link's base: the scenario as built at `instant` (a scenario that dates its records from now dates them
 * so), its clock moved forward by `clock` ms as the world's was (model/rules/clock.ts: one move of the total moves
 * every date as far as the moves one by one did).
 */
function linkBase(scenario: string, instant: number, clock: number): JsonWorld {
  const world = atInstant(instant, () => buildScenario(scenario));
  if (clock > 0) advanceClock(world, clock);
  return JSON.parse(worldJson(world)) as JsonWorld;
}

/**
 * What a repro link carries of the world of `key` (mocks/world/repro-fragment.ts): what changed since its scenario,
 * its settings and clock; the page adds what is armed. The world does not know when its scenario was built: the base
 * is built now, and if the dates of the records both hold differ by one shift (a scenario that dates from its build),
 * built again that much earlier, and the shorter of the two is kept. An uploaded file of more than a few hundred
 * bytes goes as a stand-in of its kind (repro-fragment.ts, `withStandIns`): a photo's bytes alone would pass the limit.
 */
export function linkChanges(key: string): WorldChanges {
  const { world, scenario, settings } = worldEntry(key);
  const json = JSON.parse(worldJson(world)) as JsonWorld;
  const clock = world.clockAdvancedMs ?? 0;
  const now = Date.now();
  const base = linkBase(scenario, now, clock);
  let builtAt = now;
  let diff = diffWorlds(base, json, COLLECTIONS);
  const shift = dateShift(base, json, COLLECTIONS);
  if (shift !== 0) {
    const earlier = diffWorlds(linkBase(scenario, now - shift, clock), json, COLLECTIONS);
    if (JSON.stringify(earlier).length < JSON.stringify(diff).length) [builtAt, diff] = [now - shift, earlier];
  }
  return withStandIns({
    v: LINK_FORMAT,
    scenario,
    builtAt,
    clock,
    ...diff,
    settings: {
      ...(settings.latency !== undefined ? { latency: settings.latency } : {}),
      latencyByOperation: settings.latencyByOperation,
      ...(settings.faults ? { faults: formatFaults(settings.faults) } : {}),
    },
    armed: [],
  });
}

/**
 * The world of `key` becomes the one a repro link carries: the scenario built at the link's instant, its clock moved,
 * the link's changes applied, then checked against the contract as a snapshot is (snapshot.ts). What does not fit
 * is named and nothing is loaded.
 */
export async function worldFromLink(key: string, value: unknown): Promise<{ problems: string[] }> {
  const problems = changesProblems(value);
  if (problems.length > 0) return { problems };
  const changes = value as WorldChanges;
  if (!isScenario(changes.scenario))
    return {
      problems: [
        `the link's scenario '${changes.scenario}' is not in this version (${SCENARIOS.map((s) => s.name).join(', ')})`,
      ],
    };
  const faults = changes.settings.faults ? parseFaults(changes.settings.faults) : undefined;
  if (faults && 'error' in faults) return { problems: [`settings.faults: ${faults.error}`] };
  const applied = applyChanges(linkBase(changes.scenario, changes.builtAt, changes.clock), changes, COLLECTIONS);
  if (applied.problems.length > 0) return { problems: applied.problems };
  const { latency, latencyByOperation } = changes.settings;
  const snap: WorldSnapshot = {
    format: SNAPSHOT_FORMAT,
    savedAt: new Date().toISOString(),
    scenario: changes.scenario,
    settings: { ...(latency !== undefined ? { latency } : {}), latencyByOperation, ...(faults ? { faults } : {}) },
    world: applied.world,
  };
  const loaded = await loadSnapshot(key, snap);
  if (loaded.problems.length > 0) return loaded;
  // A snapshot's world does not keep how far its clock was moved: the link's is put back.
  if (changes.clock > 0) {
    getWorld(key).clockAdvancedMs = changes.clock;
    saved(key);
  }
  return { problems: [] };
}

export const worldControlHandlers: RequestHandler[] = [
  // First: a write that is not JSON, or from another site's page, goes no further (nothing answered: the next one does).
  http.all('*/__world/*', ({ request }) => {
    const url = new URL(request.url);
    const refused = worldWriteRefusal({
      method: request.method,
      path: url.pathname,
      contentType: request.headers.get('content-type'),
      origin: request.headers.get('origin'),
      // Under MSW the page answers itself: its own origin (a dev server on another address) is not another site.
      allowedOrigin: url.origin,
    });
    return refused ? HttpResponse.json(refused, { status: refused.statusCode }) : undefined;
  }),
  http.get('*/__world/state', ({ request }) => HttpResponse.json(worldState(worldKey(request)))),
  http.get('*/__world/worlds', () =>
    HttpResponse.json({
      worlds: worldKeys().map((key) => ({
        key,
        scenario: worldEntry(key).scenario,
        products: worldEntry(key).world.products.size,
      })),
    }),
  ),
  http.get('*/__world/coverage', () => HttpResponse.json({ figures: coverageSummary(), rows: coverage() })),
  http.post('*/__world/reset', ({ request }) => {
    resetWorld(worldKey(request));
    return HttpResponse.json(worldState(worldKey(request)));
  }),
  http.post('*/__world/scenario', async ({ request }) => {
    const { name } = await jsonBody(request);
    if (typeof name !== 'string' || !isScenario(name))
      return bad(`No scenario '${String(name)}': ${SCENARIOS.map((s) => s.name).join(', ')}`);
    useScenario(worldKey(request), name);
    return HttpResponse.json(worldState(worldKey(request)));
  }),
  http.post('*/__world/fork', async ({ request }) => {
    const { to } = await jsonBody(request);
    if (typeof to !== 'string' || !validKey(to)) return bad('A world’s name is 1–80 letters, digits, - _ or .');
    forkWorld(worldKey(request), to);
    return HttpResponse.json(worldState(to));
  }),
  http.post('*/__world/repro', ({ request }) => {
    const id = randomId();
    freezeWorld(worldKey(request), id);
    return HttpResponse.json({ id });
  }),
  http.post('*/__world/copy', async ({ request }) => {
    const { id } = await jsonBody(request);
    if (typeof id !== 'string' || !thawWorld(id, worldKey(request)))
      return HttpResponse.json(
        { message: `No copy '${String(id)}' on this server: a repro link opens against the npm start it came from.` },
        { status: 404 },
      );
    return HttpResponse.json(worldState(worldKey(request)));
  }),
  http.get('*/__world/link', ({ request }) => HttpResponse.json(linkChanges(worldKey(request)))),
  http.post('*/__world/from-link', async ({ request }) => {
    const key = worldKey(request);
    const { problems } = await worldFromLink(key, await jsonBody(request));
    if (problems.length > 0)
      return bad('This repro link does not fit this version of the portal: nothing was loaded.', { problems });
    return HttpResponse.json(worldState(key));
  }),
  http.get('*/__world/snapshot', ({ request }) => {
    const key = worldKey(request);
    const snap = worldSnapshot(key);
    const day = snap.savedAt.slice(0, 10);
    return HttpResponse.json(snap, {
      headers: { 'Content-Disposition': `attachment; filename="world-${snap.scenario}-${day}.json"` },
    });
  }),
  http.post('*/__world/snapshot', async ({ request }) => {
    let value: unknown;
    try {
      value = (await request.json()) as unknown;
    } catch {
      return bad('The file is not a world snapshot (JSON).', { problems: ['not JSON'] });
    }
    const { problems } = await loadSnapshot(worldKey(request), value);
    if (problems.length > 0)
      return bad('The snapshot does not fit the current contract: nothing was loaded.', { problems });
    return HttpResponse.json(worldState(worldKey(request)));
  }),
  http.post('*/__world/latency', async ({ request }) => {
    const key = worldKey(request);
    const { latency, operationId, ms } = await jsonBody(request);
    const valid = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 120_000;
    const { settings } = worldEntry(key);
    if (typeof operationId === 'string') {
      if (ms !== null && !valid(ms)) return bad('A delay is 0–120000 ms.');
      const others = Object.entries(settings.latencyByOperation).filter(([id]) => id !== operationId);
      setSettings(key, {
        latencyByOperation: Object.fromEntries(ms === null ? others : [...others, [operationId, Math.round(ms)]]),
      });
    } else if (latency === null) setSettings(key, { latency: undefined });
    else if (valid(latency)) setSettings(key, { latency: Math.round(latency) });
    else return bad('A delay is 0–120000 ms.');
    return HttpResponse.json(worldState(key));
  }),
  http.post('*/__world/faults', async ({ request }) => {
    const key = worldKey(request);
    const { faults } = await jsonBody(request);
    if (faults === null || faults === '') setSettings(key, { faults: undefined });
    else {
      const parsed = typeof faults === 'string' ? parseFaults(faults) : { error: 'faults is a string' };
      if ('error' in parsed) return bad(`Faults: ${parsed.error}`);
      setSettings(key, { faults: parsed });
    }
    return HttpResponse.json(worldState(key));
  }),
  http.post('*/__world/checkout/pay', async ({ request }) => {
    const { session } = await jsonBody(request);
    const { world } = worldEntry(worldKey(request));
    const checkout = typeof session === 'string' ? world.checkouts.get(session) : undefined;
    if (!checkout) return HttpResponse.json({ message: 'No such checkout session' }, { status: 404 });
    world.checkouts.patch(checkout.id, { paid: true });
    saved(worldKey(request));
    return HttpResponse.json({ session: checkout.id, paid: true });
  }),
  http.get('*/__world/files/:id', ({ request, params }) =>
    fileOnPageOrigin(request, worldKey(request), String(params.id)),
  ),
  ...worldQaHandlers,
];
