import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ActionForm, SubmitButton } from './action-form';

export interface DialogFormProps {
  /** The form's action (one request per press: see ActionForm). */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  readonly onCancel: () => void;
  readonly submitLabel: string;
  /** Blocks the submit button (a check still running, a value known to be refused). */
  readonly submitDisabled?: boolean;
  readonly 'aria-label'?: string;
  readonly children: ReactNode;
}

/** The frame of a form in a dialog: its fields, then Cancel and the submit button at the end. */
export function DialogForm({ onSubmit, onCancel, submitLabel, submitDisabled, children, ...rest }: DialogFormProps) {
  return (
    <ActionForm onSubmit={onSubmit} aria-label={rest['aria-label']}>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton disabled={submitDisabled}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </ActionForm>
  );
}
