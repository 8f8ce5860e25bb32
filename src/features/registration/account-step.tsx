import { Alert, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { isLocalFailure } from '@/api/error-policy';
import { useSaveRegistrationStep } from '@/api/generated/portal/hooks/registration/registration';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { EmailInput } from '@/components/form/email-input';
import { NameFields } from '@/components/form/name-fields';
import { PhoneInput } from '@/components/form/phone-input';
import { RobotCheck } from '@/components/form/robot-check';
import { SsoButtons } from '@/components/form/sso-buttons';
import { usePasswordCheck } from '@/components/form/use-password-check';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { notifyError } from '@/components/feedback/notify';
import { PASSWORD_MESSAGES } from '@/lib/password';
import { readReferToken } from '@/components/plans/chosen-plan';
import type { SsoProvider } from '@/lib/sso-provider';
import type { RegistrationDraft } from './registration-draft';
import { accountBody } from './registration-bodies';
import type { AccountValues } from './registration-fields';
import { accountRefusal, REGISTRATION_MESSAGES, ssoLoginText } from './registration-messages';
import { accountDetailsReady, accountValidation } from './registration-validation';
import { useProviderInfo } from '@/components/form/use-provider-info';

interface AccountStepProps {
  readonly draft: RegistrationDraft;
  readonly update: (patch: Partial<RegistrationDraft>) => void;
  /** Saves to the draft without a render (the form holds its values). */
  readonly keep: (patch: Partial<RegistrationDraft>) => void;
  readonly onSaved: (patch: Partial<RegistrationDraft>) => void | Promise<void>;
}

/** Step 0, Pre Registration: who registers, the robot check, and the sign-on buttons. */
export function AccountStep({ draft, update, keep, onSaved }: AccountStepProps) {
  const navigate = useNavigate();
  const locked = Boolean(draft.id);
  const form = useForm<AccountValues>({
    mode: 'controlled',
    initialValues: { ...draft.account, password: '', confirm_password: '' },
    validate: accountValidation,
    onValuesChange: ({ password: _p, confirm_password: _c, ...account }) => keep({ account }),
  });
  const [robotToken, setRobotToken] = useState<string | null>(null);
  const [robotError, setRobotError] = useState<string | null>(null);
  const [ssoPending, setSsoPending] = useState<SsoProvider | null>(null);
  const [ssoFailure, setSsoFailure] = useState<string | null>(null);
  // One sign-on lookup at a time, however fast a sign-on button is pressed (either of them).
  const sso = useSingleFlight();
  const check = usePasswordCheck();
  const providerInfo = useProviderInfo();
  const save = useSaveRegistrationStep({ mutation: { meta: { localErrors: 'all' } } });
  const provider = draft.provider;

  const chooseProvider = async (chosen: SsoProvider) => {
    setSsoFailure(null);
    if (form.validate().hasErrors) return;
    setSsoPending(chosen);
    try {
      const info = await providerInfo(chosen);
      form.setFieldValue('email_address', info.email);
      update({ provider: chosen, account: { ...accountOf(form.getValues()), email_address: info.email } });
    } catch (error) {
      if (!isApiError(error) || isLocalFailure(error, 'all')) setSsoFailure('Something went wrong');
    } finally {
      setSsoPending(null);
    }
  };

  const submit = async () => {
    if (locked) return onSaved({});
    const invalid = form.validate().hasErrors;
    const robotMissing = !robotToken;
    setRobotError(robotMissing ? REGISTRATION_MESSAGES.robot : null);
    if (invalid || robotMissing) return;
    const values = form.getValues();
    if (!provider) {
      const problem = await check(values.password, values.confirm_password);
      if (problem) {
        const field = problem === PASSWORD_MESSAGES.mismatch ? 'confirm_password' : 'password';
        return form.setFieldError(field, problem);
      }
    }
    const body = accountBody(values, {
      id: draft.id,
      organizationId: draft.organizationId,
      robotToken: robotToken ?? '',
      provider,
      referToken: readReferToken(),
    });
    await save.mutateAsync({ data: body }).then(
      (answer) =>
        onSaved({ id: answer.id ?? draft.id, account: { ...accountOf(values), email_address: body.email_address } }),
      (error: unknown) => {
        // Section 8: a failed step 0 alerts the server's message and ' Please Login to Continue', then goes home.
        if (!isApiError(error) || isLocalFailure(error, 'all')) {
          notifyError(accountRefusal(isApiError(error) ? error.serverMessage : undefined));
          void navigate({ to: '/' });
        }
      },
    );
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <NameFields
          cols={{ base: 1, sm: 3 }}
          inputProps={(field) => ({ ...form.getInputProps(field), disabled: locked })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PhoneInput label="Phone" withAsterisk disabled={locked} {...form.getInputProps('phone')} />
          <EmailInput
            withAsterisk
            disabled={locked || Boolean(provider) || Boolean(draft.organizationId)}
            {...form.getInputProps('email_address')}
          />
        </SimpleGrid>
        {provider ? (
          <Alert color="teal" variant="light">
            {ssoLoginText(form.getValues().email_address)}
          </Alert>
        ) : (
          !locked && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PasswordInput
                label="Password"
                withAsterisk
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm password"
                withAsterisk
                autoComplete="new-password"
                {...form.getInputProps('confirm_password')}
              />
            </SimpleGrid>
          )
        )}
        {!locked && (
          <>
            <RobotCheck
              token={robotToken}
              error={robotError}
              onToken={(token) => {
                setRobotToken(token);
                if (token) setRobotError(null);
              }}
            />
            {!provider && (
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  Sign up with
                </Text>
                <SsoButtons
                  pending={ssoPending}
                  disabled={sso.pending}
                  onChoose={(chosen) => sso.run(() => chooseProvider(chosen))}
                />
                {!accountDetailsReady(form.getValues()) && (
                  <Text size="xs" c="gray.7">
                    {REGISTRATION_MESSAGES.ssoHint}
                  </Text>
                )}
                {ssoFailure && (
                  <Text size="sm" c="red" role="alert">
                    {ssoFailure}
                  </Text>
                )}
              </Stack>
            )}
          </>
        )}
        <SubmitButton mt="xs">Continue</SubmitButton>
      </Stack>
    </ActionForm>
  );
}

function accountOf({ password: _p, confirm_password: _c, ...account }: AccountValues): RegistrationDraft['account'] {
  return account;
}
