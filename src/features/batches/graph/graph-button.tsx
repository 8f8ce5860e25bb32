import { Button, Center, Loader, Modal, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { TreeEdge, TreeNode } from '@/api/generated/portal/model';

/** @xyflow/react and its stylesheet come with this chunk, the first time the graph is opened. */
const BatchGraph = lazy(() => import('./batch-graph'));

export interface GraphButtonProps {
  readonly nodes: readonly TreeNode[];
  readonly edges: readonly TreeEdge[];
  readonly currentId?: string | undefined;
  readonly onOpen: (id: string) => void;
}

/** 'View link graph': the batch tree drawn as a graph of batches and their ingredient, transit and transfer links. */
export function GraphButton({ nodes, edges, currentId, onOpen }: GraphButtonProps) {
  const [opened, setOpened] = useState(false);
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
            <Suspense
              fallback={
                <Center h="100%">
                  <Loader aria-label="Loading the graph" />
                </Center>
              }
            >
              <BatchGraph
                nodes={nodes}
                edges={edges}
                currentId={currentId}
                onOpen={(id) => {
                  setOpened(false);
                  onOpen(id);
                }}
              />
            </Suspense>
          )}
        </div>
      </Modal>
    </>
  );
}
