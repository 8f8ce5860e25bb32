import type { Resolvers } from './resolver';
import { videoUploadOperationOf, videoUploadRoutes, type HostRoutes } from './video-upload';

export type { Call, Declared, Resolver, Resolvers } from './resolver';
export type { HostCall, HostRoute, HostRoutes } from './video-upload';

/**
 * The resolvers of each contract tag: `resolvers/<tag>.ts` exports `resolvers` (a file is found by its name: a new
 * tag's file needs no line here). `<tag>-<part>.ts` holds more of a tag's resolvers where one file would be long.
 * `video-upload.ts` plays a third-party host (below), with no resolvers: a bundle refuses to import what it lacks.
 */
const files = import.meta.glob<Resolvers>(['./*.ts', '!./index.ts', '!./resolver.ts', '!./video-upload.ts'], {
  eager: true,
  import: 'resolvers',
});

/** Each operation's resolver file (`batch.ts`), for the operation map (world:coverage). */
export const resolverFiles: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).flatMap(([file, map]) => Object.keys(map ?? {}).map((op) => [op, file.slice(2)])),
);

/** Every operation the world answers from its state (the others answer their contract example), declared with the
 * collections it touches. */
export const resolvers: Resolvers = Object.assign({}, ...Object.values(files).filter(Boolean)) as Resolvers;

const twice = Object.values(files)
  .flatMap((map) => Object.keys(map ?? {}))
  .filter((op, i, all) => all.indexOf(op) !== i);
if (twice.length > 0) throw new Error(`[world] answered in two resolver files: ${twice.join(', ')}`);

/**
 * The third-party hosts the world plays, by operation id (`video-upload_…`): each is given the request whole (its
 * headers, its bytes) and answers with its own headers (a tus upload's `Location`, `Upload-Offset`).
 */
export const hostRoutes: HostRoutes = { ...videoUploadRoutes };
/** A host's operation that the generated operation index leaves out (tus's HEAD). */
export const hostOperationOf = videoUploadOperationOf;
