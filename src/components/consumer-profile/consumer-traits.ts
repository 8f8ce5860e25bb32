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
