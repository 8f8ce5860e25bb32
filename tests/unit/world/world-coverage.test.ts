import { describe, expect, it } from 'vitest';
import { operationRoutes } from '@/api/generated/operation-routes';
import { coverage, coverageSummary, ON_EXAMPLE } from '~mocks/world/coverage';
import { routes } from '~mocks/world/resolvers';

/**
 * The coverage map of the mock world: every operation of the portal's own API is answered from the world, or stays
 * on its example for a reason written in mocks/world/coverage.ts. A failure here: follow docs/recipes.md
 * ("A new call" and "A new world behaviour").
 */
const own = operationRoutes.filter(([, , path]) => !path.startsWith('/ext/')).map(([id]) => id);

describe('the world answers the portal’s own API', () => {
  it('every operation of the portal’s own API is answered from the world or listed with its reason', () => {
    const neither = own.filter((id) => !(id in routes) && !(id in ON_EXAMPLE));
    expect(neither, 'not answered from the world and not on ON_EXAMPLE (docs/recipes.md, "A new call")').toEqual([]);
  });

  it('no operation is both answered from the world and listed as staying on its example', () => {
    expect(Object.keys(ON_EXAMPLE).filter((id) => id in routes)).toEqual([]);
  });

  it('the list names only operations of the portal’s own API, each with a reason', () => {
    for (const [id, why] of Object.entries(ON_EXAMPLE)) {
      expect(own, `${id} is no operation of the portal's own API`).toContain(id);
      expect(why?.length, id).toBeGreaterThan(10);
    }
    expect(Object.keys(routes).filter((id) => !own.includes(id))).toEqual([]);
  });

  it('the map lists every operation once, and its figures add up', () => {
    const rows = coverage();
    expect(rows.map((r) => r.operationId)).toEqual(operationRoutes.map(([id]) => id));
    const figures = coverageSummary(rows);
    expect(figures.world + figures.example).toBe(figures.operations);
    expect(figures.operations + figures.thirdParty).toBe(operationRoutes.length);
    expect(rows.filter((r) => r.answered === 'example').every((r) => r.why && !r.why.startsWith('NOT LISTED'))).toBe(
      true,
    );
  });
});
