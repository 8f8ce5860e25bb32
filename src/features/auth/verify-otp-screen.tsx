import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { FormHeading, FormWarning } from '@/components/layout/form-heading';
import { Anchor, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useVerifyAuthenticatorOtp, useVerifyOtp } from '@/api/generated/portal/hooks/auth/auth';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notifyError } from '@/components/feedback/notify';
import { useSession, useSessionStore } from '@/session/session-context';
import { OtpHelp } from './otp-help';
import { OtpQr } from './otp-qr';
import { OTP_MESSAGES, otpInput, otpSucceeded } from './otp-rules';
import { useFinishOtp } from './use-finish-otp';
import { useTwoFactorSecret } from './use-two-factor-secret';

export function VerifyOtpScreen({ redirectTo }: { redirectTo?: string | undefined }) {
  const { individual } = useSession();
  const session = useSessionStore();
  const factor = useTwoFactorSecret(individual);
  const finish = useFinishOtp(redirectTo);
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const local = { mutation: { meta: { localErrors: [200] } } };
  const verifySetup = useVerifyOtp(local);
  const verifyStored = useVerifyAuthenticatorOtp(local);

  const onSuccess = async (answer: { status?: unknown }) => {
    if (!otpSucceeded(answer)) return notifyError(OTP_MESSAGES.failed);
    // The authenticator is set up: the next sign-in verifies by email. The secret itself stays with this step.
    if (factor.mode === 'setup' && individual)
      session.update({ individual: { ...individual, authenticator_set: true } });
    await finish(rememberMe);
  };
  // An answer whose status is not '1' (a body failure, or one the contract check refused) is a failed
  // verification; an HTTP error or a lost connection is the error policy's to tell (section 8).
  const onError = (error: unknown) => {
    if (isApiError(error) && (error.kind === 'body' || error.kind === 'contract')) notifyError(OTP_MESSAGES.failed);
  };

  const submit = async () => {
    setWarning(code ? null : OTP_MESSAGES.empty);
    if (!code || !individual) return;
    if (factor.mode === 'setup') {
      if (!factor.secret) return;
      await verifySetup
        .mutateAsync({ data: { token: code, secret: factor.secret, remember_me: rememberMe } })
        .then(onSuccess, onError);
    } else {
      await verifyStored
        .mutateAsync({ data: { email_address: individual.email_address, token: code, remember_me: rememberMe } })
        .then(onSuccess, onError);
    }
  };

  const [confirming, setConfirming] = useState(false);
  const regenerate = async () => {
    setCode('');
    await factor.regenerate();
    setConfirming(false);
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="md">
        <FormHeading title="Two-factor verification">
          {factor.mode === 'setup'
            ? 'Set up your authenticator app to protect your account.'
            : 'Enter the code from your authenticator app.'}
        </FormHeading>
        <FormWarning message={warning} />
        {factor.mode === 'setup' && individual && factor.secret && (
          <OtpQr email={individual.email_address} secret={factor.secret} />
        )}
        {factor.mode === 'setup' && !factor.secret && (
          <Text size="sm" c="dimmed" ta="center">
            {factor.failed ? 'The QR code could not be generated.' : 'Generating your QR code…'}
          </Text>
        )}
        <TextInput
          label="Verification code"
          // Where a person arrives after sign-in: the code field, not the page body.
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          value={code}
          onChange={(event) => setCode(otpInput(event.currentTarget.value))}
        />
        <Checkbox
          label="Remember me for 7 days"
          checked={rememberMe}
          onChange={(e) => setRememberMe(e.currentTarget.checked)}
        />
        <SubmitButton fullWidth disabled={factor.mode === 'setup' && !factor.secret}>
          Verify
        </SubmitButton>
        <Group justify={factor.mode === 'verify' ? 'space-between' : 'center'}>
          {factor.mode === 'verify' && (
            <Text size="sm">
              Forgot QR?{' '}
              <Anchor component="button" type="button" onClick={() => setConfirming(true)} disabled={factor.generating}>
                Regenerate
              </Anchor>
            </Text>
          )}
          <OtpHelp />
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Regenerate QR code"
        message={OTP_MESSAGES.regenerateConfirm}
        confirmLabel="Regenerate"
        cancelLabel="Cancel"
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      />
    </ActionForm>
  );
}
