import type { FreeTrialDocument, FreeTrialMetadataUpdate } from '@/api/generated/portal/model';
import { MIB, type FileRule } from '@/lib/file-rules';
import { dateFieldError, parseDate } from '@/lib/input/dates';

export const FREE_TRIAL_PAGE_SIZE = 10;
export const MAX_UPLOAD_FILES = 5;
export const TOO_MANY_FILES = 'You can only upload 5 documents at a time';

/** The documents a publisher may protect: PDFs and images (the spec shows no rule; these are the contract's). */
export const FREE_TRIAL_RULE: FileRule = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
  typeMessage: 'Only PDF, PNG and JPG documents can be uploaded',
  maxBytes: 25 * MIB,
  sizeMessage: 'A document must be 25 MB or smaller',
};

export const EMPTY_TEXTS = {
  organization: 'Organization Not found',
  location: 'Organization Location not found',
  product: 'Product not found',
  batch: 'Prodcut batch not found',
  documentType: 'Document Type not found',
} as const;

export const EFFECTIVE_DATE_INVALID = 'Please enter a valid effective date';

export interface MetadataValues {
  readonly organization: string | null;
  readonly location: string | null;
  readonly product: string | null;
  readonly batch: string | null;
  readonly documentType: string | null;
  /** YYYY-MM-DD as the date field holds it. */
  readonly effective: string;
  readonly expiration: string;
}

const day = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '');

export function metadataFromDocument(doc: FreeTrialDocument): MetadataValues {
  return {
    organization: doc.meta_data_org_id ?? null,
    location: doc.meta_data_org_location_id ?? null,
    product: doc.meta_data_product_id ?? null,
    batch: doc.meta_data_product_batch_id ?? null,
    documentType: doc.meta_data_document_type_id ?? null,
    effective: day(doc.effective_date),
    expiration: day(doc.expiration_date),
  };
}

/**
 * One field changed (section 4): a new organization clears the location, product, batch and document
 * type after it; a new product clears the batch. Choosing the same value again clears nothing.
 */
export function changeMetadata<K extends keyof MetadataValues>(
  values: MetadataValues,
  field: K,
  value: MetadataValues[K],
): MetadataValues {
  if (values[field] === value) return values;
  const next = { ...values, [field]: value };
  if (field === 'organization') return { ...next, location: null, product: null, batch: null, documentType: null };
  if (field === 'product') return { ...next, batch: null };
  return next;
}

/** The effective date must be a valid date, between 1900 and 2100 (src/lib/input/dates.ts). */
export function metadataError(values: MetadataValues): string | null {
  return dateFieldError(values.effective, { required: EFFECTIVE_DATE_INVALID, invalid: EFFECTIVE_DATE_INVALID });
}

/** The expiration date is marked required but not enforced; one that is typed must be a date in the range. */
export function expirationError(values: MetadataValues): string | null {
  return dateFieldError(values.expiration);
}

const midnight = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null);

export function metadataRequest(documentIds: readonly string[], values: MetadataValues): FreeTrialMetadataUpdate {
  return {
    documentIds: [...documentIds],
    effective_date: midnight(parseDate(values.effective)) ?? '',
    expiration_date: midnight(parseDate(values.expiration)),
    meta_data_org_id: values.organization,
    meta_data_org_location_id: values.location,
    meta_data_product_id: values.product,
    meta_data_product_batch_id: values.batch,
    meta_data_document_type_id: values.documentType,
  };
}

/** 301877 → '294.8 KB'. */
export function fileSize(bytes: number | undefined): string {
  if (bytes === undefined) return '–';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MIB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MIB).toFixed(1)} MB`;
}
