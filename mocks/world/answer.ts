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
  /** `world`: the world's own code failed on the request (answered with the contract's server failure). */
  readonly side: 'request' | 'response' | 'world' | 'declaration';
  readonly fields: string[];
}

const breaches: Breach[] = [];
/** The world's server keeps no test that takes them: the latest only. */
const KEPT_BREACHES = 200;

/** The breaches since the last call (the test setup takes them after each test). */
export function takeBreaches(): Breach[] {
  return breaches.splice(0);
}

export function breach(b: Breach): string {
  breaches.push(b);
  if (breaches.length > KEPT_BREACHES) breaches.splice(0, breaches.length - KEPT_BREACHES);
  const what =
    b.side === 'world'
      ? 'the world failed on the request'
      : b.side === 'declaration'
        ? 'the resolver touches what it does not declare'
        : `the ${b.side} breaks the contract`;
  const text = `[world] ${b.operationId}: ${what}: ${b.fields.join('; ')}`;
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

/** Whether the operation has a request body in the contract (a call without one is checked as an empty one). */
export function hasRequestSchema(operationId: string): boolean {
  return requestSchemas.has(operationId);
}

type Part = 'file' | 'file-or-text';
type Contract = { paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>> } & {
  components: Record<string, Record<string, unknown>>;
};

/** The contract's form fields that carry files, by operation (a `contentMediaType` part, or a list of them). */
function formFiles(contract: Contract): Map<string, Map<string, Part>> {
  const follow = (v: unknown): Record<string, unknown> => {
    let s = (v ?? {}) as Record<string, unknown>;
    for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
      const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(s.$ref) ?? [];
      s = (contract.components[section ?? '']?.[name ?? ''] ?? {}) as Record<string, unknown>;
    }
    return s;
  };
  // Every field a form may have: its own, its allOf parts' and each of its oneOf forms' (a file in any of them).
  const properties = (schema: unknown): [string, unknown][] => {
    const s = follow(schema);
    const parts = [
      ...((s.allOf as unknown[]) ?? []),
      ...((s.oneOf as unknown[]) ?? []),
      ...((s.anyOf as unknown[]) ?? []),
    ];
    return [...parts.flatMap(properties), ...Object.entries((s.properties ?? {}) as Record<string, unknown>)];
  };
  const isFile = (schema: unknown): boolean => {
    const s = follow(schema);
    const media = s.contentMediaType;
    const file = typeof media === 'string' && !/json|^text\//.test(media);
    return file || s.format === 'binary' || (s.type === 'array' && isFile(s.items));
  };
  const kind = (schema: unknown): Part | undefined => {
    const s = follow(schema);
    const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
    if (branches) return branches.some(isFile) ? (branches.every(isFile) ? 'file' : 'file-or-text') : undefined;
    return isFile(s) ? 'file' : undefined;
  };
  const out = new Map<string, Map<string, Part>>();
  for (const item of Object.values(contract.paths))
    for (const op of Object.values(item)) {
      const form = (follow(op?.requestBody).content as Record<string, { schema?: unknown }> | undefined)?.[
        'multipart/form-data'
      ];
      if (!op?.operationId || !form) continue;
      const parts = properties(form.schema).flatMap(([name, p]) => {
        const k = kind(p);
        return k ? [[name, k] as const] : [];
      });
      out.set(op.operationId, new Map(parts));
    }
  return out;
}

let files: Promise<Map<string, Map<string, Part>>> | undefined;

/** The world's server gives the contract up front (Vite's module runner that loads it is closed once it has). */
export function provideFormContract(contract: unknown): void {
  files = Promise.resolve(formFiles(((contract as { default?: unknown }).default ?? contract) as Contract));
}

/**
 * A form's fields checked for what the contract's schemas cannot say once files are named: a file sent where the
 * contract has a text field (a resolver would keep the file as that field's value). Loads the contract on the first
 * form (in the page, a chunk of its own).
 */
export async function checkForm(operationId: string, body: unknown): Promise<string[]> {
  if (!body || typeof body !== 'object') return [];
  files ??= import('@/api/generated/openapi.json').then((m) =>
    formFiles(((m as { default?: unknown }).default ?? m) as Contract),
  );
  const parts = (await files).get(operationId) ?? new Map<string, Part>();
  const fields = Object.entries(body)
    .filter(([name, value]) => !parts.has(name) && [value].flat().some(isBlobLike))
    .map(([name]) => `${name}: a file where the contract has text`);
  for (const [name, value] of Object.entries(body))
    for (const file of [value].flat().filter(isBlobLike)) fields.push(...typeRefusal(name, file as Blob));
  if (fields.length > 0) breach({ operationId, side: 'request', fields });
  return fields;
}

/**
 * A file part declared as no single media type (`application/pdf;x=1, text/html`: parameters, a list): refused before
 * the world, whatever the field. A well-formed type the field does not take is the world's own rule to answer, in the
 * spec's words; what a kept file is served as is decided by its bytes (mocks/world/files.ts).
 */
function typeRefusal(name: string, file: Blob): string[] {
  if (file.type === '' || SINGLE_TYPE.test(file.type)) return [];
  const what = `${name}: "${'name' in file && typeof file.name === 'string' ? file.name : 'file'}"`;
  return [`${what} is declared as "${file.type}", not one media type`];
}

/** One media type, with no parameters: `image/png`, `application/vnd.ms-excel`. */
const SINGLE_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

const isBlobLike = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';

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
