import { exampleValues } from '@/api/generated/example-values';
import { Table } from './table';
import type { Schemas } from './types';
import { seedDashboards, type DashboardCollections } from './routes/dashboard-seed';
import { seedSurveyVoices, type SurveyVoiceCollections } from './routes/survey-seed';
import { seedBilling, type BillingCollections } from './routes/billing-records';

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
export interface World extends DashboardCollections, SurveyVoiceCollections, BillingCollections {
  /** The next id's sequence number (ids are deterministic within a world). */
  seq: number;
  /** The signed-in individual's organization. */
  organizationId: string;
  /** The signed-in individual (an id of `individuals`): set by sign-in and by a switch (login-as). */
  individualId: string;
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
  /** The documents of a publisher's free trial (`organization_id`: the uploader's organization). */
  freeTrialDocuments: Table<Schemas['FreeTrialDocument'] & { organization_id: string }>;
  /** The consumers connected to the producer. */
  connections: Table<Schemas['Connection'] & { id: string }>;
  /** The signed-in individual's notifications. */
  notifications: Table<Schemas['Notification']>;
  /** The survey questions of the products. */
  surveyQuestions: Table<Schemas['SurveyQuestion']>;
  /** The offers of the products (one each). */
  offers: Table<Schemas['Offer']>;
  /** The batches' transits (changes of location), records of their own: a batch read lists its own. */
  transits: Table<Schemas['Transit']>;
  /** The batches' transfers to other organizations: a batch read and the receiver's transferred list show them. */
  transfers: Table<Schemas['Transfer']>;
  /**
   * Every individual the world knows (the login examples' signed-in individuals, the organizations' members, and
   * whoever registers), the full record; `password` only once one is set (registration, change-password, a new user
   * account): until then any password signs in.
   */
  individuals: Table<WorldIndividual>;
  /** The organizations invited to the portal (invite-organization), by the inviting `organization_id`. */
  organizationInvites: Table<Schemas['InviteOrganizationRequest'] & { id: string; organization_id: string }>;
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
  'transits',
  'transfers',
  'individuals',
  'organizationInvites',
  'documentHashes',
  'verifications',
  'dashboardSettings',
  'complianceRows',
  'testingLabs',
  'surveySubmissions',
  'feedbackBatches',
  'surveyInvitations',
  'subscriptions',
  'invoices',
  'checkouts',
  'registrations',
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
  // The world keeps a link in the mutations of both of its batches (routes/links.ts); the examples show it on one.
  for (const b of [...byId.values()])
    for (const link of b.mutations ?? [])
      for (const other of [byId.get(link.parent_integrant_id), byId.get(link.child_integrant_id)])
        if (other && !(other.mutations ?? []).some((m) => m.id === link.id))
          other.mutations = [...(other.mutations ?? []), link];
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
  const batches = seedBatches(products);
  const signedIn = exampleValue<{ data: { id: string; organization_id: string } }>('login', 'signedIn');
  return {
    seq: 1,
    organizationId: signedIn.data.organization_id,
    individualId: signedIn.data.id,
    organizations: new Table(
      harvest(['getCurrentOrganization', 'getOrganization'], (row) => row as Schemas['Organization']),
    ),
    products: new Table(products),
    // A batch's movements are records of their own (transits, transfers), not copies on the batch.
    batches: new Table(batches.map(({ transits: _t, transfers: _f, ...batch }) => batch)),
    transits: new Table(batches.flatMap((b) => b.transits ?? [])),
    transfers: new Table(batches.flatMap((b) => b.transfers ?? [])),
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
    invitedUsers: new Table([
      ...exampleData('listInvitedUsers').flatMap((data) =>
        ((data as { users?: Schemas['InvitedUser'][] }).users ?? []).map((user) => ({
          ...structuredClone(user),
          organization_id: signedIn.data.organization_id,
        })),
      ),
      // The organizations that shared access with the signed-in individual (their shared-access record's id: the
      // sharing organization's letters after SHR; the examples do not show it).
      ...exampleData('listInvitedOrganizations').flatMap((data) =>
        ((data as { org_list?: Schemas['InvitedOrganization'][] }).org_list ?? []).map((entry) => ({
          id: `SHR${entry.organization_id.slice(3)}`,
          new_invited_user_id: entry.new_invited_user_id,
          invitedIndividual: structuredClone(entry.invitedIndividual)!,
          organization_id: entry.organization_id,
        })),
      ),
    ]),
    audiences: new Table(harvest(['listAudiences'], (row) => row as Schemas['Audience'])),
    freeTrialDocuments: new Table(
      harvest(['listFreeTrialDocuments', 'uploadFreeTrialDocuments', 'updateFreeTrialDocuments'], (row) => ({
        ...(row as Schemas['FreeTrialDocument']),
        organization_id: signedIn.data.organization_id,
      })),
    ),
    connections: new Table(harvest(['listMyConnections'], (row) => row as Schemas['Connection'] & { id: string })),
    notifications: new Table(harvest(['listNotifications'], (row) => row as Schemas['Notification'])),
    surveyQuestions: new Table(harvest(['listSurveyQuestions'], (row) => row as Schemas['SurveyQuestion'])),
    offers: new Table(harvest(['listOffers'], (row) => row as Schemas['Offer'])),
    individuals: new Table(seedIndividuals()),
    organizationInvites: new Table(),
    allowances: seedAllowances(),
    ...seedDashboards(signedIn.data.organization_id),
    ...seedSurveyVoices(batches),
    ...seedBilling(),
  };
}

/** An individual as the world keeps it: the signed-in record (sign-in answer) and, once set, the password. */
export type WorldIndividual = Schemas['Individual'] & { password?: string };

/** A sign-in token in the examples' style (the payload names the individual). */
export const tokenFor = (id: string): string =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: id })).replace(/=+$/, '')}.mock-signature`;

/**
 * The individuals: each login or switch example's signed-in individual (the first example naming an id wins, as
 * sign-in answers it), the profile examples over them, then every organization's member not yet known (a user
 * account: no roles, the organization's id).
 */
function seedIndividuals(): WorldIndividual[] {
  const byId = new Map<string, WorldIndividual>();
  for (const data of [...exampleData('login'), ...exampleData('loginAs')]) {
    const row = data as WorldIndividual;
    if (typeof row.id === 'string' && !byId.has(row.id)) byId.set(row.id, structuredClone(row));
  }
  for (const data of exampleData('getIndividual')) {
    const row = data as Schemas['IndividualProfile'];
    const known = byId.get(row.id);
    if (known) byId.set(row.id, { ...known, ...structuredClone(row) });
  }
  for (const data of [...exampleData('getCurrentOrganization'), ...exampleData('getOrganization')]) {
    const organization = data as Schemas['Organization'];
    for (const member of organization.individuals ?? [])
      if (!byId.has(member.id))
        byId.set(member.id, {
          ...structuredClone(member),
          roles: [],
          access_token: tokenFor(member.id),
          organization_id: organization.id,
          active: member.status !== 'inactive',
        });
  }
  return [...byId.values()];
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
    individualId: String(raw.individualId ?? fresh.individualId),
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
