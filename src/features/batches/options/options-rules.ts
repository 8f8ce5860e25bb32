import type { Batch } from '@/api/generated/portal/model';
import { STATIC_NUMBER_REQUIRED } from '@/components/dialogs/clone-batch-dialog';
import { publicHost } from '@/lib/public-host';
/** The Options tab's pure rules: the public preview address, the QR code's download names and formats. */

/** What names a batch's public page: its organization's short code and its slug (empty when the batch has none). */
export function publicPageOf(batch: Pick<Batch, 'organizations' | 'external_id_slug'>): {
  readonly shortCode: string;
  readonly slug: string;
} {
  return { shortCode: batch.organizations?.short_code ?? '', slug: batch.external_id_slug ?? '' };
}

/**
 * The public page of a batch: `{host}/p/{short_code}/b/{external_id_slug}?preview=true`, each part encoded. `origin`
 * is the portal's: the mock world serves the page there; against a real backend the platform's public host
 * (VITE_PUBLIC_URL, lib/public-host.ts) is used instead.
 */
export function previewUrl(origin: string, shortCode: string, slug: string): string {
  const base = publicHost(origin);
  return `${base}/p/${encodeURIComponent(shortCode)}/b/${encodeURIComponent(slug)}?preview=true`;
}

/** The address the QR code carries: the batch's qr_url, or its public page (without the preview flag). */
export function qrTarget(origin: string, shortCode: string, slug: string, qrUrl?: string | null): string {
  if (qrUrl) return qrUrl;
  const base = publicHost(origin);
  return `${base}/p/${encodeURIComponent(shortCode)}/b/${encodeURIComponent(slug)}`;
}

export const QR_FORMATS = ['PNG', 'WEBP', 'JPEG', 'SVG'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

/** The QR image's side in pixels (section 9: 'QR image size 1000'). */
export const QR_SIZE = 1000;
export const QR_FILE_NAME = 'QR_Code';

const MIME: Record<QrFormat, string> = {
  PNG: 'image/png',
  WEBP: 'image/webp',
  JPEG: 'image/jpeg',
  SVG: 'image/svg+xml',
};

export function qrMime(format: QrFormat): string {
  return MIME[format];
}

/** QR_Code.png, QR_Code.webp, QR_Code.jpeg, QR_Code.svg. */
export function qrFileName(format: QrFormat): string {
  return `${QR_FILE_NAME}.${format.toLowerCase()}`;
}

/** Saved ids are 10 characters long; anything else is a draft's temporary id. */
export const isSavedId = (id: string | null | undefined): id is string => typeof id === 'string' && id.length === 10;

/** 'Connect to another ingredient' needs 3 or more nodes in the batch tree. */
export const CONNECT_MIN_NODES = 3;
export const canConnect = (nodeCount: number): boolean => nodeCount >= CONNECT_MIN_NODES;

/** Publish Online waits for a tracking id. */
export const canPublish = (trackingId: string | null | undefined): boolean => Boolean(trackingId?.trim());

export const OPTIONS_MESSAGES = {
  cloned: (batch: string) => `Clone of ${batch} has been created successfully.`,
  staticSet: 'Set this batch as the static QR code',
  currentBatch: 'Current Batch',
} as const;

/** Splits a text into lines of at most `width` characters at spaces (the QR image's caption). */
export function wrapText(text: string, width: number, maxLines = 4): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.{0,1}$/, '')}…`;
  return kept;
}

/** The tracking id's slug: lower case, special characters removed (the public page's address). */
export function slugOf(trackingId: string): string {
  return trackingId
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '');
}

export const STATIC_NUMBER_MESSAGES = {
  required: STATIC_NUMBER_REQUIRED,
  product: 'Product is a required field.',
} as const;
