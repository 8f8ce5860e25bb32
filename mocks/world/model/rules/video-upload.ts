import contract from '@/api/generated/third-party/video-upload.json';
import type { operations } from '@/api/generated/third-party/video-upload/paths';
import { newId } from '../ids';
import type { StoredFile, World } from '../world';

/** The video host's tus upload, as the world plays it (docs/world/video-upload.md). */
export type OperationId = `video-upload_${keyof operations}`;

export const CREATE: OperationId = 'video-upload_createVideoUpload';
export const CHUNK: OperationId = 'video-upload_uploadVideoChunk';
export const OFFSET: OperationId = 'video-upload_getVideoUploadOffset';
/** The tus version the host speaks. */
export const VERSION = '1.0.0';
/** The longest upload the world keeps (a mock has no room for more). */
export const MAX_BYTES = 64 * 1024 * 1024;
const UPLOAD_PATH = /^\/ext\/video-upload\/tusupload\/([^/]+)$/;

export interface Upload {
  readonly length: number;
  offset: number;
  readonly name: string;
  readonly type: string;
  parts: Uint8Array[];
  /** The finished video's id in the world's files. */
  fileId?: string;
}

const underWay = new WeakMap<World, Map<string, Upload>>();

function uploadsOf(world: World): Map<string, Upload> {
  let uploads = underWay.get(world);
  if (!uploads) underWay.set(world, (uploads = new Map()));
  return uploads;
}

/** The uploads of a world, by id, as the host holds them (for tests). */
export function videoUploads(world: World): ReadonlyMap<string, Readonly<Upload>> {
  return uploadsOf(world);
}

/** Whether a path is an upload's (`/ext/video-upload/tusupload/<id>`). */
export const isUploadPath = (path: string): boolean => UPLOAD_PATH.test(path.split('?')[0] ?? '');

/** The upload a path names, if the world holds it. */
export const uploadAt = (world: World, path: string): Upload | undefined => uploadsOf(world).get(idOf(path));

// ---- the contract: the headers of each operation's requests and answers ----

interface Schema {
  readonly type?: string;
  readonly minimum?: number;
  readonly const?: string;
  readonly pattern?: string;
  readonly format?: string;
}
interface Header {
  readonly required?: boolean;
  readonly schema?: Schema;
}
interface Parameter extends Header {
  readonly name: string;
  readonly in: string;
}
interface Operation {
  readonly operationId: string;
  readonly parameters?: readonly (Parameter | { $ref: string })[];
  readonly responses: Readonly<Record<string, { headers?: Record<string, Header | { $ref: string }> }>>;
}
const doc = contract as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

function follow<T>(value: T | { $ref: string }): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value;
  const [, section = '', name = ''] = /^#\/components\/([^/]+)\/(.+)$/.exec(value.$ref) ?? [];
  return doc.components[section]?.[name] as T;
}

const operationsById = new Map(
  Object.values(doc.paths).flatMap((item) =>
    Object.values(item).map((op) => [`video-upload_${op.operationId}`, op] as const),
  ),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a header's text is a value of its schema (the kinds the contract uses). */
function fits(schema: Schema | undefined, value: string): boolean {
  if (!schema) return true;
  if (schema.const !== undefined) return value === schema.const;
  if (schema.type === 'integer')
    return /^-?\d{1,15}$/.test(value) && (schema.minimum === undefined || Number(value) >= schema.minimum);
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
  return schema.format !== 'uuid' || UUID.test(value);
}

/** The request's required headers that are missing and the headers it sends that break their schema. */
export function brokenHeaders(operationId: OperationId, request: Request, skip: string[]): string[] {
  const parameters = (operationsById.get(operationId)?.parameters ?? []).map((p) => follow<Parameter>(p));
  return parameters
    .filter((p) => p.in === 'header' && !skip.includes(p.name))
    .filter((p) => {
      const value = request.headers.get(p.name);
      return value === null ? Boolean(p.required) : !fits(p.schema, value);
    })
    .map((p) => p.name);
}

/** What in an answer breaks the contract: a status it does not document, a documented header missing or wrong. */
export function answerBreaks(operationId: OperationId, response: Response): string[] {
  const documented = operationsById.get(operationId)?.responses[String(response.status)];
  if (!documented) return [`status ${response.status} is not documented`];
  return Object.entries(documented.headers ?? {}).flatMap(([name, raw]) => {
    const header = follow<Header>(raw);
    const value = response.headers.get(name);
    if (value === null) return header.required ? [`${name}: required`] : [];
    return fits(header.schema, value) ? [] : [`${name}: '${value}' is not its schema's`];
  });
}

// ---- the uploads ----

/** `key base64,key base64`: the pairs decoded, or undefined when one is not a key and base64 text. */
export function parseMetadata(header: string): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const pair of header.split(',').map((p) => p.trim())) {
    if (pair === '') continue;
    const [key = '', value = '', ...rest] = pair.split(' ');
    if (rest.length > 0 || !/^[\x21-\x7e]+$/.test(key) || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
    try {
      const binary = atob(value);
      out[key] = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    } catch {
      return undefined;
    }
  }
  return out;
}

/** The upload's id in a path; one whose percent-encoding decodes to nothing (`%zz`) as it was sent. */
function idOf(path: string): string {
  const segment = UPLOAD_PATH.exec(path.split('?')[0] ?? '')?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The finished video, kept as an uploaded file of the world. */
function keep(world: World, upload: Upload): void {
  const bytes = new Uint8Array(upload.length);
  let at = 0;
  for (const part of upload.parts) {
    bytes.set(part, at);
    at += part.length;
  }
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const file: StoredFile = {
    id: newId(world, 'FIL'),
    name: upload.name,
    type: upload.type,
    size: upload.length,
    data: btoa(binary),
  };
  world.files.put(file);
  upload.fileId = file.id;
  upload.parts = [];
}

/** A new upload of a length and what its metadata says; kept at once when it is empty. Its id. */
export function startUpload(world: World, length: number, metadata: Record<string, string>): string {
  const id = newId(world, 'VUP');
  const upload: Upload = {
    length,
    offset: 0,
    name: metadata.filename || metadata.title || 'video',
    type: metadata.filetype || 'application/octet-stream',
    parts: [],
  };
  uploadsOf(world).set(id, upload);
  if (length === 0) keep(world, upload);
  return id;
}

/** A part appended at the upload's offset; the video kept once the offset reaches the length. */
export function appendPart(world: World, upload: Upload, part: Uint8Array): void {
  if (part.length === 0) return;
  upload.parts.push(part);
  upload.offset += part.length;
  if (upload.offset === upload.length) keep(world, upload);
}
