// Types of paint-modules.mjs, for the unit test that imports it.
export function servedPath(url: string): string;
export function moduleOf(source: string): string;
export function moduleNamer(
  dir: string,
): (frame: { url?: string; lineNumber: number; columnNumber: number }, fallback: string) => string;
