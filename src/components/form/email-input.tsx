import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_LENGTH } from '@/lib/validators';

/** The email field of every form: type email, the browser's autofill, and the longest address the rule takes. */
export function EmailInput({ label = 'Email', ...props }: TextInputProps) {
  return <TextInput label={label} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...props} />;
}
