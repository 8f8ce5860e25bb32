import { TextInput, type TextInputProps } from '@mantine/core';
import { phoneInput } from '@/lib/validators';

/** A phone field that keeps digits and hyphens only of what is typed or pasted. */
export function PhoneInput({ onChange, ...props }: TextInputProps) {
  return (
    <TextInput
      type="tel"
      autoComplete="tel"
      {...props}
      onChange={(event) => {
        event.currentTarget.value = phoneInput(event.currentTarget.value);
        onChange?.(event);
      }}
    />
  );
}
