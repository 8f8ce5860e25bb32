import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepWorlds } from '~mocks/world/keep';
import { COLLECTIONS } from '~mocks/world/model/world';
import { getWorld, resetWorld, saved, worldCensus, worldSnapshot } from '~mocks/world/registry';
import { RECORD_SCHEMAS, WORLD_ONLY } from '~mocks/world/model/collections';
import { SNAPSHOT_FORMAT } from '~mocks/world/snapshot';
import { control } from '../../utils/world-call';

const newProduct = { title: 'Sea Buckthorn Oil 500 mg' };
let made = 0;

/** A product made in the world of `key`, as a create call leaves it (the world told it changed). */
function createProduct(key: string) {
  const world = getWorld(key);
  made += 1;
  world.products.put({
    id: `PRDTEST${String(made).padStart(3, '0')}`,
    organization_id: world.organizationId,
    ...newProduct,
  });
  saved(key);
}

describe('world snapshots', () => {
  it('a snapshot downloaded, the world reset, the snapshot loaded: the same counts in every collection', async () => {
    createProduct('snap');
    await control('POST', 'latency', 'snap', { operationId: 'getBatch', ms: 2000 });
    const before = worldCensus('snap');
    const file = await control('GET', 'snapshot', 'snap');
    expect(file.body.format).toBe(SNAPSHOT_FORMAT);

    resetWorld('snap');
    expect(worldCensus('snap').products).toBe(before.products! - 1);
    expect((await control('GET', 'state', 'snap')).body.latencyByOperation).toEqual({});

    const loaded = await control('POST', 'snapshot', 'snap', JSON.parse(JSON.stringify(file.body)));
    expect(loaded.status).toBe(200);
    expect(worldCensus('snap')).toEqual(before);
    expect(Object.keys(before)).toEqual([...COLLECTIONS]);
    expect(loaded.body.latencyByOperation).toEqual({ getBatch: 2000 });
    expect(
      getWorld('snap')
        .products.all()
        .some((p) => p.title === newProduct.title),
    ).toBe(true);
  });

  it('a snapshot with a field the contract no longer allows is refused whole, its records and fields named', async () => {
    const snap = worldSnapshot('broken');
    const products = snap.world.products as Record<string, unknown>[];
    const first = products[0]!;
    first.title = 42;
    const batches = snap.world.batches as Record<string, unknown>[];
    delete batches[0]!.id;
    const before = worldCensus('target');
    createProduct('target');

    const answer = await control('POST', 'snapshot', 'target', snap);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The snapshot does not fit the current contract: nothing was loaded.');
    expect(answer.body.problems).toContain(`products[${String(first.id)}].title: must be string`);
    expect(answer.body.problems).toContain('batches[0]: a record without an id');
    // Nothing of it was loaded: the world is as it was.
    expect(worldCensus('target').products).toBe(before.products! + 1);
  });

  it('every collection is checked against its schema, or is the world’s own bookkeeping', () => {
    const named = [...Object.keys(RECORD_SCHEMAS), ...WORLD_ONLY].sort();
    expect(named).toEqual([...COLLECTIONS].sort());
  });

  it('a file that is no snapshot is named as such', async () => {
    const answer = await control('POST', 'snapshot', 'x', { products: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.problems[0]).toMatch(/^not a world snapshot/);
  });
});

describe('forks and repro copies', () => {
  it('a repro copy is the world as it was when copied; what the copy does leaves the original alone', async () => {
    createProduct('original');
    const { id } = (await control('POST', 'repro', 'original')).body as { id: string };
    createProduct('original');
    expect((await control('POST', 'copy', 'second', { id })).status).toBe(200);
    expect(worldCensus('second').products).toBe(worldCensus('original').products! - 1);
    createProduct('second');
    createProduct('second');
    expect(worldCensus('second').products).toBe(worldCensus('original').products! + 1);
    expect((await control('POST', 'copy', 'third', { id: 'nope' })).status).toBe(404);
  });

  it('a fork copies the world and its settings under a new key', async () => {
    await control('POST', 'scenario', 'a', { name: 'example' });
    await control('POST', 'latency', 'a', { latency: 50 });
    createProduct('a');
    const forked = await control('POST', 'fork', 'a', { to: 'b' });
    expect(forked.body).toMatchObject({ key: 'b', latency: 50, scenario: 'example' });
    expect(worldCensus('b')).toEqual(worldCensus('a'));
    expect((await control('POST', 'fork', 'a', { to: '../../etc/passwd' })).status).toBe(400);
  });

  it('an unknown scenario is refused with the names of those there are', async () => {
    const answer = await control('POST', 'scenario', 'a', { name: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^No scenario 'nope': example, new-organization/);
  });
});

describe('worlds kept on disk', () => {
  let dir = '';
  const keepers: Awaited<ReturnType<typeof keepWorlds>>[] = [];
  // Each keeper stops before its folder goes: a world another test file changes later in this worker is not written
  // into a folder that is gone.
  const keep = async (...args: Parameters<typeof keepWorlds>) => {
    const kept = await keepWorlds(...args);
    keepers.push(kept);
    return kept;
  };
  afterEach(async () => {
    for (const kept of keepers.splice(0)) await kept.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a world kept on disk comes back after a restart; --fresh starts from the seeds', async () => {
    dir = await mkdtemp(join(tmpdir(), 'worlds-'));
    const first = await keep(dir);
    createProduct('kept');
    await first.flush();
    const products = worldCensus('kept').products;
    expect(await readdir(dir)).toContain('kept.json');
    expect(await readdir(dir)).not.toContain(expect.stringMatching(/\.tmp$/));

    // A restart: the process's worlds are gone, the folder is read again.
    resetWorld('kept');
    const again = await keep(dir);
    expect(again.loaded).toBe(1);
    expect(worldCensus('kept').products).toBe(products);

    resetWorld('kept');
    const fresh = await keep(dir, { fresh: true });
    expect(fresh.loaded).toBe(0);
    expect(worldCensus('kept').products).toBe(products! - 1);
  });

  it('a kept world that no longer fits the contract is set aside with its fields named, and its browser told', async () => {
    dir = await mkdtemp(join(tmpdir(), 'worlds-'));
    const snap = worldSnapshot('old');
    (snap.world.products as Record<string, unknown>[])[0]!.subscription_type = 'archived-forever';
    await writeFile(join(dir, 'old.json'), JSON.stringify(snap));
    const kept = await keep(dir);
    expect(kept.setAside).toEqual(['old']);
    const aside = await readdir(join(dir, 'set-aside'));
    const problems = await readFile(
      join(
        dir,
        'set-aside',
        aside.find((n) => n.endsWith('.problems.txt'))!,
      ),
      'utf8',
    );
    expect(problems).toMatch(/^products\[PRD\w+\]\.subscription_type: must be equal to one of the allowed values/);
    const state = await control('GET', 'state', 'old');
    expect(state.body.scenario).toBe('example');
    expect(state.body.notice).toMatch(/^Your kept world no longer fits the contract, so it was set aside/);
    // Said once.
    expect((await control('GET', 'state', 'old')).body.notice).toBeUndefined();
  });
});
