import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { EmailInput } from '@/components/form/email-input';
import { FormHeading, FormWarning } from '@/components/layout/form-heading';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { useForgotPassword } from '@/api/generated/portal/hooks/auth/auth';
import { cleanText } from '@/lib/input/text';
import { fieldRule, isEmail } from '@/lib/validators';

export const RECOVER_MESSAGES = {
  empty: 'Email cannot be empty.',
  invalid: 'Please enter a valid email address.',
  sent: 'You will receive an email concerning the password reset.',
} as const;

const emailRule = fieldRule(RECOVER_MESSAGES.empty, isEmail, RECOVER_MESSAGES.invalid);

type Outcome = { readonly ok: boolean; readonly message: string } | null;

/** /recover: ask for a password-reset email. statusCode 400 shows an error modal; otherwise the sent modal. */
export function RecoverScreen() {
  const [email, setEmail] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const forgot = useForgotPassword({ mutation: { meta: { localErrors: [400] } } });

  const submit = async () => {
    const problem = emailRule(email);
    setWarning(problem);
    if (problem) return;
    await forgot.mutateAsync({ data: { email_address: cleanText(email) } }).then(
      () => setOutcome({ ok: true, message: RECOVER_MESSAGES.sent }),
      (error: unknown) => {
        if (isApiError(error) && error.httpStatus === 400) {
          setOutcome({ ok: false, message: error.serverMessage || MESSAGES.generic });
        }
      },
    );
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="md">
        <FormHeading title="Reset your password">Enter the email address of your account.</FormHeading>
        <FormWarning message={warning} />
        <EmailInput value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <SubmitButton fullWidth>Reset Password</SubmitButton>
        <Text size="sm" ta="center">
          Remembered it?{' '}
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Text>
      </Stack>
      <Modal
        opened={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.ok ? 'Check your email' : 'Password reset failed'}
        centered
      >
        <Text size="sm" c={outcome?.ok ? undefined : 'red'}>
          {outcome?.message}
        </Text>
        <Button mt="md" fullWidth variant={outcome?.ok ? 'filled' : 'default'} onClick={() => setOutcome(null)}>
          OK
        </Button>
      </Modal>
    </ActionForm>
  );
}
