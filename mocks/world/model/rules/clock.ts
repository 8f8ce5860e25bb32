import { Table } from '../table';
import { COLLECTIONS, type CollectionName, type World } from '../world';

/**
 * The world's clock (docs/mocks-and-qa.md, "The clock"). The portal counts time from the browser's clock (a free
 * trial's days left, a document's expiry, a session's age), so moving this world's time forward moves every date it
 * holds back by as much: a record made a day ago reads as made eight days ago after 'Advance time 7d'. Date-times move
 * by the exact amount; calendar days ('2026-12-16') by the whole days the total advance has crossed.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** The most one advance may move (a year): a typo of `+5000d` is refused, not applied. */
export const MOST_MS = 366 * DAY_MS;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `+7h`, `7h`, `+2d` (hours or days, a whole number) as ms; undefined when it is not one. */
export function parseAdvance(text: unknown): number | undefined {
  const m = typeof text === 'string' ? /^\+?(\d{1,5})([hd])$/.exec(text.trim()) : null;
  if (!m) return undefined;
  const ms = Number(m[1]) * (m[2] === 'h' ? HOUR_MS : DAY_MS);
  return ms > 0 && ms <= MOST_MS ? ms : undefined;
}

/** A date-time moved back by `ms`, in the same style (milliseconds kept only where it had them). */
function movedBack(text: string, ms: number): string {
  const at = Date.parse(text);
  if (Number.isNaN(at)) return text;
  const iso = new Date(at - ms).toISOString();
  return /\.\d+/.test(text) ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
}

function shift(value: unknown, ms: number, days: number): unknown {
  if (typeof value === 'string') {
    if (DATE_TIME.test(value)) return movedBack(value, ms);
    if (days > 0 && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
      return new Date(Date.parse(`${value}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => shift(v, ms, days));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shift(v, ms, days)]));
  }
  return value;
}

/** Moves the world's time forward by `ms`: every date it holds, in every collection, moves back by as much. */
export function advanceClock(world: World, ms: number): void {
  const before = world.clockAdvancedMs ?? 0;
  const days = Math.floor((before + ms) / DAY_MS) - Math.floor(before / DAY_MS);
  // Each table made again from its moved rows, in its order (a put per row would cost a scan of the table each).
  const tables = world as unknown as Record<CollectionName, Table<{ id: string }>>;
  for (const name of COLLECTIONS)
    tables[name] = new Table(tables[name].all().map((row) => shift(row, ms, days) as never));
  world.clockAdvancedMs = before + ms;
}

/** What the World tab and `GET /__world/clock` show: the world's now and how far it was moved. */
export function clockOf(world: World, at = Date.now()): { now: string; advancedMs: number } {
  const advancedMs = world.clockAdvancedMs ?? 0;
  return { now: new Date(at + advancedMs).toISOString(), advancedMs };
}
