import { Alert, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's title and the line under it. */
export function FormHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <Title order={2}>{title}</Title>
      {children && (
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      )}
    </div>
  );
}

/** A form's warning (what stops it from being sent), or nothing. */
export function FormWarning({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="yellow" role="alert">
      {message}
    </Alert>
  );
}
