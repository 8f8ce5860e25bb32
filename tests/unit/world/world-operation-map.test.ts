import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverage } from '~mocks/world/coverage';
import { operationPlace } from '~mocks/world/operation-map';

/**
 * The operation map (`npm run world:coverage -- <operationId>`): every operation the world answers is in a resolver
 * file of its contract tag, declares what it touches, and has a rules page that exists. A failure here: follow
 * docs/recipes.md, "A new world behaviour".
 */
const world = coverage().filter((r) => r.answered === 'world');

describe('the operation map', () => {
  it('places getBatch: its resolver, docs, replay rows, tests and collections', () => {
    const place = operationPlace('getBatch')!;
    expect(place.resolver).toMatch(/^batch(-[\w-]+)?\.ts$/);
    expect(place.docs).toBe('docs/world/batch.md');
    expect(place.replayRows.length).toBeGreaterThan(0);
    expect(place.tests.length).toBeGreaterThan(0);
    expect(place.reads).toEqual(expect.arrayContaining(['batches', 'products']));
    expect(place.writes).toEqual([]);
  });

  it('puts each operation the world answers in a resolver file of its contract tag', () => {
    const misplaced = world.flatMap((r) => {
      const place = operationPlace(r.operationId)!;
      const file = place.resolver ?? '(none)';
      return file.split(/[-.]/)[0] === place.tag ? [] : [`${r.operationId} (tag ${place.tag}) in ${file}`];
    });
    expect(
      misplaced,
      'move each resolver into mocks/world/resolvers/<tag>.ts or <tag>-<part>.ts (docs/recipes.md, "A new world behaviour")',
    ).toEqual([]);
  });

  it('gives each a rules page that exists', () => {
    const missing = world.flatMap((r) => {
      const docs = operationPlace(r.operationId)!.docs;
      return docs && existsSync(docs) ? [] : [`${r.operationId}: ${docs ?? 'no docs/world page'}`];
    });
    expect(
      missing,
      "write the rules in docs/world/<tag>.md and point the resolver file's header at it (`Rules: docs/world/<tag>.md`)",
    ).toEqual([]);
  });

  it('keeps each resolver file short (the rules live in model/rules/)', () => {
    const dir = 'mocks/world/resolvers';
    const long = readdirSync(dir).flatMap((file) => {
      const lines = readFileSync(`${dir}/${file}`, 'utf8').split('\n').length - 1;
      return lines > 200 ? [`${file}: ${lines} lines`] : [];
    });
    expect(
      long,
      'move its rules into mocks/world/model/rules/<tag>.ts, or split it into <tag>-<part>.ts (docs/recipes.md, "A new world behaviour")',
    ).toEqual([]);
  });
});
