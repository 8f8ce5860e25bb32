import fc from 'fast-check';

/**
 * fast-check arbitraries derived from the contract's JSON Schemas (OpenAPI 3.1, the keywords the contract uses):
 * values a schema accepts, for the fuzz test's valid requests. A field that holds a record id draws from the ids the
 * contract's examples name (so that a valid request often reaches a record the world holds) or any string; a file
 * part (`contentMediaType`) becomes a FilePart, sent as a file in a multipart form.
 */
export type Schema = Record<string, unknown>;

export class FilePart {
  constructor(
    readonly bytes: Uint8Array,
    readonly type: string,
    readonly filename: string,
  ) {}
}

export interface SchemaSource {
  /** The schema a local `$ref` (`#/components/…`) names. */
  resolve(ref: string): Schema;
  /** The record ids the contract's examples name. */
  ids: readonly string[];
}

const MAX_DEPTH = 6;
const ID_NAME = /(^id$|_id$|Id$|^curOrganization$)/;

/** The magic bytes of a few file types, so that a file part looks like what its type says. */
const MAGIC: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/csv': 'csv',
  'video/mp4': 'mp4',
};

/** A small file of one of the types a part's encoding lists (its first when it lists none). */
export function fileArbitrary(types: readonly string[]): fc.Arbitrary<FilePart> {
  const choices = types.length > 0 ? types : ['application/octet-stream'];
  return fc
    .record({
      type: fc.constantFrom(...choices),
      body: fc.uint8Array({ maxLength: 48 }),
      name: fc.stringMatching(/^\w{1,12}$/),
    })
    .map(({ type, body, name }) => {
      const bytes =
        type === 'text/csv'
          ? new TextEncoder().encode('title,sku\nA,1\n')
          : Uint8Array.from([...(MAGIC[type] ?? []), ...body]);
      return new FilePart(bytes, type, `${name}.${EXTENSIONS[type] ?? 'bin'}`);
    });
}

export class SchemaValues {
  private readonly cache = new Map<Schema, fc.Arbitrary<unknown>>();

  constructor(private readonly source: SchemaSource) {}

  /** The schema with its `$ref` followed (the keywords beside a `$ref` kept: a description, say). */
  deref(schema: Schema): Schema {
    let s = schema;
    for (let i = 0; i < 20 && typeof s.$ref === 'string'; i++) {
      const { $ref, ...rest } = s;
      s = { ...this.source.resolve($ref as string), ...rest };
    }
    return s;
  }

  /** One schema of an `allOf` (the objects' properties and required fields together). */
  merged(schema: Schema): Schema {
    const s = this.deref(schema);
    if (!Array.isArray(s.allOf)) return s;
    const parts = (s.allOf as Schema[]).map((p) => this.merged(p));
    const { allOf: _, ...rest } = s;
    return parts.reduce<Schema>(
      (acc, p) => ({
        ...acc,
        ...p,
        properties: { ...(acc.properties as Schema), ...(p.properties as Schema) },
        required: [...((acc.required as string[]) ?? []), ...((p.required as string[]) ?? [])],
      }),
      { ...rest, type: 'object' },
    );
  }

  /** The types a schema allows (`type` as a word or a list; guessed from its keywords when absent). */
  typesOf(schema: Schema): string[] {
    const s = this.merged(schema);
    if (Array.isArray(s.type)) return s.type as string[];
    if (typeof s.type === 'string') return [s.type];
    if (s.properties) return ['object'];
    if (s.items) return ['array'];
    return [];
  }

  /** Whether a schema is a file part (its media type named, or OpenAPI 3.0's `format: binary`). */
  isFile(schema: Schema): boolean {
    const s = this.merged(schema);
    const media = s.contentMediaType;
    return (typeof media === 'string' && !/json|^text\//.test(media)) || s.format === 'binary';
  }

  /** Values the schema accepts; `name` is the field's (an id field draws from the known ids). */
  valueOf(schema: Schema, name = '', depth = 0, fileTypes: readonly string[] = []): fc.Arbitrary<unknown> {
    const cached = name === '' && depth === 0 ? this.cache.get(schema) : undefined;
    if (cached) return cached;
    const made = this.make(schema, name, depth, fileTypes);
    if (name === '' && depth === 0) this.cache.set(schema, made);
    return made;
  }

  private make(schema: Schema, name: string, depth: number, fileTypes: readonly string[]): fc.Arbitrary<unknown> {
    const s = this.merged(schema);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
    if (Array.isArray(branches)) {
      const { oneOf: _o, anyOf: _a, ...outer } = s;
      return fc.oneof(
        ...branches.map((b) => this.valueOf({ ...outer, ...this.merged(b) }, name, depth + 1, fileTypes)),
      );
    }
    if (this.isFile(s)) return fileArbitrary(fileTypes);
    const types = this.typesOf(s);
    if (types.length > 1) return fc.oneof(...types.map((type) => this.valueOf({ ...s, type }, name, depth, fileTypes)));
    const examples = [...((s.examples as unknown[]) ?? []), ...('default' in s ? [s.default] : [])];
    const own = this.ofType(types[0], s, name, depth, fileTypes);
    return examples.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: own, weight: 3 })
      : own;
  }

  private ofType(type: string | undefined, s: Schema, name: string, depth: number, fileTypes: readonly string[]) {
    switch (type) {
      case 'string':
        return this.string(s, name);
      case 'integer':
        return fc.integer({ min: (s.minimum as number) ?? -1000, max: (s.maximum as number) ?? 1_000_000 });
      case 'number':
        return fc.double({
          min: (s.minimum as number) ?? -1e6,
          max: (s.maximum as number) ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const items = (s.items as Schema) ?? {};
        const min = (s.minItems as number) ?? 0;
        const max = depth >= MAX_DEPTH ? min : Math.max(min, Math.min((s.maxItems as number) ?? 3, 3));
        return fc.array(this.valueOf(items, name, depth + 1, fileTypes), { minLength: min, maxLength: max });
      }
      case 'object':
        return this.object(s, depth, fileTypes);
      default:
        return depth >= MAX_DEPTH ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
    }
  }

  private object(s: Schema, depth: number, fileTypes: readonly string[]): fc.Arbitrary<unknown> {
    const properties = (s.properties as Record<string, Schema>) ?? {};
    const required = new Set((s.required as string[]) ?? []);
    const keys = Object.keys(properties).filter((k) => depth < MAX_DEPTH || required.has(k));
    const record = fc.record(
      Object.fromEntries(keys.map((k) => [k, this.valueOf(properties[k]!, k, depth + 1, fileTypes)])),
      { requiredKeys: keys.filter((k) => required.has(k)) },
    );
    const min = (s.minProperties as number) ?? 0;
    return min > 0 ? record.filter((o) => Object.keys(o).length >= min) : record;
  }

  private string(s: Schema, name: string): fc.Arbitrary<string> {
    const min = (s.minLength as number) ?? 0;
    const max = Math.max(min, Math.min((s.maxLength as number) ?? 40, 200));
    const fits = (v: string) => v.length >= min && v.length <= ((s.maxLength as number) ?? Infinity);
    if (typeof s.contentMediaType === 'string' && s.contentMediaType.includes('json'))
      return fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }).map((v) => JSON.stringify(v));
    if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern as string)).filter(fits);
    switch (s.format) {
      case 'email':
        return fc.emailAddress();
      case 'date-time':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'date':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      case 'uri':
        return fc.webUrl();
      case 'uuid':
        return fc.uuid();
    }
    const text = fc.string({ minLength: min, maxLength: max });
    if (!ID_NAME.test(name) || this.source.ids.length === 0) return text;
    return fc.oneof(
      { arbitrary: fc.constantFrom(...this.source.ids), weight: 4 },
      { arbitrary: text.filter(fits), weight: 1 },
    );
  }
}
