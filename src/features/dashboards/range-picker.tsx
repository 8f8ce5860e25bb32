import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { BUSINESS_RANGE } from '@/lib/input/dates';
import { useState } from 'react';
import { dateRange, RANGE_OPTIONS, type DateRange, type RangeType } from './date-range';

const asDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(`${value}T00:00:00`);

/** The chosen range: a preset (last month at first), or Custom with both ends picked. */
export function useDateRange() {
  const [type, setType] = useState<RangeType>('last_month');
  const [custom, setCustom] = useState<[string | null, string | null]>([null, null]);
  const range: DateRange | null = dateRange(type, new Date(), [asDate(custom[0]), asDate(custom[1])]);
  return { type, setType, custom, setCustom, range };
}

export type DateRangeState = ReturnType<typeof useDateRange>;

export function RangePicker({ state, label }: { state: DateRangeState; label: string }) {
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={`${label} range`}
        data={RANGE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={state.type}
        onChange={(value) => value && state.setType(value as RangeType)}
        allowDeselect={false}
        w={200}
        size="xs"
        // The label ('Document metrics range') stays on one line.
        styles={{ label: { whiteSpace: 'nowrap' } }}
      />
      {state.type === 'custom' && (
        <DatePickerInput
          type="range"
          label="Custom dates"
          placeholder="Pick the first and last day"
          value={state.custom}
          onChange={(value) => state.setCustom([value[0] ?? null, value[1] ?? null] as [string | null, string | null])}
          minDate={BUSINESS_RANGE.min}
          maxDate={new Date()}
          size="xs"
          miw={220}
        />
      )}
    </Group>
  );
}
