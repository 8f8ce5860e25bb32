/**
 * The world's seed: the records the contract's named examples describe, harvested into the world's collections
 * (collections.ts declares each collection with its seed; world.ts keeps the World type and the seeded copy).
 */
import { exampleData, exampleValue, harvest } from './examples';
import type { Schemas } from '../types';
import type { Allowance, WorldIndividual } from './world';
import { seedDashboards } from './seeds/dashboard';
import { seedSurveyVoices } from './seeds/survey';
import { seedBilling } from './seeds/subscription';

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
  // The world keeps a link in the mutations of both of its batches (docs/world/batch.md); the examples show it on one.
  for (const b of [...byId.values()])
    for (const link of b.mutations ?? [])
      for (const other of [byId.get(link.parent_integrant_id), byId.get(link.child_integrant_id)])
        if (other && !(other.mutations ?? []).some((m) => m.id === link.id))
          other.mutations = [...(other.mutations ?? []), link];
  return [...byId.values()];
}

/**
 * What the collections' seeds are made from (model/collections.ts): the contract's examples, harvested once per
 * seed, each part when a collection first asks for it.
 */
export function seedSource() {
  const once = <T>(make: () => T) => {
    let made: { value: T } | undefined;
    return () => (made ??= { value: make() }).value;
  };
  const signedIn = exampleValue<{ data: { id: string; organization_id: string } }>('login', 'signedIn').data;
  const products = once(() =>
    harvest(['searchIntegrantTypes', 'searchProducts', 'getProduct'], (row) => {
      if (typeof row.id !== 'string' || !row.id.startsWith('PRD') || typeof row.organization_id !== 'string')
        return undefined;
      delete row.integrants;
      return row as Schemas['Product'];
    }),
  );
  const batches = once(() => seedBatches(products()));
  return {
    signedIn,
    products,
    batches,
    dashboards: once(() => seedDashboards(signedIn.organization_id)),
    voices: once(() => seedSurveyVoices(batches())),
    billing: once(() => seedBilling()),
    invitedUsers: () => [
      ...exampleData('listInvitedUsers').flatMap((data) =>
        ((data as { users?: Schemas['InvitedUser'][] }).users ?? []).map((user) => ({
          ...structuredClone(user),
          organization_id: signedIn.organization_id,
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
    ],
    individuals: seedIndividuals,
    allowances: seedAllowances,
  };
}
export type SeedSource = ReturnType<typeof seedSource>;

/** A sign-in token in the examples' style (the payload names the individual). */
export const tokenFor = (id: string): string =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: id })).replace(/=+$/, '')}.mock-signature`;

/**
 * The passwords of the example world's people who sign in, by email (a password belongs to an address: every identity
 * of it has it). Olivia's is the contract's login request example's; the others are memorable, in its style. The World
 * tab and docs/world/scenarios.md list them (docs/world/auth.md, "Sign-in").
 */
export const SEED_PASSWORDS: Readonly<Record<string, string>> = {
  'olivia.bennett@verdantlabs.com': 'Harvest-Morning-42',
  'daniel.okafor@sunfieldapothecary.com': 'Sunfield-Remedy-17',
  'jonah.whitfield@copperleafbotanics.com': 'Copperleaf-Fern-58',
  'amara.lindqvist@bluestemwellness.com': 'Bluestem-Prairie-33',
  'marcus.reed@verdantlabs.com': 'Verdant-Harbor-21',
  'priya.natarajan@verdantlabs.com': 'Verdant-Meadow-64',
};

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
  return [...byId.values()].map((individual) => {
    const password = SEED_PASSWORDS[individual.email_address.toLowerCase()];
    return password ? { ...individual, password } : individual;
  });
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
