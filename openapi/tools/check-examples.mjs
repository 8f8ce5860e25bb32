#!/usr/bin/env node
// Validates every named example of a contract (request bodies, responses, parameters) against
// its schema, and flags placeholder values ("string"). Used by tests/contract and runnable alone:
//   node openapi/tools/check-examples.mjs [openapi/portal.yaml]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The bundle of a contract's root file that `npm run gen` wrote (src/api/generated/), or undefined. */
function generatedBundle(root) {
  const name = basename(root).replace(/\.yaml$/, '.json');
  const file =
    root === 'openapi/portal.yaml' ? 'src/api/generated/openapi.json' : `src/api/generated/third-party/${name}`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * A bundled document with its internal references (`#/…`) replaced by what they point to, in process. A reference
 * met again inside itself is left as it is (a recursive schema), as the command's `--dereferenced` leaves it.
 */
export function dereference(doc) {
  const at = (ref) =>
    ref
      .slice(2)
      .split('/')
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((node, key) => node[key], doc);
  const resolved = new Map();
  const walk = (value, open) => {
    if (Array.isArray(value)) return value.map((v) => walk(v, open));
    if (!value || typeof value !== 'object') return value;
    const ref = value.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/'))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, open)]));
    if (open.has(ref)) return value;
    if (!resolved.has(ref)) resolved.set(ref, walk(at(ref), new Set([...open, ref])));
    const siblings = Object.fromEntries(Object.entries(value).filter(([key]) => key !== '$ref'));
    const target = resolved.get(ref);
    return Object.keys(siblings).length ? { ...target, ...walk(siblings, open) } : target;
  };
  return walk(doc, new Set());
}

/**
 * The contract behind `root`, bundled: from what `npm run gen` wrote when it is there (the tests run after it), in
 * process; else by the bundler's command (a process of its own, seconds each).
 */
export function bundled(root, { dereferenced = true } = {}) {
  const doc = generatedBundle(root);
  if (!doc) return bundle(root, { dereferenced });
  return dereferenced ? dereference(doc) : doc;
}

export function bundle(root, { dereferenced = true } = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'contract-')), 'bundle.json');
  const args = ['bundle', root, '-o', out, ...(dereferenced ? ['--dereferenced'] : [])];
  const result = spawnSync('node_modules/.bin/redocly', args, {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
  return JSON.parse(readFileSync(out, 'utf8'));
}

function placeholders(value, at = '') {
  if (value === 'string') return [at || '(root)'];
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholders(v, `${at}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => placeholders(v, `${at}/${k}`));
  return [];
}

/** Every (schema, example) pair of a dereferenced document, with a readable place. */
export function examplesOf(spec) {
  const pairs = [];
  const media = (place, content) => {
    for (const [type, m] of Object.entries(content ?? {})) {
      if (!m.schema) continue;
      for (const [name, ex] of Object.entries(m.examples ?? {})) {
        if ('value' in (ex ?? {}))
          pairs.push({ place: `${place} ${type} example '${name}'`, schema: m.schema, value: ex.value });
      }
      if ('example' in m) pairs.push({ place: `${place} ${type} example`, schema: m.schema, value: m.example });
    }
  };
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path} (${op.operationId})`;
      media(`${where} request`, op.requestBody?.content);
      for (const [status, response] of Object.entries(op.responses ?? {}))
        media(`${where} ${status}`, response.content);
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        if ('example' in p && p.schema)
          pairs.push({ place: `${where} parameter ${p.name}`, schema: p.schema, value: p.example });
        for (const [name, ex] of Object.entries(p.examples ?? {})) {
          pairs.push({ place: `${where} parameter ${p.name} example '${name}'`, schema: p.schema, value: ex.value });
        }
      }
    }
  }
  return pairs;
}

export function checkExamples(spec) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  const problems = [];
  const pairs = examplesOf(spec);
  for (const { place, schema, value } of pairs) {
    let validate;
    try {
      validate = ajv.compile(schema);
    } catch (e) {
      problems.push(`${place}: schema does not compile: ${e.message}`);
      continue;
    }
    if (!validate(value)) {
      const errors = validate.errors.map((e) => `${e.instancePath || '(root)'} ${e.message}`).slice(0, 5);
      problems.push(`${place}: ${errors.join('; ')}`);
    }
    for (const at of placeholders(value)) problems.push(`${place}: placeholder "string" at ${at}`);
  }
  return { count: pairs.length, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const roots = process.argv.length > 2 ? process.argv.slice(2) : ['openapi/portal.yaml'];
  let failed = false;
  for (const root of roots) {
    const { count, problems } = checkExamples(bundle(root));
    console.log(`${root}: ${count} examples, ${problems.length} problems`);
    for (const p of problems) console.log(`  - ${p}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
