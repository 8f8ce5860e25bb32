import { operationRoutes } from '@/api/generated/operation-routes';
import { hostRoutes, resolverFiles, resolvers } from './resolvers';
import type { CollectionName } from './model/collections';
import type { OperationId } from './types';

/**
 * How every operation of the contract is answered by the mock world: from its state (a resolver in resolvers/), or on
 * the contract's example, and why. Only what cannot be state stays on examples: the third-party services (their own
 * contracts under openapi/third-party/, answered by Prism or MSW from their examples) and the calls of the portal's
 * own API listed here, each with its reason. tests/unit/world/world-coverage.test.ts fails when an operation of the
 * portal's own API is in neither place (follow docs/recipes.md, "A new call"), or in both.
 */
export const ON_EXAMPLE: Partial<Record<OperationId, string>> = {
  getToolInstaller: 'a fixed download link of the desktop hash tool',
  createVideoUploadInfo:
    "the video service's upload signature (the upload itself goes to the video host, which the world plays)",
  listTraitTemplates: 'a fixed catalogue of trait templates, which no call of the portal changes',
  generateJwtToken: 'a token for the desktop hash tool; nothing to remember',
  getDocumentTypes: 'a fixed list of document types, which no call of the portal changes',
};

export type Answered = 'world' | 'example' | 'third-party';

export interface CoverageRow {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly answered: Answered;
  /** Why an operation stays on its example (empty for the world's). */
  readonly why: string;
  /** The world's resolver file (`batch.ts`, under mocks/world/resolvers/), for the world's operations. */
  readonly resolver?: string;
  /** The collections the resolver reads and those it writes, as it declares them. */
  readonly reads?: readonly CollectionName[];
  readonly writes?: readonly CollectionName[];
}

const isThirdParty = (path: string) => path.startsWith('/ext/');

/** Every operation of the contract with how the world answers it, in the contract's order. */
export function coverage(): CoverageRow[] {
  return operationRoutes.map(([operationId, method, path]) => {
    const id = operationId as OperationId;
    if (isThirdParty(path))
      return {
        operationId,
        method,
        path,
        answered: 'third-party',
        why: hostRoutes[operationId] ? 'a third-party host the world plays' : 'a third-party service: its own example',
      };
    const declared = resolvers[id];
    if (declared) {
      return {
        operationId,
        method,
        path,
        answered: 'world',
        why: '',
        resolver: resolverFiles[id] ?? '(not yet in a tag file)',
        reads: declared.reads,
        writes: declared.writes,
      };
    }
    return {
      operationId,
      method,
      path,
      answered: 'example',
      why: ON_EXAMPLE[id] ?? 'NOT LISTED: answer it or list it',
    };
  });
}

/** The figures: the portal's own operations, how many the world answers, how many stay on their example. */
export function coverageSummary(rows = coverage()) {
  const own = rows.filter((r) => r.answered !== 'third-party');
  return {
    operations: own.length,
    world: own.filter((r) => r.answered === 'world').length,
    example: own.filter((r) => r.answered === 'example').length,
    thirdParty: rows.length - own.length,
  };
}
