import type { z } from 'zod';
import { responseSchemas } from './generated/response-schemas';

/**
 * Development and test builds only (client.ts loads it behind import.meta.env.DEV): the
 * response is checked against the zod schema generated for its operation and status.
 * Returns the broken fields, or nothing when the response keeps the contract.
 */
export function contractViolations(operationId: string, status: number, body: unknown): string[] {
  // Text answers (pre-registration's customer id, the password range) are read as they come.
  if (typeof body === 'string') return [];
  const schema = responseSchemas[`${operationId} ${status}`];
  if (!schema) {
    const documented = Object.keys(responseSchemas).some((key) => key.startsWith(`${operationId} `));
    return documented ? [`status ${status} is not documented`] : [];
  }
  const result = schema.safeParse(body);
  if (result.success) return [];
  return flatten(result.error.issues, []).slice(0, 8);
}

/** A union (success | failure envelope) reports the branch that came closest, field by field. */
function flatten(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      if (closest.length > 0) return flatten(closest, path);
    }
    return [`${path.map(String).join('.') || '(body)'}: ${issue.message}`];
  });
}
