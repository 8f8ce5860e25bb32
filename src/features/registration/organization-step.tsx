import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSaveRegistrationStep } from '@/api/generated/portal/hooks/registration/registration';
import type { PlanProduct } from '@/api/generated/portal/model';
import { ORGANIZATION_LOGO_RULE } from '@/components/add-organization/add-organization-rules';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { FileDrop } from '@/components/files/file-drop';
import { filePart } from '@/api/form-data';
import { domainFromInput } from '@/lib/input/text';
import { MAX_LENGTH } from '@/lib/validators';
import type { RegistrationDraft } from './registration-draft';
import { customerIdOf, organizationBody } from './registration-bodies';
import type { OrganizationValues } from './registration-fields';
import { organizationReady } from './registration-validation';

interface OrganizationStepProps {
  readonly draft: RegistrationDraft;
  readonly plan: PlanProduct;
  readonly update: (patch: Partial<RegistrationDraft>) => void;
  readonly onSaved: (patch: Partial<RegistrationDraft>) => void | Promise<void>;
}

/** Step 2, Basic Organization Information: name, domain (trimmed) and logo are required (posts registration_step 3). */
export function OrganizationStep({ draft, plan, update, onSaved }: OrganizationStepProps) {
  const [file, setFile] = useState<File | null>(null);
  const values = draft.organization;
  const save = useSaveRegistrationStep();
  const set = (key: keyof OrganizationValues) => (event: { currentTarget: { value: string } }) =>
    update({ organization: { ...values, [key]: event.currentTarget.value } });
  const ready = organizationReady(values, file, draft.logoUrl);

  const submit = async () => {
    if (!ready) return;
    const logo = file ? { fileName: filePart(file) } : { logo_url: draft.logoUrl ?? '' };
    const body = organizationBody(values, plan, draft.account.email_address, draft.organizationId, logo);
    await save.mutateAsync({ data: body }).then(
      (answer: unknown) => onSaved({ customerId: customerIdOf(answer) ?? draft.customerId }),
      () => undefined,
    );
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Organization name"
            withAsterisk
            maxLength={MAX_LENGTH.name}
            value={values.organization_name}
            onChange={set('organization_name')}
          />
          <TextInput
            label="Domain name"
            withAsterisk
            maxLength={MAX_LENGTH.name}
            placeholder="example.com"
            value={values.domain_name}
            onChange={set('domain_name')}
            onBlur={() => update({ organization: { ...values, domain_name: domainFromInput(values.domain_name) } })}
          />
        </SimpleGrid>
        <TextInput label="Tag line" maxLength={MAX_LENGTH.text} value={values.tag_line} onChange={set('tag_line')} />
        <Textarea
          label="Description"
          rows={3}
          maxLength={MAX_LENGTH.text}
          value={values.description}
          onChange={set('description')}
        />
        <FileDrop
          label="Organization logo"
          required
          rule={ORGANIZATION_LOGO_RULE}
          file={file}
          currentUrl={draft.logoUrl}
          onFile={setFile}
        />
        <SubmitButton disabled={!ready} mt="xs">
          Continue
        </SubmitButton>
      </Stack>
    </ActionForm>
  );
}
