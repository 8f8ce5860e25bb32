import type { Document, Media, OperationEntry, Parameter, Schema } from './mock-document';
import { propertiesOf, resolve, schemaOf } from './mock-document';
import { realBytes } from '../../../test-support/real-files';

/** A request as the portal would send it, built from the operation's examples. */
export interface ExampleRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
}

/** A token that looks like the individual's access_token (Prism checks only that one is present). */
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJJTkQ0SzhQMlFaIn0.c2lnbmF0dXJl';
const API_KEY = 'AIzaSyD-portal-maps-key';
const BOUNDARY = '----portal-contract-test-7d1f3c';

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The value a parameter is sent with: its example, the schema's example, enum, const or default. */
export function parameterValue(doc: Document, p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const first = Object.values(p.examples ?? {})[0];
  if (first) return resolve<{ value?: unknown }>(doc, first).value;
  const s = schemaOf(doc, p.schema);
  return s.example ?? s.examples?.[0] ?? s.const ?? s.enum?.[0] ?? s.default;
}

/** What the operation requires of the caller: a bearer token and/or an API key in the query. */
function credentials(doc: Document, entry: OperationEntry, headers: Record<string, string>, query: URLSearchParams) {
  const requirements = entry.op.security ?? doc.security ?? [];
  if (requirements.length === 0) return;
  const chosen = requirements.find((r) => Object.keys(r).length > 0);
  for (const name of Object.keys(chosen ?? {})) {
    const scheme = doc.components.securitySchemes?.[name];
    if (scheme?.type === 'http' && scheme.scheme === 'bearer') headers.Authorization = `Bearer ${BEARER}`;
    else if (scheme?.type === 'apiKey' && scheme.in === 'query' && scheme.name) query.set(scheme.name, API_KEY);
    else if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) headers[scheme.name] = API_KEY;
  }
}

/** The request of the body's first named example, or of the one named `exampleName`. */
export function exampleRequest(doc: Document, entry: OperationEntry, exampleName?: string): ExampleRequest {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = entry.path;
  for (const p of entry.parameters) {
    const value = parameterValue(doc, p);
    if (value === undefined) {
      if (p.required)
        throw new Error(`${entry.op.operationId}: no example for the required ${p.in} parameter ${p.name}`);
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query') query.set(p.name, String(value));
    else if (p.in === 'header') headers[p.name] = String(value);
  }
  credentials(doc, entry, headers, query);
  const request: ExampleRequest = { method: entry.method, url: query.size ? `${path}?${query}` : path, headers };
  const [contentType, media] = Object.entries(entry.op.requestBody?.content ?? {})[0] ?? [];
  if (!contentType || !media) return request;
  const value = exampleName
    ? resolve<{ value?: unknown }>(doc, media.examples?.[exampleName]).value
    : firstRequestExample(doc, media);
  if (contentType === 'multipart/form-data') {
    if (value === undefined) throw new Error(`${entry.op.operationId}: no named request example`);
    headers['Content-Type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    request.body = multipart(doc, media, value as Record<string, unknown>);
  } else if (contentType.includes('json')) {
    if (value === undefined) throw new Error(`${entry.op.operationId}: no named request example`);
    headers['Content-Type'] = contentType;
    request.body = JSON.stringify(value);
  } else {
    // A raw upload (tus: application/offset+octet-stream): some bytes of a file.
    headers['Content-Type'] = contentType;
    request.body = typeof value === 'string' ? value : new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70]);
  }
  return request;
}

function firstRequestExample(doc: Document, media: Media): unknown {
  const first = Object.values(media.examples ?? {})[0];
  return first ? resolve<{ value?: unknown }>(doc, first).value : media.example;
}

const isBinary = (s: Schema) => s.format === 'binary' || s.contentMediaType !== undefined;

/**
 * multipart/form-data as the portal sends it (src/api/form-data.ts): an array becomes one part per
 * item under the same name; a file field (binary in the schema, or an encoding that takes a file)
 * whose example is a file name becomes a file part of that name, with a real file's bytes; an object is sent as
 * JSON text.
 */
function multipart(doc: Document, media: Media, value: Record<string, unknown>): Uint8Array {
  const properties = propertiesOf(doc, media.schema);
  const chunks: Buffer[] = [];
  for (const [name, fieldValue] of Object.entries(value)) {
    const fieldSchema = schemaOf(doc, properties[name]);
    const itemSchema = fieldSchema.items ? schemaOf(doc, fieldSchema.items) : fieldSchema;
    const encodingType = media.encoding?.[name]?.contentType ?? '';
    const takesFile = isBinary(itemSchema) || /(image|application|video)\//.test(encodingType);
    for (const item of Array.isArray(fieldValue) ? fieldValue : [fieldValue]) {
      if (item === undefined || item === null) continue;
      const text = typeof item === 'object' ? JSON.stringify(item) : String(item);
      const looksLikeFile = /^[^/\s]+\.[a-z0-9]{2,5}$/i.test(text);
      if (takesFile && looksLikeFile) {
        const type = EXTENSION_TYPES[text.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
        chunks.push(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${text}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          // The bytes of a real file of that kind (binary, with every reserved character): a stub of plain text
          // hid that Prism refused real files where a part lacked `allowReserved: true`.
          realBytes(text).buffer,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
      }
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}
