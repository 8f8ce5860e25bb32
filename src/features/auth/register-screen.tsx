import { NameFields } from '@/components/form/name-fields';
import { cleanText } from '@/lib/input/text';
import { contractPhone } from '@/lib/validators';
import { PhoneInput } from '@/components/form/phone-input';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { EmailInput } from '@/components/form/email-input';
import { FormHeading } from '@/components/layout/form-heading';
import { Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isLocalFailure, MESSAGES } from '@/api/error-policy';
import { useRegister } from '@/api/generated/portal/hooks/auth/auth';
import { longText } from '@/components/layout/long-text';
import { registerValidation, thanksMessage, type RegisterValues } from './register-rules';
import { usePasswordCheck } from '@/components/form/use-password-check';
import { visibilityToggle } from './visibility-toggle';

const empty: RegisterValues = {
  name_first: '',
  name_middle: '',
  name_last: '',
  phone_mobile: '',
  email_address: '',
  password: '',
};

/** /register: the lead-capture sign-up; a team member reaches out afterwards. */
export function RegisterScreen() {
  const form = useForm<RegisterValues>({ mode: 'controlled', initialValues: empty, validate: registerValidation });
  const [failure, setFailure] = useState<string | null>(null);
  const check = usePasswordCheck();
  const [thanked, setThanked] = useState<string | null>(null);
  const register = useRegister({ mutation: { meta: { localErrors: 'all' } } });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    setFailure(null);
    const problem = await check(values.password);
    if (problem) return form.setFieldError('password', problem);
    const data = {
      name_first: cleanText(values.name_first),
      name_middle: cleanText(values.name_middle) || null,
      name_last: cleanText(values.name_last),
      phone_mobile: contractPhone(values.phone_mobile),
      email_address: cleanText(values.email_address),
      password: values.password,
    };
    // Section 8, sign-up: a generic error text on failure (a lost connection is the policy's to say).
    await register.mutateAsync({ data }).then(
      () => setThanked(data.name_first),
      (error: unknown) => isLocalFailure(error, 'all') && setFailure(MESSAGES.generic),
    );
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <FormHeading title="Sign up">Tell us who you are and we will get in touch.</FormHeading>
        <NameFields cols={{ base: 1, xs: 3 }} inputProps={form.getInputProps} />
        <PhoneInput label="Mobile phone" withAsterisk {...form.getInputProps('phone_mobile')} />
        <EmailInput withAsterisk {...form.getInputProps('email_address')} />
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="new-password"
          {...visibilityToggle('password')}
          {...form.getInputProps('password')}
        />
        <SubmitButton fullWidth mt="xs">
          Register
        </SubmitButton>
        {failure && (
          <Text c="red" size="sm" role="alert" ta="center">
            {failure}
          </Text>
        )}
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      </Stack>
      <Modal opened={thanked !== null} onClose={() => setThanked(null)} title="Welcome aboard" centered>
        <Text size="sm" {...longText(thanked !== null ? thanksMessage(thanked) : '', 6)}>
          {thanked !== null && thanksMessage(thanked)}
        </Text>
        <Button mt="md" fullWidth component={Link} to="/login">
          Back to login
        </Button>
      </Modal>
    </ActionForm>
  );
}
