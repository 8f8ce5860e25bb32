/**
 * Faults on demand: a share of a world's calls (all, or some operations) answered as a failing network or server
 * would, drawn from a seed so that a run is replayed exactly. An armed replay answer still comes first (it answers
 * before the world in every mode).
 *
 * - `server-error`: the operation's documented 503, else its documented 500;
 * - `drop-before`: the connection drops before the world does anything;
 * - `drop-after`: the world applies the change, then the connection drops while the answer comes (the client never
 *   learns the outcome). The status line and headers arrive and the body is cut: a connection closed before any byte
 *   of an answer is one Chromium sends the request again on by itself (a kept-alive connection it reused), and the
 *   world would apply the change twice, which is not the fault asked for;
 * - `slow`: the answer comes after several seconds;
 * - `timeout`: no answer for a minute (past the portal's patience).
 *
 * Written as `?faults=0.2` (a fifth of every call, every kind, seed 1), or with options after colons:
 * `?faults=0.2:seed=7:kinds=server-error,drop-after:ops=createProduct,saveLocation`.
 */
export const FAULT_KINDS = ['server-error', 'drop-before', 'drop-after', 'slow', 'timeout'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSettings {
  /** The share of calls that fail, 0–1. */
  rate: number;
  seed: number;
  kinds: FaultKind[];
  /** The operations that may fail; empty: every one. */
  operations: string[];
}

/** The mark of an answer a fault loses on its way: in mocks/world-headers.ts, which Vite's config reads too. */
export { FAULT_HEADER } from '../world-headers';

export const SLOW_MS = 5_000;
export const TIMEOUT_MS = 60_000;

/** The settings a link or an environment variable writes, or what is wrong with it. */
export function parseFaults(value: string): FaultSettings | { error: string } {
  const [rateText = '', ...options] = value.split(':');
  const rate = Number(rateText);
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(rateText) || !(rate >= 0 && rate <= 1))
    return { error: `'${rateText}' is not a share of calls between 0 and 1` };
  const settings: FaultSettings = { rate, seed: 1, kinds: [...FAULT_KINDS], operations: [] };
  for (const option of options) {
    const [name, list = ''] = option.split('=');
    if (name === 'seed' && /^\d{1,9}$/.test(list)) settings.seed = Number(list);
    else if (name === 'kinds') {
      const kinds = list.split(',').filter(Boolean);
      const unknown = kinds.filter((k) => !(FAULT_KINDS as readonly string[]).includes(k));
      if (unknown.length > 0 || kinds.length === 0)
        return { error: `kinds are ${FAULT_KINDS.join(', ')}, not '${unknown.join(',') || list}'` };
      settings.kinds = kinds as FaultKind[];
    } else if (name === 'ops' && /^[\w-]+(,[\w-]+)*$/.test(list)) settings.operations = list.split(',');
    else return { error: `'${option}' is not seed=<n>, kinds=<kind,…> or ops=<operationId,…>` };
  }
  return settings;
}

/** The settings back as the link writes them. */
export function formatFaults(settings: FaultSettings): string {
  const parts = [String(settings.rate), `seed=${settings.seed}`];
  if (settings.kinds.length < FAULT_KINDS.length) parts.push(`kinds=${settings.kinds.join(',')}`);
  if (settings.operations.length > 0) parts.push(`ops=${settings.operations.join(',')}`);
  return parts.join(':');
}

/** A number in [0, 1) from a seed and a call's number (mulberry32 of both): the same call, the same draw. */
function draw(seed: number, n: number): number {
  let t = (Math.imul(seed, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Whether the `n`th call of a world (to `operationId`) fails, and how. */
export function drawFault(settings: FaultSettings | undefined, operationId: string, n: number): FaultKind | undefined {
  if (!settings || settings.rate <= 0 || settings.kinds.length === 0) return undefined;
  if (settings.operations.length > 0 && !settings.operations.includes(operationId)) return undefined;
  if (draw(settings.seed, 2 * n) >= settings.rate) return undefined;
  return settings.kinds[Math.floor(draw(settings.seed, 2 * n + 1) * settings.kinds.length)];
}

/** A tally of the faults a world has answered with, by kind (the World tab, a test's figures). */
export type FaultTally = Partial<Record<FaultKind, number>>;
