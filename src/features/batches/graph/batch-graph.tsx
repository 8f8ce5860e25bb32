import '@xyflow/react/dist/style.css';
import { Background, Controls, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import { useMemo } from 'react';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';
import { layoutGraph, NODE_WIDTH } from './graph-rules';

export interface BatchGraphProps {
  readonly nodes: readonly TreeNode[];
  readonly edges: readonly TreeEdge[];
  readonly currentId?: string | undefined;
  readonly onOpen: (id: string) => void;
}

const EDGE_COLOR = { mutation: '#087f5b', transit: '#1864ab', transfer: '#c92a2a' } as const;

/**
 * The batch tree as a graph (@xyflow/react): nodes are batches, edges are links (ingredients), transits
 * and transfers. This module and the library's stylesheet load only when the graph is opened.
 */
export default function BatchGraph({ nodes, edges, currentId, onOpen }: BatchGraphProps) {
  const graph = useMemo(() => layoutGraph(nodes, edges, currentId), [nodes, edges, currentId]);
  const flowNodes: Node[] = graph.nodes.map((n) => ({
    id: n.id,
    position: { x: n.x, y: n.y },
    data: { label: n.sublabel ? `${n.label} · ${n.sublabel}` : n.label },
    ariaLabel: `Open ${n.label}${n.sublabel ? ` ${n.sublabel}` : ''}`,
    style: {
      width: NODE_WIDTH,
      fontSize: 12,
      borderColor: n.current ? '#087f5b' : '#666d75',
      borderWidth: n.current ? 2 : 1,
      background: n.current ? '#e6fcf5' : '#ffffff',
      color: '#1a1b1e',
    },
  }));
  const flowEdges: Edge[] = graph.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    label: e.label,
    animated: e.kind !== 'mutation',
    markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLOR[e.kind] },
    style: { stroke: EDGE_COLOR[e.kind] },
    labelStyle: { fill: EDGE_COLOR[e.kind], fontWeight: 600 },
  }));
  return (
    <div style={{ width: '100%', height: '100%' }} data-testid="batch-graph">
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        fitView
        nodesDraggable={false}
        nodesConnectable={false}
        onNodeClick={(_, node) => onOpen(node.id)}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
