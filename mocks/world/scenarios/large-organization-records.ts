import { withGs1CheckDigit } from '@/lib/input/text';
import type { Schemas } from '../types';
import type { WorldIndividual } from '../model/world';
import type { SubmissionRow } from '../model/seeds/survey';
import { newIndividual } from '../model/rules/individual';
import { locationOnBatch } from '../model/rules/batch';

/**
 * The records of the large-organization scenario, grown from the example world's own records (each copy keeps the
 * example's shape and gets an id, a title and dates of its own), with a small seeded generator instead of
 * Math.random: the same world every build. The ideas are those of tests/bench/scale-data.ts (an id like the
 * example's, a numbered copy a step further back in time), written here so the mocks never import test code.
 */
type Product = Schemas['Product'];
type Batch = Schemas['Batch'];
type Location = Schemas['Location'];

/** A small seeded generator (mulberry32): numbers in [0, 1), the same sequence for the same seed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = ReturnType<typeof seeded>;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** An id like `template` (its three letters, then `n` in base 36): ten characters, as a saved record's. */
export const idLike = (template: string, n: number): string =>
  template.slice(0, 3) +
  n
    .toString(36)
    .toUpperCase()
    .padStart(template.length - 3, '0');
/** A new id of a kind: its three letters and `n` (`serial('IND', 36)` is IND0000010). */
export const serial = (prefix: string, n: number): string => idLike(`${prefix}0000000`, n);

const HOUR = 3_600_000;
/** `template`'s date, `steps` × `stepMs` earlier. */
export const earlier = (template: string | null | undefined, steps: number, stepMs = HOUR): string =>
  new Date(Date.parse(template ?? '2026-11-01T00:00:00.000Z') - steps * stepMs).toISOString();

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Words for names: product lines made of two syllables and an ending, ingredients with a dose, forms.
const SYLLABLES = ['Ka', 'Lo', 'Mi', 'Ne', 'Ta', 'Ri', 'Zu', 'Vo', 'Sa', 'Be', 'Do', 'Fi', 'Ga', 'Hu', 'Jo', 'Pe'];
const MIDDLES = ['ra', 'li', 'no', 've', 'ma', 'tu', 'si', 'de', 'la', 'ko', 'ri', 'zo'];
const ENDINGS = ['n', 'x', 'l', 's', 'th', 'r', 'm', 'va'];
const INGREDIENTS = [
  'Magnesium Glycinate 400 mg',
  'Vitamin D3 5000 IU',
  'Omega-3 Fish Oil 1000 mg',
  'Ashwagandha 600 mg',
  'Turmeric Curcumin 500 mg',
  'Probiotic 50 Billion CFU',
  'Collagen Peptides',
  'Elderberry Extract',
  'Zinc Picolinate 50 mg',
  'Melatonin 3 mg',
  'Vitamin C 1000 mg',
  'Iron Bisglycinate 25 mg',
  'Biotin 10000 mcg',
  'CoQ10 200 mg',
  'Lion’s Mane 1000 mg',
  'Rhodiola Rosea 500 mg',
  'L-Theanine 200 mg',
  'Berberine 500 mg',
  'Quercetin 500 mg',
  'Vitamin K2 MK-7 100 mcg',
];
const FORMS = ['Capsules', 'Softgels', 'Tablets', 'Gummies', 'Powder', 'Liquid Drops', 'Chewables', 'Lozenges'];
const FIRST_NAMES = ['Ava', 'Noah', 'Mia', 'Liam', 'Zoe', 'Ethan', 'Leah', 'Omar', 'Sofia', 'Ravi', 'Hana', 'Luca'];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Chen', 'Duarte', 'Eriksen', 'Fischer', 'Garcia', 'Haddad', 'Ito', 'Jensen'];
const CITIES: readonly [string, string, string, [number, number]][] = [
  ['Phoenix', 'AZ', '85004', [33.4484, -112.074]],
  ['Tempe', 'AZ', '85281', [33.4255, -111.94]],
  ['Salt Lake City', 'UT', '84119', [40.7608, -111.891]],
  ['Denver', 'CO', '80202', [39.7392, -104.9903]],
  ['Austin', 'TX', '78701', [30.2672, -97.7431]],
  ['Portland', 'OR', '97204', [45.5152, -122.6784]],
  ['Reno', 'NV', '89501', [39.5296, -119.8138]],
  ['Boise', 'ID', '83702', [43.615, -116.2023]],
];
const SITES = ['Warehouse', 'Contract manufacturer', 'Distribution center', 'Laboratory', 'Packaging line'];

/** A product line's name: two syllables and an ending ('Kalin', 'Zuveth'). */
const lineName = (random: Random) => `${pick(random, SYLLABLES)}${pick(random, MIDDLES)}${pick(random, ENDINGS)}`;

/**
 * A product's title from a line, an ingredient and a form, none of `taken`: when the drawn one is taken, the next form
 * (then the next ingredient) of the same line, chosen without drawing again, so every other title stays as drawn.
 */
function productTitle(random: Random, taken: Set<string>): string {
  const line = lineName(random);
  const ingredient = Math.floor(random() * INGREDIENTS.length);
  const form = Math.floor(random() * FORMS.length);
  for (let k = 0; k < INGREDIENTS.length * FORMS.length; k += 1) {
    const title = `${line} ${INGREDIENTS[(ingredient + Math.floor(k / FORMS.length)) % INGREDIENTS.length]} ${FORMS[(form + k) % FORMS.length]}`;
    if (!taken.has(title)) return title;
  }
  throw new Error(`[world] large-organization: every title of the line ${line} is taken`);
}

/**
 * The n-th grown product: an example tracer product's copy with a title of its own, told apart from every title in
 * `taken` (which it joins): two products of one name on the home list could not be told apart.
 */
export function grownProduct(template: Product, n: number, random: Random, taken = new Set<string>()): Product {
  const title = productTitle(random, taken);
  taken.add(title);
  const code = `VL-${String(n).padStart(5, '0')}`;
  return {
    ...template,
    id: idLike(template.id, n),
    title,
    external_id: code,
    external_id_slug: slug(code),
    sku: code,
    upc: withGs1CheckDigit(String(85_003_100_000 + n)),
    image_url: template.image_url,
    // Apart from the batches' own traits' ids (a batch lists both).
    facets: (template.facets ?? []).map((f, k) => ({ ...f, id: serial('FCT', 10_000_000 + n * 10 + k) })),
    subscription_type: 'tracer',
    ingredients: [],
    created_on: earlier(template.created_on, n),
    updated_on: earlier(template.created_on, n),
  };
}

/** The n-th grown location: a site in one of the cities. */
export function grownLocation(template: Location, n: number, random: Random): Location {
  const [city, state, zip, [lat, lng]] = pick(random, CITIES);
  return {
    ...template,
    id: idLike(template.id, n),
    description: `${pick(random, SITES)} ${n}`,
    line_1: `${100 + Math.floor(random() * 9800)} ${pick(random, ['North', 'South', 'East', 'West'])} Commerce Way`,
    line_2: n % 3 === 0 ? `Dock ${1 + (n % 9)}` : null,
    city,
    state,
    zip,
    country: 'US',
    coordinates: [Number((lat + (random() - 0.5) / 10).toFixed(4)), Number((lng + (random() - 0.5) / 10).toFixed(4))],
  };
}

/**
 * The n-th grown batch, the k-th of its product: lean (two traits, a certificate of analysis on one batch in four,
 * a location on one in two),
 * as the example's batches are; a batch read adds the inherited traits and the short code (model/rules/batch.ts).
 */
export function grownBatch(template: Batch, product: Product, n: number, k: number, location: Location): Batch {
  const tracking = `${product.external_id ?? 'VL'}-${String(k + 1).padStart(4, '0')}`;
  const made = earlier(product.created_on, -(k + 1), 6 * HOUR);
  const id = idLike(template.id, n);
  const coa = template.exhibits?.[0];
  return {
    id,
    integrant_type_id: product.id,
    organization_id: product.organization_id,
    title: product.title,
    tracking_id: tracking,
    external_id: tracking,
    external_id_slug: slug(tracking),
    is_published: n % 3 !== 0,
    published: n % 3 !== 0 ? made : null,
    is_static_batch: false,
    primary: true,
    buy_again_url: `https://verdantlabs.com/shop/${slug(product.title)}`,
    qr_url: `https://portal.invalid/p/VRDNT/b/${slug(tracking)}`,
    type: 'tracer',
    facets: [
      { ...template.facets![0]!, id: serial('FCT', n * 2), description: made.slice(0, 10) },
      { ...template.facets![1]!, id: serial('FCT', n * 2 + 1) },
    ],
    exhibits:
      coa && n % 4 === 0
        ? [{ ...coa, id: serial('EXH', n), url: `${coa.url}?lot=${slug(tracking)}`, location: location.id }]
        : [],
    mutations: [],
    // One batch in two names where it is (the example's batches have a location or none).
    location: n % 2 === 0 ? locationOnBatch(location) : null,
    created_on: made,
    updated_on: made,
  };
}

/** `count` traits and `attachments` attachments on one batch (the showcase batches of a long editor). */
export function showcase(batch: Batch, template: Batch, facets: number, attachments: number): Batch {
  const trait = template.facets![0]!;
  const exhibit = template.exhibits![0]!;
  return {
    ...batch,
    facets: Array.from({ length: facets }, (_, i) => ({
      ...trait,
      id: `${batch.id.slice(3)}F${i.toString(36).toUpperCase().padStart(2, '0')}`,
      title: `Trait ${i + 1}`,
      description: `Value ${i + 1} of ${batch.external_id}`,
      rank: i + 1,
    })),
    exhibits: Array.from({ length: attachments }, (_, i) => ({
      ...exhibit,
      id: `${batch.id.slice(3)}E${i.toString(36).toUpperCase().padStart(2, '0')}`,
      title: `${exhibit.title} ${i + 1}`,
      url: `${exhibit.url}?copy=${i + 1}`,
      rank: i + 1,
    })),
  };
}

/** The n-th grown organization attachment. */
export function grownAttachment(
  template: Schemas['OrganizationExhibit'],
  n: number,
  location: Location,
): Schemas['OrganizationExhibit'] {
  const stamp = earlier(template.created_on, n, 6 * HOUR);
  return {
    ...template,
    id: idLike(template.id, n),
    title: `${template.title} ${n + 1}`,
    url: `${template.url}?copy=${n + 1}`,
    exhibit_locations: [{ location_id: location.id }],
    effective_date: earlier(template.effective_date, n, 6 * HOUR),
    created_on: stamp,
    updated_on: stamp,
  };
}

/** The n-th grown user account: a member of the organization and an individual of the world (no password yet). */
export function grownUser(
  n: number,
  organizationId: string,
  random: Random,
): { member: Schemas['OrganizationMember']; individual: WorldIndividual } {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const member: Schemas['OrganizationMember'] = {
    id: serial('IND', n),
    name_first: first,
    name_last: last,
    phone: `602-555-${String(1000 + n).slice(-4)}`,
    email_address: `${first}.${last}.${n}@verdantlabs.com`.toLowerCase(),
    status: n % 25 === 0 ? 'inactive' : 'active',
  };
  return { member, individual: newIndividual({ ...member, organization_id: organizationId }) };
}

/** The n-th grown survey submission, about one batch (and so its product), by a consumer of its own. */
export function grownSubmission(template: SubmissionRow, n: number, batch: Batch): SubmissionRow {
  return {
    ...template,
    id: idLike(template.id, n),
    created_on: earlier(template.created_on, n, 20 * 60_000),
    user: { id: idLike(template.user?.id ?? 'USR', n), name: `${template.user?.name ?? 'Consumer'} ${n + 1}` },
    integrant: { id: batch.id, external_id: batch.external_id ?? batch.id },
    integrant_type_id: batch.integrant_type_id,
  };
}

/** A link (mutation) of a child batch under a parent. */
export const link = (n: number, parent: string, child: string, by: string): Schemas['Mutation'] => ({
  id: serial('MUT', n),
  parent_integrant_id: parent,
  child_integrant_id: child,
  created_by: by,
  updated_by: by,
  created_on: earlier('2026-10-01T00:00:00.000Z', -n, 60_000),
});
