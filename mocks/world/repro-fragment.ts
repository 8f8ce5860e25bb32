/**
 * A repro link that carries its world (issue 59; docs/adr/0019-repro-links-in-the-fragment.md): what changed in a world
 * since its scenario was built, its settings, its clock and what is armed in the replay panel, as JSON, compressed
 * (deflate-raw) and base64url-encoded into the address's fragment (`#world=<…>`), which never reaches a server. Pure
 * functions for the page and Node 20 alike (`CompressionStream` is a global in both); they know nothing of the world's
 * modules, so the page's side of the link loads none of the world's code. The world's side (control.ts,
 * `GET /__world/link` and `POST /__world/from-link`) builds the scenario, diffs and applies with them.
 *
 * A scenario's build dates some records from the moment it is built (free-trial-ending: the trial started 29.5 days
 * before; new-organization: registered at the start of today), so a diff against a build made at another moment would
 * see those records as changed. The link carries the instant its base was built at (`builtAt`) and the clock moved
 * since (`clock`, the world's `clockAdvancedMs`): the side that opens it builds the scenario at that same instant
 * (`atInstant`) and moves its clock as far, which gives back the very records the world was made from.
 */

/** The encoding's format: a link of another format is refused, named, never read half-way. */
export const LINK_FORMAT = 1;
/** The fragment's name: `#world=<encoded>`. */
export const FRAGMENT_KEY = 'world';
/**
 * The longest link the World tab offers (the whole address, in characters); past it the tab offers the snapshot file.
 * Why this figure: docs/adr/0019-repro-links-in-the-fragment.md.
 */
export const LINK_LIMIT = 4_000;
/** The most a link may inflate to: a link is never a way to make the page or the world hold gigabytes. */
const MOST_INFLATED = 16 * 1024 * 1024;

type Row = Record<string, unknown> & { id: string };
/** A world as JSON: its collections (arrays of records with an id) and its scalars. */
export type JsonWorld = Record<string, unknown>;

/** One record changed in place: the top-level fields it sets, and those it no longer has. */
export interface RecordPatch {
  id: string;
  set?: Record<string, unknown>;
  drop?: string[];
}

/** What changed in one collection. */
export interface CollectionChanges {
  /** Records the scenario does not have, whole, in the world's order. */
  add?: Row[];
  /** Records of the scenario changed, whole (when that is shorter than their patch). */
  put?: Row[];
  /** Records of the scenario changed, by field. */
  patch?: RecordPatch[];
  /** Records of the scenario the world no longer has. */
  remove?: string[];
  /** The world's ids in its order, only when it is not the new records first, then the scenario's in its order. */
  order?: string[];
}

/** A world's settings as a link writes them (the faults as `?faults=` writes them: mocks/world/faults.ts). */
export interface LinkSettings {
  latency?: number;
  latencyByOperation: Record<string, number>;
  faults?: string;
}

/** Everything a repro link carries. */
export interface WorldChanges {
  /** The encoding's format (LINK_FORMAT). */
  v: number;
  scenario: string;
  /** The instant (ms since 1970) the base is built at: a scenario that dates its records from now dates them so. */
  builtAt: number;
  /** How far the world's time was moved forward (ms, `clockAdvancedMs`); the base's clock moves as far. */
  clock: number;
  /** The scalars that differ from the base's (seq, the signed-in individual and organization, allowances). */
  scalars?: Record<string, unknown>;
  collections?: Record<string, CollectionChanges>;
  settings: LinkSettings;
  /** What is armed in the replay panel, as `?replay=` writes it (`listLocations:500:serverError`, `…!once`). */
  armed: string[];
  /** The uploaded files whose bytes the link leaves out (`withStandIns`): each goes as a stand-in of its kind. */
  standIns?: string[];
}

/** Deep equality of JSON values (objects by their keys, in any order; arrays in order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, i) => sameJson(value, other[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  return (
    keys.length === Object.keys(y).filter((k) => y[k] !== undefined).length && keys.every((k) => sameJson(x[k], y[k]))
  );
}

const size = (value: unknown) => JSON.stringify(value).length;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/** One record's change: its patch or the whole record, whichever is shorter; undefined when it did not change. */
function recordChange(before: Row, after: Row): { patch: RecordPatch } | { put: Row } | undefined {
  const set: Record<string, unknown> = {};
  const drop: string[] = [];
  for (const [field, value] of Object.entries(after))
    if (value !== undefined && !sameJson(before[field], value)) set[field] = value;
  for (const field of Object.keys(before))
    if (before[field] !== undefined && after[field] === undefined) drop.push(field);
  if (Object.keys(set).length === 0 && drop.length === 0) return undefined;
  const patch: RecordPatch = {
    id: after.id,
    ...(Object.keys(set).length ? { set } : {}),
    ...(drop.length ? { drop } : {}),
  };
  return size(patch) < size(after) ? { patch } : { put: after };
}

/** What changed in one collection from `base` to `world`; undefined when nothing did. */
function collectionChanges(base: Row[], world: Row[]): CollectionChanges | undefined {
  const before = new Map(base.map((row) => [row.id, row]));
  const now = new Set(world.map((row) => row.id));
  const changes: Required<Omit<CollectionChanges, 'order'>> = { add: [], put: [], patch: [], remove: [] };
  for (const row of world) {
    const old = before.get(row.id);
    if (!old) changes.add.push(row);
    else {
      const change = recordChange(old, row);
      if (change && 'patch' in change) changes.patch.push(change.patch);
      else if (change) changes.put.push(change.put);
    }
  }
  for (const row of base) if (!now.has(row.id)) changes.remove.push(row.id);
  const expected = [...changes.add.map((r) => r.id), ...base.filter((r) => now.has(r.id)).map((r) => r.id)];
  const ids = world.map((row) => row.id);
  const result: CollectionChanges = {};
  for (const part of ['add', 'put', 'patch', 'remove'] as const)
    if (changes[part].length > 0) (result as Record<string, unknown>)[part] = changes[part];
  if (!sameJson(ids, expected)) result.order = ids;
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * What changed from `base` (the scenario as built) to `world`, per collection (`collections`: the names of the world's
 * collections) and in its scalars.
 */
export function diffWorlds(
  base: JsonWorld,
  world: JsonWorld,
  collections: readonly string[],
): Pick<WorldChanges, 'scalars' | 'collections'> {
  const names = new Set(collections);
  const scalars: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(world))
    if (!names.has(key) && value !== undefined && !sameJson(base[key], value)) scalars[key] = value;
  const changed: Record<string, CollectionChanges> = {};
  for (const name of collections) {
    const change = collectionChanges(rowsOf(base[name]), rowsOf(world[name]));
    if (change) changed[name] = change;
  }
  return {
    ...(Object.keys(scalars).length > 0 ? { scalars } : {}),
    ...(Object.keys(changed).length > 0 ? { collections: changed } : {}),
  };
}

/**
 * The world a link describes: `base` (the scenario built at the link's instant, its clock moved) with the link's
 * changes. What does not apply (a record the link changes that this version's scenario does not have, a collection
 * this world does not know) is named in `problems`, and the world is then not to be used.
 */
export function applyChanges(
  base: JsonWorld,
  changes: Pick<WorldChanges, 'scalars' | 'collections'>,
  collections: readonly string[],
): { world: JsonWorld; problems: string[] } {
  const problems: string[] = [];
  const world: JsonWorld = { ...base, ...(changes.scalars ?? {}) };
  const known = new Set(collections);
  for (const name of Object.keys(changes.scalars ?? {}))
    if (known.has(name)) problems.push(`${name}: a collection, not one of the world's scalars`);
  for (const name of Object.keys(changes.collections ?? {}))
    if (!known.has(name)) problems.push(`${name}: no such collection in this version of the world`);
  for (const name of collections) {
    const change = changes.collections?.[name];
    if (!change) continue;
    const rows = new Map(rowsOf(base[name]).map((row) => [row.id, row]));
    const scenarioIds = [...rows.keys()];
    const missing = (id: string, what: string) => {
      if (rows.has(id)) return false;
      problems.push(`${name}[${id}]: ${what} in the link, but this version’s scenario has no such record`);
      return true;
    };
    for (const id of change.remove ?? []) if (!missing(id, 'removed')) rows.delete(id);
    for (const row of change.put ?? []) if (!missing(row.id, 'changed')) rows.set(row.id, row);
    for (const { id, set, drop } of change.patch ?? []) {
      if (missing(id, 'changed')) continue;
      const gone = new Set(drop ?? []);
      const kept = Object.entries({ ...rows.get(id)!, ...(set ?? {}) }).filter(([field]) => !gone.has(field));
      rows.set(id, Object.fromEntries(kept) as Row);
    }
    const added = change.add ?? [];
    const scenarioHas = new Set(scenarioIds);
    for (const row of added) {
      if (scenarioHas.has(row.id))
        problems.push(`${name}[${row.id}]: added in the link, but this version’s scenario already has it`);
      rows.set(row.id, row);
    }
    const order = change.order ?? [...added.map((row) => row.id), ...scenarioIds.filter((id) => rows.has(id))];
    const ordered = order.map((id) => rows.get(id));
    if (ordered.some((row) => !row) || order.length !== rows.size || new Set(order).size !== order.length)
      problems.push(`${name}: the link’s order of records does not match its records`);
    world[name] = ordered.filter((row): row is Row => Boolean(row));
  }
  return { world, problems };
}

/**
 * The shift of the dates between a world and a base built at another moment: the most common difference (ms, base
 * minus world) between the same date-time field of the same record, or 0 when they agree. A base built `shift` ms
 * earlier than now dates its records as the world's.
 */
export function dateShift(base: JsonWorld, world: JsonWorld, collections: readonly string[]): number {
  const counts = new Map<number, number>();
  const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
  for (const name of collections) {
    const rows = new Map(rowsOf(world[name]).map((row) => [row.id, row]));
    for (const before of rowsOf(base[name])) {
      const after = rows.get(before.id);
      if (!after) continue;
      for (const [field, value] of Object.entries(before)) {
        const other = after[field];
        if (typeof value !== 'string' || typeof other !== 'string' || value === other || !moment.test(value)) continue;
        const delta = Date.parse(value) - Date.parse(other);
        if (Number.isFinite(delta) && delta !== 0) counts.set(delta, (counts.get(delta) ?? 0) + 1);
      }
    }
  }
  let best = 0;
  let most = 0;
  for (const [delta, n] of counts) if (n > most) [best, most] = [delta, n];
  return best;
}

/**
 * Runs `make` (synchronous: a scenario's build) as if now were `instant`: `Date.now()` and `new Date()` answer it,
 * every other use of Date is as always. The one clock is put back before anything else runs.
 */
export function atInstant<T>(instant: number, make: () => T): T {
  const RealDate = globalThis.Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(instant);
      else super(...(args as [string | number | Date]));
    }
    static override now(): number {
      return instant;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return make();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** Uploaded files up to this many bytes travel in a link as they are; a larger one goes as a stand-in. */
export const FILE_BYTES_CARRIED = 768;
/** A one-pixel grey PNG: the stand-in of an image. */
const STAND_IN_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4e/cuAAUyApjDDfqPAAAAAElFTkSuQmCC';
const LEFT_OUT =
  'This file was left out of a repro link (its bytes were too many for a link); its snapshot keeps them.';

/** A one-page PDF that says the file was left out: the stand-in of a PDF. */
function standInPdf(): string {
  const stream = `BT /F1 11 Tf 40 780 Td (${LEFT_OUT}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return btoa(body);
}

/** A stored file (`{ id, name, type, size, data }`, its bytes in base64) with a stand-in of its kind for its bytes. */
function standIn(file: Row): Row {
  // Its first twelve bytes say what it is (only a file longer than that is swapped).
  const head = atob(String(file.data).slice(0, 16));
  const image = /^\x89PNG|^\xff\xd8\xff|^GIF8|^RIFF....WEBP/s.test(head);
  const [type, data] = image
    ? ['image/png', STAND_IN_PNG]
    : head.startsWith('%PDF')
      ? ['application/pdf', standInPdf()]
      : ['text/plain', btoa(LEFT_OUT)];
  return { ...file, type, data, size: atob(data).length };
}

const carried = (row: Row) => typeof row.data !== 'string' || row.data.length <= Math.ceil(FILE_BYTES_CARRIED / 3) * 4;

/**
 * A link's changes with each uploaded file of more than FILE_BYTES_CARRIED bytes (a photo, a PDF, a video) swapped for
 * a stand-in of its kind: a one-pixel image, a one-page PDF, a line of text, its id and name kept (the records that
 * show it still do). A photo's bytes do not compress: one would make the link tens of thousands of characters long.
 * The snapshot file keeps the bytes. `standIns` names the files.
 */
export function withStandIns(changes: WorldChanges, collection = 'files'): WorldChanges {
  const files = changes.collections?.[collection];
  if (!files) return changes;
  const standIns: string[] = [];
  const swap = (row: Row) => {
    if (carried(row)) return row;
    standIns.push(row.id);
    return standIn(row);
  };
  const next: CollectionChanges = {
    ...files,
    ...(files.add ? { add: files.add.map(swap) } : {}),
    ...(files.put ? { put: files.put.map(swap) } : {}),
  };
  if (standIns.length === 0) return changes;
  return { ...changes, collections: { ...changes.collections, [collection]: next }, standIns };
}

async function pipe(bytes: Uint8Array, through: TransformStream<Uint8Array, Uint8Array>, most = Infinity) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough(through).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > most) {
      await reader.cancel();
      throw new Error('too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A link's changes as the fragment's text: JSON, deflate-raw, base64url. */
export async function encodeChanges(changes: WorldChanges): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(changes));
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw') as TransformStream<Uint8Array, Uint8Array>));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** What keeps a value from being a link's changes of this format ([] when it is one). */
export function changesProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['not a repro link’s world'];
  if (value.v !== LINK_FORMAT)
    return [
      `the link is in format ${String(value.v)} (${typeof value.v === 'number' && value.v < LINK_FORMAT ? 'an older' : 'another'} version of the portal made it); this version reads format ${LINK_FORMAT}`,
    ];
  const problems: string[] = [];
  if (typeof value.scenario !== 'string' || !value.scenario) problems.push('the link names no scenario');
  if (!isCount(value.builtAt)) problems.push('the link has no build time');
  if (!isCount(value.clock)) problems.push('the link’s clock is not a number of milliseconds');
  if (value.scalars !== undefined && !isRecord(value.scalars)) problems.push('the link’s scalars are not an object');
  const settings = value.settings;
  if (!isRecord(settings)) problems.push('the link has no settings');
  else {
    if (settings.latency !== undefined && !isCount(settings.latency)) problems.push('settings.latency: not a delay');
    if (!isRecord(settings.latencyByOperation) || !Object.values(settings.latencyByOperation).every(isCount))
      problems.push('settings.latencyByOperation: not delays by operation');
    if (settings.faults !== undefined && typeof settings.faults !== 'string')
      problems.push('settings.faults: not text');
  }
  if (!Array.isArray(value.armed) || !value.armed.every((a) => typeof a === 'string'))
    problems.push('armed: not a list of replays');
  if (
    value.standIns !== undefined &&
    !(Array.isArray(value.standIns) && value.standIns.every((id) => typeof id === 'string'))
  )
    problems.push('standIns: not a list of ids');
  if (value.collections !== undefined) {
    if (!isRecord(value.collections)) problems.push('the link’s collections are not an object');
    else
      for (const [name, change] of Object.entries(value.collections)) {
        if (!isRecord(change)) {
          problems.push(`${name}: not a collection’s changes`);
          continue;
        }
        const withIds = (list: unknown) =>
          Array.isArray(list) && list.every((r) => isRecord(r) && typeof r.id === 'string' && r.id !== '');
        const ids = (list: unknown) => Array.isArray(list) && list.every((id) => typeof id === 'string');
        for (const part of ['add', 'put', 'patch'] as const)
          if (change[part] !== undefined && !withIds(change[part]))
            problems.push(`${name}.${part}: records without an id`);
        for (const part of ['remove', 'order'] as const)
          if (change[part] !== undefined && !ids(change[part])) problems.push(`${name}.${part}: not a list of ids`);
      }
  }
  return problems;
}

/** The fragment's text back as a link's changes, or what keeps it from being one. */
export async function decodeChanges(text: string): Promise<{ changes: WorldChanges } | { problems: string[] }> {
  if (!/^[\w-]+$/.test(text)) return { problems: ['the link’s world is not base64url text (was it cut short?)'] };
  let value: unknown;
  try {
    const bytes = await pipe(
      fromBase64Url(text),
      new DecompressionStream('deflate-raw') as TransformStream<Uint8Array, Uint8Array>,
      MOST_INFLATED,
    );
    value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return { problems: ['the link’s world cannot be read (was the link cut short?)'] };
  }
  const problems = changesProblems(value);
  return problems.length > 0 ? { problems } : { changes: value as WorldChanges };
}

/** The link: the page's address (its path and query) with the world in its fragment. */
export function fragmentLink(href: string, encoded: string): string {
  const url = new URL(href);
  url.hash = `${FRAGMENT_KEY}=${encoded}`;
  return url.toString();
}

/** The encoded world of an address's fragment (`#world=<…>`), or null when it carries none. */
export function fragmentOf(hash: string): string | null {
  const prefix = `#${FRAGMENT_KEY}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : null;
}

/** How many records a link changes, adds and removes (its question and the World tab say so). */
export function changeCount(changes: Pick<WorldChanges, 'collections'>): number {
  return Object.values(changes.collections ?? {}).reduce(
    (n, c) => n + (c.add?.length ?? 0) + (c.put?.length ?? 0) + (c.patch?.length ?? 0) + (c.remove?.length ?? 0),
    0,
  );
}
