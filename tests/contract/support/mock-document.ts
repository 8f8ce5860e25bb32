import { readFileSync } from 'node:fs';
import { resolveRef } from '../../../openapi/tools/stats.mjs';

/** The parts of an OpenAPI document the contract tests read (after `npm run gen`, with local `$ref`s). */
export interface Schema {
  type?: string | string[];
  format?: string;
  contentMediaType?: string;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  example?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  $ref?: string;
}
export interface Example {
  summary?: string;
  value?: unknown;
}
export interface Media {
  schema?: Schema;
  examples?: Record<string, Example>;
  example?: unknown;
  encoding?: Record<string, { contentType?: string; style?: string; explode?: boolean; allowReserved?: boolean }>;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}
export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
  security?: Record<string, string[]>[];
}
export interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
}
export interface Document {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components: { securitySchemes?: Record<string, SecurityScheme> } & Record<string, unknown>;
  security?: Record<string, string[]>[];
}

/** One operation of the document, its `$ref`s to parameters, bodies and responses resolved. */
export interface OperationEntry {
  method: string;
  path: string;
  op: Operation;
  parameters: Parameter[];
}

export const MOCK_DOCUMENT = 'src/api/generated/mock-server.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function loadMockDocument(): Document {
  return JSON.parse(readFileSync(MOCK_DOCUMENT, 'utf8')) as Document;
}

export const resolve = <T>(doc: Document, value: unknown): T => resolveRef<T>(doc, value);

/** A schema with its `$ref`s resolved down to the named level (properties are resolved on demand). */
export const schemaOf = (doc: Document, schema: unknown): Schema => resolve<Schema>(doc, schema) ?? {};

/** The properties of a body schema, those of its `allOf` parts included (UpdateProductForm). */
export function propertiesOf(doc: Document, schema: unknown): Record<string, Schema> {
  const s = schemaOf(doc, schema);
  return Object.assign({}, ...(s.allOf ?? []).map((part) => propertiesOf(doc, part)), s.properties ?? {});
}

export function operationsOf(doc: Document): OperationEntry[] {
  const rows: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method] as Operation | undefined;
      if (!raw) continue;
      const parameters = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) => resolve<Parameter>(doc, p));
      const op: Operation = {
        ...raw,
        requestBody: resolve(doc, raw.requestBody),
        responses: Object.fromEntries(Object.entries(raw.responses).map(([s, r]) => [s, resolve(doc, r)])),
      };
      rows.push({ method: method.toUpperCase(), path, op, parameters });
    }
  }
  return rows;
}

/** The named examples of a response, media type by media type, resolved, in document order. */
export function namedExamples(doc: Document, response: Operation['responses'][string]) {
  return Object.entries(response.content ?? {}).flatMap(([contentType, media]) =>
    Object.entries(media.examples ?? {}).map(([name, ex]) => ({
      name,
      contentType,
      value: resolve<Example>(doc, ex).value,
    })),
  );
}
