import { getResponse } from 'msw';
import { Upload, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { takeBreaches } from '~mocks/world/answer';
import { worldHandler } from '~mocks/world/dispatch';
import { getWorld, setSettings } from '~mocks/world/registry';
import { parseFaults, type FaultSettings } from '~mocks/world/faults';

/**
 * The video host's tus upload as the world plays it (mocks/world/resolvers/video-upload.ts): creation, parts at the
 * world's offset, the HEAD a client resumes from, and the faults of a dropped connection, first call by call, then
 * with tus-js-client itself sending its requests to the world in process.
 */
const BASE = 'http://portal.test/ext/video-upload';
const SIGNATURE = {
  AuthorizationSignature: '9c1f4e7a2b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
  AuthorizationExpire: '1795284000',
  VideoId: '6f1e2c34-9a7b-4d2e-8c51-3b0f7a9e1d42',
  LibraryId: '248517',
};
const METADATA = `filetype ${btoa('video/mp4')},title ${btoa('Omega-3: from sea to softgel')}`;
const PART = 'application/offset+octet-stream';

/** An answer of the world, or a dropped connection (`dropped`), and the contract breaches the call caused. */
async function host(world: string, method: string, path: string, headers: Record<string, string>, body?: Uint8Array) {
  takeBreaches();
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: { cookie: `portal-world=${world}`, ...headers },
    body: body ? new Blob([Uint8Array.from(body)]) : undefined,
  });
  const response = await getResponse([worldHandler], request);
  if (!response) throw new Error(`the world did not answer ${method} ${path}`);
  const breaches = takeBreaches();
  if (response.type === 'error') return { dropped: true, status: 0, headers: response.headers, text: '', breaches };
  return { dropped: false, status: response.status, headers: response.headers, text: await response.text(), breaches };
}

/** Bytes shaped like an MP4 (its `ftyp` box) followed by the rest, the same for the same length. */
function video(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42'), 0, 0, 0, 0].slice(0, length));
  let state = 7;
  for (let i = 16; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const create = (world: string, length: number, extra: Record<string, string> = {}) =>
  host(world, 'POST', '/tusupload', {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(length),
    'Upload-Metadata': METADATA,
    ...SIGNATURE,
    ...extra,
  });

const patch = (
  world: string,
  location: string,
  offset: number,
  bytes: Uint8Array,
  extra: Record<string, string> = {},
) =>
  host(
    world,
    'PATCH',
    `/${location}`,
    { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': PART, ...SIGNATURE, ...extra },
    bytes,
  );

const head = (world: string, location: string, extra: Record<string, string> = {}) =>
  host(world, 'HEAD', `/${location}`, { 'Tus-Resumable': '1.0.0', ...SIGNATURE, ...extra });

/** The world's videos: the files of type video/mp4, with their bytes. */
function videosOf(world: string) {
  return getWorld(world)
    .files.all()
    .filter((f) => f.type === 'video/mp4')
    .map((f) => ({ ...f, bytes: Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0)) }));
}

const faults = (world: string, value: string | undefined) =>
  setSettings(world, { faults: value === undefined ? undefined : (parseFaults(value) as FaultSettings) });

describe('the video host in the world: tus, call by call', () => {
  it('creates an upload, takes its parts at the world’s offset, says where it stands, and keeps the video once', async () => {
    const file = video(3000);
    const created = await create('v1', file.length);
    expect(created.status).toBe(201);
    expect(created.breaches).toEqual([]);
    const location = created.headers.get('Location')!;
    expect(location).toMatch(/^tusupload\/\w+$/);
    expect(created.headers.get('Tus-Resumable')).toBe('1.0.0');

    const fresh = await head('v1', location);
    expect(fresh).toMatchObject({ status: 200, text: '', breaches: [] });
    expect(Object.fromEntries(fresh.headers)).toMatchObject({
      'upload-offset': '0',
      'upload-length': '3000',
      'tus-resumable': '1.0.0',
      'cache-control': 'no-store',
    });

    const first = await patch('v1', location, 0, file.subarray(0, 1000));
    expect(first).toMatchObject({ status: 204, breaches: [] });
    expect(first.headers.get('Upload-Offset')).toBe('1000');

    // A part sent again at an offset the world has passed: refused, nothing stored twice.
    const again = await patch('v1', location, 0, file.subarray(0, 1000));
    expect(again).toMatchObject({ status: 409, text: 'Upload-Offset header does not match the current offset' });
    // A part that would go past the length: refused whole.
    const past = await patch('v1', location, 1000, video(2500));
    expect(past.status).toBe(400);
    expect((await head('v1', location)).headers.get('Upload-Offset')).toBe('1000');
    expect(videosOf('v1')).toEqual([]);

    const rest = await patch('v1', location, 1000, file.subarray(1000));
    expect(rest.headers.get('Upload-Offset')).toBe('3000');
    const done = await head('v1', location);
    expect([done.headers.get('Upload-Offset'), done.headers.get('Upload-Length')]).toEqual(['3000', '3000']);
    // Done is done: an empty part at the end changes nothing.
    expect((await patch('v1', location, 3000, new Uint8Array())).status).toBe(204);

    const videos = videosOf('v1');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ name: 'Omega-3: from sea to softgel', size: 3000 });
    expect(videos[0]!.bytes).toEqual(file);
  });

  it('an upload it does not know is a 404, to a part and to HEAD (which has no body and no offset)', async () => {
    const part = await patch('v2', 'tusupload/9b7e4d1c2a3f4e5d8c6b0a1f2e3d4c5b', 0, video(10));
    expect(part).toMatchObject({ status: 404, text: 'Upload not found', breaches: [] });
    const where = await head('v2', 'tusupload/9b7e4d1c2a3f4e5d8c6b0a1f2e3d4c5b');
    expect(where).toMatchObject({ status: 404, text: '', breaches: [] });
    expect(where.headers.get('Upload-Offset')).toBeNull();
    for (const hostile of ['tusupload/%25zz', 'tusupload/..%2F..%2Fetc%2Fpasswd', 'tusupload/%00'])
      expect(await head('v2', hostile)).toMatchObject({ status: 404, breaches: [] });
  });

  it('refuses what breaks the contract with its documented answers, and says the breach', async () => {
    const version = await create('v3', 10, { 'Tus-Resumable': '0.2.2' });
    expect(version).toMatchObject({ status: 412, text: 'Unsupported version' });
    expect(version.headers.get('Tus-Version')).toBe('1.0.0');
    expect(version.breaches).toHaveLength(1);

    const unsigned = await host('v3', 'POST', '/tusupload', {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': '10',
      'Upload-Metadata': METADATA,
    });
    expect(unsigned).toMatchObject({
      status: 400,
      text: 'Invalid AuthorizationSignature, AuthorizationExpire, VideoId, LibraryId header',
    });
    expect((await create('v3', -1)).status).toBe(400);
    expect((await create('v3', 10, { 'Upload-Metadata': 'title not-base64!' })).status).toBe(400);
    expect(await create('v3', 64 * 1024 * 1024 + 1)).toMatchObject({
      status: 413,
      text: 'Upload-Length exceeds the maximum allowed size',
    });

    const location = (await create('v3', 10)).headers.get('Location')!;
    expect((await patch('v3', location, 0, video(10), { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await patch('v3', location, 0, video(10), { 'Upload-Offset': 'zero' })).status).toBe(400);
    expect((await head('v3', location, { 'Tus-Resumable': '2.0.0' })).status).toBe(412);
    expect((await head('v3', location)).headers.get('Upload-Offset')).toBe('0');
  });

  it('a part whose connection drops before is not stored; after, it is: HEAD says which', async () => {
    const file = video(2000);
    const location = (await create('v4', file.length)).headers.get('Location')!;

    faults('v4', '1:kinds=drop-before:ops=video-upload_uploadVideoChunk');
    expect((await patch('v4', location, 0, file.subarray(0, 1000))).dropped).toBe(true);
    faults('v4', undefined);
    expect((await head('v4', location)).headers.get('Upload-Offset')).toBe('0');

    faults('v4', '1:kinds=drop-after:ops=video-upload_uploadVideoChunk');
    expect((await patch('v4', location, 0, file.subarray(0, 1000))).dropped).toBe(true);
    faults('v4', undefined);
    expect((await head('v4', location)).headers.get('Upload-Offset')).toBe('1000');

    // The same part sent blind a second time is refused; from HEAD's offset the rest completes the file.
    expect((await patch('v4', location, 0, file.subarray(0, 1000))).status).toBe(409);
    expect((await patch('v4', location, 1000, file.subarray(1000))).headers.get('Upload-Offset')).toBe('2000');
    expect(videosOf('v4').map((v) => v.bytes)).toEqual([file]);
  });
});

/**
 * tus-js-client's requests sent to the world in process (its HTTP stack is the only part replaced): a dropped
 * connection is the network error a browser's request gets.
 */
class WorldStack implements HttpStack {
  readonly sent: string[] = [];
  readonly breaches: unknown[] = [];
  constructor(
    private readonly world: string,
    private readonly before: (method: string, count: number) => void = () => {},
  ) {}
  getName() {
    return 'world';
  }
  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => void (headers[name] = value),
      getHeader: (name) => headers[name],
      setProgressHandler: () => {},
      abort: () => Promise.resolve(),
      getUnderlyingObject: () => null,
      send: async (body?: Uint8Array): Promise<HttpResponse> => {
        this.sent.push(method);
        this.before(method, this.sent.filter((m) => m === method).length);
        const path = new URL(url).pathname.replace(/^\/ext\/video-upload/, '');
        const answer = await host(this.world, method, path, headers, body ? new Uint8Array(body) : undefined);
        this.breaches.push(...answer.breaches);
        if (answer.dropped) throw new Error('the connection dropped');
        return {
          getStatus: () => answer.status,
          getHeader: (name) => answer.headers.get(name) ?? undefined,
          getBody: () => answer.text,
          getUnderlyingObject: () => null,
        };
      },
    };
  }
}

/** tus-js-client uploads the bytes to the world in parts of 1,000, retrying at once; resolves with its progress. */
function upload(file: Uint8Array, stack: WorldStack): Promise<number[]> {
  const progress: number[] = [];
  return new Promise((resolve, reject) => {
    new Upload(Buffer.from(file), {
      endpoint: `${BASE}/tusupload`,
      httpStack: stack,
      chunkSize: 1000,
      retryDelays: [0, 0, 0],
      headers: SIGNATURE,
      metadata: { filetype: 'video/mp4', title: 'Omega-3 lot walkthrough' },
      storeFingerprintForResuming: false,
      onChunkComplete: (_size, accepted) => progress.push(accepted),
      onSuccess: () => resolve(progress),
      onError: reject,
    }).start();
  });
}

describe('the video host in the world: tus-js-client resumes a dropped connection', () => {
  it('a part dropped before the world stored it is sent again from HEAD’s offset: the whole file, once', async () => {
    const file = video(4500);
    // The third part's connection drops before the world reads it; the faults end with the HEAD that follows.
    const stack = new WorldStack('t1', (method, count) => {
      if (method === 'PATCH' && count === 3) faults('t1', '1:kinds=drop-before:ops=video-upload_uploadVideoChunk');
      if (method === 'HEAD') faults('t1', undefined);
    });
    const progress = await upload(file, stack);
    expect(stack.sent).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH', 'HEAD', 'PATCH', 'PATCH', 'PATCH']);
    expect(progress).toEqual([1000, 2000, 3000, 4000, 4500]);
    expect(stack.breaches).toEqual([]);
    expect(videosOf('t1').map((v) => v.bytes)).toEqual([file]);
  });

  it('every part’s answer lost after the world stored it: each HEAD moves on, nothing is sent twice', async () => {
    const file = video(3500);
    faults('t2', '1:kinds=drop-after:ops=video-upload_uploadVideoChunk');
    const stack = new WorldStack('t2');
    await upload(file, stack);
    expect(stack.sent).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH', 'HEAD', 'PATCH', 'HEAD', 'PATCH', 'HEAD']);
    expect(stack.breaches).toEqual([]);
    expect(videosOf('t2').map((v) => v.bytes)).toEqual([file]);
  });
});
