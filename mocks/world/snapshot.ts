import type { FaultSettings } from './faults';
import type { RecordValidator } from '@/api/generated/record-validators.js';
import { COLLECTIONS, RECORD_SCHEMAS } from './model/collections';

/**
 * A world as a file (Download snapshot, a world the server keeps on disk, the copy behind a repro link), and its check
 * against the current contract: each record of a collection the contract types is checked against that schema of
 * `components/schemas` (ajv, JSON Schema 2020-12, as Prism checks answers: compiled by `npm run gen`), each other record for the id every record
 * has. A snapshot that breaks it is named with its records and fields, and never loaded half-broken.
 */
export const SNAPSHOT_FORMAT = 'portal-world-snapshot/1';

export interface WorldSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  savedAt: string;
  /** The scenario the world started from (a reset goes back to it). */
  scenario: string;
  settings: { latency?: number; latencyByOperation: Record<string, number>; faults?: FaultSettings };
  /** The world's records by collection, and its scalars (seq, the signed-in individual and organization, allowances). */
  world: Record<string, unknown>;
}

type Validate = RecordValidator;
/** The contract's validators, one per schema (src/api/generated/record-validators.js, compiled by `npm run gen`). */
export type RecordValidators = Readonly<Record<string, RecordValidator>>;

/**
 * In the page and in Vitest the validators load on the first check only (a snapshot loaded, a kept world read). The
 * world's server provides them up front (server.ts): Vite's module runner that loads it is closed once it has.
 */
let loadModule = async (): Promise<RecordValidators> =>
  (await import('@/api/generated/record-validators.js')) as unknown as RecordValidators;

export function provideRecordValidators(module: RecordValidators): void {
  loadModule = () => Promise.resolve(module);
  validators = undefined;
}

let validators: Promise<Map<string, Validate>> | undefined;

function loadValidators(): Promise<Map<string, Validate>> {
  validators ??= (async () => {
    const module = await loadModule();
    const map = new Map<string, Validate>();
    for (const name of new Set(Object.values(RECORD_SCHEMAS))) {
      const check = module[name.replace(/\W/g, '_')];
      if (!check) throw new Error(`[world] no validator for the contract's schema ${name}: run npm run gen`);
      map.set(name, check);
    }
    return map;
  })();
  return validators;
}

const MAX_PROBLEMS = 20;

/**
 * What keeps a value from being loaded as a world: not a snapshot, a collection that is no list, or records that break
 * the contract (`products[PRD0000001].status: must be equal to one of the allowed values`). [] when it fits.
 */
export async function checkSnapshot(value: unknown): Promise<string[]> {
  if (!value || typeof value !== 'object') return ['not a world snapshot (a JSON object)'];
  const snap = value as Partial<WorldSnapshot>;
  if (snap.format !== SNAPSHOT_FORMAT)
    return [`not a world snapshot: its format is '${String(snap.format)}', not '${SNAPSHOT_FORMAT}'`];
  if (!snap.world || typeof snap.world !== 'object') return ['the snapshot holds no world'];
  const validate = await loadValidators();
  const problems: string[] = [];
  for (const name of COLLECTIONS) {
    const rows = snap.world[name];
    if (rows === undefined) continue;
    if (!Array.isArray(rows)) {
      problems.push(`${name}: not a list of records`);
      continue;
    }
    const schema = RECORD_SCHEMAS[name];
    const check = schema ? validate.get(schema) : undefined;
    for (const [index, row] of rows.entries()) {
      const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
      const where = `${name}[${typeof id === 'string' ? id : index}]`;
      if (typeof id !== 'string' || id === '') problems.push(`${where}: a record without an id`);
      else if (check && !check(row))
        for (const e of check.errors ?? []) {
          const field = e.instancePath.slice(1).replaceAll('/', '.');
          const extra = e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : '';
          problems.push(`${where}${field ? `.${field}` : ''}: ${e.message ?? 'does not fit'}${extra}`);
        }
      if (problems.length >= MAX_PROBLEMS) return problems;
    }
  }
  return problems;
}
