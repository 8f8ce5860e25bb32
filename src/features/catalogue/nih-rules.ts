import type { Facet, ProductDraft } from '@/api/generated/portal/model';
import { toDrafts, toFacets } from '@/components/traits-editor/traits-rules';
import { cleanText, normalizeIdentifier, optionalText } from '@/lib/input/text';
import { emptyProductValues, type ProductValues } from './product-form-rules';

/** The public-label import's words and limits (spec 2, sections 2, 8 and 9). */
export const NIH_MESSAGES = {
  title: 'Import Product and Ingredients from NIH',
  none: '0 labels found.',
  noIngredients: 'Ingredients information not available.',
  failure: 'Something went wrong! Please try after sometime.',
} as const;

export const NIH_PAGE_SIZE = 10;
export const NIH_DEBOUNCE_MS = 1000;
export type NihMethod = 'by_letter' | 'by_keyword';

/** The label's thumbnail, a public image by label id (not an API call). */
export const labelThumbnail = (id: string): string =>
  `https://api.ods.od.nih.gov/dsld/s3/pdf/thumbnails/${encodeURIComponent(id)}.jpg`;

/** The browse-products parameters of a search page (from counts hits, 10 a page from 0). */
export function browseParams(method: NihMethod, text: string, page: number) {
  return { method, q: text.trim(), size: NIH_PAGE_SIZE, from: page * NIH_PAGE_SIZE };
}

/** A label answer that carries a status other than '1' is a failure with its message. */
export function labelFailure(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('status' in answer)) return null;
  const { status, message } = answer as { status?: unknown; message?: unknown };
  if (String(status) === '1') return null;
  return typeof message === 'string' && message ? message : NIH_MESSAGES.failure;
}

/** A save refused because the organization's domain is not verified: the user goes to /organization. */
export const isDomainFailure = (message: string | null | undefined): boolean => /domain/i.test(message ?? '');

/** The product draft read from the label, as the product form's values. */
export function draftValues(draft: ProductDraft): ProductValues {
  return {
    ...emptyProductValues(),
    title: draft.title,
    description: draft.description ?? '',
    directions: draft.directions ?? '',
    warnings: draft.warnings ?? '',
    sku: draft.sku ?? '',
    upc: draft.upc ?? '',
    product_type: draft.product_type ?? '',
    imageUrl: draft.image_url ?? null,
    traits: toDrafts(draft.facets as Facet[] | undefined),
  };
}

/** The public-label save (multipart): the product, its facets and its ingredients as JSON text. */
export function labelProductBody(values: ProductValues, draft: ProductDraft, subscription: 'tracer' | 'fastpass') {
  const text = optionalText;
  const tracer = subscription === 'tracer';
  return {
    title: cleanText(values.title),
    description: cleanText(values.description),
    ...(values.image ? {} : values.imageUrl ? { image_url: values.imageUrl } : {}),
    directions: text(values.directions),
    warnings: text(values.warnings),
    facets: JSON.stringify(toFacets(values.traits, tracer).map(({ title, description }) => ({ title, description }))),
    external_id: normalizeIdentifier(values.external_id, 'tracking') || undefined,
    ...(values.product_type ? { product_type: values.product_type } : {}),
    sku: normalizeIdentifier(values.sku, 'sku'),
    upc: normalizeIdentifier(values.upc, 'upc'),
    subscription,
    ingredients: JSON.stringify(
      draft.ingredients.map(
        ({ title, description, directions, warnings, facets, external_id, product_type, image }) => ({
          title,
          description,
          directions,
          warnings,
          facets: facets ?? [],
          external_id,
          product_type,
          image,
        }),
      ),
    ),
  };
}
