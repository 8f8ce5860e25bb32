import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';

/** The link graph's layout: one row per tree level, nodes spread evenly in their row, edges by kind. */

export const NODE_WIDTH = 200;
const GAP_X = 40;
const ROW_HEIGHT = 140;

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

const EDGE_LABEL: Record<TreeEdge['type'], string> = {
  mutation: 'Ingredient',
  transit: 'Transit',
  transfer: 'Transfer',
};

export function layoutGraph(nodes: readonly TreeNode[], edges: readonly TreeEdge[], currentId?: string) {
  const rows = new Map<number, TreeNode[]>();
  for (const node of nodes) rows.set(node.level, [...(rows.get(node.level) ?? []), node]);
  const widest = Math.max(1, ...[...rows.values()].map((row) => row.length));
  const span = widest * NODE_WIDTH + (widest - 1) * GAP_X;
  const placed: GraphNode[] = [];
  for (const [level, row] of [...rows.entries()].sort(([a], [b]) => a - b)) {
    const rowSpan = row.length * NODE_WIDTH + (row.length - 1) * GAP_X;
    const start = (span - rowSpan) / 2;
    row.forEach((node, index) =>
      placed.push({
        id: node.id,
        label: node.title,
        sublabel: node.external_id ?? '',
        x: start + index * (NODE_WIDTH + GAP_X),
        y: level * ROW_HEIGHT,
        current: node.id === currentId,
      }),
    );
  }
  const known = new Set(nodes.map((n) => n.id));
  const links: GraphEdge[] = edges
    .filter((e) => known.has(e.source) && known.has(e.target))
    .map((e, index) => ({
      id: `${e.type}-${e.source}-${e.target}-${index}`,
      source: e.source,
      target: e.target,
      kind: e.type,
      label: EDGE_LABEL[e.type],
    }));
  return { nodes: placed, edges: links };
}
