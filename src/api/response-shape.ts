/**
 * The shape of a success answer (openapi/tools/response-shapes.mjs): a JSON type, an array (of items of a shape), or
 * an object's required fields. What a production build checks instead of the contract's full schemas.
 */
export type Shape = string | readonly ['array'] | readonly ['array', Shape] | { readonly [field: string]: Shape };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Where an answer breaks its shape ('data.rows: array expected, got null'); empty when it fits. */
export function shapeViolations(shape: Shape, value: unknown, at = ''): string[] {
  const where = at || '(body)';
  if (typeof shape === 'string') {
    return typeOf(value) === shape ? [] : [`${where}: ${shape} expected, got ${typeOf(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${where}: array expected, got ${typeOf(value)}`];
    const items = (shape as readonly ['array', Shape?])[1];
    return items === undefined ? [] : value.flatMap((item, i) => shapeViolations(items, item, `${at}[${i}]`));
  }
  if (typeOf(value) !== 'object') return [`${where}: object expected, got ${typeOf(value)}`];
  const record = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([field, inner]) =>
    shapeViolations(inner, record[field], at ? `${at}.${field}` : field),
  );
}
