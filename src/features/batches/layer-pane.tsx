import { NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import type { LinkTree } from '@/api/generated/portal/model';

/** The left layer pane: the batch tree; a node opens that item (the editor resets to its first tab). */
export function LayerPane({
  tree,
  currentId,
  onOpen,
}: {
  tree: LinkTree | undefined;
  currentId: string;
  onOpen(id: string): void;
}) {
  const nodes = tree?.nodes ?? [];
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
        {nodes.length === 0 && (
          <Text size="sm" c="dimmed">
            The batch tree shows once the batch is saved.
          </Text>
        )}
        {nodes.map((node) => (
          <NavLink
            key={node.id}
            label={node.title}
            description={node.external_id ?? undefined}
            active={node.id === currentId}
            aria-current={node.id === currentId ? 'true' : undefined}
            pl={8 + node.level * 16}
            onClick={() => onOpen(node.id)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
