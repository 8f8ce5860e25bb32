import { exampleValues } from '@/api/generated/example-values';
import { Table } from './table';
import type { Schemas } from './types';

/** An uploaded file the world keeps: its metadata and its bytes (served at /__world/files/<id>). */
export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  /** The bytes, base64 (a snapshot stays JSON). */
  data: string;
}

/**
 * The one world every mock mode answers from: typed collections of the contract's own records, seeded from its
 * named examples (the example world: Verdant Labs, its products, batches, locations, people and documents), and
 * changed by every call that changes something.
 */
export interface World {
  /** The next id's sequence number (ids are deterministic within a world). */
  seq: number;
  /** The signed-in individual's organization. */
  organizationId: string;
  organizations: Table<Schemas['Organization']>;
  products: Table<Schemas['Product']>;
  batches: Table<Schemas['Batch']>;
  locations: Table<Schemas['Location']>;
  organizationExhibits: Table<Schemas['OrganizationExhibit']>;
  transferred: Table<Schemas['TransferredBatch'] & { receiver_id: string }>;
  files: Table<StoredFile>;
}

type Collections = { [K in keyof World]: World[K] extends Table<infer _> ? K : never }[keyof World];
export const COLLECTIONS = [
  'organizations',
  'products',
  'batches',
  'locations',
  'organizationExhibits',
  'transferred',
  'files',
] as const satisfies readonly Collections[];

/** The `data` of every named success example of an operation, in the contract's order. */
export function exampleData(operationId: string): unknown[] {
  return Object.entries(exampleValues[operationId] ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, set]) => Object.values(set.examples))
    .map((value) => (value && typeof value === 'object' ? (value as { data?: unknown }).data : undefined))
    .filter((data) => data != null);
}

/** One named example's value (for records the world copies: the signed-in individual). */
export function exampleValue<T>(operationId: string, example: string, status = 200): T {
  const value = exampleValues[operationId]?.[String(status)]?.examples[example];
  if (value === undefined) throw new Error(`[world] no example ${operationId} ${status} ${example}`);
  return structuredClone(value) as T;
}

const rowsOf = (data: unknown): unknown[] =>
  Array.isArray(data)
    ? data
    : Array.isArray((data as { rows?: unknown[] }).rows)
      ? (data as { rows: unknown[] }).rows
      : [data];

/** Records by id from several operations' examples: a later source's fields win (the fullest record last). */
function harvest<T extends { id: string }>(
  operations: string[],
  shape: (row: Record<string, unknown>) => T | undefined,
) {
  const byId = new Map<string, T>();
  for (const operationId of operations)
    for (const data of exampleData(operationId))
      for (const row of rowsOf(data)) {
        const record =
          row && typeof row === 'object' ? shape(structuredClone(row) as Record<string, unknown>) : undefined;
        if (record) byId.set(record.id, { ...byId.get(record.id), ...record });
      }
  return [...byId.values()];
}

function seedBatches(products: Schemas['Product'][]): Schemas['Batch'][] {
  const orgOf = new Map(products.map((p) => [p.id, p.organization_id]));
  // Products with batches list each batch's summary: a batch known only that way gets the fields a batch needs.
  const summaries = harvest(['searchProducts'], (row) => row as never as Schemas['Product']).flatMap((p) =>
    ((p as { integrants?: Schemas['BatchSummary'][] }).integrants ?? []).map((b) => ({
      ...b,
      organization_id: p.organization_id,
    })),
  );
  const full = harvest(['searchBatches', 'getBatch'], (row) =>
    typeof row.id === 'string' && row.id.startsWith('BAT') ? (row as Schemas['Batch']) : undefined,
  );
  const byId = new Map<string, Schemas['Batch']>();
  for (const s of summaries)
    byId.set(s.id, {
      ...s,
      title: s.title ?? '',
      organization_id: orgOf.get(s.integrant_type_id) ?? s.organization_id,
      facets: [],
      exhibits: [],
      mutations: [],
      transits: [],
      transfers: [],
    });
  for (const b of full) byId.set(b.id, { ...byId.get(b.id), ...b });
  return [...byId.values()];
}

type Seed = Omit<
  World,
  'organizations' | 'products' | 'batches' | 'locations' | 'organizationExhibits' | 'transferred' | 'files'
> & {
  [K in (typeof COLLECTIONS)[number]]: ReturnType<World[K]['all']>;
};
let seed: Seed | undefined;

/** A world as the contract's examples describe it (deterministic: the same seed every time). */
export function seedWorld(): World {
  seed ??= JSON.parse(JSON.stringify(harvestSeed())) as Seed;
  const copy = structuredClone(seed);
  return {
    ...copy,
    organizations: new Table(copy.organizations),
    products: new Table(copy.products),
    batches: new Table(copy.batches),
    locations: new Table(copy.locations),
    organizationExhibits: new Table(copy.organizationExhibits),
    transferred: new Table(copy.transferred),
    files: new Table(copy.files),
  };
}

function harvestSeed(): World {
  const products = harvest(['searchIntegrantTypes', 'searchProducts', 'getProduct'], (row) => {
    if (typeof row.id !== 'string' || !row.id.startsWith('PRD') || typeof row.organization_id !== 'string')
      return undefined;
    delete row.integrants;
    return row as Schemas['Product'];
  });
  const signedIn = exampleValue<{ data: { organization_id: string } }>('login', 'signedIn');
  return {
    seq: 1,
    organizationId: signedIn.data.organization_id,
    organizations: new Table(
      harvest(['getCurrentOrganization', 'getOrganization'], (row) => row as Schemas['Organization']),
    ),
    products: new Table(products),
    batches: new Table(seedBatches(products)),
    locations: new Table(harvest(['listLocations', 'saveLocation'], (row) => row as Schemas['Location'])),
    organizationExhibits: new Table(
      harvest(
        ['listOrganizationExhibits', 'createOrganizationExhibit'],
        (row) => row as Schemas['OrganizationExhibit'],
      ),
    ),
    transferred: new Table(
      harvest(['listTransferredBatches'], (row) => ({
        ...(row as Schemas['TransferredBatch']),
        receiver_id: signedIn.data.organization_id,
      })),
    ),
    files: new Table(),
  };
}

/** The world as JSON (the in-page mode keeps it in localStorage across reloads). */
export function snapshot(world: World): string {
  return JSON.stringify(world);
}

export function restore(json: string): World {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const fresh = seedWorld();
  const world = {
    ...fresh,
    seq: Number(raw.seq) || fresh.seq,
    organizationId: String(raw.organizationId ?? fresh.organizationId),
  };
  for (const name of COLLECTIONS) {
    const rows = raw[name];
    if (Array.isArray(rows)) (world as Record<string, unknown>)[name] = new Table(rows as never[]);
  }
  return world as World;
}

/** The collections and their sizes (the replay panel shows them). */
export function census(world: World): Record<string, number> {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, world[name].size]));
}
