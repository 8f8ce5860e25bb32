import { describe, expect, it } from 'vitest';
import { operationRoutes } from '@/api/generated/operation-routes';
import { EDITS_WITH_ID, NO_READ_BACK, READ_BACKS, REPEATABLE } from '@/api/read-backs';
import { screenCalls } from '../../../test-support/screen-calls';

/**
 * A write whose answer is lost is read back, or is safe to send again, or fails as 'unknown' for a stated reason
 * (src/api/read-backs/index.ts): every write the portal sends has one of the three, so that a new write cannot ship
 * without the choice (docs/recipes.md, "A new call", step 6).
 */
const FILE = 'src/api/read-backs/index.ts';
const RECIPE = 'docs/recipes.md, "A new call", step 6';

const writes = new Set(operationRoutes.filter(([, , , , reads]) => !reads).map(([id]) => id));
const sent = [...screenCalls().keys()].filter((id) => writes.has(id));

const readBack = new Set(Object.keys(READ_BACKS));
const choices: Record<string, readonly string[]> = {
  'READ_BACKS (src/api/read-backs/<domain>.ts)': [...readBack],
  REPEATABLE: [...REPEATABLE],
  EDITS_WITH_ID: [...EDITS_WITH_ID],
  NO_READ_BACK: Object.keys(NO_READ_BACK),
};

describe('what the portal does after a write lost its answer', () => {
  it('finds writes the portal sends', () => expect(sent.length).toBeGreaterThan(10));

  it('every write the portal sends has a read-back, is repeatable, or says why it has neither', () => {
    const none = sent.filter(
      (id) => !readBack.has(id) && !REPEATABLE.has(id) && !EDITS_WITH_ID.has(id) && !(id in NO_READ_BACK),
    );
    expect(
      none,
      `${none.length} writes have no choice for a lost answer (${RECIPE}): in ${FILE}, a read-back in READ_BACKS (by domain in src/api/read-backs/), the write in REPEATABLE if sending it again makes no second record, or its reason in NO_READ_BACK:\n  ${none.join('\n  ')}`,
    ).toEqual([]);
  });

  it('an edit that makes a record when it names none has a read-back for that case', () => {
    const unread = [...EDITS_WITH_ID].filter((id) => !readBack.has(id));
    expect(
      unread,
      `writes in EDITS_WITH_ID of ${FILE} without a read-back in READ_BACKS for when they make a record (${RECIPE}):\n  ${unread.join('\n  ')}`,
    ).toEqual([]);
  });

  it('each write has one choice, and the lists name writes of the contract', () => {
    const unknown = Object.entries(choices).flatMap(([list, ids]) =>
      ids.filter((id) => !writes.has(id)).map((id) => `${list}: ${id} is no write of the contract`),
    );
    // EDITS_WITH_ID goes with a read-back (for the save that makes a record); the other three exclude each other.
    const twice = [...writes]
      .map(
        (id) =>
          [id, Object.keys(choices).filter((list) => list !== 'EDITS_WITH_ID' && choices[list]!.includes(id))] as const,
      )
      .filter(([, lists]) => lists.length > 1)
      .map(([id, lists]) => `${id} is in ${lists.join(' and ')}`);
    const unexplained = Object.entries(NO_READ_BACK)
      .filter(([, why]) => why.length < 10)
      .map(([id]) => `NO_READ_BACK: ${id} says no reason`);
    expect(
      [...unknown, ...twice, ...unexplained],
      `fix the lists of ${FILE} (${RECIPE}): one choice per write, each reason written out`,
    ).toEqual([]);
  });
});
