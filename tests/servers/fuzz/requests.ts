import fc from 'fast-check';
import { VERDANT } from '../../../test-support/example-world';
import type { Operation, Parameter } from './operations';
import { FilePart, SchemaValues, type Schema } from './schema-values';

/**
 * Requests for one operation of the contract: valid ones from its request schema (path, query and header
 * parameters, a JSON, multipart or byte body; now and then a documented example as it is), and invalid ones made from
 * a valid one by one mutation (a wrong type, a missing required field, an extra field, a string of 100,000
 * characters, a number or a value out of range, malformed JSON, a broken multipart body, a hostile id).
 */
export const KINDS = [
  'valid',
  'wrong-type',
  'missing-required',
  'extra-field',
  'long-string',
  'out-of-range',
  'malformed-json',
  'broken-multipart',
  'hostile-id',
  'huge-body',
] as const;
export type Kind = (typeof KINDS)[number];

export type FormPart = { name: string; value: string } | { name: string; file: FilePart };

export type Body =
  | { json: unknown }
  | { raw: string | Uint8Array; contentType?: string }
  /** `cutAt`: the serialized form cut at this share of its length (a broken multipart body). */
  | { form: FormPart[]; cutAt?: number }
  | { noBody: true };

export interface FuzzRequest {
  readonly operationId: string;
  readonly kind: Kind;
  /** What was changed from a valid request (for the report). */
  readonly note: string;
  readonly method: string;
  /** The path with its parameters, encoded. */
  readonly path: string;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Body;
  /**
   * Sent to the world's server only: Prism's proxy itself stops on it (a path whose percent-encoding does not decode
   * throws in its router, and the process exits).
   */
  readonly directOnly?: boolean;
}

/** A request before it is serialized: the mutations work on this. */
interface Draft {
  path: Record<string, string>;
  /** Already encoded path parameters (a raw `%00`, say). */
  rawPath: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { kind: 'json'; value: unknown } | { kind: 'form'; value: Record<string, unknown> } | { kind: 'bytes' };
  override?: Body;
  note: string;
  directOnly?: boolean;
}

export const HOSTILE_IDS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'BAT\u0000OMG0412',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '${7*7}',
  '{{7*7}}',
  '😀',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '[object Object]',
  'ORGNOTHERE',
  'A'.repeat(5000),
];
/** Put in a path as they are (not encoded): a NUL, an encoded dot-dot-slash and a percent sign that decodes to nothing. */
const RAW_PATH_IDS = ['%00', '..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%zz', '%E0%A4%A'];

/** A control character or a backslash: Prism's multipart parser cannot read a file name that has one. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const PRISM_STOPPERS = /[\x00-\x1f\\]/;

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  "{'a':1}",
  '{"a":1}}',
  'nul',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":NaN}',
  '\ufeff{"a":1}',
  '"unterminated',
  '[' + '['.repeat(20_000),
  '[' + '['.repeat(20_000) + ']'.repeat(20_001),
  '{"__proto__":{"polluted":true}}',
];

const LONG = 100_000;
export const HUGE = 10_000_000;

/** An id field: a parameter or a body field named as one. */
const ID_NAME = /(^id$|_id$|Id$|^[a-z]id$|^curOrganization$|^uploadId$|^prefix$)/;

function typeOfValue(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

/** A value of a JSON type other than `v`'s. */
function otherType(v: unknown): fc.Arbitrary<unknown> {
  const t = typeOfValue(v);
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['number', fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))],
    ['string', fc.string({ maxLength: 8 })],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.integer(), { maxKeys: 3 })],
  ];
  return fc.oneof(...all.filter(([name]) => name !== t).map(([, a]) => a));
}

/** A header value fetch accepts (visible ASCII, no line breaks). */
function headerSafe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 4000);
}

export class RequestMaker {
  constructor(private readonly values: SchemaValues) {}

  /** Valid and invalid requests, in proportions that leave most requests invalid (the point of a fuzz test). */
  requests(op: Operation): fc.Arbitrary<FuzzRequest> {
    const valid = this.draft(op);
    const mutate = (kind: Kind, f: (d: Draft) => fc.Arbitrary<Draft>) =>
      valid.chain((d) => f(d)).map((d) => this.serialize(op, kind, d));
    const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
    const arbitraries: fc.WeightedArbitrary<FuzzRequest>[] = [
      { arbitrary: valid.map((d) => this.serialize(op, 'valid', d)), weight: 6 },
      { arbitrary: mutate('wrong-type', (d) => this.wrongType(op, d)), weight: 2 },
      { arbitrary: mutate('missing-required', (d) => this.missing(op, d)), weight: 2 },
      { arbitrary: mutate('extra-field', (d) => this.extra(d)), weight: 1 },
      { arbitrary: mutate('long-string', (d) => this.long(op, d)), weight: 1 },
      { arbitrary: mutate('out-of-range', (d) => this.outOfRange(op, d)), weight: 2 },
      { arbitrary: mutate('hostile-id', (d) => this.hostile(op, d)), weight: 2 },
    ];
    if (hasBody) {
      arbitraries.push(
        { arbitrary: mutate('malformed-json', (d) => this.malformedJson(d)), weight: 1 },
        { arbitrary: mutate('broken-multipart', (d) => this.brokenMultipart(op, d)), weight: 1 },
      );
    }
    return fc.oneof(...arbitraries);
  }

  /** One request with a body of ten million characters (a JSON string field, or a file part), for an operation with a body. */
  huge(op: Operation): FuzzRequest | undefined {
    if (op.method === 'GET' || !op.body) return undefined;
    const d = fc.sample(this.draft(op), { seed: 1, numRuns: 1 })[0]!;
    const filler = 'x'.repeat(HUGE);
    if (d.body?.kind === 'json' && d.body.value && typeof d.body.value === 'object' && !Array.isArray(d.body.value)) {
      const value = d.body.value as Record<string, unknown>;
      const key = Object.keys(value).find((k) => typeof value[k] === 'string') ?? 'padding';
      d.body = { kind: 'json', value: { ...value, [key]: filler } };
      d.note = `${key}: ${HUGE} characters`;
    } else if (d.body?.kind === 'form') {
      const file = Object.entries(d.body.value).find(([, v]) => v instanceof FilePart);
      const key = file?.[0] ?? 'padding';
      d.body = {
        kind: 'form',
        value: {
          ...d.body.value,
          [key]: file ? new FilePart(new Uint8Array(HUGE), (file[1] as FilePart).type, 'huge.bin') : filler,
        },
      };
      d.note = `form part ${key}: ${HUGE} bytes`;
    } else {
      d.override = { raw: filler, contentType: 'application/json' };
      d.note = `a body of ${HUGE} characters`;
    }
    return this.serialize(op, 'huge-body', d);
  }

  // --- valid ---

  private param(p: Parameter): fc.Arbitrary<string> {
    const own = this.values.valueOf(p.schema, p.name).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    return p.example !== undefined
      ? fc.oneof({ arbitrary: fc.constant(String(p.example)), weight: 2 }, { arbitrary: own, weight: 3 })
      : own;
  }

  private draft(op: Operation): fc.Arbitrary<Draft> {
    const of = (place: Parameter['in']) => op.parameters.filter((p) => p.in === place);
    const params = (list: Parameter[]) =>
      fc.record(Object.fromEntries(list.map((p) => [p.name, this.param(p)])), {
        requiredKeys: list
          .filter((p) => p.required || p.in === 'path' || p.name === 'selectedsubscription')
          .map((p) => p.name),
      }) as fc.Arbitrary<Record<string, string>>;
    return fc
      .record({
        path: params(of('path')),
        query: params(of('query')),
        headers: params(of('header')).map((h) =>
          Object.fromEntries(Object.entries(h).map(([k, v]) => [k, headerSafe(v)])),
        ),
        body: this.body(op),
      })
      .map(({ path, query, headers, body }) => {
        for (const name of op.securityQuery) query[name] = 'fuzz-key';
        return { path, rawPath: {}, query, headers, note: '', ...(body ? { body } : {}) };
      });
  }

  private body(op: Operation): fc.Arbitrary<Draft['body']> {
    const spec = op.body;
    if (!spec) return fc.constant(undefined);
    if (spec.mediaType === 'multipart/form-data') {
      const form = fc.oneof(
        { arbitrary: this.formValues(spec.schema, spec.partTypes), weight: 3 },
        ...spec.examples
          .filter((e) => e && typeof e === 'object')
          .map((e) => ({ arbitrary: fc.constant(e as Record<string, unknown>), weight: 1 })),
      );
      return form.map((value) => ({ kind: 'form' as const, value }));
    }
    if (spec.mediaType.includes('json')) {
      const own = this.values.valueOf(spec.schema);
      const value =
        spec.examples.length > 0
          ? fc.oneof({ arbitrary: fc.constantFrom(...spec.examples), weight: 1 }, { arbitrary: own, weight: 3 })
          : own;
      return (spec.required ? value : fc.option(value, { nil: undefined })).map((v) =>
        v === undefined ? undefined : { kind: 'json' as const, value: v },
      );
    }
    return fc.constant({ kind: 'bytes' as const });
  }

  /** A form's fields: files as FileParts (of the types its encoding lists), the rest as the schema says. */
  private formValues(schema: Schema, partTypes: Record<string, string[]>): fc.Arbitrary<Record<string, unknown>> {
    const s = this.values.merged(schema);
    const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
    if (Array.isArray(branches)) return fc.oneof(...branches.map((b) => this.formValues(b, partTypes)));
    const properties = (s.properties as Record<string, Schema>) ?? {};
    const required = new Set((s.required as string[]) ?? []);
    const keys = Object.keys(properties);
    const record = fc.record(
      Object.fromEntries(keys.map((k) => [k, this.values.valueOf(properties[k]!, k, 1, partTypes[k] ?? [])])),
      { requiredKeys: keys.filter((k) => required.has(k)) },
    );
    const min = (s.minProperties as number) ?? 0;
    return min > 0 ? record.filter((o) => Object.keys(o).length >= min) : record;
  }

  // --- invalid ---

  /** The body's top-level fields (of a JSON object or a form), with their schemas. */
  private fields(op: Operation, d: Draft): { key: string; schema: Schema }[] {
    if (!d.body || d.body.kind === 'bytes' || !op.body) return [];
    const value = d.body.value;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    const properties = (this.values.merged(op.body.schema).properties as Record<string, Schema>) ?? {};
    return Object.keys(value).map((key) => ({ key, schema: properties[key] ?? {} }));
  }

  private setField(d: Draft, key: string, value: unknown): Draft {
    if (d.body?.kind === 'json' || d.body?.kind === 'form')
      return { ...d, body: { ...d.body, value: { ...(d.body.value as object), [key]: value } } as Draft['body'] };
    return d;
  }

  /** The places a mutation may go: body fields, then parameters (path, query, header). */
  private targets(op: Operation, d: Draft) {
    return [
      ...this.fields(op, d).map((f) => ({ place: 'body' as const, name: f.key, schema: f.schema })),
      ...op.parameters.map((p) => ({ place: p.in, name: p.name, schema: p.schema })),
    ];
  }

  private setParam(d: Draft, place: Parameter['in'], name: string, value: string): Draft {
    if (place === 'path') return { ...d, path: { ...d.path, [name]: value } };
    if (place === 'query') return { ...d, query: { ...d.query, [name]: value } };
    return { ...d, headers: { ...d.headers, [name]: headerSafe(value) } };
  }

  private wrongType(op: Operation, d: Draft): fc.Arbitrary<Draft> {
    const targets = this.targets(op, d);
    const whole = d.body?.kind === 'json' ? [{ place: 'whole' as const, name: '(body)', schema: {} }] : [];
    const all = [...targets, ...whole];
    if (all.length === 0) return fc.constant({ ...d, note: 'nothing to mistype' });
    return fc.constantFrom(...all).chain((t) => {
      if (t.place === 'whole')
        return otherType(d.body && 'value' in d.body ? d.body.value : {}).map((v) => ({
          ...d,
          body: { kind: 'json' as const, value: v },
          note: `the body as ${typeOfValue(v)}`,
        }));
      if (t.place === 'body') {
        const before = (d.body as { value: Record<string, unknown> }).value[t.name];
        if (d.body?.kind === 'form') {
          // Every form value is text: a file where text goes, text where a file goes.
          const swapped =
            before instanceof FilePart
              ? '[file]'
              : new FilePart(new Uint8Array([1, 2, 3]), 'application/octet-stream', 'x.bin');
          return fc.constant({ ...this.setField(d, t.name, swapped), note: `${t.name}: file ⇄ text` });
        }
        return otherType(before).map((v) => ({ ...this.setField(d, t.name, v), note: `${t.name}: ${typeOfValue(v)}` }));
      }
      return fc
        .constantFrom('abc', '1.5', '-1', 'true', '{}', '[]', '')
        .map((v) => ({ ...this.setParam(d, t.place, t.name, v), note: `${t.place} ${t.name}=${JSON.stringify(v)}` }));
    });
  }

  private missing(op: Operation, d: Draft): fc.Arbitrary<Draft> {
    const schema = op.body ? this.values.merged(op.body.schema) : {};
    const value = d.body && 'value' in d.body ? (d.body.value as Record<string, unknown>) : undefined;
    const required = ((schema.required as string[]) ?? []).filter(
      (k) => value && typeof value === 'object' && k in value,
    );
    const params = op.parameters.filter((p) => p.required && p.in !== 'path');
    const choices = [
      ...required.map((k) => ({ place: 'body', name: k })),
      ...params.map((p) => ({ place: p.in, name: p.name })),
      ...(op.body?.required ? [{ place: 'whole', name: '(body)' }] : []),
    ];
    if (choices.length === 0) return fc.constant({ ...d, note: 'nothing required' });
    return fc.constantFrom(...choices).map((c) => {
      if (c.place === 'whole') return { ...d, override: { noBody: true } as Body, note: 'no body' };
      if (c.place === 'body') {
        const { [c.name]: _, ...rest } = value!;
        return { ...d, body: { ...d.body, value: rest } as Draft['body'], note: `without ${c.name}` };
      }
      const without = (from: Record<string, string>) =>
        Object.fromEntries(Object.entries(from).filter(([k]) => k !== c.name));
      const copy = c.place === 'query' ? { ...d, query: without(d.query) } : { ...d, headers: without(d.headers) };
      return { ...copy, note: `without ${c.place} ${c.name}` };
    });
  }

  private extra(d: Draft): fc.Arbitrary<Draft> {
    return fc
      .tuple(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'unknown_field',
          'isAdmin',
          'organization_id ',
          '$where',
          'a'.repeat(300),
        ),
        fc.jsonValue({ maxDepth: 2 }),
        fc.boolean(),
      )
      .map(([key, value, inQuery]) => {
        if (inQuery || !d.body || d.body.kind === 'bytes')
          return { ...d, query: { ...d.query, [key]: JSON.stringify(value) }, note: `query ${key}` };
        if (
          d.body.kind === 'json' &&
          (!d.body.value || typeof d.body.value !== 'object' || Array.isArray(d.body.value))
        )
          return { ...d, query: { ...d.query, [key]: JSON.stringify(value) }, note: `query ${key}` };
        const v = d.body.kind === 'form' ? JSON.stringify(value) : value;
        // defineProperty: `__proto__` as an own key, as JSON.parse makes it.
        const body = { ...(d.body.value as object) };
        Object.defineProperty(body, key, { value: v, enumerable: true, writable: true, configurable: true });
        return { ...d, body: { ...d.body, value: body } as Draft['body'], note: `extra ${key}` };
      });
  }

  private long(op: Operation, d: Draft): fc.Arbitrary<Draft> {
    const targets = this.targets(op, d).filter((t) => t.place !== 'header');
    if (targets.length === 0) return fc.constant({ ...d, note: 'nothing to lengthen' });
    return fc
      .tuple(
        fc.constantFrom(...targets),
        fc.constantFrom('x', 'é', '😀', '<', '\u0000', ' '),
        fc.constantFrom(LONG, 10_000),
      )
      .map(([t, char, size]) => {
        const length = t.place === 'body' ? LONG : size;
        const text = char.repeat(Math.ceil(length / char.length));
        const note = `${t.place} ${t.name}: ${length} × ${JSON.stringify(char)}`;
        if (t.place === 'body') return { ...this.setField(d, t.name, text), note };
        return { ...this.setParam(d, t.place, t.name, text), note };
      });
  }

  /** A value outside what a schema allows, while keeping its type where it can. */
  private outside(schema: Schema): fc.Arbitrary<unknown> {
    const s = this.values.merged(schema);
    const types = this.values.typesOf(s);
    const options: unknown[] = [];
    if (Array.isArray(s.enum) || 'const' in s) options.push('not-an-option', 'TRACER', '');
    if (types.includes('integer') || types.includes('number')) {
      if (typeof s.minimum === 'number') options.push(s.minimum - 1, s.minimum - 0.5);
      if (typeof s.maximum === 'number') options.push(s.maximum + 1);
      options.push(-1, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.1);
    }
    if (types.includes('string')) {
      if (typeof s.minLength === 'number' && s.minLength > 0) options.push('');
      if (typeof s.pattern === 'string') options.push('not matching', '');
      if (s.format === 'email') options.push('not-an-email', '@', 'a@');
      if (s.format === 'date-time' || s.format === 'date')
        options.push('2026-13-45T99:99:99Z', 'yesterday', '0000-00-00');
      if (s.format === 'uri') options.push('not a uri', 'javascript:alert(1)', '//');
      options.push('-1', '99999999999999999999999', '1e400');
    }
    if (types.includes('array')) {
      options.push([]);
      if (typeof s.maxItems === 'number') options.push(Array.from({ length: s.maxItems + 1 }, () => 'x'));
      options.push(Array.from({ length: 1000 }, (_, i) => i));
    }
    if (options.length === 0) options.push(-1, 1e308, '');
    return fc.constantFrom(...options);
  }

  private outOfRange(op: Operation, d: Draft): fc.Arbitrary<Draft> {
    const targets = this.targets(op, d);
    if (targets.length === 0) return fc.constant({ ...d, note: 'nothing to stretch' });
    return fc.constantFrom(...targets).chain((t) =>
      this.outside(t.schema).map((v) => {
        const note = `${t.place} ${t.name}=${JSON.stringify(v)?.slice(0, 40)}`;
        if (t.place === 'body')
          return {
            ...this.setField(d, t.name, d.body?.kind === 'form' && typeof v !== 'string' ? JSON.stringify(v) : v),
            note,
          };
        return { ...this.setParam(d, t.place, t.name, typeof v === 'string' ? v : JSON.stringify(v)), note };
      }),
    );
  }

  private hostile(op: Operation, d: Draft): fc.Arbitrary<Draft> {
    const ids = this.targets(op, d).filter((t) => ID_NAME.test(t.name) && t.place !== 'header');
    const raw = op.parameters.filter((p) => p.in === 'path');
    const choices: fc.Arbitrary<Draft>[] = [];
    if (ids.length > 0)
      choices.push(
        fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...HOSTILE_IDS)).map(([t, v]) => {
          const note = `${t.place} ${t.name}=${JSON.stringify(v.slice(0, 30))}`;
          return t.place === 'body'
            ? { ...this.setField(d, t.name, v), note }
            : { ...this.setParam(d, t.place, t.name, v), note };
        }),
      );
    if (raw.length > 0)
      choices.push(
        fc.tuple(fc.constantFrom(...raw), fc.constantFrom(...RAW_PATH_IDS)).map(([p, v]) => ({
          ...d,
          rawPath: { [p.name]: v },
          note: `raw path ${p.name}=${v}`,
          // Prism's router decodes the path and stops the whole process on a percent sign that decodes to nothing.
          directOnly: v === '%zz' || v === '%E0%A4%A',
        })),
      );
    if (d.body?.kind === 'form')
      choices.push(
        fc
          .constantFrom('../../etc/passwd', '<script>.html', 'a\u0000.pdf', '..\\evil.svg', ' ', '%2e%2e%2fx.png')
          .map((filename) => {
            const value = { ...(d.body as { value: Record<string, unknown> }).value };
            const key = Object.keys(value).find((k) => value[k] instanceof FilePart) ?? 'file';
            value[key] = new FilePart(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/svg+xml', filename);
            return {
              ...d,
              body: { kind: 'form' as const, value },
              note: `file ${key} named ${JSON.stringify(filename)}`,
              // Prism's multipart parser reads a file name as JSON: a control character or a backslash in it throws,
              // and Prism's process exits.
              ...(PRISM_STOPPERS.test(filename) ? { directOnly: true } : {}),
            };
          }),
      );
    if (choices.length === 0) return fc.constant({ ...d, note: 'no id to set' });
    return fc.oneof(...choices);
  }

  private malformedJson(d: Draft): fc.Arbitrary<Draft> {
    return fc.constantFrom(...MALFORMED_JSON).map((text) => ({
      ...d,
      override: { raw: text, contentType: 'application/json' },
      note: `JSON ${JSON.stringify(text.slice(0, 24))}${text.length > 24 ? '…' : ''}`,
    }));
  }

  private brokenMultipart(op: Operation, d: Draft): fc.Arbitrary<Draft> {
    // Prism's multipart parser throws (and its process exits) on a part with no Content-Disposition: those go to the
    // world only when the operation takes a form (Prism parses no other).
    const stopsPrism = new Set(['no disposition', 'broken header']);
    const form = op.body?.mediaType === 'multipart/form-data';
    const cases: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', 'anything'],
      ['no parts', 'multipart/form-data; boundary=B', 'garbage without a boundary'],
      [
        'unclosed',
        'multipart/form-data; boundary=B',
        `--B\r\nContent-Disposition: form-data; name="organization_id"\r\n\r\n${VERDANT}`,
      ],
      ['no disposition', 'multipart/form-data; boundary=B', '--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--\r\n'],
      [
        'broken header',
        'multipart/form-data; boundary=B',
        '--B\r\nContent-Disposition form-data name\r\n\r\nx\r\n--B--\r\n',
      ],
      [
        'wrong boundary',
        'multipart/form-data; boundary=B',
        '--C\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--C--\r\n',
      ],
      ['empty boundary', 'multipart/form-data; boundary=', '--\r\n\r\n----'],
      ['no body', 'multipart/form-data; boundary=B', ''],
      [
        'a file part with no name',
        'multipart/form-data; boundary=B',
        '--B\r\nContent-Disposition: form-data; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-\r\n--B--\r\n',
      ],
      [
        'a huge part header',
        'multipart/form-data; boundary=B',
        `--B\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nx\r\n--B--\r\n`,
      ],
    ];
    const truncated = form && d.body?.kind === 'form';
    return fc.oneof(
      fc.constantFrom(...cases).map(([note, contentType, raw]) => ({
        ...d,
        override: { raw, contentType },
        note,
        ...(form && stopsPrism.has(note) ? { directOnly: true } : {}),
      })),
      ...(truncated
        ? [
            fc.double({ min: 0.05, max: 0.95, noNaN: true }).map((cutAt) => ({
              ...d,
              override: { form: formParts((d.body as { value: Record<string, unknown> }).value), cutAt },
              note: `a real form cut at ${Math.round(cutAt * 100)} %`,
            })),
          ]
        : []),
    );
  }

  // --- to a request ---

  private serialize(op: Operation, kind: Kind, d: Draft): FuzzRequest {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      d.rawPath[name] !== undefined ? d.rawPath[name]! : encodeURIComponent(d.path[name] ?? ''),
    );
    let body: Body | undefined = d.override;
    if (!body && d.body?.kind === 'json') body = { json: d.body.value };
    if (!body && d.body?.kind === 'form') body = { form: formParts(d.body.value) };
    if (!body && d.body?.kind === 'bytes') body = { raw: new Uint8Array(16), contentType: op.body?.mediaType };
    return {
      operationId: op.id,
      kind,
      note: d.note,
      method: op.method,
      path,
      query: Object.entries(d.query),
      headers: d.headers,
      ...(body ? { body } : {}),
      ...(d.directOnly ? { directOnly: true } : {}),
    };
  }
}

/** A form's values as parts: files as files, a list as one part per item, anything else as text. */
export function formParts(value: Record<string, unknown>): FormPart[] {
  const part = (name: string, v: unknown): FormPart =>
    v instanceof FilePart ? { name, file: v } : { name, value: typeof v === 'string' ? v : (JSON.stringify(v) ?? '') };
  return Object.entries(value).flatMap(([name, v]) =>
    Array.isArray(v) ? v.map((item) => part(name, item)) : [part(name, v)],
  );
}
