#!/usr/bin/env node
// npm run licences: the licence of every package that ships, the runtime (production) dependencies and theirs, read
// from package-lock.json (every package not marked `dev`; the `license` field, or else the package's own package.json
// in node_modules). It fails on a copyleft licence (GPL, AGPL, LGPL, SSPL, EUPL, MPL, CC-BY-SA, ODbL and the like) and
// on a licence it does not know or cannot find, unless the package is in REVIEWED below. docs/security.md, "Licences
// of what ships"; the rule's unit test is tests/unit/build/licences.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The licences a proprietary portal may ship (SPDX identifiers): permissive ones, CC-BY-4.0 (attribution: NOTICE) and
 * the Unicode licence (the same). Anything else is either copyleft (COPYLEFT) or unknown, and fails.
 */
export const PERMISSIVE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unicode-3.0',
  'Unicode-DFS-2016',
  'Unlicense',
  'Zlib',
]);

/** Share-alike and copyleft families, by the start of their SPDX identifiers (`GPL-3.0-only`, `LGPL-2.1+`, …). */
export const COPYLEFT = /^(A?GPL|LGPL|SSPL|EUPL|MPL|CC-BY-SA|CC-BY-NC|ODbL|OSL|EPL|CDDL|CPAL|CECILL|RPL|Artistic)/i;

/**
 * Packages whose licence was read by a person because its package.json does not say it: name@version, the licence
 * found and where. A new version is reviewed again (the key names the version).
 */
export const REVIEWED = {
  // tus-js-client's dependency: no `license` field; its Readme.md ends "## License MIT".
  'combine-errors@3.0.3': 'MIT',
};

/** The SPDX identifiers of a package.json's `license` (a string) or legacy `licenses` ([{ type }]) field. */
export function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license.trim() || undefined;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses) && pkg.licenses.length)
    return pkg.licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ');
  return undefined;
}

/** One licence identifier: 'ok', 'copyleft' or 'unknown' (`-only`, `-or-later`, `+` and `WITH` keep the family). */
function verdictOfId(id) {
  if (COPYLEFT.test(id)) return 'copyleft';
  return PERMISSIVE.has(id.replace(/(-only|-or-later|\+)$/, '')) ? 'ok' : 'unknown';
}

/**
 * The verdict on an SPDX expression: 'ok', 'copyleft' or 'unknown'. `A OR B` is ok when one side is (the portal takes
 * that one), `A AND B` only when both are (AND binds tighter than OR; parentheses group). No licence, or text that is
 * not an expression ('SEE LICENSE IN …', 'UNLICENSED'), is unknown.
 */
export function verdict(expression) {
  const tokens = (expression ?? '').match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const rank = { copyleft: 2, unknown: 1, ok: 0 };
  const worse = (a, b) => (rank[a] >= rank[b] ? a : b);
  const better = (a, b) => (rank[a] <= rank[b] ? a : b);
  const atom = () => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = or();
      return tokens[at++] === ')' ? inner : 'unknown';
    }
    if (!token || token === ')' || /^(AND|OR|WITH)$/i.test(token)) return 'unknown';
    if (/^WITH$/i.test(tokens[at] ?? '')) at += 2; // an exception (Classpath-exception-2.0) narrows, never widens
    return verdictOfId(token);
  };
  const and = () => {
    let result = atom();
    while (/^AND$/i.test(tokens[at] ?? '')) {
      at += 1;
      result = worse(result, atom());
    }
    return result;
  };
  const or = () => {
    let result = and();
    while (/^OR$/i.test(tokens[at] ?? '')) {
      at += 1;
      result = better(result, and());
    }
    return result;
  };
  if (!tokens.length) return 'unknown';
  const result = or();
  return at === tokens.length ? result : 'unknown';
}

/** The package name of a lock path: `node_modules/a/node_modules/@b/c` → `@b/c`. */
export const nameOf = (path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * What ships, from a package-lock.json (v2 or v3) and a reader of a package's own package.json (for a lock entry
 * without `license`): each non-dev package with its licence and verdict, REVIEWED ones as `reviewed`.
 */
export function shippedLicences(lock, readPackage = () => undefined, reviewed = REVIEWED) {
  return Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.link)
    .map(([path, entry]) => {
      const name = entry.name ?? nameOf(path);
      const id = `${name}@${entry.version}`;
      const licence = licenceOf(entry) ?? licenceOf(readPackage(path) ?? {});
      if (Object.hasOwn(reviewed, id)) return { path, id, licence: reviewed[id], verdict: 'reviewed' };
      return { path, id, licence, verdict: verdict(licence) };
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const read = (path) => {
    const file = join(root, path, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
  const rows = shippedLicences(lock, read);
  const failed = rows.filter((r) => r.verdict === 'copyleft' || r.verdict === 'unknown');
  const counts = {};
  for (const r of rows) counts[r.licence ?? '(none)'] = (counts[r.licence ?? '(none)'] ?? 0) + 1;
  console.log(
    `licences of the ${rows.length} packages that ship: ${Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([l, n]) => `${l} ${n}`)
      .join(', ')}`,
  );
  if (failed.length) {
    console.error(
      `\nlicences that cannot ship (docs/security.md, "Licences of what ships"):\n${failed
        .map((r) => `  ${r.id} (${r.path}): ${r.licence ?? 'no licence'} — ${r.verdict}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log('no copyleft or unknown licence among them');
}
