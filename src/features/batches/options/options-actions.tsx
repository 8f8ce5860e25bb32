import { Button, Divider, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useEditBatch, useRemoveBatchMutation, useSetStaticBatch } from '@/api/generated/portal/hooks/batch/batch';
import type { Batch } from '@/api/generated/portal/model';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import type { BatchTabProps } from '../batch-tab-props';
import { GraphButton } from '../graph/graph-button';
import { MovementButtons, MovementDialogs, MovementTables, type MovementDialog } from '../movements/movements-section';
import { openInNewTab } from '../movements/open-tab';
import { OptionDialogs, type OptionDialog } from './option-dialogs';
import { canConnect, canPublish, OPTIONS_MESSAGES, previewUrl, publicPageOf } from './options-rules';
import { appOrigin } from '@/lib/base-path';

/**
 * The tab's button hierarchy: the editor's one primary action is Save batch, below the tabs; every action
 * here is secondary, and the destructive ones (Unpublish, Remove from parent) are outlined in red, never filled.
 */
const SECONDARY = { variant: 'default' } as const;
const DESTRUCTIVE = { variant: 'outline', color: 'red' } as const;

/**
 * The Options tab's actions, below the QR code (options-tab.tsx): the batch's actions (ingredients, links, transit,
 * transfer, static QR, preview, publishing, clone), the link graph, and the Transit and Transfer Details tables. A
 * chunk of its own (tab-views.ts), so that a batch's first visit draws the QR code without waiting for the tables,
 * dialogs and file drop of the actions.
 */
export function OptionsActions(props: BatchTabProps & { readonly batch: Batch }) {
  const { batch } = props;
  const [dialog, setDialog] = useState<OptionDialog>(null);
  const [movement, setMovement] = useState<MovementDialog>(null);
  const [removing, setRemoving] = useState(false);
  // The batch read says whether it is its product's static-QR batch; a set in this visit says so at once.
  const [setHere, setSetHere] = useState(false);
  const publish = useEditBatch();
  const setStatic = useSetStaticBatch();
  const unlink = useRemoveBatchMutation();
  const { shortCode, slug } = publicPageOf(batch);
  const trackingId = batch.external_id ?? batch.tracking_id ?? '';
  const nodes = props.tree?.nodes ?? [];
  const isStatic = setHere || batch.is_static_batch === true;
  const parentLink = batch.mutations?.find((m) => m.child_integrant_id === batch.id);

  const togglePublish = async () => {
    try {
      const answer = await publish.mutateAsync({
        data: { integrant_id: batch.id, is_published: !batch.is_published, subscription: props.subscription },
      });
      notifySuccess(answer.message || (batch.is_published ? 'Batch unpublished' : 'Batch published'));
      props.onChanged();
    } catch {
      /* the error policy said it */
    }
  };

  const makeStatic = async () => {
    try {
      const answer = await setStatic.mutateAsync({
        data: {
          integrant_id: batch.id,
          integrant_type_id: batch.integrant_type_id,
          organization_id: props.organizationId,
        },
      });
      notifySuccess(answer.message || 'Static QR code batch updated');
      setSetHere(true);
      props.onChanged();
    } catch {
      /* the error policy said it */
    }
  };

  const removeFromParent = async () => {
    if (!parentLink) return;
    try {
      const answer = await unlink.mutateAsync({ id: parentLink.parent_integrant_id, mid: parentLink.id });
      notifySuccess(answer.message || 'Link removed successfully');
      setRemoving(false);
      props.onChanged();
    } catch {
      setRemoving(false);
    }
  };

  return (
    <>
      <Group gap="sm" role="group" aria-label="Batch options">
        <Button variant="default" onClick={() => setDialog('ingredient')}>
          Add ingredient for this batch
        </Button>
        {canConnect(nodes.length) && (
          <Button variant="default" onClick={() => setDialog('connect')}>
            Connect to another ingredient
          </Button>
        )}
        <MovementButtons onStart={setMovement} />
        {parentLink && (
          <Button {...DESTRUCTIVE} onClick={() => setRemoving(true)}>
            Remove from parent
          </Button>
        )}
      </Group>
      <Group gap="sm" role="group" aria-label="Publishing">
        {/* The longest label of the tab: at 375 px it wraps inside the button instead of being cut off. */}
        <ActionButton
          variant="default"
          onClick={makeStatic}
          disabled={isStatic}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {isStatic ? OPTIONS_MESSAGES.currentBatch : OPTIONS_MESSAGES.staticSet}
        </ActionButton>
        <Button
          variant="default"
          onClick={() => openInNewTab(previewUrl(appOrigin(), shortCode, slug))}
          disabled={!slug}
        >
          Preview
        </Button>
        <ActionButton
          {...(batch.is_published ? DESTRUCTIVE : SECONDARY)}
          onClick={togglePublish}
          disabled={!batch.is_published && !canPublish(trackingId)}
        >
          {batch.is_published ? 'Unpublish' : 'Publish Online'}
        </ActionButton>
        <Button variant="default" onClick={() => setDialog('clone')}>
          Clone
        </Button>
        <GraphButton nodes={nodes} edges={props.tree?.edges ?? []} currentId={batch.id} />
      </Group>
      {batch.is_published && (
        <Text size="sm" c="dimmed">
          Published online{batch.published ? ` since ${new Date(batch.published).toLocaleDateString('en-US')}` : ''}.
        </Text>
      )}
      <Divider />
      <MovementTables batch={batch} onEdit={setMovement} onChanged={props.onChanged} onOpenItem={props.onOpenItem} />
      <OptionDialogs dialog={dialog} props={props} batch={batch} onClose={() => setDialog(null)} />
      <MovementDialogs batch={batch} dialog={movement} onClose={() => setMovement(null)} onChanged={props.onChanged} />
      <ConfirmDialog
        opened={removing}
        danger
        message="Are you sure you want to remove this batch from its parent?"
        onConfirm={removeFromParent}
        onCancel={() => setRemoving(false)}
      />
    </>
  );
}
