/**
 * Name rules for suggesting pairs: a name's aliases are its main part and each parenthesised or 'as …'/'from …'
 * form, each normalised (case, punctuation and word order set aside).
 */

/** Lower case, letters and digits only, words sorted: 'Omega-3 fatty acids, total' = 'Total Omega-3 Fatty Acids'. */
export function normalName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .sort()
    .join(' ');
}

const stripAs = (text: string): string => text.replace(/^\s*(?:as|from)\s+/i, '');

/** The normalised aliases of a name and of the forms the label gives ('Vitamin D3 (as Cholecalciferol)'). */
export function aliases(name: string, forms: readonly string[] = []): Set<string> {
  const inner = [...name.matchAll(/[([]([^)\]]*)[)\]]/g)].flatMap((m) => m[1]!.split(/[,;]/));
  const main = name.replace(/[([][^)\]]*[)\]]/g, ' ');
  const [head = '', ...asPhrases] = main.split(/\s(?:as|from)\s/i);
  return new Set(
    [head, ...asPhrases, ...inner, ...forms]
      .map(stripAs)
      .map(normalName)
      .filter((a) => a !== ''),
  );
}

/** The tokens that tell nutrients apart (digits, single letters, 'b12', 'd3', 'q10'): they must agree. */
const marks = (normal: string): string =>
  normal
    .split(' ')
    .filter((w) => /\d/.test(w) || w.length === 1)
    .join(' ');

function bigrams(text: string): string[] {
  const s = text.replace(/ /g, '');
  return Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2));
}

/** Dice's coefficient of letter pairs, 0 to 1. */
export function dice(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (x.length === 0 || y.length === 0) return 0;
  const pool = [...y];
  let shared = 0;
  for (const g of x) {
    const at = pool.indexOf(g);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (x.length + y.length);
}

/**
 * How alike two normalised names are, 0 to 1: 0 when their distinguishing tokens differ (Vitamin B1 and B2), else
 * Dice's coefficient, raised to the share of words when one name's words all appear in the other
 * ('Fish oil' in 'Fish oil concentrate').
 */
export function similarity(a: string, b: string): number {
  if (marks(a) !== marks(b)) return 0;
  const wa = a.split(' ');
  const wb = b.split(' ');
  const [small, large] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  const contained = small.every((w) => large.includes(w)) ? small.length / large.length : 0;
  return Math.max(dice(a, b), contained);
}
