import { Card, Loader, Select, SimpleGrid, Text } from '@mantine/core';
import { ActionButton } from '@/components/form/action-button';
import type { ComparisonSelection } from './use-comparison-selection';

export const NO_LABELS = '0 labels found.';

const loading = (on: boolean) => (on ? <Loader size="xs" aria-label="Loading" /> : null);

/** The four choices, each with its loading state, and Submit (enabled once all four are chosen). */
export function ComparisonSelector({
  s,
  onSubmit,
  reading,
}: {
  s: ComparisonSelection;
  /** Reads the COA; returns the promise of the read (one request per press). */
  onSubmit: () => Promise<unknown>;
  reading: boolean;
}) {
  const { selection } = s;
  const productOptions = (s.products.data?.data ?? []).map((p) => ({ value: p.id, label: p.title }));
  const batchOptions = s.batchRows.map((b) => ({
    value: b.id,
    label: b.external_id ?? b.title,
  }));
  const coaOptions = (s.detail.data?.data.exhibitsInfo ?? [])
    .flatMap((e) => e.exhibitsType)
    .map((e) => ({ value: e.url, label: e.title }));
  const hits = s.labels.data?.hits ?? [];
  const labelOptions = hits.map((h) => ({
    value: h._id,
    label: `${h._source.fullName} (${h._source.brandName}, ${h._id})`,
  }));
  const complete = Object.values(selection).every((v) => v !== null);

  return (
    <Card withBorder p={{ base: 'sm', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Product"
          placeholder="Select product"
          data={productOptions}
          value={selection.productId}
          onChange={s.chooseProduct}
          rightSection={loading(s.products.isFetching)}
          searchable
        />
        <Select
          label="Batch"
          placeholder="Select batch"
          data={batchOptions}
          value={selection.batchId}
          onChange={s.chooseBatch}
          disabled={selection.productId === null}
          rightSection={loading(s.batches.isFetching)}
        />
        <Select
          label="COA"
          placeholder="Select COA"
          data={coaOptions}
          value={selection.coaUrl}
          onChange={s.chooseCoa}
          disabled={selection.batchId === null}
          rightSection={loading(s.detail.isFetching)}
        />
        <Select
          label="NIH label"
          placeholder="Select NIH label"
          data={labelOptions}
          value={selection.labelId}
          onChange={s.chooseLabel}
          disabled={selection.productId === null}
          rightSection={loading(s.labels.isFetching || s.label.isFetching)}
          searchable
        />
      </SimpleGrid>
      {s.labels.isSuccess && hits.length === 0 ? (
        <Text size="sm" c="gray.7" mt="xs">
          {NO_LABELS}
        </Text>
      ) : null}
      <ActionButton mt="lg" onClick={onSubmit} disabled={!complete} loading={reading}>
        Submit
      </ActionButton>
    </Card>
  );
}
