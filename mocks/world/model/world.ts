import { Table } from './table';
import type { Schemas } from '../types';
import type { DashboardCollections } from './seeds/dashboard';
import type { SurveyVoiceCollections } from './seeds/survey';
import type { BillingCollections } from './seeds/subscription';
import { harvestSeed } from './seed';

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
  /**
   * Who an email the world does not know signs in as (any well-formed email and password): the scenario's own
   * individual (the example world's: Olivia Bennett of Verdant Labs).
   */
  defaultIndividualId: string;
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
  /** Which transfer each clone of a transferred batch was made from (`id`: the clone's batch id). */
  transferClones: Table<TransferClone>;
  /** What each held subscription's plan allows, by kind (tracer, fastpass): the catalogue's threshold. */
  allowances: Record<string, Allowance>;
}

/** A clone of a transferred batch: its batch (`id`), the transfer it came from and the organization that made it. */
export interface TransferClone {
  id: string;
  transfer_id: string;
  organization_id: string;
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
  'transferClones',
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

/** An individual as the world keeps it: the signed-in record (sign-in answer) and, once set, the password. */
export type WorldIndividual = Schemas['Individual'] & { password?: string };

/** The world as JSON (the in-page mode keeps it in localStorage across reloads). */
export function snapshot(world: World): string {
  return JSON.stringify(world);
}

/** A world from its JSON; what the JSON lacks comes from `base` (the example world by default). */
export function restore(json: string, base: () => World = seedWorld): World {
  return restoreFrom(JSON.parse(json) as Record<string, unknown>, base);
}

/**
 * A world from its parsed JSON (its rows are used as they are: the caller copies what it shares). `base` is built
 * only when the JSON lacks something, since a scenario can be large.
 */
export function restoreFrom(raw: Record<string, unknown>, base: () => World = seedWorld): World {
  let built: World | undefined;
  const fresh = () => (built ??= base());
  const text = (value: unknown, or: () => string) => (typeof value === 'string' && value ? value : or());
  const world: Record<string, unknown> = {
    seq: Number(raw.seq) || fresh().seq,
    organizationId: text(raw.organizationId, () => fresh().organizationId),
    individualId: text(raw.individualId, () => fresh().individualId),
    defaultIndividualId: text(raw.defaultIndividualId, () => fresh().defaultIndividualId),
    allowances: (raw.allowances as World['allowances'] | undefined) ?? fresh().allowances,
  };
  for (const name of COLLECTIONS) {
    const rows = raw[name];
    world[name] = Array.isArray(rows) ? new Table(rows as never[]) : fresh()[name];
  }
  return world as unknown as World;
}

/** The collections and their sizes (the replay panel shows them). */
export function census(world: World): Record<string, number> {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, world[name].size]));
}
