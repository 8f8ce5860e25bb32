import contract from '@/api/generated/third-party/video-upload.json';
import { exampleValues } from '@/api/generated/example-values';
import type { operations } from '@/api/generated/third-party/video-upload/paths';
import { breach } from '../answer';
import type { StoredFile, World } from '../model/world';
import { newId } from './resolver';

/**
 * The video host's resumable upload (tus 1.0.0: openapi/third-party/video-upload.yaml), played by the world as the
 * host plays it, so that an upload whose connection drops is resumed where the host stands, never sent twice.
 *
 * - **Create** (`POST /tusupload`): the upload's length (`Upload-Length`) and what `Upload-Metadata` says (its
 *   `filetype`, and `filename` or `title` as its name); answers 201 with `Location: tusupload/<id>`, relative to the
 *   creation URL as the contract's example is. A length over 64 MiB is the contract's 413 `tooLarge`: the world keeps
 *   the bytes, and a mock has no room for more.
 * - **A part** (`PATCH /tusupload/<id>`): appended at `Upload-Offset`, which must be the world's offset (else the
 *   contract's 409 `offsetMismatch`, nothing stored); a part that would go past the length is refused whole (400);
 *   answers 204 with the new `Upload-Offset`. When the offset reaches the length the world keeps the video as an
 *   uploaded file (`files`, served at `/__world/files/<id>`), once.
 * - **Where it stands** (`HEAD /tusupload/<id>`): 200 with `Upload-Offset`, `Upload-Length` and
 *   `Cache-Control: no-store`, no body; an id the world does not know is a 404 without `Upload-Offset`.
 * - Every answer carries `Tus-Resumable: 1.0.0`; another version asked for is the 412 with `Tus-Version`. A missing or
 *   malformed header the contract requires is its 400 naming the header, as Prism refuses it. The signature is
 *   checked for its form only: the world does not know the host's key.
 * - Uploads under way are the world's own (its cookie) and live as long as the world object: a reset, a restart of
 *   the server or a reload of the page (`npm run dev:msw`) forgets them, and tus then creates a new upload, as it does
 *   when a host has let one expire. Finished videos stay, with the world's other files.
 *
 * Every answer is checked against the contract (its status, and the headers it documents for it): one that breaks
 * it is the contract's 500, named as a breach.
 */
type OperationId = `video-upload_${keyof operations}`;

/** A call to the host: the request whole (its headers, its bytes), the caller's world and the contract's path. */
export interface HostCall {
  readonly request: Request;
  readonly world: World;
  readonly path: string;
}
export type HostRoute = (call: HostCall) => Promise<Response>;
export type HostRoutes = Readonly<Record<string, HostRoute>>;

const CREATE: OperationId = 'video-upload_createVideoUpload';
const CHUNK: OperationId = 'video-upload_uploadVideoChunk';
const OFFSET: OperationId = 'video-upload_getVideoUploadOffset';
const VERSION = '1.0.0';
const MAX_BYTES = 64 * 1024 * 1024;
const UPLOAD_PATH = /^\/ext\/video-upload\/tusupload\/([^/]+)$/;

interface Upload {
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

/** The host's operation a call is, for the method the generated operation index leaves out (tus's HEAD). */
export function videoUploadOperationOf(method: string, path: string): OperationId | undefined {
  return method === 'HEAD' && UPLOAD_PATH.test(path.split('?')[0] ?? '') ? OFFSET : undefined;
}

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
function brokenHeaders(operationId: OperationId, request: Request, skip: string[]): string[] {
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
function answerBreaks(operationId: OperationId, response: Response): string[] {
  const documented = operationsById.get(operationId)?.responses[String(response.status)];
  if (!documented) return [`status ${response.status} is not documented`];
  return Object.entries(documented.headers ?? {}).flatMap(([name, raw]) => {
    const header = follow<Header>(raw);
    const value = response.headers.get(name);
    if (value === null) return header.required ? [`${name}: required`] : [];
    return fits(header.schema, value) ? [] : [`${name}: '${value}' is not its schema's`];
  });
}

// ---- answers ----

const headers = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': VERSION, ...extra });

/** A documented failure by its example's name; its text in the host's voice when `message` says more. */
function failure(operationId: OperationId, status: number, example: string, message?: string): Response {
  const text = message ?? String(exampleValues[operationId]?.[String(status)]?.examples[example] ?? '');
  if (operationId === OFFSET) return new Response(null, { status, headers: headers() });
  return new Response(text, { status, headers: headers({ 'Content-Type': 'text/plain' }) });
}

function versionRefused(operationId: OperationId): Response {
  const response = failure(operationId, 412, 'versionNotSupported');
  response.headers.set('Tus-Version', VERSION);
  return response;
}

/** The request's own problems, as the host (and Prism in front of it) refuses them; undefined when there are none. */
function refusal(operationId: OperationId, request: Request, skip: string[] = []): Response | undefined {
  if (request.headers.get('Tus-Resumable') !== VERSION) {
    breach({ operationId, side: 'request', fields: ['Tus-Resumable: not 1.0.0'] });
    return versionRefused(operationId);
  }
  const broken = brokenHeaders(operationId, request, ['Tus-Resumable', ...skip]);
  if (broken.length === 0) return undefined;
  breach({ operationId, side: 'request', fields: broken.map((name) => `${name}: missing or malformed`) });
  return failure(operationId, 400, 'uploadFailed', `Invalid ${broken.join(', ')} header`);
}

/** The answer if it keeps the contract, else the contract's 500, the breach named (and kept for the test). */
function checked(operationId: OperationId, response: Response): Response {
  const broken = answerBreaks(operationId, response);
  if (broken.length === 0) return response;
  const message = breach({ operationId, side: 'response', fields: broken });
  return failure(operationId, 500, 'hostError', `World contract breach: ${message}`);
}

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

async function create({ request, world }: HostCall): Promise<Response> {
  const refused = refusal(CREATE, request);
  if (refused) return refused;
  const length = Number(request.headers.get('Upload-Length'));
  if (length > MAX_BYTES) return failure(CREATE, 413, 'tooLarge');
  const metadata = parseMetadata(request.headers.get('Upload-Metadata') ?? '');
  if (!metadata) {
    breach({ operationId: CREATE, side: 'request', fields: ['Upload-Metadata: not key base64 pairs'] });
    return failure(CREATE, 400, 'uploadFailed');
  }
  const id = newId(world, 'VUP');
  uploadsOf(world).set(id, {
    length,
    offset: 0,
    name: metadata.filename || metadata.title || 'video',
    type: metadata.filetype || 'application/octet-stream',
    parts: [],
  });
  if (length === 0) keep(world, uploadsOf(world).get(id)!);
  return new Response(null, { status: 201, headers: headers({ Location: `tusupload/${id}` }) });
}

async function chunk({ request, world, path }: HostCall): Promise<Response> {
  const refused = refusal(CHUNK, request);
  if (refused) return refused;
  const upload = uploadsOf(world).get(idOf(path));
  if (!upload) return failure(CHUNK, 404, 'uploadNotFound');
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/offset+octet-stream') {
    breach({
      operationId: CHUNK,
      side: 'request',
      fields: [`Content-Type: '${type}', not application/offset+octet-stream`],
    });
    return failure(CHUNK, 400, 'uploadFailed', 'Content-Type must be application/offset+octet-stream');
  }
  if (Number(request.headers.get('Upload-Offset')) !== upload.offset) return failure(CHUNK, 409, 'offsetMismatch');
  const part = new Uint8Array(await request.arrayBuffer());
  if (upload.offset + part.length > upload.length)
    return failure(CHUNK, 400, 'uploadFailed', 'The part goes past Upload-Length: nothing of it is stored');
  if (part.length > 0) {
    upload.parts.push(part);
    upload.offset += part.length;
    if (upload.offset === upload.length) keep(world, upload);
  }
  return new Response(null, { status: 204, headers: headers({ 'Upload-Offset': String(upload.offset) }) });
}

async function offset({ request, world, path }: HostCall): Promise<Response> {
  // HEAD documents no 400: the signature it repeats is not read.
  const refused = refusal(OFFSET, request, ['AuthorizationSignature', 'AuthorizationExpire', 'VideoId', 'LibraryId']);
  if (refused) return refused;
  const upload = uploadsOf(world).get(idOf(path));
  if (!upload) return failure(OFFSET, 404, '');
  return new Response(null, {
    status: 200,
    headers: headers({
      'Upload-Offset': String(upload.offset),
      'Upload-Length': String(upload.length),
      'Cache-Control': 'no-store',
    }),
  });
}

/** A route that answers whatever it is sent: a failure of its own code is the contract's 500, said as a breach. */
function guarded(operationId: OperationId, route: HostRoute): HostRoute {
  return async (call) => {
    try {
      return checked(operationId, await route(call));
    } catch (error) {
      const message = breach({ operationId, side: 'world', fields: [String(error)] });
      return failure(operationId, 500, 'hostError', message);
    }
  };
}

export const videoUploadRoutes: HostRoutes = {
  [CREATE]: guarded(CREATE, create),
  [CHUNK]: guarded(CHUNK, chunk),
  [OFFSET]: guarded(OFFSET, offset),
};
