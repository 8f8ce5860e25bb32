import { describe, expect, it } from 'vitest';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';
import { LAYOUT_SLICE, layoutGraph, layoutSteps, NODE_WIDTH } from '@/features/batches/graph/graph-rules';
import { runInSlices } from '@/features/batches/graph/run-in-slices';
import { OMEGA_PRODUCT } from '../../../test-support/example-world';

const node = (id: string, level: number, parent: string | null = null): TreeNode => ({
  id,
  integrant_type_id: OMEGA_PRODUCT,
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

  it('places a small tree where it always has: rows 140 px apart, nodes 240 px apart, centred on the widest row', () => {
    expect(layoutGraph(nodes, edges).nodes.map(({ id, x, y }) => [id, x, y])).toEqual([
      ['ROOT', 240, 0],
      ['A', 0, 140],
      ['B', 240, 140],
      ['C', 480, 140],
    ]);
  });
});

/** A tree three wide, each node the child of the node a third of the way back, each edge from parent to child. */
function wide(size: number) {
  const tree: TreeNode[] = [];
  const links: TreeEdge[] = [];
  for (let n = 0; n < size; n++) {
    const parent = n === 0 ? undefined : tree[Math.floor((n - 1) / 3)]!;
    tree.push(node(`N${n}`, parent ? parent.level + 1 : 0, parent?.id ?? null));
    if (parent) links.push({ source: parent.id, target: `N${n}`, type: n % 2 ? 'mutation' : 'transit' });
  }
  return { tree, links };
}

describe('the link graph layout of a large tree, in slices', () => {
  const { tree, links } = wide(500);

  it('pauses after every slice of nodes and edges, and ends with the same layout as at once', () => {
    const steps = layoutSteps(tree, links, 'N7');
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBe(Math.floor((tree.length * 2 + links.length) / LAYOUT_SLICE));
    expect(step.value).toEqual(layoutGraph(tree, links, 'N7'));
    expect(step.value.nodes).toHaveLength(500);
    expect(step.value.edges).toHaveLength(499);
  });

  it('hands the main thread back between slices when a slice has used its time', async () => {
    let handedBack = 0;
    const done = runInSlices(layoutSteps(tree, links), { sliceMs: 0 });
    // Queued after the first slice: it runs before the slices that follow.
    const tick = () =>
      setTimeout(() => {
        handedBack++;
        tick();
      }, 0);
    const timer = tick();
    const layout = await done;
    clearTimeout(timer);
    expect(handedBack).toBeGreaterThan(1);
    expect(layout).toEqual(layoutGraph(tree, links));
  });

  it('stops at the next pause once aborted', async () => {
    const controller = new AbortController();
    const done = runInSlices(layoutSteps(tree, links), { sliceMs: 0, signal: controller.signal });
    controller.abort(new Error('a newer tree'));
    await expect(done).rejects.toThrow('a newer tree');
  });
});
