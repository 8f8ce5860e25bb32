import '@xyflow/react/dist/style.css';
import { useElementSize } from '@mantine/hooks';
import { Background, Controls, ReactFlow, type EdgeTypes } from '@xyflow/react';
import { useDeferredValue, useMemo } from 'react';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';
import { fittedViewport, toFlowEdge, toFlowNode } from './flow-elements';
import { GraphLoader } from './graph-loader';
import { LinkEdge } from './link-edge';
import { useGraphLayout } from './use-graph-layout';

export interface BatchGraphProps {
  readonly nodes: readonly TreeNode[];
  readonly edges: readonly TreeEdge[];
  readonly currentId?: string | undefined;
  readonly onOpen: (id: string) => void;
}

const versions = new WeakMap<object, number>();
let lastVersion = 0;

/**
 * A number of its own for each laid-out graph: a tree changed while the graph is open is drawn afresh, its nodes
 * measured again, instead of keeping the sizes measured for the nodes they replace.
 */
function versionOf(graph: object) {
  let version = versions.get(graph);
  if (version === undefined) {
    version = ++lastVersion;
    versions.set(graph, version);
  }
  return version;
}

/** The default edge drawn as React Flow draws it, its label only while in view. */
const EDGE_TYPES: EdgeTypes = { default: LinkEdge };

/**
 * The batch tree as a graph (@xyflow/react): nodes are batches, edges are links (ingredients), transits
 * and transfers. This module and the library's stylesheet load only when the graph is opened. A large tree is laid
 * out in slices, and only the nodes and edges in view are drawn.
 */
export default function BatchGraph({ nodes, edges, currentId, onOpen }: BatchGraphProps) {
  const graph = useGraphLayout(nodes, edges, currentId);
  const flow = useMemo(
    () => graph && { nodes: graph.nodes.map(toFlowNode), edges: graph.edges.map(toFlowEdge) },
    [graph],
  );
  const { ref, width, height } = useElementSize();
  // Its box's size known, the graph is drawn fitted to it from the first frame (only the nodes in view), in a deferred
  // render that input may interrupt.
  const ready = useDeferredValue(flow !== null && width > 0 && height > 0);
  return (
    <div ref={ref} style={{ width: '100%', height: '100%' }} data-testid="batch-graph">
      {ready && flow ? (
        <ReactFlow
          key={versionOf(flow)}
          nodes={flow.nodes}
          edges={flow.edges}
          edgeTypes={EDGE_TYPES}
          defaultViewport={fittedViewport(flow.nodes, width, height)}
          fitView
          onlyRenderVisibleElements
          nodesDraggable={false}
          nodesConnectable={false}
          onNodeClick={(_, node) => onOpen(node.id)}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      ) : (
        <GraphLoader />
      )}
    </div>
  );
}
