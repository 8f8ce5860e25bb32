import { Box, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { LinkTree, TreeNode } from '@/api/generated/portal/model';
import { VirtualList } from '@/components/virtual-list/virtual-list';

/** A row's height before it is measured (a title and a tracking id), with the gap above it. */
const ROW_ESTIMATE = 64;
const ROW_GAP = 4;
/** The tallest the list grows before it scrolls. */
const MAX_HEIGHT = '70vh';

const keyOf = (node: TreeNode) => node.id;

/**
 * The left layer pane: the batch tree; a node opens that item (the editor resets to its first tab). A virtual list:
 * only the rows in view are drawn, and the box is as tall as its rows up to a limit, beyond which it scrolls.
 */
export const LayerPane = memo(function LayerPane({
  tree,
  currentId,
  onOpen,
}: {
  tree: LinkTree | undefined;
  currentId: string;
  onOpen(id: string): void;
}) {
  const nodes = tree?.nodes ?? [];
  const { ref, height } = useListHeight(nodes.length * ROW_ESTIMATE, nodes.length > 0);
  const renderRow = useCallback(
    (node: TreeNode, index: number) => (
      <LayerRow node={node} first={index === 0} active={node.id === currentId} onOpen={onOpen} />
    ),
    [currentId, onOpen],
  );
  return (
    <Paper
      withBorder
      p="sm"
      component="nav"
      aria-label="Batch layers"
      w={{ base: '100%', sm: 260 }}
      style={{ flex: '0 0 auto' }}
    >
      <Stack gap={4}>
        <Title order={2} size="h5">
          Layers
        </Title>
        <div ref={ref}>
          <VirtualList
            items={nodes}
            getKey={keyOf}
            renderItem={renderRow}
            estimateSize={ROW_ESTIMATE}
            height={`min(${height}px, ${MAX_HEIGHT})`}
            aria-label="Layers"
            empty={
              <Text size="sm" c="dimmed">
                The batch tree shows once the batch is saved.
              </Text>
            }
          />
        </div>
      </Stack>
    </Paper>
  );
});

const LayerRow = memo(function LayerRow({
  node,
  first,
  active,
  onOpen,
}: {
  node: TreeNode;
  first: boolean;
  active: boolean;
  onOpen(id: string): void;
}) {
  return (
    <Box pt={first ? 0 : ROW_GAP}>
      <NavLink
        label={node.title}
        // A batch made in the portal is titled with its tracking id: it is said once.
        description={node.external_id && node.external_id !== node.title ? node.external_id : undefined}
        active={active}
        aria-current={active ? 'true' : undefined}
        pl={8 + node.level * 16}
        onClick={() => onOpen(node.id)}
      />
    </Box>
  );
});

/**
 * The height of the virtual list's rows as drawn (its `role="list"` element, which the virtualizer sizes to its
 * measured rows), so that a short tree's box is exactly as tall as its rows; `estimate` until it is measured.
 */
function useListHeight(estimate: number, drawn: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const list = ref.current?.querySelector('[role="list"]');
    if (!drawn || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.ceil(entry?.contentRect.height ?? 0);
      if (height > 0) setMeasured(height);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [drawn]);
  return { ref, height: measured ?? estimate };
}
