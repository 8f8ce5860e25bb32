import type { Schemas } from '../types';
import { harvest } from './examples';
import { seedSource, type SeedSource } from './seed';
import type { ComplianceRecord, DashboardSettings, DocumentHash, Verification } from './seeds/dashboard';
import type { FeedbackBatchRow, SubmissionRow } from './seeds/survey';
import type { WorldCheckout, WorldInvoice, WorldRegistration, WorldSubscription } from './seeds/subscription';
import type { Table } from './table';

/**
 * The world's collections, each declared once: the type of its records, the contract's schema they follow (a
 * snapshot's records are checked against it; a collection without one is the world's own bookkeeping, checked for
 * its ids) and its seed (the records the example world starts with). The `World` type, the list of collections, a
 * world's census, its seed and a snapshot's check all come from here: a new collection is one more entry.
 *
 *   myThings: collection<Schemas['MyThing']>({ schema: 'MyThing', seed: () => [] }),
 */
interface Declaration<T> {
  /** The contract's schema of the records (`components/schemas`); none: the world's own records. */
  readonly schema?: keyof Schemas;
  /** The example world's records, from the contract's examples (a scenario starts from them and changes them). */
  readonly seed: (source: SeedSource) => T[];
}

const collection = <T extends { id: string }>(declaration: Declaration<T>) => declaration;

const examplesOf =
  <T extends { id: string }>(...operations: string[]) =>
  () =>
    harvest(operations, (row) => row as unknown as T);

export const collections = {
  organizations: collection<Schemas['Organization']>({
    schema: 'Organization',
    seed: examplesOf('getCurrentOrganization', 'getOrganization'),
  }),
  products: collection<Schemas['Product']>({ schema: 'Product', seed: (s) => s.products() }),
  /** A batch's movements are records of their own (transits, transfers), not copies on the batch. */
  batches: collection<Schemas['Batch']>({
    schema: 'Batch',
    seed: (s) => s.batches().map(({ transits: _t, transfers: _f, ...batch }) => batch),
  }),
  locations: collection<Schemas['Location']>({ schema: 'Location', seed: examplesOf('listLocations', 'saveLocation') }),
  organizationExhibits: collection<Schemas['OrganizationExhibit']>({
    schema: 'OrganizationExhibit',
    seed: examplesOf('listOrganizationExhibits', 'createOrganizationExhibit'),
  }),
  /** The batches transferred to an organization (`receiver_id`). */
  transferred: collection<Schemas['TransferredBatch'] & { receiver_id: string }>({
    schema: 'TransferredBatch',
    seed: (s) =>
      harvest(['listTransferredBatches'], (row) => ({
        ...(row as Schemas['TransferredBatch']),
        receiver_id: s.signedIn.organization_id,
      })),
  }),
  /** The uploaded files (served at /__world/files/<id>). */
  files: collection<StoredFile>({ seed: () => [] }),
  /** The people an organization shared access with (`organization_id`: the sharing organization). */
  invitedUsers: collection<Schemas['InvitedUser'] & { organization_id: string }>({
    schema: 'InvitedUser',
    seed: (s) => s.invitedUsers(),
  }),
  /** The survey invitation sends (audiences) of the products. */
  audiences: collection<Schemas['Audience']>({ schema: 'Audience', seed: examplesOf('listAudiences') }),
  /** The documents of a publisher's free trial (`organization_id`: the uploader's organization). */
  freeTrialDocuments: collection<Schemas['FreeTrialDocument'] & { organization_id: string }>({
    schema: 'FreeTrialDocument',
    seed: (s) =>
      harvest(['listFreeTrialDocuments', 'uploadFreeTrialDocuments', 'updateFreeTrialDocuments'], (row) => ({
        ...(row as Schemas['FreeTrialDocument']),
        organization_id: s.signedIn.organization_id,
      })),
  }),
  /** The consumers connected to the producer. */
  connections: collection<Schemas['Connection'] & { id: string }>({
    schema: 'Connection',
    seed: examplesOf('listMyConnections'),
  }),
  /** The signed-in individual's notifications. */
  notifications: collection<Schemas['Notification']>({
    schema: 'Notification',
    seed: examplesOf('listNotifications'),
  }),
  surveyQuestions: collection<Schemas['SurveyQuestion']>({
    schema: 'SurveyQuestion',
    seed: examplesOf('listSurveyQuestions'),
  }),
  /** The offers of the products (one each). */
  offers: collection<Schemas['Offer']>({ schema: 'Offer', seed: examplesOf('listOffers') }),
  /** The batches' transits (changes of location): a batch read lists its own. */
  transits: collection<Schemas['Transit']>({
    schema: 'Transit',
    seed: (s) => s.batches().flatMap((b) => b.transits ?? []),
  }),
  /** The batches' transfers to other organizations: a batch read and the receiver's transferred list show them. */
  transfers: collection<Schemas['Transfer']>({
    schema: 'Transfer',
    seed: (s) => s.batches().flatMap((b) => b.transfers ?? []),
  }),
  /**
   * Every individual the world knows (the login examples' signed-in individuals, the organizations' members, and
   * whoever registers), the full record; `password` only once one is set (registration, change-password, a new user
   * account): until then any password signs in.
   */
  individuals: collection<WorldIndividual>({ schema: 'Individual', seed: (s) => s.individuals() }),
  /** The organizations invited to the portal (invite-organization), by the inviting `organization_id`. */
  organizationInvites: collection<Schemas['InviteOrganizationRequest'] & { id: string; organization_id: string }>({
    schema: 'InviteOrganizationRequest',
    seed: () => [],
  }),
  /** Which transfer each clone of a transferred batch was made from (`id`: the clone's batch id). */
  transferClones: collection<TransferClone>({ seed: () => [] }),
  documentHashes: collection<DocumentHash>({ seed: (s) => s.dashboards().documentHashes.all() }),
  verifications: collection<Verification>({ seed: (s) => s.dashboards().verifications.all() }),
  dashboardSettings: collection<DashboardSettings>({ seed: (s) => s.dashboards().dashboardSettings.all() }),
  complianceRows: collection<ComplianceRecord>({ seed: (s) => s.dashboards().complianceRows.all() }),
  testingLabs: collection<Schemas['TestingLab']>({
    schema: 'TestingLab',
    seed: (s) => s.dashboards().testingLabs.all(),
  }),
  /** The products' survey submissions (seeded from the examples; the portal never adds one). */
  surveySubmissions: collection<SubmissionRow>({
    schema: 'SurveySubmission',
    seed: (s) => s.voices().surveySubmissions.all(),
  }),
  /** The feedback on the products' batches, one row per batch (seeded from the examples). */
  feedbackBatches: collection<FeedbackBatchRow>({
    schema: 'FeedbackBatch',
    seed: (s) => s.voices().feedbackBatches.all(),
  }),
  /** The survey invitations of the seed's sends; a send made in the world lists its own (derived). */
  surveyInvitations: collection<Schemas['SurveyInvitation']>({
    schema: 'SurveyInvitation',
    seed: (s) => s.voices().surveyInvitations.all(),
  }),
  /** The organizations' subscriptions (and the purchases and checkouts on their way to one). */
  subscriptions: collection<WorldSubscription>({ seed: (s) => s.billing().subscriptions.all() }),
  /** The organizations' invoices, newest first. */
  invoices: collection<WorldInvoice>({ schema: 'Invoice', seed: (s) => s.billing().invoices.all() }),
  /** The card checkout sessions the portal created. */
  checkouts: collection<WorldCheckout>({ seed: (s) => s.billing().checkouts.all() }),
  /** What the registration wizard saved, by email. */
  registrations: collection<WorldRegistration>({ seed: (s) => s.billing().registrations.all() }),
  /** The emails the platform would have sent, oldest first (rules/outbox.ts; the World tab shows them). */
  outbox: collection<Mail>({ seed: () => [] }),
  /** The sessions sign-in opened, by access token (rules/session.ts): a token older than its lifetime is refused. */
  sessions: collection<WorldSession>({ seed: () => [] }),
};

export type CollectionName = keyof typeof collections;
/** The record type of a collection. */
export type RowOf<K extends CollectionName> =
  (typeof collections)[K] extends Declaration<infer T extends { id: string }> ? T : never;
/** The world's collections, as tables. */
export type Collections = { [K in CollectionName]: Table<RowOf<K>> };

/** Every collection, in the order of the declarations (a census and a snapshot list them so). */
export const COLLECTIONS = Object.keys(collections) as CollectionName[];

/** The contract's schema of each collection's records (a world-only field such as `organization_id` is allowed). */
export const RECORD_SCHEMAS: Partial<Record<CollectionName, keyof Schemas>> = Object.fromEntries(
  COLLECTIONS.flatMap((name) => {
    const schema = (collections[name] as Declaration<unknown>).schema;
    return schema ? [[name, schema]] : [];
  }),
);

/** The collections of the world's own bookkeeping, which no schema of the contract describes: checked for their ids. */
export const WORLD_ONLY: readonly CollectionName[] = COLLECTIONS.filter((name) => !RECORD_SCHEMAS[name]);

/** Each collection's seeded records (the example world's), from one harvest of the contract's examples. */
export function seedRecords(): { [K in CollectionName]: RowOf<K>[] } {
  const source = seedSource();
  return Object.fromEntries(
    COLLECTIONS.map((name) => [name, (collections[name] as Declaration<unknown>).seed(source)]),
  ) as never;
}

/** An uploaded file the world keeps: its metadata and its bytes (served at /__world/files/<id>). */
export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  /** The bytes, base64 (a snapshot stays JSON). */
  data: string;
}

/** A clone of a transferred batch: its batch (`id`), the transfer it came from and the organization that made it. */
export interface TransferClone {
  id: string;
  transfer_id: string;
  organization_id: string;
}

/** An email the platform would have sent: to whom, its subject and text, and the code, password or link in it. */
export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** When it was sent, by the world's clock (ISO 8601). */
  at: string;
  code?: string;
  password?: string;
  link?: string;
}

/** A session sign-in opened: its access token (`id`), whose it is, when it began and whether it is remembered. */
export interface WorldSession {
  id: string;
  individual_id: string;
  /** When the token was given, by the world's clock (ISO 8601); moved back when QA advances the clock. */
  issued_at: string;
  /** Remember me, chosen at the code (7 days instead of 6 hours). */
  remember: boolean;
}

/** An individual as the world keeps it: the signed-in record (sign-in answer) and, once set, the password. */
export type WorldIndividual = Schemas['Individual'] & { password?: string };
