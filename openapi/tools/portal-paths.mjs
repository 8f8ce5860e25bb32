// The `paths:` section of openapi/portal.yaml, derived from openapi/paths/<tag>.yaml: one `$ref` per path, the
// files in the order of the root's `tags`, each file's paths in its own order. `npm run gen` writes it (only when it
// differs), so a new operation is written once, in its tag's file; tests/contract/portal-paths.test.ts keeps it true.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const ROOT = 'openapi/portal.yaml';
const HEADER = '  # Written by `npm run gen` from openapi/paths/<tag>.yaml, in the order of `tags`: do not edit.';

/** JSON pointer escaping of one path key (RFC 6901). */
const pointer = (key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The section's text, from `paths:` to the line before `components:`. */
export function derivedPathsSection(dir = 'openapi') {
  const root = parse(readFileSync(`${dir}/portal.yaml`, 'utf8'));
  const files = readdirSync(`${dir}/paths`)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''));
  const order = (root.tags ?? []).map((t) => t.name);
  const unknown = files.filter((f) => !order.includes(f));
  if (unknown.length > 0) {
    throw new Error(`openapi/paths/${unknown[0]}.yaml names no tag of ${ROOT}: add the tag first (openapi/README.md)`);
  }
  const lines = ['paths:', HEADER];
  for (const tag of order.filter((t) => files.includes(t))) {
    const paths = Object.keys(parse(readFileSync(`${dir}/paths/${tag}.yaml`, 'utf8')) ?? {});
    for (const path of paths) lines.push(`  ${path}:`, `    $ref: './paths/${tag}.yaml#/${pointer(path)}'`);
  }
  return `${lines.join('\n')}\n`;
}

const SECTION = /^paths:\n(?:[ #].*\n|\n)*?(?=^\S)/m;

/** The root as it is, and as it would be with the derived section. */
export function portalPaths(dir = 'openapi') {
  const text = readFileSync(`${dir}/portal.yaml`, 'utf8');
  if (!SECTION.test(text)) throw new Error(`${ROOT} has no top-level paths: section`);
  return { text, derived: text.replace(SECTION, derivedPathsSection(dir)) };
}

/** Writes the section when it differs; true when it wrote. */
export function writePortalPaths(dir = 'openapi') {
  const { text, derived } = portalPaths(dir);
  if (text === derived) return false;
  writeFileSync(`${dir}/portal.yaml`, derived);
  return true;
}
