import { useState } from 'react';
import { useGetIntegrantDetail } from '@/api/generated/portal/hooks/document/document';
import { useGetOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { useSearchBatches } from '@/api/generated/portal/hooks/batch/batch';
import type { Batch } from '@/api/generated/portal/model';
import { useListProducts } from '@/api/generated/portal/hooks/product/product';
import { useBrowseProducts, useGetLabel } from '@/api/generated/third-party/label-database/hooks/labels/labels';
import { useSession } from '@/session/session-context';

/** The comparison's choices: product, then batch, then the COA among its exhibits, then the NIH label. */
export interface Selection {
  readonly productId: string | null;
  readonly batchId: string | null;
  readonly coaUrl: string | null;
  readonly labelId: string | null;
}

const none: Selection = { productId: null, batchId: null, coaUrl: null, labelId: null };

/**
 * The selector's state and its calls, with the clearing rules of section 4: a new product clears the batch,
 * the COA and the label and searches the label database by its title (from 0, 100 a page); a new batch clears
 * the COA and loads the batch detail; a label loads its detail.
 */
export function useComparisonSelection() {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const [selection, setSelection] = useState<Selection>(none);
  const organization = useGetOrganization(
    { organization_id: organizationId },
    { query: { enabled: organizationId !== '' } },
  );
  const products = useListProducts({ organization_id: organizationId }, { query: { enabled: organizationId !== '' } });
  const product = products.data?.data.find((p) => p.id === selection.productId) ?? null;
  const batches = useSearchBatches(
    { organization_id: organizationId, integrant_type_id: selection.productId ?? '', offset: 0, limit: 100 },
    { query: { enabled: selection.productId !== null } },
  );
  const batchRows: readonly Batch[] = batches.data?.data.rows ?? [];
  const batch = batchRows.find((b) => b.id === selection.batchId) ?? null;
  const shortCode = organization.data?.data.short_code ?? '';
  const slug = batch?.external_id_slug ?? '';
  const detail = useGetIntegrantDetail(
    { external_id_slug: slug, short_code: shortCode, type: 'ingredient-comparison' },
    { query: { enabled: slug !== '' && shortCode !== '' } },
  );
  const labels = useBrowseProducts(
    { method: 'by_keyword', q: product?.title ?? '', from: 0, size: 100 },
    { query: { enabled: product !== null } },
  );
  const label = useGetLabel(Number(selection.labelId), { query: { enabled: selection.labelId !== null } });

  return {
    selection,
    products,
    batches,
    batchRows,
    detail,
    labels,
    label,
    batchTitle: detail.data?.data.integrantInfo.title ?? null,
    /** The chosen batch's number (its tracking id), which its COA should report as its lot. */
    batchLot: detail.data?.data.integrantInfo.external_id ?? batch?.external_id ?? null,
    labelData: label.data && 'ingredientRows' in label.data ? label.data : null,
    chooseProduct: (productId: string | null) => setSelection({ ...none, productId }),
    chooseBatch: (batchId: string | null) => setSelection((s) => ({ ...s, batchId, coaUrl: null })),
    chooseCoa: (coaUrl: string | null) => setSelection((s) => ({ ...s, coaUrl })),
    chooseLabel: (labelId: string | null) => setSelection((s) => ({ ...s, labelId })),
  };
}

export type ComparisonSelection = ReturnType<typeof useComparisonSelection>;
