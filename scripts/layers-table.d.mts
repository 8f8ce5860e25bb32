// Types of layers-table.mjs, for the unit test that imports it.
export interface Zone {
  readonly target: string | readonly string[];
  readonly from: string | readonly string[];
  readonly except?: readonly string[];
  readonly message: string;
}
export const START: string;
export const END: string;
export const DOC: string;
export function shownPath(path: string): string;
export function layersTable(zones?: readonly Zone[]): string;
export function tableInDoc(text: string): string | undefined;
export function withTable(text: string, table: string): string;
