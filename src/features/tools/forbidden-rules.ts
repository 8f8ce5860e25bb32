import { MIB, type FileRule } from '@/lib/file-rules';
import { ADVISORY_SUBSTANCES, isAdvisory, type AdvisorySubstance } from './advisory';

/**
 * The forbidden-substance test's rules. The spec shows no file type or size rules; the contract's upload
 * takes a PDF or an image, so those are accepted, at most 20 MB (our choice, checked before sending).
 */
export const FORBIDDEN_FILE_RULE: FileRule = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
  typeMessage: 'Please upload a PDF, JPG or PNG file.',
  maxBytes: 20 * MIB,
  sizeMessage: 'The file must be at most 20 MB.',
};

/** What the server says it found: an advisory substance and the names it was found under. */
export interface SubstanceHit {
  readonly name: string;
  readonly matched_names: readonly string[];
}

export interface SubstanceVerdict {
  readonly substance: AdvisorySubstance;
  /** The names found in the file (empty: not found). */
  readonly foundAs: readonly string[];
}

/**
 * The advisory list, each substance marked found or not by the server's hits (a hit names the substance or
 * one of its alternate names, trimmed and case-insensitive); hits outside the list come after, as found.
 */
export function substanceVerdicts(hits: readonly SubstanceHit[]): SubstanceVerdict[] {
  const listed = ADVISORY_SUBSTANCES.map((substance) => {
    const mine = hits.filter(
      (h) => isAdvisory(h.name, substance) || h.matched_names.some((n) => isAdvisory(n, substance)),
    );
    const names = mine.flatMap((h) => (h.matched_names.length > 0 ? h.matched_names : [h.name]));
    return { substance, foundAs: [...new Set(names)] };
  });
  const others = hits
    .filter(
      (h) => !ADVISORY_SUBSTANCES.some((s) => isAdvisory(h.name, s) || h.matched_names.some((n) => isAdvisory(n, s))),
    )
    .map((h) => ({
      substance: { name: h.name, alternateNames: [] },
      foundAs: h.matched_names.length > 0 ? [...h.matched_names] : [h.name],
    }));
  return [...listed, ...others];
}

/**
 * The progress bar while the file is tested: the call gives no progress of its own, so the bar moves
 * toward 90 % (half way in 3 s) and reaches 100 % only when the answer is in.
 */
export function estimatedPercent(elapsedMs: number, done: boolean): number {
  if (done) return 100;
  if (!(elapsedMs > 0)) return 0;
  return 90 * (1 - Math.pow(0.5, elapsedMs / 3000));
}
