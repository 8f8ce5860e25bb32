import type { InputType } from '@/api/generated/portal/model';
import { cleanText, isBlank } from '@/lib/input/text';

/** The question types a survey question may have (section 3). */
export const INPUT_TYPES: readonly InputType[] = ['Text', 'Selection', 'Score'];

/** The four tabs of /survey-questions/{integrantTypeId}/{tabIndex}, in URL order. */
export const QUESTION_TABS = ['Survey', 'Survey Submissions', 'Offers', 'Batch Feedback'] as const;

/** The four steps of /create-audience/{tabIndex}. */
export const AUDIENCE_STEPS = ['Audience', 'Questions/Survey', 'Summary', 'Confirm'] as const;

/** A tab index from the URL: an integer in 0..count-1, otherwise 0. */
export function tabIndexOf(value: unknown, count: number): number {
  const n = typeof value === 'number' ? value : Number(typeof value === 'string' && value !== '' ? value : NaN);
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
}

/** Selection options are stored as JSON text (a JSON array of strings); anything else reads as none. */
export function parseOptions(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

/** The options as the backend stores them: JSON text for Selection, null for the other types. */
export function optionsText(type: InputType | null, options: readonly string[]): string | null {
  return type === 'Selection' ? JSON.stringify(options) : null;
}

/** Adds a typed option (trimmed) unless it is empty or already there. */
export function addOption(options: readonly string[], typed: string): string[] {
  const option = cleanText(typed);
  return !option || options.includes(option) ? [...options] : [...options, option];
}

export interface QuestionDraft {
  readonly key: string;
  readonly question: string;
  readonly input_type: InputType | null;
  readonly options: readonly string[];
}

/** A row has what saving needs: a question (not only spaces) and a type. */
export const isCompleteRow = (row: Pick<QuestionDraft, 'question' | 'input_type'>): boolean =>
  !isBlank(row.question) && row.input_type !== null;

/** New rows may be saved only if there is at least one and every one has a question and a type (section 5). */
export const canSaveRows = (rows: readonly QuestionDraft[]): boolean => rows.length > 0 && rows.every(isCompleteRow);

/** The offer button: hidden without text, Save when new, Update when the offer has an id (section 4). */
export function offerButtonLabel(text: string, offerId: string | undefined): 'Save' | 'Update' | null {
  if (isBlank(text)) return null;
  return offerId ? 'Update' : 'Save';
}

/** Section 9: 10 submissions at first, 10 more on scroll. */
export const SUBMISSIONS_STEP = 10;
