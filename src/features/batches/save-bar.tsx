import { Group } from '@mantine/core';
import { useCreateBatch, useEditBatch } from '@/api/generated/portal/hooks/batch/batch';
import { isApiError } from '@/api/api-error';
import { isLocalFailure } from '@/api/error-policy';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import { toFacets } from '@/components/traits-editor/traits-rules';
import { SAVE_TEXT, slugOf } from './batch-rules';
import type { BatchSubscription } from './batch-tab-props';
import { toExhibitInputs } from './exhibits/exhibit-rules';
import type { BatchDraft } from './use-batch-draft';

export const SAVED_MESSAGE = 'Batch has been saved successfully.';
export const EDIT_FAILURE = 'Internal server error please try again!!!';

function failed(error: unknown): null {
  if (isLocalFailure(error, [200, 500])) notifyError((isApiError(error) && error.serverMessage) || EDIT_FAILURE);
  return null;
}

export interface SaveBarProps {
  text: string;
  /** The tracking id is being checked, or is taken. */
  blocked: boolean;
  ownTraits: number;
  /** The draft as it is when Save is pressed (the bar is not drawn again on every keystroke). */
  getDraft(): BatchDraft;
  batchId?: string;
  integrantTypeId: string;
  subscription: BatchSubscription;
  organizationId: string;
  individualId: string;
  onRefused(): void;
  /** After the save: the batch's id, whether it was made now, and the draft as it was sent. */
  onSaved(id: string, created: boolean, sent: BatchDraft): Promise<void>;
}

/** The save button: its text says what is missing (the spec's priority order); one request per press. */
export function SaveBar(props: SaveBarProps) {
  const { subscription } = props;
  // Section 8, edit failure: the server's message or 'Internal server error please try again!!!'.
  const local = { mutation: { meta: { localErrors: [200, 500] } } };
  const create = useCreateBatch(local);
  const edit = useEditBatch(local);
  const ready = props.text === SAVE_TEXT.save && !props.blocked;
  const save = async () => {
    const draft = props.getDraft();
    const common = {
      external_id: draft.trackingId,
      external_id_slug: slugOf(draft.trackingId),
      subscription,
      facets: toFacets(
        draft.traits.filter((t) => !t.isOld),
        subscription === 'tracer',
      ),
      exhibits: toExhibitInputs(draft.exhibits.filter((e) => !e.isOld)),
      ...(subscription === 'tracer' ? { buy_again_url: draft.buyAgainUrl } : {}),
    };
    if (props.batchId) {
      const answer = await edit
        .mutateAsync({
          data: {
            integrant_id: props.batchId,
            ...common,
            ...(draft.location ? { location_id: draft.location.id } : {}),
          },
        })
        .catch(failed);
      if (!answer) return;
      notifySuccess(answer.message || SAVED_MESSAGE);
      await props.onSaved(props.batchId, false, draft);
      return;
    }
    const answer = await create
      .mutateAsync({
        data: {
          ...common,
          organization_id: props.organizationId,
          integrant_type_id: props.integrantTypeId,
          title: draft.trackingId,
          is_published: false,
          created_by: props.individualId,
          updated_by: props.individualId,
          location_id: draft.location?.id ?? null,
        },
      })
      .catch(failed);
    if (!answer) return;
    notifySuccess(answer.message || SAVED_MESSAGE);
    await props.onSaved(answer.data.id, true, draft);
  };
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <span onPointerDown={() => !ready && props.onRefused()} style={{ maxWidth: '100%' }}>
        {/* The longest texts ('You Need Tracking & Buy Again URL Filled Out.') wrap at 375 px instead of being cut. */}
        <ActionButton
          onClick={save}
          disabled={!ready}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {props.text}
        </ActionButton>
      </span>
    </Group>
  );
}
