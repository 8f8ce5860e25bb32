import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  getGetOrganizationQueryOptions,
  useSaveOrganizationUser,
} from '@/api/generated/portal/hooks/organization/organization';
import type { OrganizationMember } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { NameFields } from '@/components/form/name-fields';
import { PhoneInput } from '@/components/form/phone-input';
import { usePasswordCheck } from '@/components/form/use-password-check';
import { PageLoader } from '@/components/layout/page-loader';
import { useSession } from '@/session/session-context';
import {
  CREATE_USER,
  passwordRequired,
  saveUserBody,
  USER_MESSAGES,
  userAccountValidation,
  userAccountValues,
  type UserAccountValues,
} from './user-account-rules';
import { useRefreshOrganization } from './use-refresh-organization';
import { PageHeader } from '@/components/layout/page-layout';

/** /organization/create-user-account and /organization/{individual id}: the user account form. */
export function UserAccountScreen({ organizationId, userType }: { organizationId: string; userType: string }) {
  const { data } = useQuery(getGetOrganizationQueryOptions({ organization_id: organizationId }));
  if (!data) return <PageLoader />;
  const creating = userType === CREATE_USER;
  const member = creating ? null : ((data.data.individuals ?? []).find((m) => m.id === userType) ?? null);
  return (
    <Stack>
      <PageHeader
        title={creating ? 'Create User Account' : 'Edit User Account'}
        action={
          <Button
            component={Link}
            to="/organization"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Back
          </Button>
        }
      />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {creating || member ? (
          <UserAccountForm key={userType} organizationId={organizationId} member={member} />
        ) : (
          <Text>This user account does not exist or has been deleted.</Text>
        )}
      </Card>
    </Stack>
  );
}

function UserAccountForm({ organizationId, member }: { organizationId: string; member: OrganizationMember | null }) {
  const refreshOrganization = useRefreshOrganization();
  const navigate = useNavigate();
  const { individual, selectedSubscription } = useSession();
  const checkPassword = usePasswordCheck();
  const form = useForm<UserAccountValues>({
    mode: 'controlled',
    initialValues: userAccountValues(member),
    validate: member ? userAccountValidation : { ...userAccountValidation, password: passwordRequired },
  });
  const save = useSaveOrganizationUser();

  // One request per action: ActionForm ignores a second submit while the check and the save run.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    if (!member) {
      const problem = await checkPassword(values.password);
      if (problem) return form.setFieldError('password', problem);
    }
    const body = saveUserBody({
      values,
      member,
      organizationId,
      individualId: individual?.id ?? '',
      subscription: selectedSubscription,
    });
    await save.mutateAsync({ data: body }).then(
      () => {
        notifySuccess(member ? USER_MESSAGES.updated : USER_MESSAGES.created);
        void refreshOrganization();
        void navigate({ to: '/organization' });
      },
      () => undefined, // the error policy has said what went wrong; the form keeps what was typed
    );
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <NameFields cols={{ base: 1, sm: 3 }} inputProps={form.getInputProps} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PhoneInput label="Phone" withAsterisk {...form.getInputProps('phone')} />
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            autoComplete="off"
            {...form.getInputProps('email_address')}
          />
        </SimpleGrid>
        {!member && (
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <SubmitButton>Save</SubmitButton>
        </Group>
      </Stack>
    </ActionForm>
  );
}
