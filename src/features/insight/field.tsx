import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { INSIGHT_MESSAGES } from './insight-messages';

/** A small label over its value. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** 'User': the consumer's name, which opens the drawer, or 'Anonymous'. */
export function UserField({
  user,
  onConsumer,
}: {
  user: { readonly id: string; readonly name: string } | null | undefined;
  onConsumer: (userId: string) => void;
}) {
  return (
    <Field label="User">
      {user ? (
        <Anchor component="button" type="button" onClick={() => onConsumer(user.id)}>
          {user.name}
        </Anchor>
      ) : (
        INSIGHT_MESSAGES.anonymous
      )}
    </Field>
  );
}
