import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent, KeyboardEvent } from 'react';
import { BUSINESS_RANGE, settledDate, type DayRange } from '@/lib/input/dates';

export interface DateFieldProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'min' | 'max'> {
  /** YYYY-MM-DD, as the native date field holds it ('' while empty or incomplete). */
  readonly value?: string;
  /** The new value: what the field holds, or on leaving it (or Enter) the day its text reads as (0026 becomes 2026). */
  readonly onChange: (value: string) => void;
  readonly range?: DayRange;
}

/**
 * Every date field of the portal: the browser's date field with the range as `min`/`max`. Chromium keeps a
 * year typed with two digits as 00yy; on leaving the field it is rewritten as 20yy (src/lib/input/dates.ts),
 * so the person sees the date that will be sent. A date outside the range stays as typed for the form's
 * message (the field is not rewritten while the person types: that would reset the year being typed).
 */
export function DateField({ value, onChange, onBlur, onKeyDown, range = BUSINESS_RANGE, ...props }: DateFieldProps) {
  const settle = (input: HTMLInputElement) => {
    const settled = settledDate(input.value, range);
    if (settled !== input.value) onChange(settled);
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    settle(event.currentTarget);
    onBlur?.(event);
  };
  // Enter submits the form without leaving the field: settle first.
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') settle(event.currentTarget);
    onKeyDown?.(event);
  };
  return (
    <TextInput
      {...props}
      type="date"
      min={range.min}
      max={range.max}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={leave}
      onKeyDown={key}
    />
  );
}
