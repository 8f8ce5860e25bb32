import { Table } from '../model/table';
import type { Schemas } from '../types';
import { seedWorld, type World } from '../model/world';
import { limitNumber, planProducts } from '../model/rules/subscription-plans';
import { subscriptionList, syncAllowances } from '../model/rules/subscription-state';
import type { Scenario } from './index';
import {
  grownAttachment,
  grownBatch,
  grownLocation,
  grownProduct,
  grownSubmission,
  grownUser,
  link,
  pick,
  seeded,
  showcase,
  type Random,
} from './large-organization-records';

/**
 * Verdant Labs at scale, for what a long list, a long editor and a deep tree do to the portal: the example world
 * with the organization's records grown from its own examples by a seeded generator (the same records every build,
 * no network), built only when the scenario is chosen. The organization is on the tracer plan without limits
 * (Product Origin Enterprise), so nothing it holds is past its allowance.
 */
export const LARGE_ORGANIZATION = {
  products: 10_000,
  batches: 50_000,
  attachments: 2_000,
  users: 500,
  locations: 200,
  submissions: 5_000,
  /** The batches of the link tree (one tree, three ingredients under each batch). */
  treeNodes: 500,
  /** A few batches with a long editor: this many traits and attachments each. */
  showcase: { batches: 3, traits: 200, attachments: 300 },
  /** The product most of the flagship's batches belong to (the example's Daily Omega-3), and how many it has. */
  flagship: { id: 'PRD1A2B3C4', batches: 1_000 },
} as const;

const SEED = 20_261_128;
/** Past every id the generator gives, so an id the world makes later (newId) is never one of them. */
const SEQ_AFTER = 20_000_000;

type Product = Schemas['Product'];
type Batch = Schemas['Batch'];

/** Newest first, as the world lists (ISO dates compare as text; a plain comparison, far quicker than localeCompare). */
const newestFirst = <T extends { created_on?: string | null }>(rows: T[]) =>
  rows.sort((a, b) => {
    const [x, y] = [a.created_on ?? '', b.created_on ?? ''];
    return x < y ? 1 : x > y ? -1 : 0;
  });

/** How many more of a kind the organization needs to reach `target`, counting what it holds. */
const short = (held: number, target: number) => Math.max(0, target - held);

/** The tracer plan without limits: the organization's tracer subscription moves to it; its seats are unlimited. */
function unlimitedPlan(world: World): void {
  const enterprise = planProducts().find(
    (p) => p.subscription_type === 'tracer' && limitNumber(p.prouct_metadata.num_products_on_chain) < 0,
  );
  const tracer = world.subscriptions.where(
    (s) => s.organization_id === world.organizationId && s.subscription_type === 'tracer',
  )[0];
  if (!enterprise || !tracer) throw new Error('[world] large-organization: no unlimited tracer plan in the contract');
  // A contracted plan has no catalogue price (contact us): the world knows it by its product.
  world.subscriptions.patch(tracer.id, {
    product_id: enterprise.product_id,
    price_id: `price_${enterprise.product_id}`,
  });
  const organization = world.organizations.get(world.organizationId)!;
  const { num_seats: _seats, ...unlimited } = organization;
  world.organizations.put({ ...unlimited, subscription_name: enterprise.prouct_name });
  syncAllowances(world);
}

function growProducts(world: World, random: Random): Product[] {
  const own = world.products.where((p) => p.organization_id === world.organizationId);
  const templates = own.filter((p) => p.subscription_type === 'tracer');
  const titles = new Set(own.map((p) => p.title));
  const grown = Array.from({ length: short(own.length, LARGE_ORGANIZATION.products) }, (_, n) =>
    grownProduct(templates[n % templates.length]!, n + 1, random, titles),
  );
  world.products = new Table(newestFirst([...world.products.all(), ...grown]));
  return grown;
}

function growBatches(world: World, products: Product[], random: Random): Batch[] {
  const { flagship, showcase: long } = LARGE_ORGANIZATION;
  const held = world.batches.where((b) => b.organization_id === world.organizationId);
  const template = held.find((b) => (b.facets?.length ?? 0) >= 2 && (b.exhibits?.length ?? 0) >= 1)!;
  const locations = world.locations.where((l) => l.organization_id === world.organizationId);
  const first = world.products.get(flagship.id)!;
  const perProduct = new Map<string, number>();
  const grown: Batch[] = [];
  for (let n = 0; n < short(held.length, LARGE_ORGANIZATION.batches); n += 1) {
    const product = n < flagship.batches ? first : pick(random, products);
    const k = perProduct.get(product.id) ?? 0;
    perProduct.set(product.id, k + 1);
    grown.push(grownBatch(template, product, n + 1, k, pick(random, locations)));
  }
  for (let i = 0; i < long.batches; i += 1) grown[i] = showcase(grown[i]!, template, long.traits, long.attachments);
  return grown;
}

/** One tree of ingredients: node n (after the root) under node (n - 1) / 3, each link kept in both batches. */
function linkTree(grown: Batch[], by: string): void {
  const { treeNodes, flagship, showcase: long } = LARGE_ORGANIZATION;
  // Batches of the other products, spread through the list (the flagship's and the long editors' kept out).
  const step = Math.floor((grown.length - flagship.batches) / treeNodes);
  const nodes = Array.from({ length: treeNodes }, (_, n) => grown[flagship.batches + long.batches + n * step]!);
  nodes.forEach((child, n) => {
    if (n === 0) return;
    const parent = nodes[Math.floor((n - 1) / 3)]!;
    const edge = link(n, parent.id, child.id, by);
    parent.mutations = [...(parent.mutations ?? []), edge];
    child.mutations = [...(child.mutations ?? []), edge];
    child.primary = false;
  });
}

function growPeople(world: World, random: Random): void {
  const organization = world.organizations.get(world.organizationId)!;
  const members = organization.individuals ?? [];
  const grown = Array.from({ length: short(members.length, LARGE_ORGANIZATION.users) }, (_, n) =>
    grownUser(n + 1, organization.id, random),
  );
  world.organizations.put({ ...organization, individuals: [...members, ...grown.map((g) => g.member)] });
  const list = subscriptionList(world, organization.id);
  world.individuals = new Table([
    ...world.individuals
      .all()
      .map((i) => (i.organization_id === organization.id ? { ...i, subscriptionList: list } : i)),
    ...grown.map((g) => ({ ...g.individual, subscriptionList: list })),
  ]);
}

function build(): World {
  const world = seedWorld();
  const random = seeded(SEED);
  const organizationId = world.organizationId;
  unlimitedPlan(world);

  const locations = world.locations.where((l) => l.organization_id === organizationId);
  const moreLocations = Array.from({ length: short(locations.length, LARGE_ORGANIZATION.locations) }, (_, n) =>
    grownLocation(locations[n % locations.length]!, n + 1, random),
  );
  world.locations = new Table([...world.locations.all(), ...moreLocations]);

  const products = growProducts(world, random);
  const batches = growBatches(world, products, random);
  linkTree(batches, world.individualId);
  world.batches = new Table(newestFirst([...world.batches.all(), ...batches]));

  const attachments = world.organizationExhibits.where((e) => e.organization_id === organizationId);
  const allLocations = world.locations.where((l) => l.organization_id === organizationId);
  world.organizationExhibits = new Table([
    ...world.organizationExhibits.all(),
    ...Array.from({ length: short(attachments.length, LARGE_ORGANIZATION.attachments) }, (_, n) =>
      grownAttachment(attachments[n % attachments.length]!, n + 1, pick(random, allLocations)),
    ),
  ]);

  growPeople(world, random);

  const submissions = world.surveySubmissions.all();
  const published = batches.filter((b) => b.is_published);
  world.surveySubmissions = new Table([
    ...submissions,
    ...Array.from({ length: short(submissions.length, LARGE_ORGANIZATION.submissions) }, (_, n) =>
      grownSubmission(submissions[n % submissions.length]!, n + 1, pick(random, published)),
    ),
  ]);

  world.seq = Math.max(world.seq, SEQ_AFTER);
  return world;
}

export const largeOrganization: Scenario = {
  name: 'large-organization',
  summary:
    'Verdant Labs at scale: 10,000 products, 50,000 batches, 2,000 attachments, 500 users, 200 locations, 5,000 survey submissions, long batch editors and a link tree of 500 batches.',
  build,
};
