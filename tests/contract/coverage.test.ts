import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundled } from '../../openapi/tools/check-examples.mjs';
import { documentedCalls as doc1 } from './documented-calls/doc1';
import { documentedCalls as doc2Catalogue } from './documented-calls/doc2-catalogue';
import { documentedCalls as doc2Movement } from './documented-calls/doc2-movement';
import { documentedCalls as doc3 } from './documented-calls/doc3';
import type { DocumentedCall } from './documented-calls/types';

/**
 * Every call the three specification documents name (section 7, plus the outside lookups their
 * rules rely on) is an operation of the contract: of openapi/portal.yaml, or of its service's
 * document in openapi/third-party/. And the contract has no operation that no document names.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const lists: Record<string, { document: string; calls: DocumentedCall[] }> = {
  'doc1.ts': { document: '1-identity-billing-organization', calls: doc1 },
  'doc2-catalogue.ts': { document: '2-catalogue-traceability', calls: doc2Catalogue },
  'doc2-movement.ts': { document: '2-catalogue-traceability', calls: doc2Movement },
  'doc3.ts': { document: '3-insight-compliance-tools', calls: doc3 },
};

const services = readdirSync('openapi/third-party')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''));

const fileOf = (service: string) =>
  service === 'portal' ? 'openapi/portal.yaml' : `openapi/third-party/${service}.yaml`;

/** "GET /label/{id}" for every operation, by service ("portal" or the third-party document's name). */
const operations = new Map<string, Set<string>>(
  ['portal', ...services].map((service) => {
    const spec = bundled(fileOf(service), { dereferenced: false }) as {
      paths?: Record<string, Record<string, unknown>>;
    };
    const keys = Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
    );
    return [service, new Set(keys)];
  }),
);

const entries = Object.entries(lists).flatMap(([list, { document, calls }]) =>
  calls.map((call) => ({
    list,
    document,
    call,
    key: `${call.method} ${call.path}`,
    service: call.service ?? 'portal',
  })),
);

describe('the documented calls', () => {
  it('are operations of the contract', () => {
    const gaps = entries
      .filter(({ key, service }) => !operations.get(service)?.has(key))
      .map(
        ({ list, key, service, call }) =>
          `${list}: ${key} is not an operation of ${fileOf(service)} ('${call.source}')`,
      );
    expect(
      gaps,
      `${gaps.length} documented calls are missing from the contract (follow docs/recipes.md, "A new call"):\n  ${gaps.join('\n  ')}`,
    ).toEqual([]);
  });

  it('are listed once per specification document', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { list, document, key, service } of entries) {
      const id = `${document} ${service} ${key}`;
      const first = seen.get(id);
      if (first) twice.push(`${document}: ${service} ${key} is listed in ${first} and again in ${list}`);
      else seen.set(id, list);
    }
    expect(
      twice,
      `${twice.length} calls are listed twice (docs/recipes.md, "A new call", step 3):\n  ${twice.join('\n  ')}`,
    ).toEqual([]);
  });

  it('cover every operation of the contract and of every third-party service', () => {
    const named = new Set(entries.map(({ service, key }) => `${service} ${key}`));
    const unnamed = [...operations].flatMap(([service, keys]) =>
      [...keys].filter((key) => !named.has(`${service} ${key}`)).map((key) => `${fileOf(service)}: ${key}`),
    );
    expect(
      unnamed,
      `${unnamed.length} operations are named by no document: add each to tests/contract/documented-calls/ (docs/recipes.md, "A new call", step 3):\n  ${unnamed.join('\n  ')}`,
    ).toEqual([]);
    expect(
      services.sort(),
      'the third-party services changed: a new one needs its openapi/third-party/<service>.yaml and its calls in tests/contract/documented-calls/ (docs/recipes.md, "A new call", steps 1 and 3; "A new dependency", step 4), then this list',
    ).toEqual(['breached-password', 'geocoding', 'label-database', 'sso-userinfo', 'video-upload']);
  });
});
