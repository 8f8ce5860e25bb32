import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '~mocks/node';
import { typedFile } from './file-bytes';

/** A file of a given size without allocating it (its first bytes are those of its type: the portal reads them). */
export function sizedFile(name: string, bytes: number, type: string): File {
  const file = typedFile(name, type);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/**
 * The multipart fields as [name, value] pairs, a file part written as `file:<its type>` (jsdom's files
 * reach MSW without their names, their types survive).
 */
export type FormFields = [string, string][];

/**
 * Records every body sent to a POST path (JSON as parsed, form data as [name, value] pairs with
 * files as `file:<type>`) and answers with `answer` (the generated example by default: pass it).
 */
export function recordPosts<T = unknown>(path: string, answer: () => JsonBodyType | Response) {
  const bodies: T[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (type.includes('multipart/form-data')) {
        const form = await request.formData();
        bodies.push(
          [...form.entries()].map(([k, v]) => [
            k,
            typeof v === 'string' ? v : `file:${(v as File).type}`,
          ]) as unknown as T,
        );
      } else {
        bodies.push((await request.json()) as T);
      }
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return bodies;
}

/** A body-level failure with the server's message. */
export const bodyFailure = (message: string) => () => ({ status: '0', message, data: null });

/** An HTTP 500 with the server's message ('' for none). */
export const serverError =
  (message = '') =>
  () =>
    HttpResponse.json({ statusCode: 500, message, error: 'Internal Server Error' }, { status: 500 });

/**
 * An answer whose body comes only when `release()` is called: the request is over (an upload's progress
 * reaches 100%), its answer not yet. Pass `answer` to `recordPosts`.
 */
export function heldAnswer(json: JsonBodyType) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = () =>
    new HttpResponse(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          await released;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(json)));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'application/json' } },
    );
  return { answer, release };
}
