/**
 * bench:scale's data: large answers grown from the contract's named examples, the same for every run. A list keeps
 * its example rows first and then repeats them, each copy with an id of its own (an id like the example's: its
 * three letters, then the row's number, ten characters in all), a numbered title and a date a step further back, so
 * that the example sizes are the examples as they are. Every answer is checked against the contract with the mock
 * world's check before the page sees it. Loaded by scale.mjs through Vite's module runner (the `@` and `~mocks`
 * aliases, TypeScript).
 */
import type { ZodType } from 'zod';
import { operationRoutes } from '@/api/generated/operation-routes';
import { responseSchemas } from '@/api/generated/response-schemas';
import { settle } from '~mocks/world/answer';
import { exampleValue } from '~mocks/world/model/examples';
import type { OperationId, Schemas, SuccessBody } from '~mocks/world/types';

type Row = Record<string, unknown>;
const DAY = 86_400_000;

/** An id like `template` (its three-letter prefix, then `n` in base 36): as long as a saved record's id. */
export function idLike(template: string, n: number): string {
  return (
    template.slice(0, 3) +
    n
      .toString(36)
      .toUpperCase()
      .padStart(template.length - 3, '0')
  );
}

/** `template`'s ISO date, `steps` × `stepMs` earlier. */
const earlier = (template: unknown, steps: number, stepMs = DAY) =>
  new Date(Date.parse(String(template)) - steps * stepMs).toISOString();

/** The n-th row of a list grown from `examples`: an example row itself, else a copy of one made distinct by `vary`. */
function rowAt<T>(examples: readonly T[], n: number, vary: (copy: T, n: number) => T): T {
  const example = examples[n % examples.length]!;
  return n < examples.length ? example : vary(structuredClone(example), n);
}

/** Rows `from` to `to` (not included) of a list of `size` grown from `examples`. */
export function grow<T>(examples: readonly T[], size: number, vary: (copy: T, n: number) => T, from = 0, to = size) {
  const rows: T[] = [];
  for (let n = Math.max(0, from); n < Math.min(size, to); n++) rows.push(rowAt(examples, n, vary));
  return rows;
}

/** A numbered copy: its id, and its title-like fields with the number after them. */
function numbered<T extends Row>(copy: T, n: number, fields: readonly string[] = ['title']): T {
  const row: Row = { ...copy, id: idLike(String(copy.id), n) };
  for (const field of fields) if (typeof row[field] === 'string') row[field] = `${String(row[field])} ${n + 1}`;
  return row as T;
}

/** One success example's whole answer (the envelope with its data), as the contract names it. */
export function example<O extends OperationId>(operationId: O, name: string): SuccessBody<O> {
  return exampleValue<SuccessBody<O>>(operationId, name);
}

// The rows of each kind, numbered.

type Product = Schemas['Product'] & { integrants?: Schemas['BatchSummary'][] };

export function product(copy: Product, n: number): Product {
  const row = numbered(copy, n);
  row.created_on = earlier(copy.created_on, n);
  if (copy.integrants)
    row.integrants = copy.integrants.map((b, k) => ({ ...b, id: idLike(b.id, n * 10 + k), integrant_type_id: row.id }));
  return row;
}

/** A batch in a product's list (a summary, or the whole batch of a search), numbered and a day older. */
export function batch<T extends Row>(copy: T, n: number, productId?: string): T {
  const row = numbered(copy, n, []) as Row;
  const tracking = `${String(copy.tracking_id ?? copy.external_id ?? 'LOT')}-${n + 1}`;
  for (const field of ['tracking_id', 'external_id'] as const) if (field in row) row[field] = tracking;
  if ('external_id_slug' in row) row.external_id_slug = tracking.toLowerCase();
  row.created_on = earlier(copy.created_on, n);
  row.is_published = n % 2 === 0;
  if (productId) row.integrant_type_id = productId;
  return row as T;
}

export const transferred = (copy: Schemas['TransferredBatch'], n: number) => {
  const row = numbered(copy, n);
  row.integrant_id = idLike(copy.integrant_id, n);
  row.external_id = `${copy.external_id ?? 'LOT'}-${n + 1}`;
  row.transfer = (copy.transfer ?? []).map((t) => ({ ...t, id: row.id, effective_date: earlier(t.effective_date, n) }));
  return row;
};

export const organizationExhibit = (copy: Schemas['OrganizationExhibit'], n: number) => {
  const row = numbered(copy, n);
  row.created_on = earlier(copy.created_on, n);
  return row;
};

export const member = (copy: Schemas['OrganizationMember'], n: number) => {
  const row = numbered(copy, n, ['name_last']);
  row.email_address = copy.email_address.replace('@', `+${n + 1}@`);
  return row;
};

/** A compliance row: the table keys a row by its brand and contract manufacturer, so the brand is numbered. */
export const complianceRow = (copy: Schemas['ComplianceRow'], n: number) => ({
  ...copy,
  Brand: `${String(copy.Brand)} ${n + 1}`,
});

export const facet = (copy: Schemas['Facet'], n: number) => ({ ...numbered(copy, n), rank: n + 1 });
export const exhibit = (copy: Schemas['Exhibit'], n: number) => ({ ...numbered(copy, n), rank: n + 1 });

/** A consumer's answer (a submission, or an invitation answered), numbered, its consumer a person of their own. */
export function answered<T extends { id?: string | null; user?: { id: string; name: string } | null }>(
  copy: T,
  n: number,
): T {
  const row: T = { ...copy, id: idLike(String(copy.id), n) };
  if (copy.user) row.user = { id: idLike(copy.user.id, n), name: `${copy.user.name} ${n + 1}` };
  for (const field of ['created_on', 'submitted_on'] as const) {
    const value = (copy as Row)[field];
    if (typeof value === 'string') (row as Row)[field] = earlier(value, n, 60_000);
  }
  return row;
}

/**
 * A batch tree of `size` nodes grown from the example's: the root is the example's, each further node the child of
 * the node a third of the way back (a tree three wide), each edge a link of the kind of an example's.
 */
export function tree(linkTree: Schemas['LinkTree'], size: number): Schemas['LinkTree'] {
  const [root, ...rest] = linkTree.nodes;
  if (!root || size <= linkTree.nodes.length) return linkTree;
  const templates = rest.length > 0 ? rest : [root];
  const kinds = linkTree.edges.length > 0 ? linkTree.edges.map((e) => e.type) : (['mutation'] as const);
  const nodes: Schemas['TreeNode'][] = [root];
  const edges: Schemas['TreeEdge'][] = [];
  for (let n = 1; n < size; n++) {
    const parent = nodes[Math.floor((n - 1) / 3)]!;
    const copy = templates[n % templates.length]!;
    const node = {
      ...copy,
      id: idLike(copy.id, n),
      title: `${copy.title} ${n + 1}`,
      level: parent.level + 1,
      parent_id: parent.id,
    };
    nodes.push(node);
    edges.push({ source: parent.id, target: node.id, type: kinds[n % kinds.length]! });
  }
  return { nodes, edges };
}

// Answering a call.

export interface Call {
  readonly operationId: string;
  /** The path's parameters, in the template's order. */
  readonly params: readonly string[];
  readonly query: Readonly<Record<string, string>>;
  readonly body: Readonly<Record<string, unknown>> | null;
}

// A path without parameters first: `/integrant-type/integrant-type-with-integrant-for-nih` is not a product's id.
const templates = operationRoutes
  .map(([operationId, method, path]) => ({
    operationId,
    method,
    params: path.split('{').length - 1,
    pattern: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** The operation a request of the portal's client is (its method and the path under /api), with its parameters. */
export function operationOf(method: string, pathname: string): { operationId: string; params: string[] } | undefined {
  for (const t of templates) {
    if (t.method !== method) continue;
    const match = t.pattern.exec(pathname);
    if (match) return { operationId: t.operationId, params: match.slice(1).map(decodeURIComponent) };
  }
  return undefined;
}

/**
 * The answer, checked against the contract with the mock world's check (mocks/world/answer.ts): a body that breaks
 * it throws, naming the operation and its fields, so that the bench never measures an answer the contract refuses.
 */
export function checked(operationId: string, body: unknown): unknown {
  const answer = settle(operationId as OperationId, { body } as never);
  if (answer.status === 200) return answer.body;
  throw new Error(`bench:scale: ${operationId} answered against the contract: ${successBreaks(operationId, body)}`);
}

/**
 * The fields that break the success envelope: the world's check names the closest branch of the answer's union,
 * which for a list with many broken rows is the failure envelope (one field off: its status).
 */
function successBreaks(operationId: string, body: unknown): string {
  const schema = responseSchemas[`${operationId} 200`] as (ZodType & { options?: ZodType[] }) | undefined;
  for (const branch of schema?.options ?? (schema ? [schema] : [])) {
    const result = branch.safeParse(body);
    if (!result.success && !result.error.issues.some((issue) => issue.path[0] === 'status'))
      return result.error.issues
        .slice(0, 8)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
  }
  return 'see the [world] line above';
}

/** offset and limit of a paged call (in its JSON body or its query), and the rows they ask of `size`. */
export function page(call: Call, size: number): { from: number; to: number } {
  const ask = { ...call.query, ...call.body } as Record<string, unknown>;
  const offset = Number(ask.offset ?? 0) || 0;
  const limit = ask.limit === undefined ? size : Number(ask.limit) || size;
  return { from: offset, to: offset + limit };
}

type ListData<T> = readonly T[] | { readonly count: number; readonly rows: readonly T[] };

/** The rows of a list answer's example: its data, or its data's rows for a paged answer. */
export function rowsOf<T>(envelope: { data: ListData<T> }): readonly T[] {
  return Array.isArray(envelope.data) ? envelope.data : (envelope.data as { rows: readonly T[] }).rows;
}

/**
 * A list answer of `size` rows in the shape of its example: the whole list when the example's data is one, else
 * the page the call asks for (offset, limit) with the total count. `rows(from, to)` makes the rows asked.
 */
export function listAnswer<E extends { data: ListData<unknown> }>(
  envelope: E,
  size: number,
  call: Call,
  rows: (from: number, to: number) => unknown[],
): E {
  if (Array.isArray(envelope.data)) return { ...envelope, data: rows(0, size) };
  const { from, to } = page(call, size);
  return { ...envelope, data: { ...envelope.data, count: size, rows: rows(from, to) } };
}
