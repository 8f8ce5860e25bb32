/**
 * Plain checks for route search params and path params. The route tree is in the first load, so routes
 * validate with these instead of zod (docs/performance.md).
 */

/** A non-empty string, or undefined for anything else (missing, empty, a number, an array). */
export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * A yes flag such as `?success=true` or `?canceled=true` (the router reads it as the boolean true), or undefined.
 * A flag kept as the text 'true' would be written back as `%22true%22`.
 */
export function searchFlag(value: unknown): true | undefined {
  return value === true || value === 'true' ? true : undefined;
}
