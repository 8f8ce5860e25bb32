import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs cite no issue by its number alone: an issue tracker's numbers are not in the repository, so 'issue 28' or
// '#57' tells a reader nothing. A doc says what the work was about in words, or links the number to a file of the
// repository that tells it ([issue 28](perf-log.md#…)).
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** `issue 28`, `Issues 2 and 3`, `#57` (not an HTML entity's `&#39;`, not an anchor's `#2026-12-02-…`). */
const CITATION = /\b[Ii]ssues? \d+(?: and \d+)?|(?<![\w&/#])#\d+\b(?!-)/g;
const LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;

/** The citations of a markdown text that are not inside a link to a file of the repository, with their line. */
function unresolvedCitations(text: string, docPath: string): { line: number; cited: string }[] {
  const linked: [number, number][] = [];
  for (const link of text.matchAll(LINK)) {
    // A link's target is an address, never a citation.
    linked.push([link.index + link[1]!.length + 2, link.index + link[0].length]);
    const target = link[2]!.split('#')[0]!;
    if (/^[a-z]+:/i.test(target) || target === '') continue;
    if (existsSync(resolve(dirname(docPath), target))) linked.push([link.index, link.index + link[1]!.length + 1]);
  }
  return [...text.matchAll(CITATION)]
    .filter((m) => !linked.some(([start, end]) => m.index > start && m.index < end))
    .map((m) => ({ line: text.slice(0, m.index).split('\n').length, cited: m[0] }));
}

function docs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  return [join(ROOT, 'README.md'), ...walk(join(ROOT, 'docs'))];
}

describe('issue numbers in the docs', () => {
  it('finds a number alone and lets one linked to a file of the repository stand', () => {
    const doc = join(ROOT, 'docs/architecture.md');
    const text = [
      'Accepted (issue 28). Since #57 the front',
      'is started; see [issue 50](adr/0015-read-back-lost-writes.md) or [issue 9](https://example.com/9).',
      "'&#39;', [a log](perf-log.md#2026-12-02-the-sweeps) and [a day](#2026-12-02) are not citations; nor is [x](missing.md) a file.",
      'Issues 2 and 3 [issue 4](missing.md)',
    ].join('\n');
    expect(unresolvedCitations(text, doc)).toEqual([
      { line: 1, cited: 'issue 28' },
      { line: 1, cited: '#57' },
      { line: 2, cited: 'issue 9' },
      { line: 4, cited: 'Issues 2 and 3' },
      { line: 4, cited: 'issue 4' },
    ]);
  });

  it('README.md and docs/ cite none that the repository cannot resolve', () => {
    const found = docs().flatMap((file) =>
      unresolvedCitations(readFileSync(file, 'utf8'), file).map(
        ({ line, cited }) => `${relative(ROOT, file)}:${line}: "${cited}"`,
      ),
    );
    expect(
      found,
      `These cite an issue by a number the repository cannot resolve. Say what the work was about in words, or link ` +
        `the number to a file of the repository that tells it ([issue 28](docs/perf-log.md#…)):\n  ${found.join('\n  ')}`,
    ).toEqual([]);
  });
});
