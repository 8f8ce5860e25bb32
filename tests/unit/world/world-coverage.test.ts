import { describe, expect, it } from 'vitest';
import { operationRoutes } from '@/api/generated/operation-routes';
import { coverage, coverageSummary, ON_EXAMPLE } from '~mocks/world/coverage';
import { resolvers } from '~mocks/world/resolvers';

/**
 * The coverage map of the mock world: every operation of the portal's own API is answered from the world, or stays
 * on its example for a reason written in mocks/world/coverage.ts. A failure here: follow docs/recipes.md
 * ("A new call" and "A new world behaviour").
 */
const COVERAGE = 'mocks/world/coverage.ts';
const NEW_CALL = 'docs/recipes.md, "A new call", step 4';
const own = operationRoutes.filter(([, , path]) => !path.startsWith('/ext/')).map(([id]) => id);

describe('the world answers the portal’s own API', () => {
  it('every operation of the portal’s own API is answered from the world or listed with its reason', () => {
    const neither = own.filter((id) => !(id in resolvers) && !(id in ON_EXAMPLE));
    expect(
      neither,
      `not answered from the world and not on ON_EXAMPLE: give each a resolver, or its reason in ON_EXAMPLE of ${COVERAGE} (${NEW_CALL})`,
    ).toEqual([]);
  });

  it('no operation is both answered from the world and listed as staying on its example', () => {
    expect(
      Object.keys(ON_EXAMPLE).filter((id) => id in resolvers),
      `answered from the world and still on ON_EXAMPLE: remove them from ON_EXAMPLE of ${COVERAGE} (docs/recipes.md, "A new world behaviour", step 4)`,
    ).toEqual([]);
  });

  it('the list names only operations of the portal’s own API, each with a reason', () => {
    for (const [id, why] of Object.entries(ON_EXAMPLE)) {
      expect(own, `${id} is no operation of the portal's own API: remove it from ON_EXAMPLE of ${COVERAGE}`).toContain(
        id,
      );
      expect(
        why?.length,
        `${id}: say in ON_EXAMPLE of ${COVERAGE} why it stays on its example (${NEW_CALL})`,
      ).toBeGreaterThan(10);
    }
    expect(
      Object.keys(resolvers).filter((id) => !own.includes(id)),
      'resolvers for no operation of the portal’s own API: rename each to its operationId, or remove it (docs/recipes.md, "A new world behaviour", step 1)',
    ).toEqual([]);
  });

  it('the map lists every operation once, and its figures add up', () => {
    const rows = coverage();
    const map = `the map of ${COVERAGE} (coverage(), coverageSummary()) must list each operation of the contract's table once`;
    expect(
      rows.map((r) => r.operationId),
      `${map}: run npm run gen if the contract changed`,
    ).toEqual(operationRoutes.map(([id]) => id));
    const figures = coverageSummary(rows);
    expect(figures.world + figures.example, `${map}: its world and example figures do not add up`).toBe(
      figures.operations,
    );
    expect(figures.operations + figures.thirdParty, `${map}: its own and third-party figures do not add up`).toBe(
      operationRoutes.length,
    );
    const unlisted = rows
      .filter((r) => r.answered === 'example' && (!r.why || r.why.startsWith('NOT LISTED')))
      .map((r) => r.operationId);
    expect(
      unlisted,
      `on its example with no reason: give each a resolver, or its reason in ON_EXAMPLE of ${COVERAGE} (${NEW_CALL})`,
    ).toEqual([]);
  });
});
