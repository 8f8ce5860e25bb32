import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One name per domain: the contract's tags name the features' folders, the unit tests' folders, the replay rows'
// files, the world's resolver files and its docs pages. A name that is none of the tags (nor `<tag>-<part>`) is in
// the tables of docs/architecture.md, 'One name per domain', for the place that carries it, and every row of those
// tables names a place that exists.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = 'docs/architecture.md';
const SECTION = '## One name per domain';

/** A name as one of the five places carries it: its path from the root and the name it gives. */
interface Entry {
  readonly path: string;
  readonly name: string;
}

/** A row of the section's tables: the name, the paths that carry it and the tags it serves (none for a layer). */
interface Row {
  readonly name: string;
  readonly where: readonly string[];
  readonly tags: readonly string[];
}

const PLACES: readonly { dir: string; entries: (names: string[]) => string[]; name: (entry: string) => string }[] = [
  { dir: 'src/features', entries: (all) => all, name: (e) => e },
  { dir: 'tests/unit', entries: (all) => all, name: (e) => e },
  {
    dir: 'test-support/replay',
    entries: (all) => all.filter((e) => /^replay-rows-.+\.ts$/.test(e)),
    name: (e) => e.replace(/^replay-rows-/, '').replace(/\.ts$/, ''),
  },
  { dir: 'mocks/world/resolvers', entries: (all) => all, name: (e) => e.replace(/\.tsx?$/, '') },
  { dir: 'docs/world', entries: (all) => all.filter((e) => e.endsWith('.md')), name: (e) => e.replace(/\.md$/, '') },
];

function entries(): Entry[] {
  return PLACES.flatMap(({ dir, entries: pick, name }) =>
    pick(readdirSync(join(ROOT, dir)).sort()).map((entry) => ({ path: `${dir}/${entry}`, name: name(entry) })),
  );
}

function contractTags(): string[] {
  const spec = JSON.parse(readFileSync(join(ROOT, 'src/api/generated/openapi.json'), 'utf8')) as {
    tags: { name: string }[];
  };
  return spec.tags.map((t) => t.name);
}

/** The rows of the section's tables (the first cell a `name`); a table whose header has a 'tags' column gives tags. */
function tableRows(page: string): Row[] | undefined {
  const start = page.indexOf(`\n${SECTION}\n`);
  if (start < 0) return undefined;
  const end = page.indexOf('\n## ', start + SECTION.length + 2);
  const lines = page.slice(start, end < 0 ? undefined : end).split('\n');
  const rows: Row[] = [];
  let tagsColumn = -1;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      tagsColumn = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (/^-+$/.test(cells[0] ?? '')) continue;
    const name = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!name) {
      tagsColumn = cells.indexOf('tags');
      continue;
    }
    const tags = tagsColumn < 0 ? [] : (cells[tagsColumn] ?? '').split(',').map((t) => t.trim());
    rows.push({
      name,
      where: [...(cells[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      tags: tags.filter((t) => t !== '' && t !== '—'),
    });
  }
  return rows;
}

const isTagName = (name: string, tags: readonly string[]) => tags.includes(name.split('-')[0]!);

/** The names that are neither a tag, nor `<tag>-<part>`, nor in a row for the path that carries them. */
function unnamed(found: readonly Entry[], tags: readonly string[], rows: readonly Row[]): string[] {
  const listed = new Set(rows.flatMap((r) => r.where.map((path) => `${path}\n${r.name}`)));
  return found
    .filter((e) => !isTagName(e.name, tags) && !listed.has(`${e.path}\n${e.name}`))
    .map(
      (e) =>
        `${e.path}: not a contract tag: rename it to its tag, or add it to the table in docs/architecture.md, 'One name per domain'`,
    );
}

/** The rows that say what is no longer so: a place that does not carry the name, a tag the contract lacks. */
function staleRows(rows: readonly Row[], found: readonly Entry[], tags: readonly string[]): string[] {
  const carried = new Map(found.map((e) => [e.path, e.name]));
  return rows.flatMap((r) => [
    ...(r.where.length === 0 ? [`'${r.name}': a row that names no place (stale row)`] : []),
    ...r.where
      .filter((path) => carried.get(path) !== r.name)
      .map(
        (path) => `'${r.name}': ${path} does not exist or does not carry the name (stale row): remove it from the row`,
      ),
    ...(isTagName(r.name, tags) ? [`'${r.name}': a contract tag needs no row (stale row)`] : []),
    ...r.tags.filter((t) => !tags.includes(t)).map((t) => `'${r.name}': '${t}' is not a contract tag`),
  ]);
}

describe("one name per domain (docs/architecture.md, 'One name per domain')", () => {
  const tags = contractTags();
  const rows = tableRows(readFileSync(join(ROOT, DOC), 'utf8'));

  it('reads the tables of the section', () => {
    expect(rows, `${DOC} has no section '${SECTION}'`).toBeDefined();
    expect(rows!.length).toBeGreaterThan(0);
    expect(tags).toContain('subscription');
  });

  it('finds every name of the five places a contract tag, a <tag>-<part> or in the table', () => {
    const problems = unnamed(entries(), tags, rows ?? []);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('keeps no stale row', () => {
    const problems = staleRows(rows ?? [], entries(), tags);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('tells a name outside the table, a stale row and a wrong tag', () => {
    const page = [
      '# A',
      '',
      SECTION,
      '',
      '| name      | where                              | tags                | why |',
      '| --------- | ---------------------------------- | ------------------- | --- |',
      '| `billing` | `src/features/billing`, `docs/x.md` | subscription, money | w   |',
      '',
      '| name  | where            | what it is |',
      '| ----- | ---------------- | ---------- |',
      '| `lib` | `tests/unit/lib` | a layer    |',
      '',
      '## Next',
      '',
      '| `not` | `a/row` | x |',
    ].join('\n');
    const read = tableRows(page)!;
    expect(read).toEqual([
      { name: 'billing', where: ['src/features/billing', 'docs/x.md'], tags: ['subscription', 'money'] },
      { name: 'lib', where: ['tests/unit/lib'], tags: [] },
    ]);
    const found: Entry[] = [
      { path: 'src/features/billing', name: 'billing' },
      { path: 'tests/unit/billing', name: 'billing' },
      { path: 'tests/unit/lib', name: 'lib' },
      { path: 'test-support/replay/replay-rows-auth-otp.ts', name: 'auth-otp' },
      { path: 'docs/world/subscription.md', name: 'subscription' },
    ];
    expect(unnamed(found, ['subscription', 'auth'], read)).toEqual([
      "tests/unit/billing: not a contract tag: rename it to its tag, or add it to the table in docs/architecture.md, 'One name per domain'",
    ]);
    expect(staleRows(read, found, ['subscription', 'auth'])).toEqual([
      "'billing': docs/x.md does not exist or does not carry the name (stale row): remove it from the row",
      "'billing': 'money' is not a contract tag",
    ]);
  });
});
