import { isApiError } from '../api-error';
import { shouldRetry } from '../error-policy';
import type { ReadBackResult, SentWrite } from '../write-outcome';

/**
 * What every read-back uses: a read tried again as the portal's reads are, when a record counts as made by the write,
 * and typed text compared as the server keeps it.
 */

/**
 * A record counts as made by a write when it matches what was sent and, where the record says when it was made, was
 * made after the write was sent (less `CLOCK_SLACK_MS`, for a server whose clock is behind the browser's).
 */
export const CLOCK_SLACK_MS = 120_000;

/** Reads back one write: what it found, or undefined when it cannot tell. */
export type ReadBack = (sent: SentWrite) => Promise<ReadBackResult | undefined>;

/** What reading back found, as the write's own answer (typed by its documented 200 answer). */
export function found<Answer>(answer: Answer): ReadBackResult {
  return { applied: true, answer };
}

/** A read tried again as the portal's reads are (a dropped connection, a gateway), with a short wait between tries. */
export async function patiently<T>(read: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await read();
    } catch (error) {
      if (!shouldRetry(failures, error) || !isApiError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** failures));
    }
  }
}

export function madeSince(createdOn: string | null | undefined, sent: SentWrite): boolean {
  if (!createdOn) return true;
  const at = Date.parse(createdOn);
  return Number.isNaN(at) || at >= sent.sentAt - CLOCK_SLACK_MS;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Typed text as the server keeps it: without the spaces around it. */
export function same(kept: unknown, sent: unknown): boolean {
  return text(kept).trim() === text(sent).trim();
}

/** The same moment, however each side writes it (a date, or a date and time in any offset). */
export function sameInstant(kept: unknown, sent: unknown): boolean {
  const [a, b] = [Date.parse(text(kept)), Date.parse(text(sent))];
  return Number.isNaN(a) || Number.isNaN(b) ? text(kept) === text(sent) : a === b;
}

export function filesOf(value: unknown): File[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
}

/** The signed-in organization, for the writes that do not name theirs (the server takes it from the token). */
export async function currentOrganizationId(): Promise<string> {
  const { getCurrentOrganization } = await import('@/api/generated/portal/hooks/organization/organization');
  return (await patiently(() => getCurrentOrganization())).data.id;
}
