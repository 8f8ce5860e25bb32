import { describe, expect, it } from 'vitest';
import { derivedPathsSection, portalPaths } from '../../openapi/tools/portal-paths.mjs';

describe("openapi/portal.yaml's paths", () => {
  it('are the paths of openapi/paths/<tag>.yaml, one $ref each, as npm run gen writes them', () => {
    const { text, derived } = portalPaths();
    expect(
      text === derived,
      'openapi/portal.yaml paths: is stale: run `npm run gen` (docs/recipes.md, "A new call", step 2)',
    ).toBe(true);
  });

  it('point into the file of their tag, escaped as JSON pointers', () => {
    const section = derivedPathsSection();
    expect(section).toContain(
      "  /integrant/{id}/mutations/{mid}:\n    $ref: './paths/batch.yaml#/~1integrant~1{id}~1mutations~1{mid}'",
    );
    expect(section.match(/^ {4}\$ref: /gm)?.length).toBe(section.match(/^ {2}\/\S*:$/gm)?.length);
  });
});
