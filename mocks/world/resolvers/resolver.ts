import type { CollectionName } from '../model/collections';
import { base64Of, newId } from '../model/ids';
import type { World, StoredFile } from '../model/world';
import type { Answer, OperationId, RequestBody } from '../types';

export { newId, now } from '../model/ids';

/** What a resolver is given: the caller's world, the request body (typed as the contract's), path and query. */
export interface Call<O extends OperationId> {
  readonly world: World;
  readonly body: RequestBody<O>;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The `selectedsubscription` header: the subscription the individual works in. */
  readonly subscription: string | null;
  /** The origin the call was made to (an uploaded file's URL is served from it). */
  readonly origin: string;
  /** The caller's access token (`Authorization: Bearer …`), if it sent one: its session (model/rules/session.ts). */
  readonly token?: string | undefined;
}

/** Answers a call from the world, or undefined to let the contract's example answer it. */
export type Resolver<O extends OperationId> = (call: Call<O>) => Answer<O> | undefined | Promise<Answer<O> | undefined>;

/**
 * A resolver and the state it touches: the collections it reads and those it changes (a write may read its own
 * collection too). Every call the world answers in a test is run on a world that notes what the resolver touched
 * (model/access.ts); touching a collection it does not declare fails that test, naming the resolver and the
 * collection. `npm run world:coverage -- <operationId>` prints them.
 */
export interface Declared<O extends OperationId> {
  readonly reads: readonly CollectionName[];
  readonly writes: readonly CollectionName[];
  readonly answer: Resolver<O>;
}
/** A contract tag's resolvers, by operation id. */
export type Resolvers = { [O in OperationId]?: Declared<O> };

/** The documented 404 of a read by an unknown id. */
export const notFound = { status: 404, example: 'notFound' } as const;
/** The documented body-level failure (HTTP 200, status "0"). */
export const bodyFailure = { status: 200, example: 'bodyFailure' } as const;

/** A file part, from any realm (in jsdom, MSW's Files are Node's, not the window's Blob). */
export const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number';

/** The files of a multipart field sent once (a value) or several times (an array), from any realm. */
export const filesOf = (value: unknown): File[] => [value].flat().filter((f): f is File => isBlob(f));

/** Keeps an uploaded file and gives the URL the world serves it at. */
export async function keepFile(
  call: Call<OperationId>,
  file: unknown,
): Promise<{ url: string; stored: StoredFile } | undefined> {
  if (!isBlob(file)) return undefined;
  const data = await base64Of(file);
  const stored: StoredFile = {
    id: newId(call.world, 'FIL'),
    name: 'name' in file && typeof file.name === 'string' ? file.name : 'file',
    type: file.type,
    size: file.size,
    data,
  };
  call.world.files.put(stored);
  return { url: `${call.origin}/__world/files/${stored.id}`, stored };
}
