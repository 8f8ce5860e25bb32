import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSingleFlight } from './use-single-flight';

export interface ActionButtonProps extends ButtonProps {
  /** The action; return its promise. A second click (or Enter, Space) while it runs is ignored. */
  readonly onClick: () => unknown;
  /** Shown as a loader while the action runs (default true). */
  readonly showPending?: boolean;
  readonly children: ReactNode;
}

/** A button outside a form that sends one request per action (a confirmation's OK, a sign-on button). */
export function ActionButton({ onClick, showPending = true, disabled, loading, ...props }: ActionButtonProps) {
  const flight = useSingleFlight();
  return (
    <Button
      {...props}
      loading={Boolean(loading) || (showPending && flight.pending)}
      disabled={Boolean(disabled) || Boolean(loading) || flight.pending}
      onClick={() => void flight.run(onClick)}
    />
  );
}
