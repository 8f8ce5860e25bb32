import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { AdvisorySubstance } from './advisory';

/** The advisory note on the listed substances found; it scrolls itself into view when it appears. */
export function AdvisoryNote({ substances }: { substances: readonly AdvisorySubstance[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      title="Advisory substances found"
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
    >
      The FDA advises against these substances in dietary supplements:
      <List mt="xs" size="sm">
        {substances.map((s) => (
          <List.Item key={s.name}>
            {s.name} (also known as {s.alternateNames.join(', ')})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
