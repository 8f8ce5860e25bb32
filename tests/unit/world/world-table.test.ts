import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, matches, nextId, page, Table } from '~mocks/world/model/table';
import { census, restore, seedWorld, snapshot } from '~mocks/world/model/world';
import { GUMMIES_BATCH, OMEGA_PRODUCT, VERDANT } from '../../../test-support/example-world';

describe('the world’s list rules', () => {
  it('pages by offset and limit, and the count is of all rows', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(page(rows, 0, 10)).toEqual({ rows: rows.slice(0, 10), count: 25 });
    expect(page(rows, 10, 10).rows).toEqual(rows.slice(10, 20));
    expect(page(rows, 20, 10).rows).toEqual(rows.slice(20));
    expect(page(rows, 30, 10).rows).toEqual([]);
    expect(page(rows, undefined, undefined).rows).toHaveLength(25);
    expect(page(rows, '5', '2').rows).toEqual([5, 6]);
  });

  it('pages cover the list once, in order, whatever the page size', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 30 }), (rows, size) => {
        const seen: number[] = [];
        for (let offset = 0; offset < rows.length; offset += size) seen.push(...page(rows, offset, size).rows);
        expect(seen).toEqual(rows);
      }),
    );
  });

  it('matches a search text in any field, without case or accents', () => {
    expect(fold('  Crème   Brûlée ')).toBe('creme brulee');
    expect(matches('omega', 'Daily Omega-3 Fish Oil')).toBe(true);
    expect(matches('OMEGA-3', null, 'daily omega-3')).toBe(true);
    expect(matches('zinc', 'Daily Omega-3')).toBe(false);
    expect(matches('', 'anything')).toBe(true);
  });

  it('puts a new record first and replaces a known one where it stands', () => {
    const t = new Table([
      { id: 'A', n: 1 },
      { id: 'B', n: 2 },
    ]);
    t.put({ id: 'C', n: 3 });
    t.put({ id: 'B', n: 20 });
    expect(t.all()).toEqual([
      { id: 'C', n: 3 },
      { id: 'A', n: 1 },
      { id: 'B', n: 20 },
    ]);
    expect(t.remove('A')).toEqual({ id: 'A', n: 1 });
    expect(t.size).toBe(2);
    expect(nextId('PRD', 35)).toBe('PRD000000Z');
  });
});

describe('the seeded world', () => {
  it('holds the example world: each example batch by its own id, with its own lot', () => {
    const world = seedWorld();
    expect(world.batches.get(GUMMIES_BATCH)?.tracking_id).toBe('VL-ELD-2026-0911');
    expect(world.batches.get('BATVD30609')?.tracking_id).toBe('VL-VD3-2026-0609');
    expect(world.batches.get('BATMAG0602')?.tracking_id).toBe('VL-MAG-2026-0602');
    expect(world.products.get(OMEGA_PRODUCT)?.title).toBe('Daily Omega-3 Fish Oil 1000 mg');
    expect(world.organizationId).toBe(VERDANT);
    expect(world.locations.size).toBeGreaterThan(2);
  });

  it('is the same every time, and a change to one world does not reach the next', () => {
    const a = seedWorld();
    a.products.remove(OMEGA_PRODUCT);
    const b = seedWorld();
    expect(b.products.get(OMEGA_PRODUCT)).toBeDefined();
    expect(census(b).products).toBe((census(a).products ?? 0) + 1);
  });

  it('survives a snapshot and restore', () => {
    const a = seedWorld();
    a.locations.put({ id: 'LOC0000001', organization_id: VERDANT, line_1: 'x' } as never);
    a.seq = 9;
    const b = restore(snapshot(a));
    expect(b.locations.get('LOC0000001')).toBeDefined();
    expect(b.seq).toBe(9);
    expect(census(b)).toEqual(census(a));
  });
});
