import { TextInput, type TextInputProps } from '@mantine/core';
import { MAX_LENGTH, phoneInput } from '@/lib/validators';

/** A phone field that keeps digits (any script's, as ASCII digits) and hyphens only of what is typed or pasted. */
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
