import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getGetFilteredUsersCountQueryOptions } from '@/api/generated/portal/hooks/survey/survey';
import { AUDIENCE_FIELDS, chosenQuery, type AudienceFilters, type AudienceKey } from './audience-rules';

/** How long the filters must rest before the audience is counted again. */
export const COUNT_DEBOUNCE_MS = 400;

export interface AudienceFiltersStepProps {
  readonly filters: AudienceFilters;
  readonly onChange: (key: AudienceKey, value: string) => void;
  /** Every filter back to Any. */
  readonly onReset: () => void;
}

/** Step 0: the audience filters (dropdowns, weight as free text) and the live count of matching consumers. */
export function AudienceFiltersStep({ filters, onChange, onReset }: AudienceFiltersStepProps) {
  return (
    <Stack gap="md">
      <AudienceCount filters={filters} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {AUDIENCE_FIELDS.map(({ key, label, options }) =>
          options ? (
            <Select
              key={key}
              label={label}
              placeholder="Any"
              data={options as string[]}
              value={filters[key] || null}
              onChange={(value) => onChange(key, value ?? '')}
              clearable
              searchable={options.length > 10}
            />
          ) : (
            <TextInput
              key={key}
              label={label}
              placeholder="Any"
              maxLength={10}
              value={filters[key]}
              onChange={(e) => onChange(key, e.currentTarget.value)}
            />
          ),
        )}
      </SimpleGrid>
      <Button variant="subtle" onClick={onReset} style={{ alignSelf: 'flex-start' }} disabled={!chosenQuery(filters)}>
        Clear filters
      </Button>
    </Stack>
  );
}

/** The matching consumers, counted again once the filters rest; only the chosen filters are sent. */
export function AudienceCount({ filters }: { filters: AudienceFilters }) {
  const [settled] = useDebouncedValue(filters, COUNT_DEBOUNCE_MS);
  const query = chosenQuery(settled);
  const count = useQuery({
    ...getGetFilteredUsersCountQueryOptions(query ? { query } : {}),
    placeholderData: (previous) => previous,
  });
  const data = count.data?.data;
  return (
    <Alert color="teal" variant="light" aria-live="polite" title="Audience">
      {data ? (
        <Text size="sm" data-testid="audience-count">
          <strong>{data.filteredUserCount}</strong> of {data.totalUsers} consumers match these filters.
        </Text>
      ) : (
        <Text size="sm">{count.isError ? 'The audience could not be counted.' : 'Counting consumers…'}</Text>
      )}
    </Alert>
  );
}
