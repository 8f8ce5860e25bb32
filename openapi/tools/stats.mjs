#!/usr/bin/env node
// The contract in numbers: operations, named examples (requests and responses), error examples and
// x-assumed markers, over the document Prism serves (the portal plus the third parties under /ext).
//   node openapi/tools/stats.mjs            bundles openapi/ itself (about 5 s)
//   node openapi/tools/stats.mjs --generated  reads src/api/generated/mock-server.json (after npm run gen)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bundle } from './check-examples.mjs';
import { buildMockServerDocument } from './mock-server-document.mjs';
import { resolveRef } from './operation-index.mjs';

export { resolveRef };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * A named example on a 2xx that is a failure the backend answers in the body: the envelope's
 * `status` other than "1" ("0", registration's "2", or a third party's own status such as
 * REQUEST_DENIED), a `statusCode` of 400 or more carried in the body, or a refused coupon (`valid: false`).
 */
export function isBodyFailure(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  if (typeof value.status === 'string' && !['1', 'OK'].includes(value.status)) return true;
  if (typeof value.statusCode === 'number' && value.statusCode >= 400) return true;
  return value.valid === false;
}

function countMarkers(value) {
  if (Array.isArray(value)) return value.reduce((n, v) => n + countMarkers(v), 0);
  if (value && typeof value === 'object') {
    return (value['x-assumed'] === true ? 1 : 0) + Object.values(value).reduce((n, v) => n + countMarkers(v), 0);
  }
  return 0;
}

/** Counts over a bundled (not dereferenced) document, so that a shared component counts once. */
export function contractStats(doc) {
  const stats = { operations: 0, requestExamples: 0, namedExamples: 0, errorExamples: 0, bodyFailures: 0, xAssumed: 0 };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      stats.operations += 1;
      for (const media of Object.values(resolveRef(doc, op.requestBody)?.content ?? {})) {
        stats.requestExamples += Object.keys(media.examples ?? {}).length;
      }
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        for (const media of Object.values(resolveRef(doc, raw)?.content ?? {})) {
          for (const ex of Object.values(media.examples ?? {})) {
            stats.namedExamples += 1;
            if (Number(status) >= 400) stats.errorExamples += 1;
            else if (isBodyFailure(resolveRef(doc, ex)?.value)) {
              stats.errorExamples += 1;
              stats.bodyFailures += 1;
            }
          }
        }
      }
    }
  }
  stats.xAssumed = countMarkers(doc);
  return stats;
}

/** The document Prism serves, bundled from openapi/ (no generated files needed). */
export function mockServerDocument() {
  const dir = 'openapi/third-party';
  const services = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')) : [];
  return buildMockServerDocument(
    bundle('openapi/portal.yaml', { dereferenced: false }),
    Object.fromEntries(services.map((f) => [f.replace(/\.yaml$/, ''), bundle(`${dir}/${f}`, { dereferenced: false })])),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const doc = process.argv.includes('--generated')
    ? JSON.parse(readFileSync('src/api/generated/mock-server.json', 'utf8'))
    : mockServerDocument();
  const s = contractStats(doc);
  console.log(`operations                 ${s.operations}`);
  console.log(`named request examples     ${s.requestExamples}`);
  console.log(`named response examples    ${s.namedExamples}`);
  console.log(
    `  error examples           ${s.errorExamples} (status >= 400, plus ${s.bodyFailures} body failures on a 2xx)`,
  );
  console.log(`x-assumed markers          ${s.xAssumed}`);
}
