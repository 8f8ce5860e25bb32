import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundled } from '../../openapi/tools/check-examples.mjs';

/**
 * Every operation of the contract (openapi/portal.yaml and each outside service's document in openapi/third-party/)
 * says where the specification names it: `x-documented-by`, a map from the document to the words it uses (section 7,
 * or the section whose rule relies on an outside lookup). The words live beside the operation, so a new call is
 * written once, in its tag's file (docs/recipes.md, "A new call", step 1). An operation taken out takes its words with
 * it; what used it (a screen's hook, a replay row, a resolver) then fails the type check.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DOCUMENTS = ['1-identity-billing-organization', '2-catalogue-traceability', '3-insight-compliance-tools'];

const services = readdirSync('openapi/third-party')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''));

const fileOf = (service: string) =>
  service === 'portal' ? 'openapi/portal.yaml' : `openapi/third-party/${service}.yaml`;

interface Operation {
  operationId?: string;
  'x-documented-by'?: Record<string, unknown>;
}

const operations = ['portal', ...services].flatMap((service) => {
  const spec = bundled(fileOf(service), { dereferenced: false }) as {
    paths?: Record<string, Record<string, Operation>>;
  };
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      service,
      key: `${m.toUpperCase()} ${path}`,
      operation: item[m] as Operation,
    })),
  );
});

describe('the documented calls', () => {
  it('every operation of the contract and of every third-party service says which document names it', () => {
    const unnamed = operations.flatMap(({ service, key, operation }) => {
      const by = operation['x-documented-by'];
      const where = `${fileOf(service)}: ${key} (${operation.operationId ?? 'no operationId'})`;
      if (!by || Object.keys(by).length === 0) return [`${where} has no x-documented-by`];
      return Object.entries(by).flatMap(([document, says]) => [
        ...(DOCUMENTS.includes(document)
          ? []
          : [`${where} names '${document}', which is not one of ${DOCUMENTS.join(', ')}`]),
        ...(typeof says === 'string' && says.trim() !== '' ? [] : [`${where}: the words of ${document} are empty`]),
      ]);
    });
    expect(
      unnamed,
      `${unnamed.length} operations do not say where the specification names them: give each an x-documented-by with the document's own words (docs/recipes.md, "A new call", step 1):\n  ${unnamed.join('\n  ')}`,
    ).toEqual([]);
  });

  it('the third-party services are the known ones', () => {
    expect(
      services.sort(),
      'the third-party services changed: a new one needs its openapi/third-party/<service>.yaml with x-documented-by on each call (docs/recipes.md, "A new call", step 1; "A new dependency", step 4), then this list',
    ).toEqual(['breached-password', 'geocoding', 'label-database', 'sso-userinfo', 'video-upload']);
  });
});
