import { getResponse, http, type RequestHandler } from 'msw';
import { documentedHeaders } from '@/api/generated/documented-headers';
import { findOperation } from '@/api/operations';
import { contractPath } from './contract-path';

/**
 * Adds the response headers the contract documents (src/api/generated/documented-headers.ts) that an answer lacks:
 * the generated MSW handlers send a body only, where Prism sends these too (a tus upload's Location and
 * Upload-Offset). Every mock mode answers through it: the world's server and the page (`npm run dev:msw`).
 */
export function withDocumentedHeaders(response: Response, method: string, path: string): Response {
  const operation = findOperation(method, path);
  const headers = operation ? documentedHeaders[`${operation.id} ${response.status}`] : undefined;
  if (!headers) return response;
  const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  // A Response's headers may be immutable (fetch's, MSW's): answer a copy with the headers added.
  const merged = new Headers(response.headers);
  for (const [name, value] of missing) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/**
 * The handlers as one, each contract answer with its documented headers (the page's worker: `npm run dev:msw`, the
 * demo). `settled`, when given, is awaited before each answer goes (the page's world: its change kept first).
 */
export function documented(handlers: readonly RequestHandler[], settled?: () => Promise<void>): RequestHandler {
  return http.all('*', async ({ request }) => {
    const response = await getResponse([...handlers], request);
    await settled?.();
    const path = response ? contractPath(new URL(request.url)) : null;
    return response && path !== null ? withDocumentedHeaders(response, request.method, path) : response;
  });
}
