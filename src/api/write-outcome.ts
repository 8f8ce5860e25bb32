import { registerReset } from '@/lib/module-store';
import { ApiError } from './api-error';
import { isOffline } from './error-policy';

/**
 * A write whose answer never came (the connection dropped, the server's gateway gave up, no answer in time) may or may
 * not have been applied. The portal never sends it again by itself; it reads back what the write would have made
 * (src/api/read-backs/, loaded only then) and either answers the call as the server would have (the change is
 * there) or fails it saying which: not made (the person may send it again), or not known.
 */
export interface SentWrite {
  readonly operation: string;
  readonly url: string;
  /** What was sent: a JSON body's value, or a form's fields (a field sent several times is an array). */
  readonly body: Readonly<Record<string, unknown>>;
  /** When it was sent, by the browser's clock. */
  readonly sentAt: number;
}

/** What reading back found: the change and the answer it stands for, or no change. */
export type ReadBackResult = { readonly applied: true; readonly answer: unknown } | { readonly applied: false };

/** The statuses after which a write may have been applied although it failed: a gateway that lost the server's answer. */
const GATEWAY_LOST = new Set([502, 504]);

/** A failure that leaves a write's outcome open: no answer at all, or a gateway's. */
export function outcomeOpen(error: ApiError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && GATEWAY_LOST.has(error.httpStatus));
}

/** Writes whose answer was lost and whose outcome is still not known, by what was sent: checked before sending again. */
const unsettled = new Set<string>();
registerReset('unsettled writes', () => unsettled.clear());

/** A stable key for what a write sends (files by name, size and date). */
export function fingerprint(operation: string, url: string, body: Readonly<Record<string, unknown>>): string {
  return JSON.stringify([operation, url, body], (_key, value: unknown) =>
    typeof File !== 'undefined' && value instanceof File
      ? `file:${value.name}:${value.size}:${value.lastModified}`
      : value,
  );
}

/** The body of a call as plain data, for reading back and for its fingerprint. */
export function sentBody(body: BodyInit | null | undefined): Record<string, unknown> {
  if (typeof body === 'string') {
    try {
      const value = JSON.parse(body) as unknown;
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : { value };
    } catch {
      return { text: body };
    }
  }
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const name of new Set(body.keys())) {
      const values = body.getAll(name);
      fields[name] = values.length === 1 && !name.endsWith('[]') ? values[0] : values;
    }
    return fields;
  }
  return {};
}

/**
 * Before a write is sent: when the same write lost its answer earlier and its outcome is still not known, read back
 * first. Resolves the answer when the change is there (nothing is sent again), undefined when it may be sent.
 */
export async function beforeResend(sent: SentWrite): Promise<{ answer: unknown } | undefined> {
  const key = fingerprint(sent.operation, sent.url, sent.body);
  if (!unsettled.has(key)) return undefined;
  const { readBack } = await import('./read-backs');
  const found = await readBack(sent).catch(() => undefined);
  if (found === undefined) return undefined; // still not known: sending is the person's explicit second choice
  unsettled.delete(key);
  return found.applied ? { answer: found.answer } : undefined;
}

/**
 * After a write lost its answer: read back. Resolves the answer when the change is there; otherwise throws the
 * failure, marked `not-applied` (safe to send again) or `unknown` (the portal could not tell).
 */
export async function afterLostAnswer(sent: SentWrite, failure: ApiError): Promise<unknown> {
  // Offline, the write never left the browser: nothing to read back (and nothing could be read).
  if (isOffline()) throw failure;
  const { readBack, repeatable } = await import('./read-backs');
  if (repeatable(sent)) throw failure; // sending it again changes nothing that was not meant: no need to know
  const found = await readBack(sent).catch(() => undefined);
  const key = fingerprint(sent.operation, sent.url, sent.body);
  if (found?.applied) {
    unsettled.delete(key);
    return found.answer;
  }
  if (found) unsettled.delete(key);
  else unsettled.add(key);
  throw new ApiError({
    kind: 'network',
    operation: failure.operation,
    httpStatus: failure.httpStatus,
    publicCall: failure.publicCall,
    outcome: found ? 'not-applied' : 'unknown',
  });
}
