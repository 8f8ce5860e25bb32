import { exampleValues } from '@/api/generated/example-values';
import { breach } from '../answer';
import {
  answerBreaks,
  appendPart,
  brokenHeaders,
  CHUNK,
  CREATE,
  isUploadPath,
  MAX_BYTES,
  OFFSET,
  parseMetadata,
  startUpload,
  uploadAt,
  VERSION,
  type OperationId,
} from '../model/rules/video-upload';
import type { World } from '../model/world';

/**
 * The video host's tus upload (openapi/third-party/video-upload.yaml), a host the world plays, not a tag of the
 * portal's contract. Rules: docs/world/video-upload.md.
 */

/** A call to the host: the request whole (its headers, its bytes), the caller's world and the contract's path. */
export interface HostCall {
  readonly request: Request;
  readonly world: World;
  readonly path: string;
}
export type HostRoute = (call: HostCall) => Promise<Response>;
export type HostRoutes = Readonly<Record<string, HostRoute>>;

/** The host's operation a call is, for the method the generated operation index leaves out (tus's HEAD). */
export function videoUploadOperationOf(method: string, path: string): OperationId | undefined {
  return method === 'HEAD' && isUploadPath(path) ? OFFSET : undefined;
}

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
  const id = startUpload(world, length, metadata);
  return new Response(null, { status: 201, headers: headers({ Location: `tusupload/${id}` }) });
}

async function chunk({ request, world, path }: HostCall): Promise<Response> {
  const refused = refusal(CHUNK, request);
  if (refused) return refused;
  const upload = uploadAt(world, path);
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
  appendPart(world, upload, part);
  return new Response(null, { status: 204, headers: headers({ 'Upload-Offset': String(upload.offset) }) });
}

async function offset({ request, world, path }: HostCall): Promise<Response> {
  // HEAD documents no 400: the signature it repeats is not read.
  const refused = refusal(OFFSET, request, ['AuthorizationSignature', 'AuthorizationExpire', 'VideoId', 'LibraryId']);
  if (refused) return refused;
  const upload = uploadAt(world, path);
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
