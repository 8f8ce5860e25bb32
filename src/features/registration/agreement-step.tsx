import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { useSaveRegistrationStep } from '@/api/generated/portal/hooks/registration/registration';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import type { RegistrationDraft } from './registration-draft';
import { consentBody } from './registration-bodies';
import { appHref } from '@/lib/base-path';

interface AgreementStepProps {
  readonly draft: RegistrationDraft;
  readonly update: (patch: Partial<RegistrationDraft>) => void;
  readonly onSaved: (patch: Partial<RegistrationDraft>) => void;
}

/** Step 1, Service Agreement: Continue is enabled only once the agreement is ticked (posts registration_step 2). */
export function AgreementStep({ draft, update, onSaved }: AgreementStepProps) {
  const save = useSaveRegistrationStep();
  const submit = async () => {
    if (!draft.consented) return;
    await save.mutateAsync({ data: consentBody(draft.account.email_address) }).then(
      () => onSaved({}),
      () => undefined, // the error policy says it; the tick stays
    );
  };
  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          The service agreement sets out how the portal is provided: the plan's fees, billed in advance, are due within
          30 days of the invoice, late amounts carry interest of 1.5% per month, and either party may end the agreement
          with 30 days&apos; written notice. Read it in full in the{' '}
          <Anchor href={appHref('/terms-of-service')} target="_blank" rel="noreferrer">
            Terms of Service
          </Anchor>
          .
        </Text>
        <Checkbox
          label="I have read and agree to the Service Agreement"
          checked={draft.consented}
          onChange={(event) => update({ consented: event.currentTarget.checked })}
        />
        <SubmitButton disabled={!draft.consented} mt="xs">
          Continue
        </SubmitButton>
      </Stack>
    </ActionForm>
  );
}
