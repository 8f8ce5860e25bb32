import { Badge, Box, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetBatchTreeQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import type { Batch } from '@/api/generated/portal/model';
import { isDraftId, newDraftId, tabIndex, tabsFor, TAB_LABELS, type BatchTab } from './batch-rules';
import type { BatchSubscription, BatchTabProps, EditingKind } from './batch-tab-props';
import { LayerPane } from './layer-pane';
import { MovementsTab } from './movements/movements-tab';
import { OptionsTab } from './options/options-tab';

export interface BatchEditorProps {
  batchId?: string;
  batch: Batch | undefined;
  integrantTypeId: string;
  subscription: BatchSubscription;
  organizationId: string;
  individualId: string;
  tab: number;
  onTab(tab: number): void;
  onReload(): void;
}

/** The batch editor: the layer pane with the batch tree on the left, the tabs of the open item on the right. */
export function BatchEditor(props: BatchEditorProps) {
  const [draftId] = useState(newDraftId);
  const batchId = props.batchId ?? draftId;
  const isDraft = isDraftId(batchId);
  const [item, setItem] = useState<{ id: string; kind: EditingKind }>({ id: batchId, kind: 'Default' });
  const tree = useQuery({
    ...getGetBatchTreeQueryOptions({ integrant_id: batchId, level: 0 }),
    enabled: !isDraft,
  });
  const tabs = tabsFor(props.subscription, item.kind);
  const active = tabs[tabIndex(props.tab, tabs.length)]!;
  const tabProps: BatchTabProps = {
    batchId,
    integrantTypeId: props.integrantTypeId,
    subscription: props.subscription,
    isDraft,
    organizationId: props.organizationId,
    individualId: props.individualId,
    batch: props.batch,
    tree: tree.data?.data,
    onOpenItem: (id, kind) => {
      setItem({ id, kind });
      props.onTab(0);
    },
    onChanged: () => {
      props.onReload();
      void tree.refetch();
    },
  };
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <LayerPane tree={tabProps.tree} currentId={item.id} onOpen={(id) => tabProps.onOpenItem(id, 'Default')} />
      <Paper withBorder p="md" style={{ flex: '1 1 520px', minWidth: 0 }}>
        <Stack gap="md">
          <Group gap="xs">
            <Title order={1} size="h3">
              {isDraft ? 'New batch' : (props.batch?.external_id ?? props.batch?.title ?? 'Batch')}
            </Title>
            {isDraft && <Badge variant="light">Draft</Badge>}
          </Group>
          <Tabs value={active} onChange={(value) => props.onTab(Math.max(0, tabs.indexOf(value as BatchTab)))}>
            <Tabs.List>
              {tabs.map((t) => (
                <Tabs.Tab key={t} value={t}>
                  {TAB_LABELS[t]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Box pt="md">
              {active === 'options' && <OptionsTab {...tabProps} />}
              {active === 'movements' && <MovementsTab {...tabProps} />}
            </Box>
          </Tabs>
        </Stack>
      </Paper>
    </Group>
  );
}
