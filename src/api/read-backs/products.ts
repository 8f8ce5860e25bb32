import type { ReadBackResult, SentWrite } from '../write-outcome';
import type { ProductWithBatches } from '@/api/generated/portal/model';
import { patiently, madeSince, text, filesOf, currentOrganizationId, type ReadBack } from './read-back-rules';

/** Products: made one by one, from a label, or by an import file. */
export const productReadBacks: Readonly<Record<string, ReadBack>> = {
  createProduct: (sent) => productMade(sent, text(sent.body.organization_id)),

  // The label's save names no organization: the server takes the signed-in one.
  async createProductFromLabel(sent) {
    return productMade(sent, await currentOrganizationId());
  },

  async uploadProductsCsv(sent) {
    const [file] = filesOf(sent.body['files[]']);
    if (!file) return undefined;
    const titles = await csvTitles(file);
    if (titles.length === 0) return undefined;
    const { searchProducts } = await import('@/api/generated/portal/hooks/product/product');
    const first = titles[0] ?? '';
    const answer = await patiently(() =>
      searchProducts({
        organization_id: text(sent.body.organization_id),
        searchText: first,
        offset: 0,
        limit: 50,
      }),
    );
    const made = answer.data.rows.some((p: ProductWithBatches) => p.title === first && madeSince(p.created_on, sent));
    // The rows that failed came back in the lost answer: without them the import still happened.
    return made ? { applied: true, answer: { status: '1', data: null } } : { applied: false };
  },
};

/** A product made as sent (title, SKU and UPC) in the organization, answered as the product read answers it. */
async function productMade(sent: SentWrite, organizationId: string): Promise<ReadBackResult> {
  const { searchProducts, getProduct } = await import('@/api/generated/portal/hooks/product/product');
  const title = text(sent.body.title);
  const answer = await patiently(() =>
    searchProducts({ organization_id: organizationId, searchText: title, offset: 0, limit: 50 }),
  );
  const made = answer.data.rows.find(
    (p: ProductWithBatches) =>
      p.title === title &&
      (p.sku ?? '') === text(sent.body.sku) &&
      (p.upc ?? '') === text(sent.body.upc) &&
      madeSince(p.created_on, sent),
  );
  if (!made?.id) return { applied: false };
  const id = made.id;
  return { applied: true, answer: await patiently(() => getProduct(id)) };
}

/** The products' titles in an import file: the column headed 'title' (any case), in order. */
async function csvTitles(file: File): Promise<string[]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>(await file.text(), { header: true, skipEmptyLines: true });
  const column = parsed.meta.fields?.find((f) => f.trim().toLowerCase() === 'title');
  if (!column) return [];
  return parsed.data.map((row) => (row[column] ?? '').trim()).filter(Boolean);
}
