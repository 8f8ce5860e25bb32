import type { components, operations } from '@/api/generated/portal/paths';

/**
 * The world's types, all derived from the contract's generated path types (openapi-typescript): a resolver's
 * request body and its answer are the operation's own, so a world answer that drifts from the contract is a type
 * error before it is a runtime one.
 */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
type Responses<O extends OperationId> = operations[O]['responses'];
type SuccessStatus<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201>;

/** The request body of an operation (JSON or multipart, as the contract declares it). */
export type RequestBody<O extends OperationId> = operations[O] extends { requestBody?: infer B }
  ? ContentOf<NonNullable<B>>
  : never;

/** The success answer of an operation (its 200 or 201 content). */
export type SuccessBody<O extends OperationId> = ContentOf<Responses<O>[SuccessStatus<O>]>;

/** The named example of a documented answer (a failure the contract gives for a case: `notFound`, `thresholdLimit`). */
export interface Documented {
  readonly status: number;
  readonly example: string;
  /** A message in the server's voice instead of the example's (the same shape, another cause). */
  readonly message?: string;
}

export type Answer<O extends OperationId> = { readonly body: SuccessBody<O>; readonly status?: number } | Documented;
