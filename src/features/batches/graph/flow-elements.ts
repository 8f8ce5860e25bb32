import { getViewportForBounds, MarkerType, Position, type Edge, type Node, type Viewport } from '@xyflow/react';
import { NODE_WIDTH, type GraphEdge, type GraphNode } from './graph-rules';

/** The laid-out graph as React Flow's nodes and edges. */

const EDGE_COLOR = { mutation: '#087f5b', transit: '#1864ab', transfer: '#c92a2a' } as const;

// React Flow's default node as this graph styles it: 10 px padding, 12 px text at the page's line height, wrapped
// at the node's width. The figures only estimate a node's height until it is drawn and measured.
const PADDING = 10;
const LINE_HEIGHT = 12 * 1.55;
const CHARS_PER_LINE = 28;
const HANDLE = 6;

/** A node's height before it is drawn: its label's estimated lines, its padding and its border. */
export function estimatedHeight(label: string, border: number) {
  const lines = Math.max(1, Math.ceil(label.length / CHARS_PER_LINE));
  return Math.round(2 * (PADDING + border) + lines * LINE_HEIGHT);
}

/**
 * A node with its size and handles given until it is drawn and measured: React Flow then fits the view to every node
 * and draws only the nodes in view (`onlyRenderVisibleElements`), instead of drawing every node once to measure it.
 */
export function toFlowNode(n: GraphNode): Node {
  const label = n.sublabel ? `${n.label} · ${n.sublabel}` : n.label;
  const border = n.current ? 2 : 1;
  const height = estimatedHeight(label, border);
  const handle = (type: 'source' | 'target', y: number) => ({
    type,
    position: type === 'target' ? Position.Top : Position.Bottom,
    x: NODE_WIDTH / 2 - HANDLE / 2,
    y: y - HANDLE / 2,
    width: HANDLE,
    height: HANDLE,
  });
  return {
    id: n.id,
    position: { x: n.x, y: n.y },
    data: { label },
    ariaLabel: `Open ${n.label}${n.sublabel ? ` ${n.sublabel}` : ''}`,
    style: {
      width: NODE_WIDTH,
      fontSize: 12,
      borderColor: n.current ? '#087f5b' : '#666d75',
      borderWidth: border,
      background: n.current ? '#e6fcf5' : '#ffffff',
      color: '#1a1b1e',
    },
    initialWidth: NODE_WIDTH,
    initialHeight: height,
    measured: { width: NODE_WIDTH, height },
    handles: [handle('target', 0), handle('source', height)],
  };
}

export function toFlowEdge(e: GraphEdge): Edge {
  return {
    id: e.id,
    source: e.source,
    target: e.target,
    label: e.label,
    animated: e.kind !== 'mutation',
    markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLOR[e.kind] },
    style: { stroke: EDGE_COLOR[e.kind] },
    labelStyle: { fill: EDGE_COLOR[e.kind], fontWeight: 600 },
  };
}

// React Flow's own defaults for a fitted view.
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 2;
const FIT_PADDING = 0.1;

/**
 * The view fitted to every node in a box of `width` by `height`, as React Flow's `fitView` fits it, from the nodes'
 * sizes before they are drawn: the view the graph opens on, so that its first frame draws the nodes that stay in view.
 */
export function fittedViewport(nodes: readonly Node[], width: number, height: number): Viewport {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { position, measured } of nodes) {
    left = Math.min(left, position.x);
    top = Math.min(top, position.y);
    right = Math.max(right, position.x + (measured?.width ?? 0));
    bottom = Math.max(bottom, position.y + (measured?.height ?? 0));
  }
  if (nodes.length === 0) return { x: 0, y: 0, zoom: 1 };
  const bounds = { x: left, y: top, width: right - left, height: bottom - top };
  return getViewportForBounds(bounds, width, height, MIN_ZOOM, MAX_ZOOM, FIT_PADDING);
}
