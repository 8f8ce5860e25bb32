import { withGs1CheckDigit } from '@/lib/input/text';
import type { Schemas } from '../types';
import { tokenFor } from '../model/seed';
import { seedWorld, type World, type WorldIndividual } from '../model/world';
import { findPrice } from '../model/rules/subscription-plans';
import { activate, pendingSubscription } from '../model/rules/subscription-change';
import { batchLocation } from '../model/rules/batch';
import type { Scenario } from './index';

/**
 * An organization one short of its plan everywhere: Tidewater Nutrition holds only Product Fast Pass, the one plan
 * that limits products, batches and seats alike, and has one less of each than the plan allows. Its owner, Elena
 * Vasquez, signs in by any email. The world refuses a create only when nothing is left (catalogue-rules.ts,
 * organization.ts), so the next create of each kind fills the plan and the one after it is the documented 403, which
 * the portal shows as the threshold popup. The plan is started through billing's own functions, so the seats, the
 * allowance and the sign-in's subscription list follow from it; the catalogue's counts are read from the plan's
 * allowance, and the people (PEOPLE) fill every seat but one.
 */
const ORGANIZATION = 'ORG2T8W5NX';
const OWNER = 'IND5E2V7QA';
const DOMAIN = 'tidewaternutrition.com';
const PACKING_HOUSE = 'LOC3T7D2PW';
const FAST_PASS_MONTHLY = 'price_1QfPsM0nFp7kQ2mXnB';
const STARTED = new Date('2026-06-01T15:00:00.000Z');
const DAY = 86_400_000;

/** The people of the organization: the owner first, then the user accounts. */
const PEOPLE: readonly (readonly [string, string, string, string])[] = [
  [OWNER, 'Elena', 'Vasquez', '207-555-0141'],
  ['IND8T3H6WB', 'Theo', 'Brandt', '207-555-0162'],
  ['IND4N9C2RJ', 'Naomi', 'Castellanos', '207-555-0187'],
  ['IND6L1P8KD', 'Luis', 'Pereira', '207-555-0119'],
];

/** The product lines; with two strengths each they make the catalogue. */
const LINES: readonly (readonly [string, string, string])[] = [
  ['Marine Collagen Peptides', 'Hydrolysed wild-caught cod collagen, types I and III.', 'MCP'],
  ['Kelp Iodine', 'North Atlantic kelp, standardised for iodine.', 'KLP'],
  ['Sea Buckthorn Oil', 'Cold-pressed berry and seed oil, omega-7 rich.', 'SBO'],
  ['Algal Omega-3', 'Vegan DHA and EPA from microalgae.', 'AO3'],
  ['Spirulina Tablets', 'Organic spirulina pressed without binders.', 'SPT'],
  ['Chlorella Broken Cell', 'Broken cell wall chlorella for absorption.', 'CHL'],
  ['Magnesium Glycinate', 'Chelated magnesium, gentle on the stomach.', 'MGG'],
  ['Zinc Picolinate', 'Zinc picolinate in a vegetable capsule.', 'ZNP'],
  ['Vitamin D3 Lichen', 'Plant-based cholecalciferol from lichen.', 'VD3'],
  ['Bladderwrack Extract', 'Fucus vesiculosus whole-plant extract.', 'BWE'],
  ['Irish Sea Moss', 'Wildcrafted Chondrus crispus, sun-dried.', 'ISM'],
  ['Electrolyte Sea Salt', 'Unrefined sea salt with trace minerals.', 'ESS'],
];
const STRENGTHS = ['60 count', '120 count'] as const;

function owner(world: World): WorldIndividual {
  const [id, name_first, name_last, phone] = PEOPLE[0]!;
  return {
    id,
    email_address: `${name_first.toLowerCase()}.${name_last.toLowerCase()}@${DOMAIN}`,
    name_first,
    name_middle: null,
    name_last,
    phone,
    phone_mobile: phone,
    roles: ['admin'],
    access_token: tokenFor(id),
    organization_id: ORGANIZATION,
    active: true,
    status: 'active',
    temporary_password: false,
    subscriptionList: [],
    transaction_id: null,
    is_valid_domain_name: true,
    is_approved: true,
    is_free_trail: false,
    domain_name: DOMAIN,
    text_record: 'portal-verification=4d81be09',
    last_login: new Date(STARTED.getTime() + 170 * DAY).toISOString(),
    is_google_login: false,
    ...(world.individuals.get(id) ?? {}),
  };
}

function addOrganization(world: World): void {
  const members: Schemas['OrganizationMember'][] = PEOPLE.map(([id, name_first, name_last, phone]) => ({
    id,
    name_first,
    name_last,
    phone,
    email_address: `${name_first.toLowerCase()}.${name_last.toLowerCase()}@${DOMAIN}`,
    status: 'active',
  }));
  world.organizations.put({
    id: ORGANIZATION,
    name: 'Tidewater Nutrition',
    short_code: 'TDWTR',
    tag_line: 'Minerals and oils from the North Atlantic',
    description: 'Tidewater Nutrition packs marine supplements in Portland, Maine, and lists every lot on its plan.',
    logo_url: null,
    bg_color: '#1D4E6B',
    bg_image: null,
    domain_name: DOMAIN,
    is_valid_domain_name: true,
    text_record: 'portal-verification=4d81be09',
    hide_org: false,
    subscription_name: 'Product Fast Pass',
    account_id: null,
    transfer_charge: 500,
    is_approved: true,
    is_free_trail: false,
    created_on: new Date(STARTED.getTime() - 2 * DAY).toISOString(),
    individuals: members,
  });
  world.individuals.put(owner(world));
  for (const member of members.slice(1))
    world.individuals.put({
      ...member,
      roles: [],
      access_token: tokenFor(member.id),
      organization_id: ORGANIZATION,
      active: true,
    });
  world.locations.put({
    id: PACKING_HOUSE,
    description: 'Packing house',
    line_1: '58 Commercial Street',
    line_2: null,
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    country: 'US',
    coordinates: [43.6555, -70.2537],
    organization_id: ORGANIZATION,
  } as Schemas['Location']);
}

/** The catalogue: `products` fast pass products and `batches` batches spread over them, oldest first. */
function addCatalogue(world: World, products: number, batches: number): void {
  const made: Schemas['Product'][] = [];
  const location = batchLocation(world, PACKING_HOUSE);
  for (let i = 0; i < products; i += 1) {
    const [line, description, code] = LINES[Math.floor(i / STRENGTHS.length) % LINES.length]!;
    const strength = STRENGTHS[i % STRENGTHS.length]!;
    const sku = `TW-${code}-${strength.split(' ')[0]}`;
    const stamp = new Date(STARTED.getTime() + i * DAY).toISOString();
    made.push(
      world.products.put({
        id: `PRDTW${String(i + 1).padStart(5, '0')}`,
        organization_id: ORGANIZATION,
        title: `${line} ${strength}`,
        description,
        external_id: sku,
        external_id_slug: sku.toLowerCase(),
        directions: null,
        warnings: null,
        sku,
        upc: withGs1CheckDigit(`8500412${String(1000 + i).padStart(4, '0')}`),
        product_type: 'Business to Business',
        image_url: null,
        product_label: null,
        facets: [],
        youtube_video_url: null,
        bunny_video_title: null,
        bunny_video_url: null,
        bunny_video_thumbnail_url: null,
        subscription_type: 'fastpass',
        is_disabled: false,
        used_as_ingredients: false,
        created_by: OWNER,
        updated_by: OWNER,
        created_on: stamp,
        updated_on: stamp,
        ingredients: [],
      }),
    );
  }
  for (let n = 0; n < batches; n += 1) {
    const product = made[n % made.length]!;
    const lot = Math.floor(n / made.length) + 1;
    const number = `${product.sku}-L${String(lot).padStart(3, '0')}`;
    world.batches.put({
      id: `BATTW${String(n + 1).padStart(5, '0')}`,
      integrant_type_id: product.id,
      title: product.title,
      tracking_id: number,
      external_id: number,
      external_id_slug: number.toLowerCase(),
      is_published: false,
      created_on: new Date(STARTED.getTime() + 30 * DAY + n * 3_600_000).toISOString(),
      organization_id: ORGANIZATION,
      location,
      facets: [],
      exhibits: [],
      mutations: [],
    });
  }
}

function buildAtTheLimits(): World {
  const world = seedWorld();
  world.organizationId = ORGANIZATION;
  world.individualId = OWNER;
  world.defaultIndividualId = OWNER;
  addOrganization(world);
  const plan = findPrice(FAST_PASS_MONTHLY)!;
  const pending = pendingSubscription(world, plan, {
    at: STARTED,
    individual_id: OWNER,
    customer_id: 'cus_Tw8Kd2LmQ4Rx',
  });
  // Paid by card without the price's trial: the plan is active and its limits are the organization's.
  activate(world, pending, ORGANIZATION, { at: STARTED, paidBy: 'card', trialDays: 0 });
  const allowance = world.allowances.fastpass!;
  addCatalogue(world, allowance.products - 1, allowance.batches - 1);
  // The owner's record carries the plan as a sign-in does (the switcher's list, the transaction id).
  const held = world.subscriptions.where((s) => s.organization_id === ORGANIZATION)[0]!;
  world.individuals.patch(OWNER, { transaction_id: held.transaction_id });
  return world;
}

export const atTheLimits: Scenario = {
  name: 'at-the-limits',
  summary: "One short of the plan's products, batches and seats (Tidewater Nutrition on Product Fast Pass)",
  build: buildAtTheLimits,
};
