import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundled, checkExamples } from '../../openapi/tools/check-examples.mjs';

/**
 * Every named example of the contract (request bodies, responses, parameters) is valid against its
 * schema and holds no placeholder ("string"): Prism, MSW and the docs all serve these examples.
 */
const documents = [
  'openapi/portal.yaml',
  ...readdirSync('openapi/third-party')
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => `openapi/third-party/${f}`),
];

describe('the examples of the contract', () => {
  it.each(documents)('%s: every example is valid against its schema and realistic', (root) => {
    const { count, problems } = checkExamples(bundled(root));
    expect(
      count,
      `${root} has no examples: each operation's named examples (docs/recipes.md, "A new call", step 1)`,
    ).toBeGreaterThan(0);
    expect(
      problems,
      `${problems.length} of ${count} examples of ${root} are wrong: fix each in examples: of openapi/components/<tag>.yaml (or its third-party document) by the schema and in the spec's words, then npm run gen (docs/recipes.md, "A new call", step 1):\n  ${problems.join('\n  ')}`,
    ).toEqual([]);
  });
});
