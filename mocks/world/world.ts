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
  /** The people an organization shared access with (`organization_id`: the sharing organization). */
  invitedUsers: Table<Schemas['InvitedUser'] & { organization_id: string }>;
  /** The survey invitation sends (audiences) of the products. */
  audiences: Table<Schemas['Audience']>;
  /** The documents of a publisher's free trial. */
  freeTrialDocuments: Table<Schemas['FreeTrialDocument']>;
  /** The consumers connected to the producer. */
  connections: Table<Schemas['Connection'] & { id: string }>;
  /** The signed-in individual's notifications. */
  notifications: Table<Schemas['Notification']>;
  /** The survey questions of the products. */
  surveyQuestions: Table<Schemas['SurveyQuestion']>;
  /** The offers of the products (one each). */
  offers: Table<Schemas['Offer']>;
  /** What each held subscription's plan allows, by kind (tracer, fastpass): the catalogue's threshold. */
  allowances: Record<string, Allowance>;
}

/** A plan's allowance: its name and how many products and batches it allows (-1: unlimited). */
export interface Allowance {
  plan: string;
  products: number;
  batches: number;
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
  'invitedUsers',
  'audiences',
  'freeTrialDocuments',
  'connections',
  'notifications',
  'surveyQuestions',
  'offers',
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
  const full = harvest(['cloneBatch', 'searchBatches', 'getBatch'], (row) =>
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

type Seed = Omit<World, (typeof COLLECTIONS)[number]> & {
  [K in (typeof COLLECTIONS)[number]]: ReturnType<World[K]['all']>;
};
let seed: Seed | undefined;

/** A world as the contract's examples describe it (deterministic: the same seed every time). */
export function seedWorld(): World {
  seed ??= JSON.parse(JSON.stringify(harvestSeed())) as Seed;
  const copy = structuredClone(seed) as unknown as Record<string, unknown>;
  for (const name of COLLECTIONS) copy[name] = new Table(copy[name] as { id: string }[]);
  return copy as unknown as World;
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
    invitedUsers: new Table(
      exampleData('listInvitedUsers').flatMap((data) =>
        ((data as { users?: Schemas['InvitedUser'][] }).users ?? []).map((user) => ({
          ...structuredClone(user),
          organization_id: signedIn.data.organization_id,
        })),
      ),
    ),
    audiences: new Table(harvest(['listAudiences'], (row) => row as Schemas['Audience'])),
    freeTrialDocuments: new Table(
      harvest(
        ['listFreeTrialDocuments', 'uploadFreeTrialDocuments', 'updateFreeTrialDocuments'],
        (row) => row as Schemas['FreeTrialDocument'],
      ),
    ),
    connections: new Table(harvest(['listMyConnections'], (row) => row as Schemas['Connection'] & { id: string })),
    notifications: new Table(harvest(['listNotifications'], (row) => row as Schemas['Notification'])),
    surveyQuestions: new Table(harvest(['listSurveyQuestions'], (row) => row as Schemas['SurveyQuestion'])),
    offers: new Table(harvest(['listOffers'], (row) => row as Schemas['Offer'])),
    allowances: seedAllowances(),
  };
}

/** The limits of the subscriptions the organization holds (the first example of retrieveSubscriptions). */
function seedAllowances(): Record<string, Allowance> {
  const records = (exampleData('retrieveSubscriptions')[0] ?? []) as Schemas['SubscriptionRecord'][];
  const limit = (value: unknown) => (Number.isFinite(Number(value)) && value !== '' ? Number(value) : -1);
  return Object.fromEntries(
    records.map((r) => [
      r.subscription_type,
      {
        plan: r.product?.name ?? r.subscription_type,
        products: limit(r.product?.metadata?.num_products_on_chain),
        batches: limit(r.product?.metadata?.num_batches),
      },
    ]),
  );
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
    allowances: (raw.allowances as World['allowances'] | undefined) ?? fresh.allowances,
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
