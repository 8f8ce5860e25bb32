/**
 * Plain checks for route search params and path params. The route tree is in the first load, so routes
 * validate with these instead of zod (README, "Budgets").
 */

/** A non-empty string, or undefined for anything else (missing, empty, a number, an array). */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
