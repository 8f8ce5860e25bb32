import { responseSchemas } from './generated/response-schemas';

/**
 * Development and test builds only (client.ts loads it behind import.meta.env.DEV): the
 * response is checked against the zod schema generated for its operation and status.
 * Returns the broken fields, or nothing when the response keeps the contract.
 */
export function contractViolations(operationId: string, status: number, body: unknown): string[] {
  const schema = responseSchemas[`${operationId} ${status}`];
  if (!schema) {
    const documented = Object.keys(responseSchemas).some((key) => key.startsWith(`${operationId} `));
    return documented ? [`status ${status} is not documented`] : [];
  }
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}
