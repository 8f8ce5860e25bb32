import type { AudienceQuery, ConsumerProfile } from '@/api/generated/portal/model';

/** What the consumer panel shows for a value the consumer has not given (section 2). */
export const MISSING = '*****';

/** A consumer's value, or ***** when it is missing or blank. */
export function orMissing(value: string | number | null | undefined): string {
  return value === null || value === undefined || String(value).trim() === '' ? MISSING : String(value);
}

export interface ConsumerTrait {
  readonly key: keyof AudienceQuery;
  readonly label: string;
}

/** The consumer's contact details, each with a copy button (section 2). */
export const CONSUMER_CONTACT: readonly {
  key: keyof ConsumerProfile & ('name' | 'address' | 'email' | 'phone');
  label: string;
}[] = [
  { key: 'name', label: 'Name' },
  { key: 'address', label: 'Address' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
];

/** The profile's traits in the panel's order; the audience filters are the same keys under the same labels. */
export const CONSUMER_TRAITS: readonly ConsumerTrait[] = [
  { key: 'gender', label: 'Gender' },
  { key: 'race', label: 'Race' },
  { key: 'age', label: 'Age' },
  { key: 'marital_status', label: 'Marital status' },
  { key: 'family_and_dependents', label: 'Family and dependents' },
  { key: 'education_level', label: 'Education level' },
  { key: 'general_wellness', label: 'General wellness' },
  { key: 'height', label: 'Height (inch)' },
  { key: 'weight', label: 'Weight (pound)' },
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** 15-20, then 5-year bands up to 81-85 (section 9). */
export const AGE_BANDS = ['15-20', ...Array.from({ length: 13 }, (_, i) => `${21 + i * 5}-${25 + i * 5}`)];

/** Section 9's choices per field; weight has none (free text). Race and education level name options the spec only counts. */
export const TRAIT_CHOICES: Partial<Record<keyof AudienceQuery, readonly string[]>> = {
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
