import type { Allowance, World } from '../world';
import type { Schemas } from '../../types';
import { newId } from '../../resolvers/resolver';

/**
 * The catalogue's pure rules (unit-tested in tests/unit/world/world-catalogue.test.ts): the plan's allowance, what a
 * batch inherits from its product, and how a saved record is put together from what the portal sends.
 */
type Product = Schemas['Product'];
type Batch = Schemas['Batch'];
type Facet = Schemas['Facet'];
export type Kind = Schemas['SubscriptionKind'];
export type Item = 'products' | 'batches';

export const isKind = (value: unknown): value is Kind => value === 'tracer' || value === 'fastpass';

/** The current organization's products. */
export const ownProducts = (world: World): Product[] =>
  world.products.where((p) => p.organization_id === world.organizationId);

/** The products of the organization named (an empty or absent id: the current organization). */
export const productsOf = (world: World, organizationId: string | null | undefined): Product[] =>
  world.products.where((p) => p.organization_id === (organizationId || world.organizationId));

/** A batch's kind: its product's subscription, else its own `type`. */
export const kindOfBatch = (world: World, batch: Batch): Kind | undefined =>
  world.products.get(batch.integrant_type_id)?.subscription_type ?? batch.type;

/** How many products or batches of a kind the organization has made (disabled products count: they stay on chain). */
export function created(world: World, kind: Kind, item: Item): number {
  if (item === 'products') return ownProducts(world).filter((p) => p.subscription_type === kind).length;
  return world.batches.where((b) => b.organization_id === world.organizationId && kindOfBatch(world, b) === kind)
    .length;
}

/** The plan of a kind, or undefined when the organization holds none the world knows (then nothing is limited). */
export const allowanceOf = (world: World, kind: Kind | undefined): Allowance | undefined =>
  kind ? world.allowances[kind] : undefined;

/** The plan's limit for an item (-1: unlimited) and how many are left (Infinity when unlimited). */
export function remaining(world: World, kind: Kind | undefined, item: Item): number {
  const plan = allowanceOf(world, kind);
  const limit = plan ? plan[item] : -1;
  return limit < 0 || !kind ? Infinity : Math.max(0, limit - created(world, kind, item));
}

/** A success answer: status '1', the server's message, the data. */
export const ok = <T>(message: string, data: T) => ({ body: { status: '1' as const, message, data } });

/** No more of an item fits the plan of a kind. */
export const noRoom = (world: World, kind: Kind | undefined, item: Item) => remaining(world, kind, item) < 1;

/** The documented 403 thresholdLimit, naming what ran out. */
export const threshold = (item: Item) =>
  ({ status: 403, example: 'thresholdLimit', message: thresholdMessage(item) }) as const;

/** The 403 thresholdLimit's message, in the server's voice, naming what ran out. */
export const thresholdMessage = (item: Item): string =>
  `You have reached the maximum number of ${item} allowed by your plan. Please upgrade your subscription.`;

/** check-subscription-status's errorMsg when the plan is used up (the contract's example, with this plan's figures). */
export const limitReachedMessage = (plan: Allowance, item: Item): string =>
  `You have reached the maximum of ${plan[item]} ${item} for ${plan.plan}. Please upgrade your subscription to add more.`;

/** A product's traits as its batches inherit them: read-only, ranked 1000, 2000, … */
export const inherited = (product: Product | undefined): Facet[] =>
  (product?.facets ?? []).map((f, i) => ({ ...f, rank: (i + 1) * 1000, isOld: true }));

/** A text field of a form: its text, or null when absent or blank. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A slug as the contract's examples write them: lower case, runs of other characters as one '-'. */
export const slug = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Where an edit leaves a batch's slug: the slug sent, else (the tracking id changed alone) the new tracking id's
 * slug, else the one it has. Its QR address ends with the slug, and follows it.
 */
export function followedSlug(
  b: Pick<Batch, 'external_id' | 'external_id_slug' | 'qr_url'>,
  externalId: string | null | undefined,
  sentSlug: string | null | undefined,
): Pick<Batch, 'external_id_slug' | 'qr_url'> {
  const moved = sentSlug || (externalId && externalId !== b.external_id ? slug(externalId) : null);
  if (!moved || moved === b.external_id_slug) return {};
  const old = b.external_id_slug;
  const qr = b.qr_url && old && b.qr_url.endsWith(`/${old}`) ? b.qr_url.slice(0, -old.length) + moved : b.qr_url;
  return { external_id_slug: moved, ...(qr !== b.qr_url ? { qr_url: qr } : {}) };
}

/** A batch may be published only when it is not fastpass's (section 1: fastpass has no QR and no publishing). */
export const publishable = (world: World, b: Batch): boolean => kindOfBatch(world, b) !== 'fastpass';

/** Traits as saved: each keeps its id or gets one, and is the record's own (not inherited, not a template's). */
export function savedFacets(world: World, facets: readonly Partial<Facet>[]): Facet[] {
  return facets
    .filter((f) => typeof f.title === 'string' && typeof f.description === 'string')
    .map((f, i) => ({
      isTemplate: false,
      templateId: null,
      ...f,
      id: f.id || newId(world, 'FCT'),
      title: f.title!,
      description: f.description!,
      rank: f.rank ?? i + 1,
      group_id: f.group_id ?? null,
      isOld: false,
    }));
}

/** The product form's `facets` (JSON sent as text): the traits, or none when it is no JSON array. */
export function parseFacets(value: unknown): Partial<Facet>[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : [];
    return Array.isArray(parsed) ? (parsed as Partial<Facet>[]) : [];
  } catch {
    return [];
  }
}

/** Another batch of the organization already uses this tracking id (static batch number). */
export const trackingIdTaken = (world: World, externalId: string | null | undefined, except?: string | null) =>
  Boolean(externalId) &&
  world.batches.where(
    (b) => b.organization_id === world.organizationId && b.external_id === externalId && b.id !== except,
  ).length > 0;

/** A batch as a product list row carries it. */
export const summary = (b: Batch): Schemas['BatchSummary'] => ({
  id: b.id,
  integrant_type_id: b.integrant_type_id,
  title: b.title,
  tracking_id: b.tracking_id ?? null,
  external_id: b.external_id ?? null,
  external_id_slug: b.external_id_slug ?? null,
  is_published: b.is_published ?? false,
  ...(b.created_on ? { created_on: b.created_on } : {}),
});

/** The saved location a batch points to, as a batch carries it. */
export function batchLocation(world: World, id: string | null | undefined): Schemas['BatchLocation'] | null {
  const l = world.locations.get(id);
  return l ? locationOnBatch(l) : null;
}

/** A location as a batch carries it (a copy: the batch keeps it as it was). */
export function locationOnBatch(l: Schemas['Location']): Schemas['BatchLocation'] {
  return {
    id: l.id,
    description: l.description,
    line_1: l.line_1,
    line_2: l.line_2 ?? null,
    city: l.city,
    state: l.state,
    zip: l.zip,
    coordinates: l.coordinates ? [...l.coordinates] : null,
    country: l.country,
  };
}
