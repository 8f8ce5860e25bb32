import { describe, expect, it } from 'vitest';
import contract from '@/api/generated/openapi.json';
import { resolverFiles, resolvers } from '~mocks/world/resolvers';
import type { OperationId } from '~mocks/world/types';
import { callWorld } from '../../utils/world-call';

/**
 * Each resolver declares the collections it reads and writes (mocks/world/resolvers/resolver.ts, `Declared`); every
 * call a test makes checks the declaration (model/access.ts). This test makes sure each resolver is run at least that
 * way: every operation the world answers is called with each of the contract's request examples, in a fresh world,
 * and touching a collection it does not declare fails it with the file to fix, as does an answer the contract refuses.
 */
type Example = { value?: unknown; $ref?: string };
type Parameter = { name: string; in: string; example?: unknown; $ref?: string; schema?: { example?: unknown } };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { examples?: Record<string, Example>; example?: unknown }> };
};
const spec = contract as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { examples: Record<string, Example>; parameters: Record<string, Parameter> };
};
const valueOf = (example: Example) =>
  example.$ref ? spec.components.examples[example.$ref.split('/').pop()!]?.value : example.value;

function requests(op: Operation): { body: unknown; params: Record<string, string>; query: Record<string, string> }[] {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const given of op.parameters ?? []) {
    const p = given.$ref ? spec.components.parameters[given.$ref.split('/').pop()!]! : given;
    if (p.in !== 'path' && p.in !== 'query') continue;
    const example = p.example ?? p.schema?.example;
    // A path id the contract gives no example of: one the world does not hold (its documented 404 runs the resolver).
    if (example !== undefined) (p.in === 'path' ? params : query)[p.name] = String(example);
    else if (p.in === 'path') params[p.name] = 'XYZ0000000';
  }
  const [type, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const bodies = content?.examples ? Object.values(content.examples).map(valueOf) : [content?.example];
  return bodies.map((value) => ({ body: type?.includes('multipart') ? form(value) : value, params, query }));
}

/** A multipart example as a form: each field as text, a file field's value as a small file of its name. */
function form(value: unknown): FormData {
  const data = new FormData();
  for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>))
    for (const item of [field].flat())
      data.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  return data;
}

// A path item's own parameters (`/transit/{id}`'s id) belong to each of its operations.
const operations = Object.values(spec.paths)
  .flatMap((item) => {
    const shared = (item as { parameters?: Parameter[] }).parameters ?? [];
    return Object.values(item).map((op): Operation => ({ ...op, parameters: [...shared, ...(op.parameters ?? [])] }));
  })
  .filter(
    (op): op is Operation & { operationId: OperationId } =>
      !!op.operationId && !!resolvers[op.operationId as OperationId],
  );

describe('each resolver declares what it touches', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    for (const [i, request] of requests(op).entries()) {
      // callWorld throws on a collection touched and not declared, naming the resolver's file.
      const answer = await callWorld(operationId, request.body as never, {
        params: request.params,
        query: request.query,
        world: `declarations-${operationId}-${i}`,
      });
      expect(answer.status, `${operationId} in ${resolverFiles[operationId]}`).toBeGreaterThan(0);
      // And its answer keeps the contract (the world checks each answer against the response schema), so a read
      // with no rule of its own needs no test of its own here (docs/recipes.md, "A new world behaviour", step 6).
      const broken = answer.breaches.filter((b) => b.side === 'response' || b.side === 'world');
      expect(broken, `${operationId} in ${resolverFiles[operationId]}: the answer breaks the contract`).toEqual([]);
    }
  });
});
