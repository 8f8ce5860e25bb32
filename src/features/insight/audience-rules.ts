import type { AudienceQuery } from '@/api/generated/portal/model';
import { CONSUMER_TRAITS } from '@/components/consumer-profile/consumer-traits';

export type AudienceKey = keyof AudienceQuery;
/** The wizard's filters as typed: '' for a filter not chosen. */
export type AudienceFilters = Record<AudienceKey, string>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** 15-20, then 5-year bands up to 81-85 (section 9). */
export const AGE_BANDS = ['15-20', ...Array.from({ length: 13 }, (_, i) => `${21 + i * 5}-${25 + i * 5}`)];

export interface AudienceField {
  readonly key: AudienceKey;
  readonly label: string;
  /** The dropdown's choices; none for free text (weight). */
  readonly options?: readonly string[];
}

/** Section 9's choices per field; weight has none (free text). Race and education level name options the spec only counts. */
const AUDIENCE_OPTIONS: Partial<Record<AudienceKey, readonly string[]>> = {
  gender: ['Male', 'Female'],
  race: [
    'American Indian or Alaska Native',
    'Asian',
    'Black or African American',
    'Native Hawaiian or Other Pacific Islander',
    'White',
  ],
  age: AGE_BANDS,
  marital_status: ['Married', 'Single'],
  family_and_dependents: range(1, 20),
  education_level: [
    'No Formal Schooling',
    'Primary School',
    'Some High School',
    'High School Diploma or GED',
    'Some College',
    "Associate's Degree",
    "Bachelor's Degree",
    "Master's Degree",
    'Doctoral Degree',
  ],
  general_wellness: ['Healthy', 'Somewhat Healthy', 'Somewhat Unhealthy', 'Unhealthy'],
  height: range(45, 85),
};

/** Section 9's audience fields: the consumer profile's traits, in its order and under its labels, with their choices. */
export const AUDIENCE_FIELDS: readonly AudienceField[] = CONSUMER_TRAITS.map((trait) => {
  const options = AUDIENCE_OPTIONS[trait.key];
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
    const value = filters[key]?.trim() ?? '';
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
