import { describe, expect, it } from 'vitest';
import { getWorld, worldSnapshot } from '~mocks/world/registry';
import { LARGE_ORGANIZATION, largeOrganization } from '~mocks/world/scenarios/large-organization';
import { checkSnapshot } from '~mocks/world/snapshot';
import { seedWorld as largeOrganizationExamples, type World } from '~mocks/world/model/world';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { useScenario } from '../utils/scenario';
import { callWorld } from '../utils/world-call';

/**
 * The large-organization scenario (mocks/world/scenarios/large-organization.ts): Verdant Labs at scale, grown from
 * the examples by a seeded generator. Its sizes, its plan without limits and its long records are read through the
 * world's own calls. The build, the contract check and the calls a screen makes are timed and printed (a benchmark
 * figure, never an assertion).
 */
const W = 'scenario-large-organization';
/** A product line's word that names a handful of products (the e2e journey searches it too). */
const WORD = 'Zumath';

const call: typeof callWorld = async (op, body, options) => {
  const answer = await callWorld(op, body, { world: W, subscription: 'tracer', ...options });
  expect(answer.breaches).toEqual([]);
  expect(answer.body?.status).toBe('1');
  return answer;
};

/** Runs `work`, prints how long it took, returns its result. */
async function timed<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`[large-organization] ${label}: ${Math.round(performance.now() - start)} ms`);
  return result;
}

/** What two builds must agree on: every record's id and title, in order. */
const digest = (world: World) =>
  JSON.stringify([
    world.products.all().map((p) => [p.id, p.title]),
    world.batches.all().map((b) => [b.id, b.external_id, b.mutations?.length]),
    world.surveySubmissions.all().map((s) => [s.id, s.integrant?.id]),
    world.organizations.get(VERDANT)?.individuals?.map((m) => m.email_address),
  ]);

describe('the large-organization scenario', () => {
  it('is built in seconds, the same every time, and keeps the contract', async () => {
    const first = await timed('build', () => largeOrganization.build());
    await timed('build through the world’s call', () => useScenario('large-organization', W));
    expect(digest(getWorld(W))).toBe(digest(first));
    const snapshot = await timed('snapshot', () => worldSnapshot(W));
    console.log(`[large-organization] snapshot: ${Math.round(JSON.stringify(snapshot).length / 1e6)} MB of JSON`);
    expect(await timed('checkSnapshot', () => checkSnapshot(snapshot))).toEqual([]);
  }, 120_000);

  it('holds its sizes, answered by the catalogue’s and the organization’s calls in good time', async () => {
    await useScenario('large-organization', W);
    const { products, batches, attachments, users, locations, submissions, flagship } = LARGE_ORGANIZATION;

    const all = await timed('searchIntegrantTypes (every kind, first page)', () =>
      call('searchIntegrantTypes', { organization_id: VERDANT, searchText: '', offset: 0, limit: 20 }),
    );
    expect(all.body.data.count).toBe(products);
    const home = await timed('searchProducts (the home list, with batches)', () =>
      call('searchProducts', { organization_id: VERDANT, type: 'tracer', show_batch: true, searchText: '', limit: 20 }),
    );
    expect(home.body.data.rows).toHaveLength(20);
    const found = await timed(`searchProducts '${WORD}'`, () =>
      call('searchProducts', {
        organization_id: VERDANT,
        type: 'tracer',
        show_batch: true,
        searchText: WORD,
        limit: 20,
      }),
    );
    console.log(`[large-organization] '${WORD}' finds ${found.body.data.count}`);
    expect(found.body.data.count).toBe(6);
    for (const row of found.body.data.rows) expect(row.title).toContain(WORD);
    // Each product its own name: the home list shows titles only, so two of one name could not be told apart.
    const titles = found.body.data.rows.map((row: { title: string }) => row.title);
    expect(new Set(titles).size).toBe(titles.length);
    const own = getWorld(W).products.where((p) => p.organization_id === VERDANT);
    expect(new Set(own.map((p) => p.title)).size).toBe(products);

    const flagshipPage = await timed('searchBatches (the flagship’s batches page)', () =>
      call('searchBatches', {
        organization_id: VERDANT,
        integrant_type_id: flagship.id,
        searchText: '',
        offset: 0,
        limit: 20,
      }),
    );
    expect(flagshipPage.body.data.count).toBeGreaterThanOrEqual(flagship.batches);
    const exhibits = await timed('listOrganizationExhibits (first page)', () =>
      call('listOrganizationExhibits', undefined, { query: { offset: '0', limit: '20' } }),
    );
    expect(exhibits.body.data.count).toBe(attachments);

    const organization = await call('getOrganization', { organization_id: VERDANT });
    expect(organization.body.data.individuals).toHaveLength(users);
    expect(organization.body.data.num_seats).toBeUndefined();
    expect((await call('listLocations', { organization_id: VERDANT })).body.data).toHaveLength(locations);
    // No call lists every batch or every submission at once: the world's own collections say how many.
    const world = getWorld(W);
    expect(world.batches.where((b) => b.organization_id === VERDANT)).toHaveLength(batches);
    expect(world.surveySubmissions.size).toBe(submissions);
    // Grown from the examples' dates, no batch is made after the example world's newest one.
    const newest = (rows: { created_on?: string | null }[]) =>
      rows.reduce((m, r) => (r.created_on! > m ? r.created_on! : m), '');
    expect(newest(world.batches.all())).toBe(newest(largeOrganizationExamples().batches.all()));
  }, 120_000);

  it('has long batch editors, a link tree of 500 batches, and no limit reached', async () => {
    await useScenario('large-organization', W);
    const { showcase, treeNodes } = LARGE_ORGANIZATION;
    const signedIn = await call('login', { email_address: 'anyone@example.com', password: 'correct horse battery' });
    expect(signedIn.body.data.id).toBe(OLIVIA);

    const flagship = await call('searchBatches', {
      organization_id: VERDANT,
      integrant_type_id: LARGE_ORGANIZATION.flagship.id,
      searchText: '',
      offset: 0,
      limit: 2000,
    });
    const long = flagship.body.data.rows.filter((b: { facets: unknown[] }) => b.facets.length === showcase.traits);
    expect(long).toHaveLength(showcase.batches);
    const batch = await timed('getBatch (a batch of 200 traits and 300 attachments)', () =>
      call('getBatch', undefined, { params: { id: long[0].id } }),
    );
    expect(batch.body.data.exhibits).toHaveLength(showcase.attachments);

    // The tree's root: a batch that is a parent in the scenario's links and nobody's ingredient.
    const root = getWorld(W).batches.where(
      (b) =>
        (b.mutations ?? []).some((m) => m.id.startsWith('MUT0')) &&
        b.mutations!.every((m) => m.parent_integrant_id === b.id),
    );
    expect(root).toHaveLength(1);
    const tree = await timed('getBatchTree (the 500-batch tree, every level)', () =>
      call('getBatchTree', { integrant_id: root[0]!.id, level: 0 }),
    );
    expect(tree.body.data.nodes).toHaveLength(treeNodes);
    expect(tree.body.data.edges).toHaveLength(treeNodes - 1);

    const room = await call('checkSubscriptionStatus', {
      organization_id: VERDANT,
      subscription_type: 'tracer',
      type: 'products',
    });
    expect(room.body.errorMsg ?? null).toBeNull();
  }, 120_000);
});
