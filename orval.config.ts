import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'orval';

/**
 * Generates, from the bundled contract (see openapi/tools/gen.mjs):
 * - React Query hooks per tag, all calling the one fetch function in src/api/client.ts;
 * - zod schemas per tag, for request bodies and for every documented response status;
 * - MSW handlers per tag that answer with the first named example, one handler per status.
 * A POST that only reads is marked `x-query: true` in the contract and becomes a query hook.
 */
const generated = './src/api/generated';

type Operation = { operationId?: string; 'x-query'?: boolean };
type Spec = { paths: Record<string, Record<string, Operation>> };

function readOperations(file: string): Record<string, Operation> {
  const spec = JSON.parse(readFileSync(file, 'utf8')) as Spec;
  const operations: Record<string, Operation> = {};
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (typeof op === 'object' && op.operationId) operations[op.operationId] = op;
    }
  }
  return operations;
}

/** POST reads become queries (with a mutation kept for imperative calls). */
function queryOverrides(file: string) {
  return Object.fromEntries(
    Object.entries(readOperations(file))
      .filter(([, op]) => op['x-query'])
      .map(([id]) => [id, { query: { useQuery: true, useMutation: true } }]),
  );
}

type Schema = { $ref?: string; oneOf?: Schema[] };
type Response = { $ref?: string; content?: Record<string, { schema?: Schema }> };
type Spec2 = {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response> };
};
const isFailure = (s: Schema) => s.$ref?.endsWith('/FailureEnvelope') ?? false;

/**
 * Hooks and models describe what a screen receives: src/api/client.ts turns a body-level
 * failure (status "0"/"2" on HTTP 200) into an ApiError, so the FailureEnvelope branch of a
 * success response is dropped from the generated types. The zod schemas keep the whole union.
 */
function successOnly(spec: Spec2): Spec2 {
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        // orval names a shared non-JSON response's type without declaring it: such responses are inlined.
        const shared = raw.$ref ? spec.components?.responses?.[raw.$ref.split('/').pop()!] : undefined;
        const inline = shared && !Object.keys(shared.content ?? {}).some((t) => t.includes('json'));
        const response = inline ? structuredClone(shared) : raw;
        if (inline) op.responses![status] = response;
        // One media type per response for the generated types and mocks (the JSON one when there are
        // several, as on pre-registration's text answer); the client reads text bodies as they come.
        const types = Object.keys(response.content ?? {});
        if (types.length > 1 && response.content) {
          const keep = types.find((t) => t.includes('json')) ?? types[0]!;
          response.content = { [keep]: response.content[keep]! };
        }
        for (const media of Object.values(response.content ?? {})) {
          const oneOf = media.schema?.oneOf;
          if (!oneOf?.some(isFailure)) continue;
          const rest = oneOf.filter((s) => !isFailure(s));
          media.schema = rest.length === 1 ? rest[0] : { oneOf: rest };
        }
      }
    }
  }
  return spec;
}

function clientFor(name: string, input: string, mutatorName: string, base: string): Options {
  return {
    input: {
      target: input,
      validation: false,
      override: { transformer: (spec) => successOnly(spec as unknown as Spec2) as unknown as typeof spec },
    },
    output: {
      mode: 'tags-split',
      target: `${generated}/${name}/hooks`,
      // A third party's URLs start /ext/<service>; src/api/client.ts maps that to the service's base URL.
      ...(base.startsWith('/ext/') ? { baseUrl: base } : {}),
      schemas: `${generated}/${name}/model`,
      client: 'react-query',
      httpClient: 'fetch',
      prettier: false,
      clean: true,
      // Handlers match API addresses only (never a Vite module such as /src/.../individual/x.ts).
      mock: { type: 'msw', useExamples: true, generateEachHttpStatus: true, delay: false, baseUrl: `*${base}` },
      override: {
        mutator: { path: './src/api/client.ts', name: mutatorName },
        formData: { path: './src/api/form-data.ts', name: 'toFormData' },
        fetch: { includeHttpResponseReturnType: false },
        query: { signal: true, version: 5, shouldExportQueryKey: true },
        operations: queryOverrides(input),
      },
    },
  };
}

/**
 * orval's zod writes a JSON Schema `integer` as `zod.number()`, which takes 0.1. Every integer is also given
 * `multipleOf: 1` (the same rule in JSON Schema), which orval writes as `.multipleOf(1)`; not one with an enum or a
 * const, which orval writes as literals. The world checks requests with these schemas and the tests check answers
 * with them, so a rank of 0.1 is refused as Prism refuses it (the world fuzz's seed 777).
 */
function wholeIntegers<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(wholeIntegers);
  } else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    const type = schema.type;
    const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
    const fixed = schema.enum !== undefined || schema.const !== undefined;
    if (integer && !fixed && schema.multipleOf === undefined) schema.multipleOf = 1;
    Object.values(schema).forEach(wholeIntegers);
  }
  return node;
}

function zodFor(name: string, input: string): Options {
  return {
    input: { target: input, validation: false, override: { transformer: (spec) => wholeIntegers(spec) } },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: `${generated}/${name}/zod`,
      fileExtension: '.zod.ts',
      packageJson: './package.json',
      prettier: false,
      clean: true,
      override: { zod: { generateEachHttpStatus: true } },
    },
  };
}

const thirdParty = readdirSync(`${generated}/third-party`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

export default defineConfig({
  portal: clientFor('portal', `${generated}/openapi.json`, 'apiFetch', '/api'),
  portalZod: zodFor('portal', `${generated}/openapi.json`),
  ...Object.fromEntries(
    thirdParty.flatMap((service) => [
      [
        service,
        clientFor(
          `third-party/${service}`,
          `${generated}/third-party/${service}.json`,
          'thirdPartyFetch',
          `/ext/${service}`,
        ),
      ],
      [`${service}Zod`, zodFor(`third-party/${service}`, `${generated}/third-party/${service}.json`)],
    ]),
  ),
});
