import type { AudienceQuery } from '@/api/generated/portal/model';
import { CONSUMER_TRAITS, TRAIT_CHOICES } from '@/components/consumer-profile/consumer-traits';
import { cleanText } from '@/lib/input/text';

export { AGE_BANDS } from '@/components/consumer-profile/consumer-traits';

export type AudienceKey = keyof AudienceQuery;
/** The wizard's filters as typed: '' for a filter not chosen. */
export type AudienceFilters = Record<AudienceKey, string>;

export interface AudienceField {
  readonly key: AudienceKey;
  readonly label: string;
  /** The dropdown's choices; none for free text (weight). */
  readonly options?: readonly string[];
}

/** Section 9's audience fields: the consumer profile's traits, in its order and under its labels, with their choices. */
export const AUDIENCE_FIELDS: readonly AudienceField[] = CONSUMER_TRAITS.map((trait) => {
  const options = TRAIT_CHOICES[trait.key];
  return options ? { ...trait, options } : trait;
});

export const EMPTY_FILTERS: AudienceFilters = {
  gender: '',
  race: '',
  age: '',
  marital_status: '',
  family_and_dependents: '',
  education_level: '',
  general_wellness: '',
  height: '',
  weight: '',
};

/** Only the chosen filters (trimmed, non-empty), or undefined when none is chosen: the whole audience. */
export function chosenQuery(filters: Partial<AudienceFilters>): AudienceQuery | undefined {
  const entries = AUDIENCE_FIELDS.flatMap(({ key }) => {
    const value = cleanText(filters[key] ?? '');
    return value ? [[key, value] as const] : [];
  });
  return entries.length ? (Object.fromEntries(entries) as AudienceQuery) : undefined;
}

/** The chosen filters as 'Label: value' lines, for the summary step and the audience list. */
export function describeQuery(query: AudienceQuery | null | undefined): string[] {
  if (!query) return [];
  return AUDIENCE_FIELDS.flatMap(({ key, label }) => (query[key] ? [`${label}: ${query[key]}`] : []));
}

/** The wizard's draft as stored: the filters and the chosen survey. */
export interface AudienceDraft {
  readonly filters: AudienceFilters;
  readonly templateId: string | null;
}

/** A stored draft read back safely: unknown keys and non-string values are dropped. */
export function restoreDraft(value: unknown): AudienceDraft {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const stored = (typeof raw.filters === 'object' && raw.filters !== null ? raw.filters : {}) as Record<
    string,
    unknown
  >;
  const filters = { ...EMPTY_FILTERS };
  for (const { key } of AUDIENCE_FIELDS) if (typeof stored[key] === 'string') filters[key] = stored[key];
  return { filters, templateId: typeof raw.templateId === 'string' && raw.templateId ? raw.templateId : null };
}
