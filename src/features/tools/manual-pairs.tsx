import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ComparedTable } from './compared-table';
import { pairError, type Comparison, type ManualPair } from './ingredient-matching';
import { SuggestedPairs } from './suggested-pairs';
import type { Suggestion } from './suggestions';

/**
 * Manual pairs: one NIH ingredient with one COA ingredient, each among the unmatched only; pairs are deletable.
 * The suggested pairs stand next to the control: Accept adds the pair, Dismiss hides the suggestion.
 */
export function ManualPairs({
  result,
  pairs,
  onChange,
  suggestions,
  onDismiss,
}: {
  result: Comparison;
  pairs: readonly ManualPair[];
  onChange: (next: ManualPair[]) => void;
  suggestions: readonly Suggestion[];
  onDismiss: (s: Suggestion) => void;
}) {
  const [nih, setNih] = useState<string | null>(null);
  const [coa, setCoa] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nihOptions = result.unmatchedLabel.map((u) => ({ value: String(u.index), label: u.ingredient.name }));
  const coaOptions = result.unmatchedCoa.map((u) => ({ value: String(u.index), label: u.ingredient.name }));

  const add = () => {
    const problem = pairError(nih === null ? null : Number(nih), coa === null ? null : Number(coa));
    setError(problem);
    if (problem || nih === null || coa === null) return;
    onChange([...pairs, { labelIndex: Number(nih), coaIndex: Number(coa) }]);
    setNih(null);
    setCoa(null);
  };
  const remove = (labelIndex: number) => onChange(pairs.filter((p) => p.labelIndex !== labelIndex));

  return (
    <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Title order={3} size="h5" mb="sm">
        Manual matches
      </Title>
      <SuggestedPairs
        suggestions={suggestions}
        onAccept={(x) => onChange([...pairs, { labelIndex: x.labelIndex, coaIndex: x.coaIndex }])}
        onDismiss={onDismiss}
      />
      <Group align="end" wrap="wrap">
        <Select
          label="NIH Ingredient"
          placeholder="Select NIH Ingredient"
          data={nihOptions}
          value={nih}
          onChange={setNih}
        />
        <Select
          label="COA Ingredient"
          placeholder="Select COA Ingredient"
          data={coaOptions}
          value={coa}
          onChange={setCoa}
        />
        <Button onClick={add}>Add Match</Button>
      </Group>
      {error ? (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      ) : null}
      {result.paired.length > 0 ? (
        <Stack mt="md" gap="xs">
          <ComparedTable rows={result.paired} caption="Matched by hand" />
          <Group gap="xs">
            {result.paired.map((row) => (
              <Button
                key={row.labelIndex}
                size="xs"
                variant="light"
                color="red"
                onClick={() => remove(row.labelIndex)}
                aria-label={`Delete match ${row.label.name} with ${row.coa.name}`}
              >
                Delete {row.label.name}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Card>
  );
}
