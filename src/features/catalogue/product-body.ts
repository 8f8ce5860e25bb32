import { filePart } from '@/api/form-data';
import type { ProductForm } from '@/api/generated/portal/model';
import { toFacets } from '@/components/traits-editor/traits-rules';
import { cleanText, normalizeIdentifier, optionalText } from '@/lib/input/text';
import type { CatalogueSubscription } from './catalogue-rules';
import type { ProductValues } from './product-form-rules';

export interface BodyContext {
  readonly organizationId: string;
  readonly individualId: string;
  readonly subscription: CatalogueSubscription;
  /** On update: the product label goes by its own call, so the form carries the current URL. */
  readonly labelByOwnCall: boolean;
}

/** The product form as `integrant-type/create` and `update` take it (multipart). */
export function productBody(values: ProductValues, ctx: BodyContext): ProductForm {
  const tracer = ctx.subscription === 'tracer';
  const text = optionalText;
  const image = values.image ? filePart(values.image) : (values.imageUrl ?? undefined);
  const label = tracer
    ? values.label && !ctx.labelByOwnCall
      ? filePart(values.label)
      : (values.labelUrl ?? undefined)
    : undefined;
  return {
    title: cleanText(values.title),
    description: cleanText(values.description),
    ...(image ? { image_url: image } : {}),
    ...(values.image
      ? { fileName: values.image.name }
      : values.imageUrl
        ? { fileName: baseName(values.imageUrl) }
        : {}),
    directions: text(values.directions),
    warnings: text(values.warnings),
    facets: JSON.stringify(
      toFacets(values.traits, tracer).map(({ title, description, rank, group_id }) => ({
        title,
        description,
        rank,
        group_id,
      })),
    ),
    external_id: normalizeIdentifier(values.external_id, 'tracking') || undefined,
    organization_id: ctx.organizationId,
    created_by: ctx.individualId,
    updated_by: ctx.individualId,
    ...(values.product_type ? { product_type: values.product_type } : {}),
    ...(tracer && values.videoMode === 'link' && text(values.videoLink)
      ? { youtube_video_url: cleanText(values.videoLink) }
      : {}),
    ...(tracer && values.videoMode === 'upload' && values.videoFile && text(values.videoTitle)
      ? { bunny_video_title: cleanText(values.videoTitle) }
      : {}),
    subscription: ctx.subscription,
    sku: normalizeIdentifier(values.sku, 'sku'),
    upc: normalizeIdentifier(values.upc, 'upc'),
    ...(label ? { product_label: label } : {}),
  };
}

function baseName(url: string): string {
  return url.split('?')[0]?.split('/').pop() ?? url;
}
