import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_LENGTH, phoneInput } from '@/lib/validators';

/**
 * A phone field that keeps a number as people write it ('(555) 010-4477': digits of any script as ASCII, and the
 * hyphens, spaces, parentheses, dots and plus signs between them). A form sends `contractPhone` of its value.
 */
export function PhoneInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      type="tel"
      autoComplete="tel"
      maxLength={MAX_LENGTH.phone}
      {...props}
      onChange={(event) => {
        event.currentTarget.value = phoneInput(event.currentTarget.value);
        onChange?.(event);
      }}
    />
  );
}
