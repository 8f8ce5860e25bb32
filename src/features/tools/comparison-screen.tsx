import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { readDocument } from '@/api/generated/portal/hooks/document/document';
import { coaLot } from '@/lib/coa-lot';
import { ComparisonResults } from './comparison-results';
import { ComparisonSelector } from './comparison-selector';
import { coaIngredients, labelIngredients } from './ingredient-sources';
import { useComparisonSelection } from './use-comparison-selection';
import { PageHeader } from '@/components/layout/page-layout';

/**
 * /ingredient-comparision: choose product, batch, COA and NIH label; Submit clears the previous result and
 * reads the COA by its URL. The results show only when the batch title, the NIH full name and the COA data are all there.
 */
export function ComparisonScreen() {
  const s = useComparisonSelection();
  const read = useMutation({ mutationFn: (url: string) => readDocument({ url }) });
  // Submit is an ActionButton: the read is one action, a second press while it runs is ignored.
  const submit = async () => {
    if (s.selection.coaUrl === null) return;
    read.reset();
    await read.mutateAsync(s.selection.coaUrl).catch(() => undefined); // the error policy says why
  };
  const coa = read.data && 'data' in read.data && read.data.data ? read.data.data : null;
  const current = read.variables === s.selection.coaUrl;
  const tables = coa && current ? coa.pages.flatMap((p) => p.tables) : null;
  const lot = coa && current ? coaLot(coa.pages.flatMap((p) => p.formFields)) : null;
  const ready = s.batchTitle !== null && s.labelData !== null && tables !== null;

  return (
    <Stack gap="lg">
      <PageHeader title="Compare NIH Labels With COA" />
      <ComparisonSelector s={s} onSubmit={submit} reading={read.isPending} />
      {ready && s.batchTitle && s.labelData && tables ? (
        <ComparisonResults
          key={read.submittedAt}
          batchTitle={s.batchTitle}
          batchLot={s.batchLot}
          coaLot={lot}
          labelName={s.labelData.fullName}
          label={labelIngredients(s.labelData.ingredientRows)}
          coa={coaIngredients(tables)}
        />
      ) : null}
    </Stack>
  );
}
