import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SWEPT_ROUTES, UNSWEPT_ROUTES } from '../../../test-support/routes';

/**
 * The sweeps (widths, slow reads) open every route of the route tree: a route added to src/routes/ fails here until
 * test-support/routes.ts gives it an address in the example world (or says why it is not swept).
 */
const tree = readFileSync(new URL('../../../src/routeTree.gen.ts', import.meta.url), 'utf8');
const templates = [...new Set([...tree.matchAll(/fullPath: '([^']*)'/g)].map((m) => m[1]!))];

/** A route template as a pattern of addresses: '/batches/$batchId' matches '/batches/BATOMG0412'. */
const pattern = (template: string) => new RegExp(`^${template.replace(/\$[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

describe('the swept routes', () => {
  it('reads the route tree', () => {
    expect(templates.length).toBeGreaterThan(40);
  });

  it('open every route of the tree, or say why not', () => {
    const opened = SWEPT_ROUTES.flatMap((route) => [
      new URL(route.path, 'http://x').pathname,
      ...(route.via ? [route.via.lands] : []),
    ]);
    const unswept = templates.filter(
      (template) =>
        !UNSWEPT_ROUTES[template] && !opened.some((path) => path === template || pattern(template).test(path)),
    );
    expect(unswept).toEqual([]);
  });
});
