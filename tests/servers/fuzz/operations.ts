import type { Schema } from './schema-values';

/**
 * The operations of the bundled contract Prism serves (src/api/generated/mock-server.json), read once into what the
 * fuzz test needs: the method and path, the parameters by place, the request body's media type, schema, encoding and
 * documented examples, and the documented answers (status → media type → schema).
 */
export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: Schema;
  readonly example?: unknown;
}

export interface RequestBodySpec {
  readonly mediaType: string;
  readonly required: boolean;
  readonly schema: Schema;
  /** The media types a form's part may be sent as, by part name (its `encoding`). */
  readonly partTypes: Record<string, string[]>;
  readonly examples: unknown[];
}

export interface Operation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body?: RequestBodySpec;
  /** status → media type → schema (undefined: no body, a 204). */
  readonly responses: ReadonlyMap<string, Record<string, Schema | undefined>>;
  /** Query parameters a security scheme needs (an API key in the query). */
  readonly securityQuery: readonly string[];
}

export interface Contract {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  security?: Record<string, unknown>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export function localRef(contract: Contract, ref: string): Schema {
  const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
  const found = section && name ? contract.components[section]?.[name] : undefined;
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found as Schema;
}

function followed<T extends Schema>(contract: Contract, value: T): T {
  let v: Schema = value;
  for (let i = 0; i < 10 && typeof v.$ref === 'string'; i++) v = localRef(contract, v.$ref as string);
  return v as T;
}

function examplesOf(contract: Contract, media: Schema): unknown[] {
  const named = Object.values((media.examples as Record<string, Schema>) ?? {}).map((e) => followed(contract, e).value);
  return [...named, ...('example' in media ? [media.example] : [])].filter((v) => v !== undefined);
}

export function operationsOf(contract: Contract): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Schema | undefined;
      if (!op?.operationId) continue;
      const parameters = [...((item.parameters as Schema[]) ?? []), ...((op.parameters as Schema[]) ?? [])]
        .map((p) => followed(contract, p))
        .map((p) => ({
          name: p.name as string,
          in: p.in as Parameter['in'],
          required: Boolean(p.required),
          schema: (p.schema as Schema) ?? {},
          example: p.example,
        }))
        .filter((p) => p.in !== 'header' || !['authorization', 'cookie'].includes(p.name.toLowerCase()));
      let body: RequestBodySpec | undefined;
      if (op.requestBody) {
        const requestBody = followed(contract, op.requestBody as Schema);
        const [mediaType, media] = Object.entries(requestBody.content as Record<string, Schema>)[0]!;
        body = {
          mediaType,
          required: Boolean(requestBody.required),
          schema: (media.schema as Schema) ?? {},
          partTypes: Object.fromEntries(
            Object.entries((media.encoding as Record<string, Schema>) ?? {}).map(([name, e]) => [
              name,
              typeof e.contentType === 'string' ? e.contentType.split(',').map((t) => t.trim()) : [],
            ]),
          ),
          examples: examplesOf(contract, media),
        };
      }
      const responses = new Map<string, Record<string, Schema | undefined>>();
      for (const [status, response] of Object.entries(op.responses as Record<string, Schema>)) {
        const content = (followed(contract, response).content as Record<string, Schema>) ?? {};
        responses.set(status, Object.fromEntries(Object.entries(content).map(([t, m]) => [t, m.schema as Schema])));
      }
      const security = (op.security as Record<string, unknown>[] | undefined) ?? contract.security ?? [];
      const schemes = contract.components.securitySchemes as Record<string, Schema>;
      const securityQuery = security
        .flatMap((requirement) => Object.keys(requirement))
        .map((name) => schemes[name])
        .filter((s): s is Schema => s?.type === 'apiKey' && s.in === 'query')
        .map((s) => s.name as string);
      out.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        parameters,
        ...(body ? { body } : {}),
        responses,
        securityQuery,
      });
    }
  }
  return out;
}

/** Every record id the contract's examples name (ten capitals and digits, as the world makes them). */
export function exampleIds(contract: Contract): string[] {
  const ids = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/^[A-Z]{3}[A-Z0-9]{7}$/.test(v)) ids.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(contract.components.examples);
  return [...ids].sort();
}
