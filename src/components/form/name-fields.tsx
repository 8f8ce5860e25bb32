import { SimpleGrid, TextInput, type SimpleGridProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MAX_LENGTH } from '@/lib/validators';

type NameField = 'name_first' | 'name_middle' | 'name_last';

/** First, middle (optional) and last name side by side, as every person form of the portal asks them. */
export function NameFields({
  inputProps,
  cols,
}: {
  inputProps: (field: NameField) => GetInputPropsReturnType;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <TextInput
        label="First name"
        withAsterisk
        autoComplete="given-name"
        maxLength={MAX_LENGTH.name}
        {...inputProps('name_first')}
      />
      <TextInput
        label="Middle name"
        autoComplete="additional-name"
        maxLength={MAX_LENGTH.name}
        {...inputProps('name_middle')}
      />
      <TextInput
        label="Last name"
        withAsterisk
        autoComplete="family-name"
        maxLength={MAX_LENGTH.name}
        {...inputProps('name_last')}
      />
    </SimpleGrid>
  );
}
