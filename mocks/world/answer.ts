import type { ZodType } from 'zod';
import { contractViolations } from '@/api/contract-check';
import { exampleValues } from '@/api/generated/example-values';
import type { Answer, Documented, OperationId } from './types';

/**
 * Every answer the world gives, and every JSON request it is sent, is checked against the operation's generated zod
 * schema. A break is logged loudly (the operation and the fields) and kept: the Vitest setup fails the test that
 * caused it, and the world's server answers it as a 500 that names it.
 */
export interface Breach {
  readonly operationId: string;
  readonly side: 'request' | 'response';
  readonly fields: string[];
}

const breaches: Breach[] = [];

/** The breaches since the last call (the test setup takes them after each test). */
export function takeBreaches(): Breach[] {
  return breaches.splice(0);
}

function breach(b: Breach): string {
  breaches.push(b);
  const text = `[world] ${b.operationId}: the ${b.side} breaks the contract: ${b.fields.join('; ')}`;
  console.error(text);
  return text;
}

const zodModules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/**/zod/**/*.zod.ts', {
  eager: true,
});
const requestSchemas = new Map<string, ZodType>(
  Object.values(zodModules).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Body'))
      .map(([name, schema]) => [name.slice(0, -'Body'.length), schema as ZodType] as const),
  ),
);

type SchemaDef = { def?: { type?: string; innerType?: unknown; shape?: Record<string, unknown> } };

/** A schema under its optional, nullable and default wrappers. */
function unwrapped(schema: unknown): SchemaDef | undefined {
  let s = schema as SchemaDef | undefined;
  while (s?.def && ['optional', 'nullable', 'default'].includes(s.def.type ?? '')) s = s.def.innerType as SchemaDef;
  return s;
}

/** The fields an operation's request schema types as arrays (a form may send such a field once). */
export function arrayFields(operationId: string): ReadonlySet<string> {
  const shape = unwrapped(requestSchemas.get(operationId))?.def?.shape ?? {};
  return new Set(Object.keys(shape).filter((name) => unwrapped(shape[name])?.def?.type === 'array'));
}

/** Checks a JSON request body against the operation's request schema; the fields that break it, if any. */
export function checkRequest(operationId: string, body: unknown): string[] {
  const schema = requestSchemas.get(operationId);
  if (!schema || body === undefined || body instanceof FormData) return [];
  const result = schema.safeParse(body);
  if (result.success) return [];
  const fields = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).slice(0, 8);
  breach({ operationId, side: 'request', fields });
  return fields;
}

/** A documented example's value by name (a failure for a case the contract names). */
export function documentedValue(operationId: string, d: Documented): unknown {
  const value = exampleValues[operationId]?.[String(d.status)]?.examples[d.example];
  if (value === undefined)
    throw new Error(`[world] ${operationId} has no documented ${d.status} example '${d.example}'`);
  if (d.message && value && typeof value === 'object') return { ...value, message: d.message };
  return value;
}

/** The status and body of an answer, checked against the contract (a breach becomes a 500 that names it). */
export function settle<O extends OperationId>(operationId: O, answer: Answer<O>): { status: number; body: unknown } {
  const isDocumented = 'example' in answer;
  const status = answer.status ?? 200;
  const body = isDocumented ? documentedValue(operationId, answer) : answer.body;
  const fields = isDocumented ? [] : contractViolations(operationId, status, body);
  if (fields.length === 0) return { status, body };
  const message = breach({ operationId, side: 'response', fields });
  return { status: 500, body: { statusCode: 500, message, error: 'World contract breach' } };
}
