import { operations, type DocumentedResponse, type OperationEntry } from '@/api/generated/operations';

/**
 * The replay catalogue: every operation of the contract with every documented response and its named
 * examples (src/api/generated/operations.ts, regenerated with the rest of the code by `npm run gen`).
 */
export interface ReplayTarget {
  readonly operationId: string;
  readonly status: number;
  /** The named example; null for a response that documents none (a 204, a bare 201). */
  readonly example: string | null;
}

export interface ArmedResponse extends ReplayTarget {
  /** Answer the next call only, or every call until disarmed. */
  readonly once: boolean;
}

const byId = new Map(operations.map((op) => [op.operationId, op]));

export function findEntry(operationId: string): OperationEntry | undefined {
  return byId.get(operationId);
}

export function findResponse(operationId: string, status: number): DocumentedResponse | undefined {
  return byId.get(operationId)?.responses.find((r) => r.status === status);
}

/** Checks a target against the catalogue; a missing example means the status's first one. */
export function resolveTarget(
  operationId: string,
  status: number,
  example?: string,
): { readonly target: ReplayTarget } | { readonly error: string } {
  if (!byId.has(operationId)) return { error: `unknown operation '${operationId}'` };
  const response = findResponse(operationId, status);
  if (!response) return { error: `${operationId} documents no ${status} response` };
  if (example && !response.examples.some((e) => e.name === example)) {
    return { error: `${operationId} ${status} has no example '${example}'` };
  }
  return { target: { operationId, status, example: example || (response.examples[0]?.name ?? null) } };
}

/** The summary of an example as the contract writes it. */
export function exampleSummary(target: ReplayTarget): string {
  const response = findResponse(target.operationId, target.status);
  return response?.examples.find((e) => e.name === target.example)?.summary ?? response?.description ?? '';
}

/** Operations grouped by domain (tag), filtered by a search over id, summary, path and tag. */
export function operationsByTag(search: string): [string, OperationEntry[]][] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, OperationEntry[]>();
  for (const op of operations) {
    const text = `${op.operationId} ${op.summary} ${op.method} ${op.path} ${op.tag}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    groups.set(op.tag, [...(groups.get(op.tag) ?? []), op]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
