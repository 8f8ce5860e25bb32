import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_FRAMES, PAGE_KIND_OF, pageKindOf } from '../../../src/components/layout/page-kinds';
import { PAGE_KINDS, PAGE_WIDTHS } from '../../../src/components/layout/theme';
import { readRouteTree } from '../../../vite/route-preload';

// The layout system: every page a frame draws declares its kind, which sets its width, so that the titles
// of a kind of page sit at the same x.
describe('the page kinds over the route tree', () => {
  const tree = readRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8'));
  const isParent = (id: string) => tree.some((r) => r.parent === id);
  const underFrame = (id: string | undefined): boolean =>
    id !== undefined &&
    ((PAGE_FRAMES as readonly string[]).includes(id) || underFrame(tree.find((r) => r.id === id)?.parent));
  const framedPages = tree.filter((r) => !isParent(r.id) && underFrame(r.parent)).map((r) => r.id);

  it('finds the pages of every frame', () => {
    expect(framedPages).toContain('/_app/profile');
    expect(framedPages).toContain('/_page/terms-of-service');
    expect(framedPages.length).toBeGreaterThan(35);
  });

  it('gives every page of a frame one of the kinds, and names no route the tree does not have', () => {
    const kinds = new Map(Object.entries(PAGE_KIND_OF));
    expect(framedPages.filter((id) => !PAGE_KINDS.includes(kinds.get(id)!))).toEqual([]);
    expect([...kinds.keys()].filter((id) => !framedPages.includes(id))).toEqual([]);
  });

  it('has two or three widths, each wider than the last, and a page nobody lists in the narrowest', () => {
    expect(PAGE_KINDS.length).toBeGreaterThanOrEqual(2);
    expect(PAGE_KINDS.length).toBeLessThanOrEqual(3);
    expect(PAGE_KINDS.map((k) => PAGE_WIDTHS[k])).toEqual(
      [...PAGE_KINDS.map((k) => PAGE_WIDTHS[k])].sort((a, b) => a - b),
    );
    expect(pageKindOf('/_app/profile')).toBe('form');
    expect(pageKindOf('/_app/batches/$batchId')).toBe('workspace');
    expect(pageKindOf('__root__')).toBe(PAGE_KINDS[0]);
    expect(pageKindOf(undefined)).toBe(PAGE_KINDS[0]);
  });
});
