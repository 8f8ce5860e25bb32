import { exampleValues } from '@/api/generated/example-values';

/**
 * The contract's named examples as the world reads them: the records its seed harvests, the messages its answers
 * say (`said`), one place for every resolver and rule.
 */
/** The `data` of every named success example of an operation, in the contract's order. */
export function exampleData(operationId: string): unknown[] {
  return Object.entries(exampleValues[operationId] ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, set]) => Object.values(set.examples))
    .map((value) => (value && typeof value === 'object' ? (value as { data?: unknown }).data : undefined))
    .filter((data) => data != null);
}

/** One named example's value (for records the world copies: the signed-in individual). */
export function exampleValue<T>(operationId: string, example: string, status = 200): T {
  const value = exampleValues[operationId]?.[String(status)]?.examples[example];
  if (value === undefined) throw new Error(`[world] no example ${operationId} ${status} ${example}`);
  return structuredClone(value) as T;
}

const rowsOf = (data: unknown): unknown[] =>
  Array.isArray(data)
    ? data
    : Array.isArray((data as { rows?: unknown[] }).rows)
      ? (data as { rows: unknown[] }).rows
      : [data];

/** Records by id from several operations' examples: a later source's fields win (the fullest record last). */
export function harvest<T extends { id: string }>(
  operations: string[],
  shape: (row: Record<string, unknown>) => T | undefined,
) {
  const byId = new Map<string, T>();
  for (const operationId of operations)
    for (const data of exampleData(operationId))
      for (const row of rowsOf(data)) {
        const record =
          row && typeof row === 'object' ? shape(structuredClone(row) as Record<string, unknown>) : undefined;
        if (record) byId.set(record.id, { ...byId.get(record.id), ...record });
      }
  return [...byId.values()];
}

/** The message of an operation's named example (a documented answer's words: "Batch number already exists"). */
export const said = (operationId: string, example: string, status = 200): string =>
  exampleValue<{ message?: string }>(operationId, example, status).message ?? '';
