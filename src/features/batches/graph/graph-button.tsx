import { Button, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';
import { GraphLoader } from './graph-loader';

/** @xyflow/react and its stylesheet come with this chunk, the first time the graph is opened. */
const BatchGraph = lazy(() => import('./batch-graph'));

export interface GraphButtonProps {
  readonly nodes: readonly TreeNode[];
  readonly edges: readonly TreeEdge[];
  readonly currentId?: string | undefined;
}

/**
 * 'View link graph': the batch tree drawn as a graph of batches and their ingredient, transit and transfer links. A
 * batch selected in it opens in the editor (its first tab), unless it is the one already open.
 */
export function GraphButton({ nodes, edges, currentId }: GraphButtonProps) {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={nodes.length === 0}>
        View link graph
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Link graph" size="xl" fullScreen={false}>
        <Text size="sm" c="dimmed" mb="xs">
          Green lines join ingredients, blue ones transits and red ones transfers. Select a batch to open it.
        </Text>
        <div style={{ height: 'min(60vh, 520px)' }}>
          {opened && (
            <Suspense fallback={<GraphLoader />}>
              <BatchGraph
                nodes={nodes}
                edges={edges}
                currentId={currentId}
                onOpen={(id) => {
                  setOpened(false);
                  if (id !== currentId)
                    void navigate({ to: '/batches/$batchId', params: { batchId: id }, search: { tab: 0 } });
                }}
              />
            </Suspense>
          )}
        </div>
      </Modal>
    </>
  );
}
