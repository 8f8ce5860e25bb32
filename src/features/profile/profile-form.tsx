import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { cleanText } from '@/lib/input/text';
import { contractPhone } from '@/lib/validators';
import { EmailInput } from '@/components/form/email-input';
import { NameFields } from '@/components/form/name-fields';
import { PhoneInput } from '@/components/form/phone-input';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { getGetIndividualQueryKey, useEditIndividual } from '@/api/generated/portal/hooks/individual/individual';
import type { IndividualProfile } from '@/api/generated/portal/model';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { useSession, useSessionStore } from '@/session/session-context';
import { PROFILE_MESSAGES, profileValidation, profileValues, type ProfileValues } from './profile-rules';
import { PageHeader } from '@/components/layout/page-layout';

/** The profile form: name, email and phone; the account status is read-only. What was typed survives a failure. */
export function ProfileForm({ profile }: { profile: IndividualProfile }) {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  const { individual } = useSession();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValues(profile),
    validate: profileValidation,
  });
  const edit = useEditIndividual({ mutation: { meta: { localErrors: [200, 500] } } });

  const submit = async () => {
    if (form.validate().hasErrors) return notifyError(PROFILE_MESSAGES.summary);
    const values = form.getValues();
    const payload = {
      individual_id: profile.id,
      organization_id: profile.organization_id ?? individual?.organization_id ?? '',
      email_address: cleanText(values.email_address),
      name_first: cleanText(values.name_first),
      name_middle: cleanText(values.name_middle) || null,
      name_last: cleanText(values.name_last),
      phone: contractPhone(values.phone),
      ...(profile.status ? { status: profile.status } : {}),
    };
    await edit.mutateAsync({ data: payload }).then(
      (answer) => {
        notifySuccess(PROFILE_MESSAGES.saved);
        queryClient.setQueryData(getGetIndividualQueryKey(profile.id), answer);
        form.resetDirty();
        if (individual) {
          session.update({
            individual: {
              ...individual,
              name_first: payload.name_first,
              name_last: payload.name_last,
              email_address: payload.email_address,
            },
          });
        }
      },
      (error: unknown) => {
        if (isApiError(error) && (error.kind === 'body' || error.httpStatus === 500)) {
          notifyError(error.serverMessage || MESSAGES.editFailure);
        }
      },
    );
  };

  return (
    <Stack>
      <PageHeader
        title="Your Settings"
        description="Your name and contact details."
        action={
          <>
            <Text size="sm" c="dimmed">
              Account status
            </Text>
            <Badge color={profile.status === 'active' ? 'teal' : 'gray'} variant="light" aria-label="Account status">
              {profile.status ?? 'unknown'}
            </Badge>
          </>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ActionForm onSubmit={submit}>
          <Stack gap="sm">
            <NameFields cols={{ base: 1, sm: 3 }} inputProps={form.getInputProps} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <EmailInput withAsterisk {...form.getInputProps('email_address')} />
              <PhoneInput label="Phone" withAsterisk {...form.getInputProps('phone')} />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <SubmitButton>Save</SubmitButton>
            </Group>
          </Stack>
        </ActionForm>
      </Card>
    </Stack>
  );
}
