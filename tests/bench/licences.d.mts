// Types of licences.mjs, for the unit test that imports it.
export const PERMISSIVE: ReadonlySet<string>;
export const COPYLEFT: RegExp;
export const REVIEWED: Readonly<Record<string, string>>;
export function licenceOf(pkg: {
  license?: string | { type?: string };
  licenses?: (string | { type?: string })[];
}): string | undefined;
export function verdict(expression: string | undefined): 'ok' | 'copyleft' | 'unknown';
export function nameOf(path: string): string;
export interface LockEntry {
  name?: string;
  version?: string;
  dev?: boolean;
  link?: boolean;
  license?: string;
  licenses?: { type?: string }[];
}
export function shippedLicences(
  lock: { packages?: Record<string, LockEntry> },
  readPackage?: (path: string) => { license?: string } | undefined,
  reviewed?: Readonly<Record<string, string>>,
): { path: string; id: string; licence: string | undefined; verdict: 'ok' | 'copyleft' | 'unknown' | 'reviewed' }[];
