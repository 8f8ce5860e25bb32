import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanText } from '@/lib/input/text';
import { useCreateTransit, useEditTransit } from '@/api/generated/portal/hooks/movement/movement';
import type { MovementExhibit, Transit, TransitInput } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { useSession } from '@/session/session-context';
import { EDIT_LOCAL, sayEditFailure } from './edit-failure';
import { MovementFields } from './movement-fields';
import { movementErrors, toDateTime, toDay, type MovementValues } from './movement-rules';

export interface TransitFormProps {
  readonly integrantId: string;
  /** The saved transit being edited (reopened with its old id), or none for a new one. */
  readonly editing?: Transit | null;
  /** The transit's own exhibits, from the Exhibits tab. */
  readonly exhibits?: readonly MovementExhibit[];
  readonly onSaved: (transit: Transit) => void;
  readonly onCancel?: () => void;
}

function initialValues(editing?: Transit | null): MovementValues {
  return {
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    fromLocation: editing?.from_location ?? null,
    toLocation: editing?.to_location ?? null,
    effectiveDate: toDay(editing?.effective_date),
  };
}

/** Transit: a change of location. A title, the From location and the effective date are required; To is optional. */
export function TransitForm({ integrantId, editing, exhibits, onSaved, onCancel }: TransitFormProps) {
  const { individual } = useSession();
  const form = useForm<MovementValues>({
    mode: 'controlled',
    initialValues: initialValues(editing),
    validate: (values) => movementErrors(values),
  });
  const create = useCreateTransit();
  const edit = useEditTransit(EDIT_LOCAL);

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    const me = individual?.id ?? '';
    const body: TransitInput = {
      integrant_id: integrantId,
      title: cleanText(v.title),
      description: cleanText(v.description),
      from_location: v.fromLocation ?? '',
      to_location: v.toLocation || null,
      effective_date: toDateTime(v.effectiveDate),
      exhibits: [...(exhibits ?? editing?.transitExhibits ?? [])],
      created_by: me,
      updated_by: me,
    };
    try {
      const answer = editing
        ? await edit.mutateAsync({ data: { ...body, oldTransitId: editing.id } })
        : await create.mutateAsync({ data: body });
      notifySuccess(answer.message || (editing ? 'Transit updated successfully' : 'Transit created successfully'));
      onSaved(answer.data);
    } catch (error) {
      if (editing) sayEditFailure(error); // otherwise the error policy said it; the form keeps its values
    }
  };

  return (
    <ActionForm onSubmit={submit} aria-label={editing ? 'Edit transit' : 'Transit'}>
      <Stack gap="sm">
        <MovementFields form={form} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <SubmitButton>Save transit</SubmitButton>
        </Group>
      </Stack>
    </ActionForm>
  );
}
