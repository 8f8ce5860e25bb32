// Types of local-guard.mjs, for the world's TypeScript (mocks/world/server.ts, control.ts) and the tests.
export interface Refusal {
  statusCode: number;
  message: string;
  error: string;
}
export function isOwnHost(hostHeader: string | null | undefined, port: number | string): boolean;
export function isLocalOrigin(origin: string | null | undefined): boolean;
export function isWrite(method: string | null | undefined): boolean;
export function isJsonType(contentType: string | null | undefined): boolean;
export function localRefusal(request: {
  host: string | null | undefined;
  origin: string | null | undefined;
  port: number | string;
  allowedOrigin?: string;
}): Refusal | null;
export function originRefusal(origin: string | null | undefined, allowedOrigin?: string): Refusal | null;
export function worldWriteRefusal(request: {
  method: string | null | undefined;
  path: string;
  contentType: string | null | undefined;
  origin: string | null | undefined;
  allowedOrigin?: string;
}): Refusal | null;
export function localCorsHeaders<V extends string | string[] | number | undefined>(
  headers: Record<string, V>,
  origin: string | null | undefined,
): Record<string, V | string>;
