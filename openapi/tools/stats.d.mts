export interface ContractStats {
  operations: number;
  requestExamples: number;
  namedExamples: number;
  errorExamples: number;
  bodyFailures: number;
  xAssumed: number;
}
export function resolveRef<T = unknown>(doc: unknown, value: unknown): T;
export function isBodyFailure(value: unknown): boolean;
export function contractStats(doc: unknown): ContractStats;
export function mockServerDocument(): unknown;
