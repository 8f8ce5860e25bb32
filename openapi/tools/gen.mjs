#!/usr/bin/env node
// npm run gen: everything under src/api/generated/ (and src/routeTree.gen.ts) from openapi/.
// 0. the root's paths: section from openapi/paths/<tag>.yaml;
// 1. bundle the contract and each third-party contract into single JSON files;
// 2. write the mock-server document that Prism serves (the portal plus the third parties under /ext/<service>);
// 3. the documented response headers, the route tree, orval (hooks, zod, MSW), openapi-typescript path types, the operation index and
//    the example values (the replay catalogue of the mock builds).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildMockServerDocument } from './mock-server-document.mjs';
import { writeExampleValues } from './example-values.mjs';
import { writeDocumentedHeaders } from './documented-headers.mjs';
import { writeResponseShapes } from './response-shapes.mjs';
import { allOperations, writeOperationIndex, writeOperationRoutes, writeResponseSchemas } from './operation-index.mjs';
import { writePortalPaths } from './portal-paths.mjs';
import { writeRecordValidators } from './record-validators.mjs';

const out = 'src/api/generated';

// The root's `paths:` section comes from openapi/paths/<tag>.yaml (portal-paths.mjs); written before the stamp below,
// so that a new path is one entry in its tag's file.
if (writePortalPaths()) console.log('gen: openapi/portal.yaml paths: written from openapi/paths/');

// `--if-changed` (the pre-scripts of start, test, typecheck, build): nothing is written when the generated tree was
// made from the same inputs (the stamp below). Two scripts started side by side then never rewrite it under each
// other (CI's type check beside its lint). `npm run gen` always writes it.
const stampFile = `${out}/.inputs`;
const stamp = inputsStamp();
const made = existsSync(stampFile) && existsSync('src/routeTree.gen.ts');
if (process.argv.includes('--if-changed') && made && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('gen: src/api/generated is up to date');
  process.exit(0);
}
// The generators load only when they run (a second or so).
const { Generator, getConfig } = await import('@tanstack/router-generator');
const { default: openapiTS, astToString } = await import('openapi-typescript');
const bin = (name) => `node_modules/.bin/${name}`;
const run = (name, args) => {
  const result = spawnSync(bin(name), args, {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`gen: ${name} ${args.join(' ')} failed`);
  }
};
const started = performance.now();
const step = (label, fn) => {
  const t = performance.now();
  fn();
  if (process.env.GEN_VERBOSE) console.log(`gen: ${label} ${Math.round(performance.now() - t)} ms`);
};

rmSync(out, { recursive: true, force: true });
mkdirSync(`${out}/third-party`, { recursive: true });

const thirdParty = (existsSync('openapi/third-party') ? readdirSync('openapi/third-party') : [])
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''));

step('bundle', () => {
  run('redocly', ['bundle', 'openapi/portal.yaml', '-o', `${out}/openapi.json`]);
  for (const service of thirdParty) {
    run('redocly', ['bundle', `openapi/third-party/${service}.yaml`, '-o', `${out}/third-party/${service}.json`]);
  }
});

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const portal = read(`${out}/openapi.json`);
const services = Object.fromEntries(thirdParty.map((s) => [s, read(`${out}/third-party/${s}.json`)]));

step('record validators', () => writeRecordValidators(`${out}/record-validators`, portal));
step('mock server document', () => {
  const mockServer = buildMockServerDocument(portal, services);
  writeFileSync(`${out}/mock-server.json`, JSON.stringify(mockServer, null, 2));
  writeDocumentedHeaders(`${out}/documented-headers.ts`, mockServer);
});
// The route tree, with the same defaults the Vite plugin uses (src/routes -> src/routeTree.gen.ts).
const t0 = performance.now();
await new Generator({ config: getConfig({ target: 'react', autoCodeSplitting: true }), root: process.cwd() }).run();
if (process.env.GEN_VERBOSE) console.log(`gen: route tree ${Math.round(performance.now() - t0)} ms`);
// The API client imports the operation routes and (in development) the response schemas, and orval
// reads the client as its mutator: both exist before orval runs; the schemas are filled in after.
const rows = allOperations(portal, services);
writeOperationRoutes(`${out}/operation-routes.ts`, rows);
writeResponseShapes(`${out}/response-shapes.ts`, portal);
writeResponseSchemas(`${out}/response-schemas.ts`, rows, []);
step('orval', () => run('orval', ['--config', 'orval.config.ts']));
// Path types, in-process (one openapi-typescript process per document took seconds each).
const t1 = performance.now();
const pathTypes = async (doc, file) => writeFileSync(file, astToString(await openapiTS(doc)));
await pathTypes(portal, `${out}/portal/paths.d.ts`);
for (const service of thirdParty) await pathTypes(services[service], `${out}/third-party/${service}/paths.d.ts`);
if (process.env.GEN_VERBOSE) console.log(`gen: path types ${Math.round(performance.now() - t1)} ms`);
step('operation index', () => {
  writeOperationIndex(`${out}/operations.ts`, rows);
  writeExampleValues(`${out}/example-values.ts`, portal, services);
  const zodModules = ['portal', ...thirdParty].flatMap((service) => {
    const dir = service === 'portal' ? `${out}/portal/zod` : `${out}/third-party/${service}/zod`;
    return listZod(dir).map((file) => ({
      service,
      importPath: `./${relative(out, file).replace(/\.ts$/, '')}`,
      exports: [...readFileSync(file, 'utf8').matchAll(/^export const (\w+Response)\b/gm)].map((m) => m[1]),
    }));
  });
  writeResponseSchemas(`${out}/response-schemas.ts`, rows, zodModules);
});

writeFileSync(stampFile, stamp);
console.log(`gen: src/api/generated written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

function listZod(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.zod.ts'))
    .map((f) => join(dir, f));
}

/**
 * What the generated code is made from: the contracts and their tools, orval's configuration and the client it calls,
 * the routes (the route tree) and the locked versions of the generators. A hash of their paths and contents.
 */
function inputsStamp() {
  const files = [
    ...['openapi', 'src/routes'].flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .map((f) => join(dir, String(f)))
        .filter((f) => statSync(f).isFile()),
    ),
    'orval.config.ts',
    'src/api/client.ts',
    'src/api/form-data.ts',
    'package-lock.json',
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}
