/**
 * The world's seed: the records the contract's named examples describe, harvested into the world's collections
 * (world.ts keeps the World type, its collections and the seeded copy).
 */
import { exampleValues } from '@/api/generated/example-values';
import { Table } from './table';
import type { Schemas } from '../types';
import type { Allowance, World, WorldIndividual } from './world';
import { seedDashboards } from './seeds/dashboard';
import { seedSurveyVoices } from './seeds/survey';
import { seedBilling } from './seeds/subscription';

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

export function harvestSeed(): World {
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
    defaultIndividualId: signedIn.data.id,
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
    transferClones: new Table(),
    allowances: seedAllowances(),
    ...seedDashboards(signedIn.data.organization_id),
    ...seedSurveyVoices(batches),
    ...seedBilling(),
  };
}

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
