import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';

/** The link graph's layout: one row per tree level, nodes spread evenly in their row, edges by kind. */

export const NODE_WIDTH = 200;
const GAP_X = 40;
const ROW_HEIGHT = 140;
/** Nodes or edges placed between two pauses of the layout (`layoutSteps`). */
export const LAYOUT_SLICE = 250;

export interface GraphNode {
  readonly id: string;
  readonly label: string;
  readonly sublabel: string;
  readonly x: number;
  readonly y: number;
  readonly current: boolean;
}

export interface GraphEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly kind: TreeEdge['type'];
  readonly label: string;
}

export interface GraphLayout {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

const EDGE_LABEL: Record<TreeEdge['type'], string> = {
  mutation: 'Ingredient',
  transit: 'Transit',
  transfer: 'Transfer',
};

/**
 * The layout, step by step: it pauses (yields) after every `LAYOUT_SLICE` nodes or edges, so that a caller may hand
 * the main thread back between two slices (`runInSlices`); its result is the finished layout.
 */
export function* layoutSteps(
  nodes: readonly TreeNode[],
  edges: readonly TreeEdge[],
  currentId?: string,
): Generator<void, GraphLayout, void> {
  let work = 0;
  const rows = new Map<number, TreeNode[]>();
  for (const node of nodes) {
    const row = rows.get(node.level);
    if (row) row.push(node);
    else rows.set(node.level, [node]);
    if (++work % LAYOUT_SLICE === 0) yield;
  }
  let widest = 1;
  for (const row of rows.values()) widest = Math.max(widest, row.length);
  const span = widest * NODE_WIDTH + (widest - 1) * GAP_X;
  const placed: GraphNode[] = [];
  for (const [level, row] of [...rows.entries()].sort(([a], [b]) => a - b)) {
    const rowSpan = row.length * NODE_WIDTH + (row.length - 1) * GAP_X;
    const start = (span - rowSpan) / 2;
    for (const [index, node] of row.entries()) {
      placed.push({
        id: node.id,
        label: node.title,
        sublabel: node.external_id ?? '',
        x: start + index * (NODE_WIDTH + GAP_X),
        y: level * ROW_HEIGHT,
        current: node.id === currentId,
      });
      if (++work % LAYOUT_SLICE === 0) yield;
    }
  }
  const known = new Set(nodes.map((n) => n.id));
  const links: GraphEdge[] = [];
  for (const e of edges) {
    if (known.has(e.source) && known.has(e.target))
      links.push({
        id: `${e.type}-${e.source}-${e.target}-${links.length}`,
        source: e.source,
        target: e.target,
        kind: e.type,
        label: EDGE_LABEL[e.type],
      });
    if (++work % LAYOUT_SLICE === 0) yield;
  }
  return { nodes: placed, edges: links };
}

/** The whole layout at once (`layoutSteps` without its pauses). */
export function layoutGraph(nodes: readonly TreeNode[], edges: readonly TreeEdge[], currentId?: string) {
  const steps = layoutSteps(nodes, edges, currentId);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
