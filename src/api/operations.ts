import { operationRoutes } from './generated/operation-routes';
import { responseShapes } from './generated/response-shapes';
import { shapeViolations } from './response-shape';

/** A documented operation: its id, method, path (as a pattern) and whether it is called signed out. */
export interface Operation {
  readonly id: string;
  readonly method: string;
  readonly pattern: RegExp;
  readonly public: boolean;
  /** Changes nothing on the server (a GET, or a POST search or list): safe to ask again. */
  readonly reads: boolean;
}

// Fewer path parameters first: a fully written path (`/integrant-type/integrant-type-with-integrant-for-nih`) wins
// over a template it also fits (`/integrant-type/{id}`).
const routes: readonly Operation[] = operationRoutes
  .map(([id, method, path, isPublic, reads]) => ({
    id,
    method,
    public: isPublic,
    reads,
    params: (path.match(/\{[^}]+\}/g) ?? []).length,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** Which documented operation a method and path are; path templates with fewer parameters win. */
export function findOperation(method: string, path: string): Operation | undefined {
  const bare = path.split('?')[0] ?? path;
  return routes.find((r) => r.method === method && r.pattern.test(bare));
}

/**
 * Where a success answer breaks the shape the contract gives it (its required fields and their types, two levels
 * deep): what a production build checks, so that a broken answer fails as one instead of reaching a screen that would
 * read it as empty. Development builds check the whole schema instead (contract-check.ts).
 */
export function answerViolations(operationId: string, status: number, body: unknown): string[] {
  const shape = responseShapes[operationId];
  if (status !== 200 || !shape || typeof body !== 'object' || body === null) return [];
  return shapeViolations(shape, body).slice(0, 8);
}
