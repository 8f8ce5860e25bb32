import { NameFields } from '@/components/form/name-fields';
import { PhoneInput } from '@/components/form/phone-input';
import { FormHeading } from '@/components/layout/form-heading';
import { Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MESSAGES } from '@/api/error-policy';
import { useRegister } from '@/api/generated/portal/hooks/auth/auth';
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
  const { checking, check } = usePasswordCheck();
  const [thanked, setThanked] = useState<string | null>(null);
  const register = useRegister({ mutation: { meta: { localErrors: 'all' } } });
  const pending = checking || register.isPending;

  const submit = form.onSubmit(async (values) => {
    if (pending) return;
    setFailure(null);
    const problem = await check(values.password);
    if (problem) return form.setFieldError('password', problem);
    const data = {
      name_first: values.name_first.trim(),
      name_middle: values.name_middle.trim() || null,
      name_last: values.name_last.trim(),
      phone_mobile: values.phone_mobile,
      email_address: values.email_address.trim(),
      password: values.password,
    };
    register.mutate(
      { data },
      { onSuccess: () => setThanked(data.name_first), onError: () => setFailure(MESSAGES.generic) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormHeading title="Sign up">Tell us who you are and we will get in touch.</FormHeading>
        <NameFields cols={{ base: 1, xs: 3 }} inputProps={form.getInputProps} />
        <PhoneInput label="Mobile phone" withAsterisk {...form.getInputProps('phone_mobile')} />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.getInputProps('email_address')}
        />
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="new-password"
          {...visibilityToggle('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={pending} disabled={pending}>
          Register
        </Button>
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
        <Text size="sm">{thanked !== null && thanksMessage(thanked)}</Text>
        <Button mt="md" fullWidth component={Link} to="/login">
          Back to login
        </Button>
      </Modal>
    </form>
  );
}
