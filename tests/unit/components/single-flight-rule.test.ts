import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One mechanism for one request per action: every mutating action goes through the shared pieces of
 * src/components/form/ (ActionForm, SubmitButton, DialogForm, ActionButton, ConfirmDialog's OK, useSingleFlight).
 * An ad-hoc guard (`if (x.isPending) return`, a `saving` flag) does not hold when two clicks land in one task, and a
 * fire-and-forget `mutate` lets the lock go before the answer. This reads the source for either; the rows of
 * tests/integration/one-request/ and e2e/specs/one-request.spec.ts show the shared pieces at work.
 */
const ROOTS = ['src/features', 'src/components'];
const SHARED = 'src/components/form/';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = ROOTS.flatMap(sources).filter((f) => !relative('.', f).startsWith(SHARED));

const AD_HOC_GUARDS: [string, RegExp][] = [
  // A bare `return` (a query's `if (q.isPending) return <Loader />` is a render branch, not a guard).
  ['a guard on isPending', /\bif\s*\(.*\.isPending.*\)\s*\{?\s*return\s*(;|\}|$)/],
  // A flag of the screen's own (`if (saving) return`), not another flow's state (`sso.busy`).
  [
    'a guard on a busy flag',
    /\bif\s*\(.*(?<![.\w])(saving|busy|submitting|sending|choosing|inFlight)\b.*\)\s*\{?\s*return\s*(;|\}|$)/,
  ],
  ['a fire-and-forget mutate', /\.mutate\(/],
];

describe('one request per action: the shared pieces are the only guard', () => {
  it('finds no ad-hoc guard and no fire-and-forget mutate in the screens', () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return AD_HOC_GUARDS.flatMap(([what, pattern]) =>
        text
          .split('\n')
          .map((line, i) => [line, i] as const)
          .filter(([line]) => pattern.test(line))
          .map(([line, i]) => `${file}:${i + 1}: ${what}: ${line.trim()}`),
      );
    });
    expect(
      found,
      `an action guarded by hand: use ActionForm, ActionButton or useSingleFlight and await mutateAsync (docs/recipes.md, "A new call", step 6):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('reads the screens (the scan is not empty)', () => {
    expect(files.length).toBeGreaterThan(100);
  });
});
