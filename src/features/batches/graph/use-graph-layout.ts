import { useEffect, useMemo, useState } from 'react';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';
import { LAYOUT_SLICE, layoutGraph, layoutSteps, type GraphLayout } from './graph-rules';
import { runInSlices } from './run-in-slices';

/**
 * The link graph's layout: a small tree at once, while drawing; a large one in slices that hand the main thread back
 * between them (null until it is done, and the previous layout while a changed tree is laid out again).
 */
export function useGraphLayout(
  nodes: readonly TreeNode[],
  edges: readonly TreeEdge[],
  currentId: string | undefined,
): GraphLayout | null {
  const small = nodes.length + edges.length <= LAYOUT_SLICE;
  const immediate = useMemo(
    () => (small ? layoutGraph(nodes, edges, currentId) : null),
    [small, nodes, edges, currentId],
  );
  const [sliced, setSliced] = useState<GraphLayout | null>(null);
  useEffect(() => {
    if (small) return;
    const controller = new AbortController();
    runInSlices(layoutSteps(nodes, edges, currentId), { signal: controller.signal }).then(setSliced, () => {
      // aborted: a newer tree is being laid out
    });
    return () => controller.abort();
  }, [small, nodes, edges, currentId]);
  return immediate ?? sliced;
}
