import { describe, expect, it } from 'vitest';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';
import { layoutGraph, NODE_WIDTH } from '@/features/batches/graph/graph-rules';

const node = (id: string, level: number, parent: string | null = null): TreeNode => ({
  id,
  integrant_type_id: 'PRD1A2B3C4',
  title: `Title ${id}`,
  external_id: `EXT-${id}`,
  level,
  parent_id: parent,
});

describe('the link graph layout', () => {
  const nodes = [node('ROOT', 0), node('A', 1, 'ROOT'), node('B', 1, 'ROOT'), node('C', 1, 'ROOT')];
  const edges: TreeEdge[] = [
    { source: 'ROOT', target: 'A', type: 'mutation' },
    { source: 'ROOT', target: 'B', type: 'transit' },
    { source: 'ROOT', target: 'C', type: 'transfer' },
    { source: 'ROOT', target: 'GONE', type: 'mutation' },
  ];

  it('puts each level on its own row and centres a narrower row under the widest', () => {
    const { nodes: placed } = layoutGraph(nodes, edges);
    const at = (id: string) => placed.find((n) => n.id === id)!;
    expect(at('A').y).toBe(at('B').y);
    expect(at('ROOT').y).toBeLessThan(at('A').y);
    expect(at('A').x).toBeLessThan(at('B').x);
    expect(at('B').x).toBeLessThan(at('C').x);
    // The root sits in the middle of the three below it.
    expect(at('ROOT').x + NODE_WIDTH / 2).toBeCloseTo(at('B').x + NODE_WIDTH / 2);
    expect(at('A')).toMatchObject({ label: 'Title A', sublabel: 'EXT-A' });
  });

  it('names every edge by its kind and drops edges to nodes the tree does not hold', () => {
    const { edges: links } = layoutGraph(nodes, edges);
    expect(links.map((e) => [e.target, e.kind, e.label])).toEqual([
      ['A', 'mutation', 'Ingredient'],
      ['B', 'transit', 'Transit'],
      ['C', 'transfer', 'Transfer'],
    ]);
    expect(new Set(links.map((e) => e.id)).size).toBe(links.length);
  });

  it('marks the batch being edited, and only it', () => {
    const { nodes: placed } = layoutGraph(nodes, edges, 'B');
    expect(placed.filter((n) => n.current).map((n) => n.id)).toEqual(['B']);
    expect(layoutGraph(nodes, edges).nodes.some((n) => n.current)).toBe(false);
  });
});
