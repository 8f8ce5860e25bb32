import { Card, ColorInput, Group, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import {
  useEditOrganization,
  useGetOrganizationSubscription,
} from '@/api/generated/portal/hooks/organization/organization';
import type { Organization } from '@/api/generated/portal/model';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { DEFAULT_IMAGE } from '@/components/files/default-image';
import { FileDrop } from '@/components/files/file-drop';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { domainFromInput } from '@/lib/input/text';
import { limitValue } from '@/lib/plans/plan-rules';
import { useSession } from '@/session/session-context';
import { DomainVerification, VerifiedMark } from './domain-verification';
import {
  canSaveOrganization,
  editOrganizationBody,
  ORGANIZATION_IMAGE_RULE,
  ORGANIZATION_MESSAGES,
  organizationValues,
  type OrganizationValues,
} from './organization-rules';
import { useRefreshOrganization } from './use-refresh-organization';

/**
 * The organization's profile and branding: name, short code (read-only), tag line, description, logo,
 * background colour and image, domain name (with its verification), hide-organization, seats and the
 * subscription's name. Fastpass does not see the tag line, description, colour or image.
 */
export function OrganizationForm({ organization }: { organization: Organization }) {
  const refreshOrganization = useRefreshOrganization();
  const { individual, selectedSubscription } = useSession();
  const fastpass = selectedSubscription === 'fastpass';
  const form = useForm<OrganizationValues>({ mode: 'controlled', initialValues: organizationValues(organization) });
  const [logo, setLogo] = useState<File | null>(null);
  const [bgImage, setBgImage] = useState<File | null>(null);
  const edit = useEditOrganization({ mutation: { meta: { localErrors: [200, 500] } } });
  const subscription = useGetOrganizationSubscription(
    { organization_id: organization.id, subscription_type: selectedSubscription ?? 'tracer' },
    { query: { enabled: selectedSubscription !== null } },
  );
  const values = form.getValues();

  // One request per action: ActionForm ignores a second submit while the save runs.
  const submit = async () => {
    const v = form.getValues();
    if (!canSaveOrganization(v)) return;
    const data = editOrganizationBody({
      values: v,
      saved: organization,
      logo,
      bgImage,
      individualId: individual?.id ?? '',
    });
    await edit.mutateAsync({ data }).then(
      () => {
        notifySuccess(ORGANIZATION_MESSAGES.saved);
        setLogo(null);
        setBgImage(null);
        form.resetDirty();
        void refreshOrganization();
      },
      (error: unknown) => {
        if (isApiError(error) && (error.kind === 'body' || error.httpStatus === 500)) {
          notifyError(error.serverMessage || MESSAGES.editFailure);
        }
      },
    );
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <ActionForm onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Organization name" withAsterisk {...form.getInputProps('name')} />
            <TextInput label="Short code" value={organization.short_code ?? ''} readOnly variant="filled" />
          </SimpleGrid>
          {!fastpass && (
            <>
              <TextInput label="Tag line" {...form.getInputProps('tag_line')} />
              <Textarea label="Description" rows={4} {...form.getInputProps('description')} />
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: fastpass ? 1 : 2 }} spacing="md">
            <FileDrop
              label="Logo"
              rule={ORGANIZATION_IMAGE_RULE}
              file={logo}
              currentUrl={organization.logo_url}
              fallbackUrl={DEFAULT_IMAGE}
              onFile={setLogo}
              onReject={() => setLogo(null)}
            />
            {!fastpass && (
              <FileDrop
                label="Background image"
                hint={ORGANIZATION_MESSAGES.bgHint}
                rule={ORGANIZATION_IMAGE_RULE}
                file={bgImage}
                currentUrl={organization.bg_image}
                fallbackUrl={DEFAULT_IMAGE}
                onFile={setBgImage}
                onReject={() => setBgImage(null)}
              />
            )}
          </SimpleGrid>
          {!fastpass && (
            <ColorInput
              label="Background colour"
              format="hex"
              withEyeDropper={false}
              placeholder="#1F6F4A"
              {...form.getInputProps('bg_color')}
            />
          )}
          <TextInput
            label="Domain name"
            withAsterisk
            placeholder="example.com"
            rightSectionWidth={100}
            rightSection={<VerifiedMark organization={organization} />}
            {...form.getInputProps('domain_name')}
            onBlur={(e) => form.setFieldValue('domain_name', domainFromInput(e.currentTarget.value))}
          />
          <DomainVerification organization={organization} />
          <Switch label="Hide organization" {...form.getInputProps('hide_org', { type: 'checkbox' })} />
          <Group gap="xl">
            <Text size="sm">
              Seats: <b>{organization.num_seats == null ? '–' : limitValue(organization.num_seats)}</b>
            </Text>
            <Text size="sm">
              Subscription: <b>{subscription.data?.data.subscription_name ?? organization.subscription_name ?? '–'}</b>
            </Text>
          </Group>
          <Group justify="flex-end">
            <SubmitButton disabled={!canSaveOrganization(values)}>Save</SubmitButton>
          </Group>
        </Stack>
      </ActionForm>
    </Card>
  );
}
