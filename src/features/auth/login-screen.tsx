import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { EmailInput } from '@/components/form/email-input';
import { FormHeading, FormWarning } from '@/components/layout/form-heading';
import { Alert, Anchor, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogin } from '@/api/generated/portal/hooks/auth/auth';
import { cleanText } from '@/lib/input/text';
import { LOGIN_MESSAGES, loginWarning, SIGN_IN_LOCAL_ERRORS, signInFailure } from './login-rules';
import { SsoButtons } from '@/components/form/sso-buttons';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSsoSignIn } from './use-sso-sign-in';
import { visibilityToggle } from './visibility-toggle';

export function LoginScreen({ redirectTo }: { redirectTo?: string | undefined }) {
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' } });
  const [warning, setWarning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = useCompleteSignIn(redirectTo);
  const login = useLogin({ mutation: { meta: { localErrors: SIGN_IN_LOCAL_ERRORS } } });
  const sso = useSsoSignIn(complete);

  const submit = async () => {
    const values = form.getValues();
    setFailure(null);
    const problem = loginWarning(values);
    setWarning(problem);
    if (problem || sso.busy) return;
    await login.mutateAsync({ data: { email_address: cleanText(values.email), password: values.password } }).then(
      (answer) => complete(answer.data),
      (error: unknown) => setFailure(signInFailure(error)),
    );
  };
  const shownFailure = failure ?? sso.failure;

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="md">
        <FormHeading title="Sign in">Welcome back. Sign in to your producer account.</FormHeading>
        {redirectTo && !warning && (
          <Alert color="blue" role="status">
            {LOGIN_MESSAGES.loginToAccess}
          </Alert>
        )}
        <FormWarning message={warning} />
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...visibilityToggle('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Text size="sm">
            Forgot password?{' '}
            <Anchor component={Link} to="/recover">
              Reset
            </Anchor>
          </Text>
        </Group>
        <SubmitButton disabled={sso.busy} fullWidth>
          Login
        </SubmitButton>
        {shownFailure && (
          <Text c="red" size="sm" role="alert" ta="center">
            {shownFailure}
          </Text>
        )}
        <Divider label="Login with" labelPosition="center" />
        <SsoButtons pending={sso.pending} disabled={sso.busy} onChoose={(provider) => sso.signInWith(provider)} />
        <Text size="sm" ta="center" c="dimmed">
          New to the portal?{' '}
          <Anchor component={Link} to="/register">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </ActionForm>
  );
}
