import { Box, Group, Paper, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getGetBatchTreeQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { getListTraitTemplatesQueryOptions } from '@/api/generated/portal/hooks/product/product';
import type { Batch, TraitTemplate } from '@/api/generated/portal/model';
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
import { EditorHeading } from './editor-heading';
import { EditorTabs } from './editor-tabs';
import tabClasses from './editor-tabs.module.css';
import { SideScroll } from '@/components/data-table/side-scroll';
import { LayerPane } from './layer-pane';
import { SaveBar } from './save-bar';
import { useBatchDraft, useDraft } from './use-batch-draft';
import { useStableCallback } from './use-stable-callback';
import { movementView, prefetchTabViews } from './tab-views';

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

const MovementView = movementView.View;
const NO_TEMPLATES: readonly TraitTemplate[] = [];

/** The batch editor: the layer pane with the batch tree on the left, the tabs of the open item on the right. */
export function BatchEditor(props: BatchEditorProps) {
  const navigate = useNavigate();
  const [draftId] = useState(newDraftId);
  const batchId = props.batchId ?? draftId;
  const isDraft = isDraftId(batchId);
  const store = useBatchDraft(props.batchId ?? `new.${props.integrantTypeId}`, props.batch);
  // The slices the frame shows: a keystroke in a trait or an attachment changes none of them (but the save text
  // when the list becomes complete or not), and draws only its own tab.
  const trackingId = useDraft(store, (d) => d.trackingId);
  const traitCount = useDraft(store, (d) => d.traits.length);
  const exhibitCount = useDraft(store, (d) => d.exhibits.length);
  const ownTraits = useDraft(store, (d) => d.traits.filter((t) => !t.isOld).length);
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
  const check = useTrackingCheck(trackingId, savedTracking, props.organizationId, props.batch?.id);
  const tabs = tabsFor(props.subscription, item.kind);
  const active = tabs[tabIndex(props.tab, tabs.length)]!;
  // On a narrow screen the tab list scrolls sideways: the open tab is brought to its middle, its neighbours showing
  // on both sides (the list alone scrolls, never the page).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const [l, t] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    list.scrollLeft += t.left + t.width / 2 - (l.left + l.width / 2);
  }, [active]);

  const openItem = useStableCallback((id: string, kind: EditingKind) => {
    if ((kind === 'Default' || kind === 'Mutation') && id && id !== batchId) {
      void navigate({ to: '/batches/$batchId', params: { batchId: id }, search: { tab: 0 } });
      return;
    }
    setItem({ id: id || batchId, kind });
    props.onTab(0);
  });
  const openLayer = useCallback((id: string) => openItem(id, 'Default'), [openItem]);
  const onChanged = useStableCallback(() => {
    void props.onReload();
    void tree.refetch();
  });
  const treeData = tree.data?.data;
  const { integrantTypeId, subscription, organizationId, individualId, batch } = props;
  const tabProps = useMemo<BatchTabProps>(
    () => ({
      batchId,
      integrantTypeId,
      subscription,
      isDraft,
      organizationId,
      individualId,
      batch,
      tree: treeData,
      onOpenItem: openItem,
      onChanged,
    }),
    [
      batchId,
      integrantTypeId,
      subscription,
      isDraft,
      organizationId,
      individualId,
      batch,
      treeData,
      openItem,
      onChanged,
    ],
  );
  const selectTab = (value: string | null) => {
    const next = tabs.indexOf(value as BatchTab);
    if (next < 0) return;
    if (active === 'details' && check === 'taken') {
      notifyError(DETAILS_MESSAGES.trackingTaken);
      return;
    }
    props.onTab(next);
  };
  const saveText = useDraft(store, (d) =>
    saveButtonText({
      subscription: props.subscription,
      kind: item.kind,
      trackingId: d.trackingId,
      buyAgainUrl: d.buyAgainUrl,
      traits: d.traits.filter((t) => !t.isOld),
      locationFilled: isLocationFilled(d.location),
      exhibits: d.exhibits.filter((e) => !e.isOld),
    }),
  );
  const movement = item.kind === 'Transit' || item.kind === 'Transfer';
  const count = (t: BatchTab) =>
    t === 'facets' ? ` (${traitCount})` : t === 'exhibits' && !movement ? ` (${exhibitCount})` : '';

  return (
    <Stack gap="lg">
      {/* The page's title where every workspace has it (the layout system), above the layer pane and the tabs. */}
      <EditorHeading batch={props.batch} integrantTypeId={props.integrantTypeId} isDraft={isDraft} />
      <Group align="flex-start" gap="lg" wrap="wrap">
        <LeaveGuard dirty={store.isDirty} />
        <LayerPane tree={treeData} currentId={item.kind === 'Default' ? batchId : item.id} onOpen={openLayer} />
        <Paper withBorder p="md" style={{ flex: '999 1 520px', minWidth: 0 }}>
          <Stack gap="md">
            <Tabs value={active} onChange={selectTab} classNames={{ list: tabClasses.list, tab: tabClasses.tab }}>
              {/* On a phone the row scrolls sideways and shows it (a shadow at the edge, 'Scroll sideways for more'). */}
              <SideScroll label="Batch tabs" minWidth={0}>
                <Tabs.List ref={tabList}>
                  {tabs.map((t) => (
                    <Tabs.Tab key={t} value={t}>
                      {TAB_LABELS[t]}
                      {count(t)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </SideScroll>
              <Box pt="md">
                {movement ? (
                  <Suspense fallback={<PageLoader />}>
                    <MovementView
                      batch={props.batch}
                      id={item.id}
                      kind={item.kind}
                      tab={active}
                      onBack={() => openItem(batchId, 'Default')}
                    />
                  </Suspense>
                ) : (
                  <EditorTabs
                    key={`${item.kind}:${item.id}`}
                    tabs={tabs}
                    active={active}
                    store={store}
                    tabProps={tabProps}
                    check={check}
                    showMissing={showMissing}
                    templates={templates.data ?? NO_TEMPLATES}
                  />
                )}
              </Box>
            </Tabs>
            {!movement && (
              <SaveBar
                text={saveText}
                blocked={blocksSave(check)}
                ownTraits={ownTraits}
                getDraft={store.get}
                batchId={props.batchId}
                integrantTypeId={props.integrantTypeId}
                subscription={props.subscription}
                organizationId={props.organizationId}
                individualId={props.individualId}
                onRefused={() => setShowMissing(true)}
                onSaved={async (id, created, sent) => {
                  const next = afterSave({ created, savedId: id, integrantTypeId: props.integrantTypeId });
                  if (next.to === 'reload') {
                    // Saved: leaving asks nothing now. The reload may take a while (a read asked again): what the
                    // person does meanwhile is kept.
                    const saved = store.markSaved(sent);
                    store.settle(await props.onReload(), saved);
                    void tree.refetch();
                    return;
                  }
                  store.reset(undefined);
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
    </Stack>
  );
}
