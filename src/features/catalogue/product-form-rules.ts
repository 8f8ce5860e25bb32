import type { Facet, Product, SalesChannel } from '@/api/generated/portal/model';
import { fileExtension, type FileRule } from '@/lib/file-rules';
import { cleanText, isBlank } from '@/lib/input/text';
import { toDrafts, traitsComplete, TRAITS_MESSAGE, type TraitDraft } from '@/components/traits-editor/traits-rules';
import type { CatalogueSubscription } from './catalogue-rules';

export const PRODUCT_MESSAGES = {
  imageType: 'Only image files (JPG, PNG) are allowed',
  traits: TRAITS_MESSAGE,
  invalidLink: 'Invalid Link.',
  invalidVideoUrl: 'Please enter valid video url.',
  videoTitleRequired: 'Video title is required field',
  videoTitleToast: 'Please upload video title.',
  videoFile: 'Please upload video file.',
  videoExtension: 'Invalid video extension...',
  uploadFailed:
    'Something went wrong! Video not uploaded. please try after sometime. you are able to upload video on edit product.',
  disableConfirm: 'Please confirm you would like to disable this product?',
  locked: 'This product is used as an ingredient in another product and cannot be disabled.',
  saved: 'Product saved successfully.',
  leave: 'You have unsaved changes. Leave this page and lose them?',
} as const;

export const SALES_CHANNELS: readonly SalesChannel[] = ['Business to Business', 'Business to Consumer'];
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'mkv', 'avi', 'webm'];
export const PRODUCT_IMAGE_RULE: FileRule = {
  extensions: ['jpg', 'jpeg', 'png'],
  typeMessage: PRODUCT_MESSAGES.imageType,
};

export type VideoMode = 'link' | 'upload';

export interface ProductValues {
  title: string;
  description: string;
  directions: string;
  warnings: string;
  sku: string;
  upc: string;
  external_id: string;
  product_type: SalesChannel | '';
  image: File | null;
  imageUrl: string | null;
  label: File | null;
  labelUrl: string | null;
  traits: TraitDraft[];
  videoMode: VideoMode;
  videoLink: string;
  videoTitle: string;
  videoFile: File | null;
}

export type DetailsField = 'image' | 'title' | 'description' | 'directions' | 'product_type' | 'sku' | 'upc';

const FIELD_NAMES: Record<DetailsField, string> = {
  image: 'Product image',
  title: 'Title',
  description: 'Description',
  directions: 'Directions',
  product_type: 'Sales Channel',
  sku: 'SKU',
  upc: 'UPC',
};

/** Section 5: tracer needs image, title, description, directions, product_type, sku and upc; fastpass title, description, sku and upc. */
export function requiredFields(subscription: CatalogueSubscription): DetailsField[] {
  return subscription === 'tracer'
    ? ['image', 'title', 'description', 'directions', 'product_type', 'sku', 'upc']
    : ['title', 'description', 'sku', 'upc'];
}

export function requiredMessage(field: DetailsField): string {
  return `${FIELD_NAMES[field]} is a required field.`;
}

function isFilled(values: ProductValues, field: DetailsField): boolean {
  if (field === 'image') return values.image !== null || Boolean(values.imageUrl);
  return !isBlank(String(values[field]));
}

/** The Details tab's missing fields, each with its message (empty when the tab is complete). */
export function detailsErrors(
  values: ProductValues,
  subscription: CatalogueSubscription,
): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const field of requiredFields(subscription))
    if (!isFilled(values, field)) errors[field] = requiredMessage(field);
  return errors;
}

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/i;

/** The video link's message, or null: empty is fine; not a web address, then not a video host. */
export function videoLinkError(link: string): string | null {
  const value = cleanText(link);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return PRODUCT_MESSAGES.invalidLink;
  }
  if (!/^https?:$/.test(url.protocol)) return PRODUCT_MESSAGES.invalidLink;
  return VIDEO_HOSTS.test(url.hostname) ? null : PRODUCT_MESSAGES.invalidVideoUrl;
}

/** The chosen video file's message, or null. */
export function videoFileError(file: File | null): string | null {
  if (!file) return null;
  return VIDEO_EXTENSIONS.includes(fileExtension(file.name)) ? null : PRODUCT_MESSAGES.videoExtension;
}

export interface VideoErrors {
  videoLink?: string;
  videoTitle?: string;
  videoFile?: string;
}

/** Video: a link or an upload, never both. An upload needs a title and a video file. */
export function videoErrors(values: ProductValues): VideoErrors {
  if (values.videoMode === 'link') {
    const link = videoLinkError(values.videoLink);
    return link ? { videoLink: link } : {};
  }
  const errors: VideoErrors = {};
  const wantsUpload = values.videoFile !== null || !isBlank(values.videoTitle);
  if (!wantsUpload) return errors;
  if (isBlank(values.videoTitle)) errors.videoTitle = PRODUCT_MESSAGES.videoTitleRequired;
  const fileError = values.videoFile ? videoFileError(values.videoFile) : PRODUCT_MESSAGES.videoFile;
  if (fileError) errors.videoFile = fileError;
  return errors;
}

/** Tabs: 0 Details, 1 Facets (and 2 Ingredients for a label import). */
export function tabComplete(tab: number, values: ProductValues, subscription: CatalogueSubscription): boolean {
  if (tab === 0) return Object.keys(detailsErrors(values, subscription)).length === 0;
  if (tab === 1) return traitsComplete(values.traits) && Object.keys(videoErrors(values)).length === 0;
  return true;
}

export function emptyProductValues(): ProductValues {
  return {
    title: '',
    description: '',
    directions: '',
    warnings: '',
    sku: '',
    upc: '',
    external_id: '',
    product_type: '',
    image: null,
    imageUrl: null,
    label: null,
    labelUrl: null,
    traits: [],
    videoMode: 'link',
    videoLink: '',
    videoTitle: '',
    videoFile: null,
  };
}

export function productValues(product: Product): ProductValues {
  return {
    ...emptyProductValues(),
    title: product.title,
    description: product.description ?? '',
    directions: product.directions ?? '',
    warnings: product.warnings ?? '',
    sku: product.sku ?? '',
    upc: product.upc ?? '',
    external_id: product.external_id ?? '',
    product_type: product.product_type ?? '',
    imageUrl: product.image_url ?? null,
    labelUrl: product.product_label ?? null,
    traits: toDrafts(product.facets as Facet[] | undefined),
    videoMode: product.bunny_video_title && !product.youtube_video_url ? 'upload' : 'link',
    videoLink: product.youtube_video_url ?? '',
    videoTitle: product.bunny_video_title ?? '',
  };
}
