import { http, HttpResponse } from 'msw';
import { contractPath } from '../contract-path';
import { findOperation } from '@/api/operations';
import { exampleValues } from '@/api/generated/example-values';
import { take } from './arming-store';
import type { ReplayTarget } from './catalogue';
import { REPLAY_HEADER } from './replay-header';

/** The documented example as an HTTP response: its status, its content type, its value. */
export function exampleResponse(target: ReplayTarget): HttpResponse<string> {
  const set = exampleValues[target.operationId]?.[String(target.status)];
  const value = target.example ? set?.examples[target.example] : undefined;
  const empty = value === undefined || target.status === 204 || target.status === 304;
  const contentType = set?.contentType ?? 'application/json';
  const body = empty ? null : contentType.includes('json') ? JSON.stringify(value) : String(value);
  const headers: Record<string, string> = { [REPLAY_HEADER]: target.example ?? '' };
  if (body !== null) headers['Content-Type'] = contentType;
  return new HttpResponse(body, { status: target.status, headers });
}

/**
 * In front of the generated handlers (browser worker and Vitest server): a call whose operation has
 * an armed response gets that documented example; any other call falls through to the generated handler.
 */
export const replayHandler = http.all('*', ({ request }) => {
  const path = contractPath(new URL(request.url));
  if (path === null) return undefined;
  const operation = findOperation(request.method, path);
  const armed = operation ? take(operation.id) : undefined;
  return armed ? exampleResponse(armed) : undefined;
});
