import type { FaultSettings } from './faults';
import { COLLECTIONS, RECORD_SCHEMAS } from './model/collections';

/**
 * A world as a file (Download snapshot, a world the server keeps on disk, the copy behind a repro link), and its check
 * against the current contract: each record of a collection the contract types is checked against that schema of
 * `components/schemas` (ajv, JSON Schema 2020-12, as Prism checks answers), each other record for the id every record
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

type Validate = ((value: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string; params?: Record<string, unknown> }[] | null;
};

/** What the check is made of: ajv (2020-12), its formats and the bundled contract. */
export interface CheckParts {
  Ajv2020: new (options: Record<string, unknown>) => {
    addKeyword(definition: { keyword: string }): unknown;
    addSchema(schema: object, key: string): unknown;
    compile(schema: object): unknown;
  };
  addFormats: (ajv: never) => unknown;
  contract: unknown;
}

/**
 * In the page and in Vitest the parts load on the first check only (a snapshot loaded, a kept world read). The
 * world's server provides them up front (server.ts): Vite's module runner that loads it is closed once it has.
 */
let loadParts = async (): Promise<CheckParts> => {
  const [ajv, formats, contract] = await Promise.all([
    import('ajv/dist/2020.js'),
    import('ajv-formats'),
    import('@/api/generated/openapi.json'),
  ]);
  return { Ajv2020: ajv.default as never, addFormats: formats.default as never, contract };
};

export function provideCheckParts(parts: CheckParts): void {
  loadParts = () => Promise.resolve(parts);
  validators = undefined;
}

let validators: Promise<Map<string, Validate>> | undefined;

function loadValidators(): Promise<Map<string, Validate>> {
  validators ??= (async () => {
    const { Ajv2020, addFormats, contract } = await loadParts();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv as never);
    ajv.addKeyword({ keyword: 'example' });
    const document = (contract as { default?: unknown }).default ?? contract;
    const { components } = document as { components: { schemas: Record<string, unknown> } };
    ajv.addSchema({ $id: 'contract', components }, 'contract');
    const map = new Map<string, Validate>();
    for (const name of new Set(Object.values(RECORD_SCHEMAS)))
      map.set(name, ajv.compile({ $ref: `contract#/components/schemas/${name}` }) as Validate);
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
