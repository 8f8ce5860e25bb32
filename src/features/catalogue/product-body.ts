import { filePart } from '@/api/form-data';
import type { ProductForm } from '@/api/generated/portal/model';
import { toFacets } from '@/components/traits-editor/traits-rules';
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
  const text = (v: string) => v.trim() || undefined;
  const image = values.image ? filePart(values.image) : (values.imageUrl ?? undefined);
  const label = tracer
    ? values.label && !ctx.labelByOwnCall
      ? filePart(values.label)
      : (values.labelUrl ?? undefined)
    : undefined;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
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
    external_id: text(values.external_id),
    organization_id: ctx.organizationId,
    created_by: ctx.individualId,
    updated_by: ctx.individualId,
    ...(values.product_type ? { product_type: values.product_type } : {}),
    ...(tracer && values.videoMode === 'link' && values.videoLink.trim()
      ? { youtube_video_url: values.videoLink.trim() }
      : {}),
    ...(tracer && values.videoMode === 'upload' && values.videoFile && values.videoTitle.trim()
      ? { bunny_video_title: values.videoTitle.trim() }
      : {}),
    subscription: ctx.subscription,
    sku: values.sku.trim(),
    upc: values.upc.trim(),
    ...(label ? { product_label: label } : {}),
  };
}

function baseName(url: string): string {
  return url.split('?')[0]?.split('/').pop() ?? url;
}
