import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { sameLot } from '@/lib/coa-lot';
import { advisoryFound } from './advisory';
import { AdvisoryNote } from './advisory-note';
import { amountText, ComparedTable } from './compared-table';
import { compareIngredients, type Ingredient, type ManualPair } from './ingredient-matching';
import { ManualPairs } from './manual-pairs';
import { pairKey, suggestPairs } from './suggestions';

export const RESULT_MESSAGES = {
  noMatching: 'We could not find any matching ingredients between the COA and NIH ingredients.',
  noUnmatching: 'We could not find any unmatching ingredients between the COA and NIH ingredients.',
  noIngredients: 'Ingredients information not available.',
} as const;

function UnmatchedList({
  title,
  items,
}: {
  title: string;
  items: readonly { index: number; ingredient: Ingredient }[];
}) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      {items.length === 0 ? (
        <Text c="gray.7">None</Text>
      ) : (
        <ul aria-label={title} style={{ margin: 0 }}>
          {items.map(({ index, ingredient }) => (
            <li key={index}>
              {ingredient.name} ({amountText(ingredient)})
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/**
 * The COA's lot beside the batch's: a COA that reports another lot is flagged (the comparison may be of another
 * batch's certificate); one that reports none says so.
 */
function LotCheck({ batchLot, coaLot }: { batchLot: string | null; coaLot: string | null }) {
  if (coaLot === null) return <Text c="gray.7">The COA reports no lot number.</Text>;
  if (batchLot === null || sameLot(batchLot, coaLot)) return <Text c="gray.7">COA lot: {coaLot}</Text>;
  return (
    <Alert
      color="orange"
      variant="light"
      title="This COA is for another lot"
      mt="xs"
      styles={{ title: { color: 'var(--mantine-color-black)' } }}
    >
      The COA reports lot {coaLot}, but the batch is {batchLot}. Check that this is the batch's certificate before
      relying on the comparison.
    </Alert>
  );
}

/** The results page: matched, unmatched on both sides, manual pairs, and the advisory note when it applies. */
export function ComparisonResults(props: {
  batchTitle: string;
  /** The batch's number and the lot its COA reports (null: none read). */
  batchLot: string | null;
  coaLot: string | null;
  labelName: string;
  label: readonly Ingredient[];
  coa: readonly Ingredient[];
}) {
  const { label, coa } = props;
  const [pairs, setPairs] = useState<ManualPair[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const result = compareIngredients(label, coa, pairs);
  const suggestions = suggestPairs(result, dismissed);
  const advisory = advisoryFound([...label, ...coa].map((i) => i.name));
  const nothingLeft = result.unmatchedLabel.length === 0 && result.unmatchedCoa.length === 0;

  return (
    <Stack gap="lg" component="section" aria-label="Comparison results">
      <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h4">
          {props.batchTitle}
        </Title>
        {props.batchLot ? <Text c="gray.7">Batch: {props.batchLot}</Text> : null}
        <Text c="gray.7">NIH label: {props.labelName}</Text>
        <LotCheck batchLot={props.batchLot} coaLot={props.coaLot} />
      </Card>
      <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={3} size="h5" mb="sm">
          Matched ingredients
        </Title>
        {label.length === 0 ? <Text>{RESULT_MESSAGES.noIngredients}</Text> : null}
        {result.matched.length === 0 ? (
          <Text>{RESULT_MESSAGES.noMatching}</Text>
        ) : (
          <ComparedTable rows={result.matched} caption="Matched by name" />
        )}
      </Card>
      <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={3} size="h5" mb="sm">
          Unmatched ingredients
        </Title>
        {nothingLeft ? (
          <Text>{RESULT_MESSAGES.noUnmatching}</Text>
        ) : (
          <Stack>
            <UnmatchedList title="NIH ingredients" items={result.unmatchedLabel} />
            <UnmatchedList title="COA ingredients" items={result.unmatchedCoa} />
          </Stack>
        )}
      </Card>
      <ManualPairs
        result={result}
        pairs={pairs}
        onChange={setPairs}
        suggestions={suggestions}
        onDismiss={(s) => setDismissed((d) => new Set([...d, pairKey(s)]))}
      />
      {advisory.length > 0 ? <AdvisoryNote substances={advisory} /> : null}
    </Stack>
  );
}
