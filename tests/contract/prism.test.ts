import { createServer } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { GUMMIES_BATCH, VERDANT } from '../../test-support/example-world';
import { callWorld } from '../utils/world-call';
import { startPrism } from '~mocks/prism/prism.mjs';
import { contractStats } from '../../openapi/tools/stats.mjs';
import { exampleRequest, type ExampleRequest } from './support/example-request';
import {
  loadMockDocument,
  namedExamples,
  operationsOf,
  propertiesOf,
  resolve,
  schemaOf,
  type OperationEntry,
} from './support/mock-document';

/**
 * Prism on the generated mock-server document (`npm test` runs `npm run gen` first) answers
 * every operation's example request with its first success example, and replays every named
 * example of every documented response on `Prefer: code=<status>, example=<name>`.
 * A request Prism refuses (422, 400, 415…) means the contract does not accept what the portal sends.
 */
const doc = loadMockDocument();
const operations = operationsOf(doc);
const CONCURRENCY = 8;
let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
let prismLog = '';
const counts = { requests: 0, operations: 0, examples: 0 };

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 4310));
    });
  });
}

interface Expectation {
  label: string;
  request: ExampleRequest;
  prefer?: string;
  accept?: string;
  status: number;
  contentType: string;
  value: unknown;
}

async function check(e: Expectation): Promise<string | null> {
  const headers: Record<string, string> = { ...e.request.headers };
  if (e.prefer) headers.Prefer = e.prefer;
  if (e.accept) headers.Accept = e.accept;
  const body = e.request.body;
  const response = await fetch(`${prism!.url}${e.request.url}`, {
    method: e.request.method,
    headers,
    ...(body === undefined ? {} : { body: body as BodyInit }),
  });
  counts.requests += 1;
  const text = await response.text();
  if (response.status !== e.status)
    return `${e.label}: expected ${e.status}, got ${response.status} ${text.slice(0, 400)}`;
  let actual: unknown = text;
  if (e.contentType.includes('json') && text !== '') {
    try {
      actual = JSON.parse(text);
    } catch {
      return `${e.label}: the body is not JSON: ${text.slice(0, 200)}`;
    }
  }
  const expected = e.value === undefined ? '' : e.contentType.includes('json') ? e.value : String(e.value);
  if (!isDeepStrictEqual(actual, expected)) {
    return `${e.label}: the body is not the example\n    got      ${JSON.stringify(actual).slice(0, 300)}\n    expected ${JSON.stringify(expected).slice(0, 300)}`;
  }
  return null;
}

/** Runs the checks CONCURRENCY at a time and returns every failure. */
async function runAll(expectations: Expectation[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < expectations.length) {
      const e = expectations[next++]!;
      const failure = await check(e).catch((error: unknown) => `${e.label}: ${String(error)}`);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures.sort();
}

function requestOf(entry: OperationEntry): ExampleRequest {
  return exampleRequest(doc, entry);
}

/** An array, or a schema one of whose alternatives (oneOf, anyOf) may be an array. */
function mayBeArray(raw: unknown): boolean {
  const s = schemaOf(doc, raw);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes('array') || [...(s.oneOf ?? []), ...(s.anyOf ?? [])].some(mayBeArray);
}

/** A file, an array of files, or a schema one of whose alternatives is a file. */
function takesFile(raw: unknown): boolean {
  const s = schemaOf(doc, raw);
  if (s.format === 'binary' || s.contentMediaType !== undefined) return true;
  return [...(s.items ? [s.items] : []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].some(takesFile);
}

const label = (entry: OperationEntry) => `${entry.method} ${entry.path} (${entry.op.operationId})`;

beforeAll(async () => {
  // The contract tests talk to a real Prism: MSW (started by tests/setup.ts) must not intercept them.
  server.close();
  prism = await startPrism({ port: await freePort(), log: (chunk) => (prismLog += chunk) });
}, 60_000);

afterAll(() => {
  prism?.stop();
  const stats = contractStats(doc);
  console.log(
    `[contract] Prism: ${counts.operations} operations, ${counts.examples} named response examples ` +
      `(${stats.errorExamples} error examples), ${stats.requestExamples} named request examples, ` +
      `${stats.xAssumed} x-assumed markers; ${counts.requests} requests`,
  );
});

describe('Prism on the contract', () => {
  it('reads every multipart array as repeated parts (encoding style form, explode true)', () => {
    // Without it Prism reads two parts of `files[]` as one value and refuses what the portal sends.
    // A field that may be one file or several (`oneOf: [file, array of files]`) counts as an array.
    const missing = operations.flatMap((entry) => {
      const media = entry.op.requestBody?.content['multipart/form-data'];
      if (!media) return [];
      return Object.entries(propertiesOf(doc, media.schema))
        .filter(([, s]) => mayBeArray(s))
        .filter(([name]) => media.encoding?.[name]?.style !== 'form' || media.encoding[name]?.explode !== true)
        .map(([name]) => `${label(entry)}: part '${name}'`);
    });
    expect(
      missing,
      `multipart arrays without encoding { style: form, explode: true }:\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
  });

  it('declares every file part of a multipart body, and lets every part carry reserved characters', () => {
    // Prism applies the urlencoded rule for reserved characters (/?#[]@!$&'()*+,;=) to multipart parts that have an
    // `encoding` entry, which OpenAPI says it should ignore: a real PNG or PDF (bytes such as '/' and ',') was answered
    // 422 'Reserved characters used in request body' (a real logo could not be saved). So every entry says
    // `allowReserved: true`, and every file part has an entry with the content types it takes.
    const problems = operations.flatMap((entry) => {
      const media = entry.op.requestBody?.content['multipart/form-data'];
      if (!media) return [];
      const properties = propertiesOf(doc, media.schema);
      const files = Object.entries(properties)
        .filter(([, s]) => takesFile(s))
        .filter(([name]) => !media.encoding?.[name]?.contentType)
        .map(([name]) => `${label(entry)}: file part '${name}' has no encoding contentType`);
      const reserved = Object.entries(media.encoding ?? {})
        .filter(([, e]) => e.allowReserved !== true)
        .map(([name]) => `${label(entry)}: part '${name}' without allowReserved: true`);
      return [...files, ...reserved];
    });
    expect(problems, problems.join('\n  ')).toEqual([]);
  });

  it('accepts every named request example of a multipart body, one file and several where a field may be either', async () => {
    const problems: string[] = [];
    const expectations: Expectation[] = [];
    for (const entry of operations) {
      const media = entry.op.requestBody?.content['multipart/form-data'];
      if (!media) continue;
      const values = Object.values(media.examples ?? {}).map((e) => resolve<{ value?: unknown }>(doc, e).value);
      // A field that may be one file or several: some example sends one part and some example sends several.
      for (const [name, s] of Object.entries(propertiesOf(doc, media.schema))) {
        if (!mayBeArray(s) || schemaOf(doc, s).type === 'array') continue;
        const sent = values.map((v) => (v as Record<string, unknown>)[name]).filter((v) => v !== undefined);
        if (!sent.some((v) => !Array.isArray(v) || v.length === 1))
          problems.push(`${label(entry)}: no request example sends one '${name}' part`);
        if (!sent.some((v) => Array.isArray(v) && v.length > 1))
          problems.push(`${label(entry)}: no request example sends several '${name}' parts`);
      }
      const success = Object.keys(entry.op.responses).find((st) => /^2\d\d$/.test(st))!;
      const [first] = namedExamples(doc, entry.op.responses[success]!);
      for (const name of Object.keys(media.examples ?? {})) {
        expectations.push({
          label: `${label(entry)} request '${name}'`,
          request: exampleRequest(doc, entry, name),
          status: Number(success),
          contentType: first?.contentType ?? '',
          value: first?.value,
        });
      }
    }
    const failures = [...problems, ...(await runAll(expectations))];
    expect(failures, `${failures.length} multipart requests fail:\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 60_000);

  it('answers every example request with the first success example', async () => {
    const problems: string[] = [];
    const expectations: Expectation[] = [];
    for (const entry of operations) {
      const success = Object.keys(entry.op.responses).find((s) => /^2\d\d$/.test(s));
      if (!success) {
        problems.push(`${label(entry)}: no success response`);
        continue;
      }
      const [first] = namedExamples(doc, entry.op.responses[success]!);
      const hasBody = Object.keys(entry.op.responses[success]!.content ?? {}).length > 0;
      if (hasBody && !first) {
        problems.push(`${label(entry)}: ${success} has no named example`);
        continue;
      }
      try {
        expectations.push({
          label: `${label(entry)} ${success}${first ? ` '${first.name}'` : ''}`,
          request: requestOf(entry),
          status: Number(success),
          contentType: first?.contentType ?? '',
          value: first?.value,
        });
      } catch (error) {
        problems.push(`${label(entry)}: ${(error as Error).message}`);
      }
    }
    counts.operations = operations.length;
    const failures = [...problems, ...(await runAll(expectations))];
    expect(failures, `${failures.length} operations fail:\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 60_000);

  it('replays every named example of every documented response', async () => {
    const expectations: Expectation[] = [];
    const problems: string[] = [];
    for (const entry of operations) {
      let request: ExampleRequest;
      try {
        request = requestOf(entry);
      } catch (error) {
        problems.push(`${label(entry)}: ${(error as Error).message}`);
        continue;
      }
      for (const [status, response] of Object.entries(entry.op.responses)) {
        for (const example of namedExamples(doc, response)) {
          expectations.push({
            label: `${label(entry)} ${status} '${example.name}'`,
            request,
            prefer: `code=${status}, example=${example.name}`,
            // A response with several media types (registration step 2 answers text): ask for this one.
            accept: Object.keys(response.content ?? {}).length > 1 ? example.contentType : undefined,
            status: Number(status),
            contentType: example.contentType,
            value: example.value,
          });
        }
      }
    }
    counts.examples = expectations.length;
    expect(expectations.length).toBeGreaterThan(operations.length);
    const failures = [...problems, ...(await runAll(expectations))];
    expect(failures, `${failures.length} examples fail:\n  ${failures.join('\n  ')}`).toEqual([]);
  }, 60_000);
});

/**
 * What the spec requires, the contract requires: a request without it is refused by Prism (422, as `npm start`
 * answers) and by the mock world alike (the same 422 in Vitest and `npm run dev:msw`, where no Prism stands before it).
 */
describe('a request without what the spec requires', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const logo = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });
  const step0 = { registration_step: '0', email_address: 'zelda.moss@example.com', phone: '602-555-0101' };
  const cases: {
    label: string;
    operationId: Parameters<typeof callWorld>[0];
    method: string;
    path: string;
    params?: Record<string, string>;
    body: () => Record<string, unknown> | FormData;
  }[] = [
    {
      label: 'deleting a user without the subscription',
      operationId: 'deleteOrganizationUser',
      method: 'POST',
      path: '/integrant/delete-individual',
      body: () => ({ id: 'IND9R3T5WX', organization_id: VERDANT }),
    },
    {
      label: 'the products without their page',
      operationId: 'searchIntegrantTypes',
      method: 'POST',
      path: '/integrant-type/search',
      body: () => ({ organization_id: VERDANT }),
    },
    {
      label: 'the links tree without its level',
      operationId: 'getBatchTree',
      method: 'POST',
      path: '/links/tree',
      body: () => ({ integrant_id: GUMMIES_BATCH }),
    },
    {
      label: 'an attachment edited without its title',
      operationId: 'updateOrganizationExhibit',
      method: 'PATCH',
      path: '/organization-exhibit/OEX4C8N2LA',
      params: { id: 'OEX4C8N2LA' },
      body: () => form({ effective_date: '2026-02-15T00:00:00.000Z' }),
    },
    {
      label: 'registration step 0 without the names',
      operationId: 'saveRegistrationStep',
      method: 'POST',
      path: '/pre-registration/init',
      body: () => form(step0),
    },
    {
      label: 'the organization step without a logo',
      operationId: 'saveRegistrationStep',
      method: 'POST',
      path: '/pre-registration/init',
      body: () =>
        form({
          registration_step: '3',
          email_address: 'zelda.moss@example.com',
          organization_name: 'Moss Botanicals',
          domain_name: 'mossbotanicals.com',
        }),
    },
  ];

  // Prism answers a documented 400 where the operation has one (registration), else its own 422.
  const REFUSED = [400, 422];

  /** The case's request sent to Prism, signed in, JSON or multipart. */
  const toPrism = ({ method, path, body }: (typeof cases)[number]) => {
    const sent = body();
    return fetch(`${prism!.url}${path}`, {
      method,
      headers: {
        Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJJTkQ0SzhQMlFaIn0.c2lnbmF0dXJl',
        selectedsubscription: 'tracer',
        ...(sent instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: sent instanceof FormData ? sent : JSON.stringify(sent),
    });
  };

  it.each(cases)('$label: Prism refuses it', async (c) => {
    expect(REFUSED).toContain((await toPrism(c)).status);
  });

  it.each(cases)('$label: the world refuses it as Prism does', async (c) => {
    const answer = await callWorld(c.operationId, c.body(), {
      params: c.params,
      subscription: 'tracer',
      world: 'required-fields',
    });
    expect(answer.status).toBe((await toPrism(c)).status);
    if (answer.status === 422) expect(answer.body.title).toBe('Invalid request');
  });

  it('the same requests with what is required pass both', async () => {
    const complete = form({ ...step0, name_first: 'Zelda', name_last: 'Moss' });
    const response = await fetch(`${prism!.url}/pre-registration/init`, { method: 'POST', body: complete });
    expect(response.status).toBe(200);
    const organization = form({
      registration_step: '3',
      email_address: 'zelda.moss@example.com',
      organization_name: 'Moss Botanicals',
      domain_name: 'mossbotanicals.com',
    });
    organization.append('fileName', logo());
    const world = await callWorld('saveRegistrationStep', organization, { world: 'required-fields' });
    expect(world.status).not.toBe(422);
  });
});
