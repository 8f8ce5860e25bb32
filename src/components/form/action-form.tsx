import { Button, type ButtonProps } from '@mantine/core';
import { createContext, useContext, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { useSingleFlight } from './use-single-flight';

const PendingContext = createContext(false);

export interface ActionFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /**
   * The form's action: validate, send, and handle the answer; return its promise. A second submit
   * (a double click, Enter twice) while it runs is ignored, and the form's SubmitButton shows a loader.
   */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  readonly children: ReactNode;
}

/** A form that sends one request per action (native validation off: the screens say what is wrong). */
export function ActionForm({ onSubmit, children, ...props }: ActionFormProps) {
  const flight = useSingleFlight();
  return (
    <form
      noValidate
      {...props}
      aria-busy={flight.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void flight.run(() => onSubmit(event));
      }}
    >
      <PendingContext.Provider value={flight.pending}>{children}</PendingContext.Provider>
    </form>
  );
}

/** True while the surrounding ActionForm's action runs. */
export const useFormPending = () => useContext(PendingContext);

/** The submit button of an ActionForm: a loader and no second activation while the action runs. */
export function SubmitButton({ disabled, ...props }: ButtonProps & { readonly children: ReactNode }) {
  const pending = useFormPending();
  return <Button type="submit" {...props} loading={pending} disabled={Boolean(disabled) || pending} />;
}
