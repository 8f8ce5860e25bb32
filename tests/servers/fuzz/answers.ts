import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract, Operation } from './operations';
import type { Schema } from './schema-values';

/**
 * Judges an answer against the contract: its status is one the operation documents, its body is valid against that
 * status's schema (ajv, JSON Schema 2020-12, over the bundled document, as Prism checks answers), and a 500 is one
 * of the documented server-error examples (never the world's own catch-all, nor a contract breach it turned into a
 * 500). Prism's own refusals and the world's refusal of a request that breaks the contract (the same 422 Prism gives)
 * are told apart and counted, not judged as the world's answers.
 */
export interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
  /** The world's mark of an answer it gave because its own code failed (mocks/world/dispatch.ts). */
  readonly worldFailure?: string;
  /** Prism's `sl-violations` header: what it found wrong with the request or the world's answer. */
  readonly violations?: string;
}

export type Verdict =
  | { readonly ok: true; readonly refused?: string }
  | { readonly ok: false; readonly problem: string; readonly breach: 'status' | 'body' | 'server-error' | 'path' };

type Validate = ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

/** `#/components/…` as `contract#/components/…`: the schema compiled on its own still reaches the document's. */
function rebased(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebased);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `contract${v}` : rebased(v),
    ]),
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export class AnswerCheck {
  private readonly ajv: InstanceType<typeof Ajv2020>;
  private readonly compiled = new Map<Schema, Validate>();
  private readonly serverErrors = new Map<string, string[]>();

  constructor(
    contract: Contract,
    private readonly operations: ReadonlyMap<string, Operation>,
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    (addFormats as unknown as (ajv: unknown) => void)(this.ajv);
    this.ajv.addKeyword({ keyword: 'example' });
    this.ajv.addSchema({ $id: 'contract', components: contract.components }, 'contract');
    // The documented server-error bodies, by operation: a 500 the world gives must be one of them.
    const examples = contract.components.examples as Record<string, { value?: unknown }>;
    const responses = contract.components.responses as Record<string, Schema>;
    for (const op of operations.values()) {
      const raw = (contract.paths[op.path]?.[op.method.toLowerCase()] as Schema).responses as Record<string, Schema>;
      const five = raw['500'];
      if (!five) continue;
      const response = typeof five.$ref === 'string' ? responses[five.$ref.split('/').pop()!]! : five;
      const bodies = Object.values((response.content as Record<string, Schema> | undefined) ?? {}).flatMap((media) =>
        Object.values((media.examples as Record<string, Schema>) ?? {}).map((e) =>
          JSON.stringify(typeof e.$ref === 'string' ? examples[e.$ref.split('/').pop()!]?.value : e.value),
        ),
      );
      this.serverErrors.set(op.id, bodies);
    }
  }

  private validator(schema: Schema): Validate {
    let v = this.compiled.get(schema);
    if (!v) {
      v = this.ajv.compile(rebased(schema) as object) as Validate;
      this.compiled.set(schema, v);
    }
    return v;
  }

  /**
   * What Prism (--errors) found wrong with the world's answer, from its `sl-violations` header: the response-side
   * errors (a required header missing, say, which the body's schema does not cover). Warnings (the world's own 422
   * refusal has a status the operation does not document) are not errors.
   */
  answerViolations(answer: Answer): string[] {
    if (!answer.violations) return [];
    let list: { location?: string[]; severity?: string; message?: string }[];
    try {
      list = JSON.parse(answer.violations) as typeof list;
    } catch {
      // "Too many violations! …": cut short, not JSON.
      return answer.violations.includes('"response"') ? [answer.violations.slice(0, 300)] : [];
    }
    return list
      .filter((v) => v.location?.[0] === 'response' && v.severity === 'Error')
      .map((v) => `${v.location!.join('.')}: ${v.message ?? ''}`);
  }

  /** Prism's own answer (it never reached the world): its kind, else undefined. */
  prismRefusal(answer: Answer): string | undefined {
    // The world's own refusal passed on by Prism, which notes its status as undocumented.
    if (answer.violations && this.worldRefusal(answer)) return undefined;
    const body = parse(answer.text) as Record<string, unknown> | undefined;
    if (typeof body?.type === 'string' && body.type.startsWith(PRISM_ERRORS)) {
      const kind = body.type.slice(PRISM_ERRORS.length);
      // VIOLATIONS: the world's answer broke the contract and Prism (--errors) said so: that is no refusal.
      return kind === 'VIOLATIONS' ? undefined : `${answer.status} ${kind}`;
    }
    // Prism's own answer to a HEAD request: its problem type, and no body.
    if (answer.text === '' && answer.contentType.startsWith('application/problem+json'))
      return `${answer.status} (HEAD)`;
    // Prism's body parser (micri): JSON that does not parse, a body over its 10 MB limit.
    const error = body?.error as Record<string, unknown> | undefined;
    if (error && typeof error.code === 'string' && typeof error.message === 'string' && !('statusCode' in body!))
      return `${answer.status} ${error.code}`;
    return undefined;
  }

  /** The world's refusal of a request that breaks the contract: the 422 Prism gives (mocks/world/dispatch.ts). */
  worldRefusal(answer: Answer): string | undefined {
    if (answer.status !== 422) return undefined;
    const body = parse(answer.text) as Record<string, unknown> | undefined;
    const shaped =
      body?.type === `${PRISM_ERRORS}UNPROCESSABLE_ENTITY` &&
      body.status === 422 &&
      Array.isArray(body.validation) &&
      body.validation.length > 0;
    return shaped ? '422 UNPROCESSABLE_ENTITY' : undefined;
  }

  /**
   * A request whose path is no operation's (an empty id makes `/integrant/`): the world's server and Prism answer that
   * no such path exists, with the contract's error body (Prism: its own NO_PATH_MATCHED problem); or, where the path
   * without its trailing slash is another operation's, as that operation (as the backend's framework routes it).
   */
  judgeNoPath(method: string, answer: Answer, sameWithoutSlash?: string): Verdict {
    if (sameWithoutSlash && answer.status !== 404) return this.judge(sameWithoutSlash, answer);
    // A HEAD answer has no body to name the error.
    if (method === 'HEAD' && answer.status === 404 && answer.text === '') return { ok: true };
    const body = parse(answer.text) as Record<string, unknown> | undefined;
    if (answer.status === 404 && body?.statusCode === 404 && typeof body.message === 'string') return { ok: true };
    if (answer.status === 404 && body?.type === `${PRISM_ERRORS}NO_PATH_MATCHED_ERROR`)
      return { ok: true, refused: 'no path' };
    return {
      ok: false,
      breach: 'path',
      problem: `a path no operation has answered ${answer.status}: ${answer.text.slice(0, 200)}`,
    };
  }

  /** Whether the answer keeps the contract of the operation. */
  judge(operationId: string, answer: Answer): Verdict {
    const op = this.operations.get(operationId)!;
    if (answer.worldFailure)
      return { ok: false, breach: 'server-error', problem: `the world failed on the request: ${answer.worldFailure}` };
    const documented = op.responses.get(String(answer.status)) ?? op.responses.get(`${String(answer.status)[0]}XX`);
    if (!documented)
      return {
        ok: false,
        breach: 'status',
        problem: `status ${answer.status} is not documented (${[...op.responses.keys()].join(', ')}): ${answer.text.slice(0, 300)}`,
      };
    const types = Object.keys(documented);
    // A HEAD answer never has a body: its status is all there is to judge.
    if (op.method === 'HEAD') return this.serverError(operationId, answer, undefined) ?? { ok: true };
    if (types.length === 0)
      return answer.text === ''
        ? { ok: true }
        : {
            ok: false,
            breach: 'body',
            problem: `status ${answer.status} documents no body, got ${answer.text.slice(0, 200)}`,
          };
    const type = types.find((t) => answer.contentType.startsWith(t)) ?? (types.length === 1 ? types[0]! : undefined);
    if (!type)
      return {
        ok: false,
        breach: 'body',
        problem: `content type ${answer.contentType} is not one of ${types.join(', ')}`,
      };
    const isJson = type.includes('json');
    const value = isJson ? parse(answer.text) : answer.text;
    if (isJson && value === undefined)
      return { ok: false, breach: 'body', problem: `the body is not JSON: ${answer.text.slice(0, 200)}` };
    const schema = documented[type];
    if (schema) {
      const validate = this.validator(schema);
      if (!validate(value)) {
        const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`);
        return {
          ok: false,
          breach: 'body',
          problem: `the ${answer.status} body breaks its schema: ${errors.join('; ')}: ${answer.text.slice(0, 300)}`,
        };
      }
    }
    return this.serverError(operationId, answer, value) ?? { ok: true };
  }

  /** A 500 that is none of the operation's documented server failures (the world's catch-all, a breach it caught). */
  private serverError(operationId: string, answer: Answer, value: unknown): Verdict | undefined {
    if (answer.status !== 500) return undefined;
    const known = this.serverErrors.get(operationId) ?? [];
    // An operation whose 500 has no body (a third party's HEAD) documents none: an empty answer is its 500.
    if (known.length === 0 && answer.text === '') return undefined;
    if (known.includes(JSON.stringify(value))) return undefined;
    return {
      ok: false,
      breach: 'server-error',
      problem: `a 500 that no example documents: ${answer.text.slice(0, 300)}`,
    };
  }
}
