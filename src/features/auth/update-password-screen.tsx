import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { FormHeading } from '@/components/layout/form-heading';
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { useChangePassword } from '@/api/generated/portal/hooks/auth/auth';
import { useSession } from '@/session/session-context';
import { useLogout } from '@/session/use-logout';
import { canUpdatePassword, PASSWORD_CHANGED } from './update-password-rules';
import { usePasswordCheck } from '@/components/form/use-password-check';
import { visibilityToggle } from './visibility-toggle';
import { appHref } from '@/lib/base-path';

/** /update-password: the forced change at first login with a temporary password. */
export function UpdatePasswordScreen() {
  const { individual } = useSession();
  const signOut = useLogout();
  const form = useForm({ mode: 'controlled', initialValues: { current: '', next: '', confirm: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const check = usePasswordCheck();
  const [done, setDone] = useState(false);
  const change = useChangePassword({ mutation: { meta: { localErrors: [200, 500] } } });

  const submit = async () => {
    const values = form.getValues();
    if (!canUpdatePassword(values) || !individual) return;
    setFailure(null);
    const problem = await check(values.next, values.confirm);
    if (problem) return setFailure(problem);
    await change
      .mutateAsync({
        data: { email_address: individual.email_address, old_password: values.current, new_password: values.next },
      })
      .then(
        () => setDone(true),
        (error: unknown) => {
          if (isApiError(error) && (error.kind === 'body' || error.httpStatus === 500)) {
            setFailure(error.serverMessage || MESSAGES.generic);
          }
        },
      );
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="md">
        <FormHeading title="Update your password">
          You signed in with a temporary password. Choose a new one of at least 10 characters.
        </FormHeading>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...visibilityToggle('current password')}
          {...form.getInputProps('current')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...visibilityToggle('new password')}
          {...form.getInputProps('next')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...visibilityToggle('confirm password')}
          {...form.getInputProps('confirm')}
        />
        <SubmitButton fullWidth disabled={!canUpdatePassword(form.values)}>
          Update
        </SubmitButton>
        {failure && (
          <Text c="red" size="sm" role="alert" ta="center">
            {failure}
          </Text>
        )}
      </Stack>
      <Modal
        opened={done}
        onClose={signOut}
        title="Password changed"
        centered
        withCloseButton={false}
        closeOnClickOutside={false}
      >
        <Text size="sm">{PASSWORD_CHANGED}</Text>
        <Button
          mt="md"
          fullWidth
          component="a"
          href={appHref('/login')}
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            signOut();
          }}
        >
          Login
        </Button>
      </Modal>
    </ActionForm>
  );
}
