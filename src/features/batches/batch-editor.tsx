import { Badge, Box, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { getGetBatchTreeQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { getListTraitTemplatesQueryOptions } from '@/api/generated/portal/hooks/product/product';
import type { Batch } from '@/api/generated/portal/model';
import { LeaveGuard } from '@/components/dialogs/leave-guard';
import { notifyError } from '@/components/feedback/notify';
import { PageLoader } from '@/components/layout/page-loader';
import {
  afterSave,
  isDraftId,
  isLocationFilled,
  newDraftId,
  saveButtonText,
  tabIndex,
  tabsFor,
  TAB_LABELS,
  type BatchTab,
} from './batch-rules';
import type { BatchSubscription, BatchTabProps, EditingKind } from './batch-tab-props';
import { DETAILS_MESSAGES } from './details/details-messages';
import { blocksSave, useTrackingCheck } from './details/use-tracking-check';
import { LayerPane } from './layer-pane';
import { OptionsTab } from './options/options-tab';
import { SaveBar } from './save-bar';
import { useBatchDraft } from './use-batch-draft';
import {
  detailsTab,
  exhibitsTab,
  facetsTab,
  locationTab,
  movementsTab,
  movementView,
  prefetchTabViews,
} from './tab-views';

export interface BatchEditorProps {
  batchId?: string;
  batch: Batch | undefined;
  integrantTypeId: string;
  subscription: BatchSubscription;
  organizationId: string;
  individualId: string;
  tab: number;
  onTab(tab: number): void;
  onReload(): Promise<Batch | undefined>;
}

const DetailsTab = detailsTab.View;
const TraitsEditor = facetsTab.View;
const LocationTab = locationTab.View;
const ExhibitsTab = exhibitsTab.View;
const MovementsTab = movementsTab.View;
const MovementView = movementView.View;

/** The batch editor: the layer pane with the batch tree on the left, the tabs of the open item on the right. */
export function BatchEditor(props: BatchEditorProps) {
  const navigate = useNavigate();
  const [draftId] = useState(newDraftId);
  const batchId = props.batchId ?? draftId;
  const isDraft = isDraftId(batchId);
  const tracer = props.subscription === 'tracer';
  const { draft, update, reset, isDirty } = useBatchDraft(props.batchId ?? `new.${props.integrantTypeId}`, props.batch);
  const [showMissing, setShowMissing] = useState(false);
  const [item, setItem] = useState<{ id: string; kind: EditingKind }>({ id: batchId, kind: 'Default' });
  // A saved batch's route loader asked for both already (load-batch-editor.ts): a failure is not asked again on mount.
  const tree = useQuery({
    ...getGetBatchTreeQueryOptions({ integrant_id: batchId, level: 0 }),
    enabled: !isDraft,
    retryOnMount: false,
  });
  const templates = useQuery({
    ...getListTraitTemplatesQueryOptions(),
    select: (a) => a.data,
    retryOnMount: !props.batchId,
  });
  useEffect(() => prefetchTabViews(props.subscription), [props.subscription]);
  const savedTracking = props.batch?.external_id ?? '';
  const check = useTrackingCheck(draft.trackingId, savedTracking, props.organizationId, props.batch?.id);
  const tabs = tabsFor(props.subscription, item.kind);
  const active = tabs[tabIndex(props.tab, tabs.length)]!;

  const openItem = (id: string, kind: EditingKind) => {
    if ((kind === 'Default' || kind === 'Mutation') && id && id !== batchId) {
      void navigate({ to: '/batches/$batchId', params: { batchId: id }, search: { tab: 0 } });
      return;
    }
    setItem({ id: id || batchId, kind });
    props.onTab(0);
  };
  const tabProps: BatchTabProps = {
    batchId,
    integrantTypeId: props.integrantTypeId,
    subscription: props.subscription,
    isDraft,
    organizationId: props.organizationId,
    individualId: props.individualId,
    batch: props.batch,
    tree: tree.data?.data,
    onOpenItem: openItem,
    onChanged: () => {
      void props.onReload();
      void tree.refetch();
    },
  };
  const selectTab = (value: string | null) => {
    const next = tabs.indexOf(value as BatchTab);
    if (next < 0) return;
    if (active === 'details' && check === 'taken') {
      notifyError(DETAILS_MESSAGES.trackingTaken);
      return;
    }
    props.onTab(next);
  };
  const saveText = saveButtonText({
    subscription: props.subscription,
    kind: item.kind,
    trackingId: draft.trackingId,
    buyAgainUrl: draft.buyAgainUrl,
    traits: draft.traits.filter((t) => !t.isOld),
    locationFilled: isLocationFilled(draft.location),
    exhibits: draft.exhibits.filter((e) => !e.isOld),
  });
  const movement = item.kind === 'Transit' || item.kind === 'Transfer';
  const ownTraits = draft.traits.filter((t) => !t.isOld).length;
  const count = (t: BatchTab) =>
    t === 'facets' ? ` (${draft.traits.length})` : t === 'exhibits' && !movement ? ` (${draft.exhibits.length})` : '';

  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <LeaveGuard dirty={isDirty} />
      <LayerPane
        tree={tabProps.tree}
        currentId={item.kind === 'Default' ? batchId : item.id}
        onOpen={(id) => openItem(id, 'Default')}
      />
      <Paper withBorder p="md" style={{ flex: '999 1 520px', minWidth: 0 }}>
        <Stack gap="md">
          <Group gap="xs">
            <Title order={1} size="h3">
              {isDraft ? 'New batch' : (props.batch?.external_id ?? props.batch?.title ?? 'Batch')}
            </Title>
            {isDraft && <Badge variant="light">Draft</Badge>}
          </Group>
          <Tabs value={active} onChange={selectTab}>
            <Tabs.List>
              {tabs.map((t) => (
                <Tabs.Tab key={t} value={t}>
                  {TAB_LABELS[t]}
                  {count(t)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Box pt="md">
              <Suspense fallback={<PageLoader />}>
                {movement ? (
                  <MovementView
                    batch={props.batch}
                    id={item.id}
                    kind={item.kind}
                    tab={active}
                    onBack={() => openItem(batchId, 'Default')}
                  />
                ) : (
                  <>
                    {active === 'options' && <OptionsTab {...tabProps} />}
                    {active === 'movements' && <MovementsTab {...tabProps} />}
                    {active === 'details' && (
                      <DetailsTab
                        subscription={props.subscription}
                        isDraft={isDraft}
                        trackingId={draft.trackingId}
                        buyAgainUrl={draft.buyAgainUrl}
                        check={check}
                        showMissing={showMissing}
                        onChange={update}
                      />
                    )}
                    {active === 'facets' && (
                      <TraitsEditor
                        value={draft.traits}
                        onChange={(traits) => update({ traits })}
                        templates={templates.data ?? []}
                        withGroups={tracer}
                        showMissing={showMissing}
                      />
                    )}
                    {active === 'location' && (
                      <LocationTab
                        mode={draft.locationMode}
                        location={draft.location}
                        organizationId={props.organizationId}
                        individualId={props.individualId}
                        onChange={update}
                      />
                    )}
                    {active === 'exhibits' && (
                      <ExhibitsTab
                        value={draft.exhibits}
                        tracer={tracer}
                        organizationId={props.organizationId}
                        onChange={(change) => update((d) => ({ exhibits: change(d.exhibits) }))}
                      />
                    )}
                  </>
                )}
              </Suspense>
            </Box>
          </Tabs>
          {!movement && (
            <SaveBar
              text={saveText}
              blocked={blocksSave(check)}
              ownTraits={ownTraits}
              draft={draft}
              batchId={props.batchId}
              integrantTypeId={props.integrantTypeId}
              subscription={props.subscription}
              organizationId={props.organizationId}
              individualId={props.individualId}
              onRefused={() => setShowMissing(true)}
              onSaved={async (id, created) => {
                const next = afterSave({ created, savedId: id, integrantTypeId: props.integrantTypeId });
                if (next.to === 'reload') {
                  reset(await props.onReload());
                  void tree.refetch();
                  return;
                }
                reset(undefined);
                if (next.to === 'batch') {
                  await navigate({
                    to: '/batches/$batchId',
                    params: { batchId: next.batchId },
                    search: { tab: next.tab },
                  });
                } else {
                  await navigate({ to: '/' });
                }
              }}
            />
          )}
        </Stack>
      </Paper>
    </Group>
  );
}
