import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, TAB_KEY_PREFIXES, TAB_KEYS } from '@/lib/storage';

/**
 * The portal's storage keys are one registry (src/lib/storage.ts), which logout clears in every tab: a key written
 * anywhere else would outlive a logout. So no module of src/ but the registry touches localStorage or sessionStorage.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REGISTRY = 'src/lib/storage.ts';
const SKIPPED = new Set(['generated', 'node_modules']);
const TOUCHES_STORAGE = /\b(localStorage|sessionStorage)\s*(\?\.|\.|\[)|\bwindow\.(localStorage|sessionStorage)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe("the portal's storage keys", () => {
  it('are touched only by the registry (src/lib/storage.ts), so that logout clears every one', () => {
    const elsewhere = sources(join(ROOT, 'src'))
      .map((file) => relative(ROOT, file))
      .filter((file) => file !== REGISTRY)
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
          .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && TOUCHES_STORAGE.test(line))
          .map(({ at, line }) => `${at}: ${line}`),
      );
    expect(elsewhere, 'use readTab/writeTab or readJson/writeJson with a key of the registry').toEqual([]);
  });

  it('are each named once, none the prefix of another', () => {
    const keys = [...Object.values(LOCAL_KEYS), ...Object.values(TAB_KEYS)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const prefix of Object.values(TAB_KEY_PREFIXES))
      expect(keys.filter((key) => key.startsWith(prefix))).toEqual([]);
  });
});
