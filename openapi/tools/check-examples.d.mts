export interface ExamplePair {
  place: string;
  schema: unknown;
  value: unknown;
}
export function bundle(root: string, options?: { dereferenced?: boolean }): Record<string, unknown>;
export function examplesOf(spec: unknown): ExamplePair[];
export function checkExamples(spec: unknown): { count: number; problems: string[] };
export function bundled(root: string, options?: { dereferenced?: boolean }): Record<string, unknown>;
export function dereference<T>(doc: T): T;
