import '@mantine/core/styles/PasswordInput.css';
import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  getGetOrganizationQueryKey,
  getGetOrganizationQueryOptions,
  useSaveOrganizationUser,
} from '@/api/generated/portal/hooks/organization/organization';
import type { OrganizationMember } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
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

/** /organization/create-user-account and /organization/{individual id}: the user account form. */
export function UserAccountScreen({ organizationId, userType }: { organizationId: string; userType: string }) {
  const { data } = useQuery(getGetOrganizationQueryOptions({ organization_id: organizationId }));
  if (!data) return <PageLoader />;
  const creating = userType === CREATE_USER;
  const member = creating ? null : ((data.data.individuals ?? []).find((m) => m.id === userType) ?? null);
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{creating ? 'Create User Account' : 'Edit User Account'}</Title>
        <Button
          component={Link}
          to="/organization"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back
        </Button>
      </Group>
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { individual, selectedSubscription } = useSession();
  const password = usePasswordCheck();
  const form = useForm<UserAccountValues>({
    mode: 'controlled',
    initialValues: userAccountValues(member),
    validate: member ? userAccountValidation : { ...userAccountValidation, password: passwordRequired },
  });
  const save = useSaveOrganizationUser();
  const busy = save.isPending || password.checking;

  const submit = form.onSubmit(async (values) => {
    if (busy) return;
    if (!member) {
      const problem = await password.check(values.password);
      if (problem) return form.setFieldError('password', problem);
    }
    const body = saveUserBody({
      values,
      member,
      organizationId,
      individualId: individual?.id ?? '',
      subscription: selectedSubscription,
    });
    save.mutate(
      { data: body },
      {
        onSuccess: () => {
          notifySuccess(member ? USER_MESSAGES.updated : USER_MESSAGES.created);
          void queryClient.invalidateQueries({
            queryKey: getGetOrganizationQueryKey({ organization_id: organizationId }),
          });
          void navigate({ to: '/organization' });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
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
          <Button type="submit" loading={busy} disabled={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
