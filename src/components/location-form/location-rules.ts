import type { GeocodeResponse } from '@/api/generated/third-party/geocoding/model';
import { cleanText, isBlank, normalizeIdentifier } from '@/lib/input/text';

/** A location as the form edits it (section 3: the address type is `description`). */
export interface LocationValues {
  description: string;
  line_1: string;
  line_2: string;
  country: string;
  state: string;
  city: string;
  zip: string;
}

/** What the form hands over on save: the values, trimmed, and the coordinates the lookup found (or none). */
export interface LocationDraft extends Omit<LocationValues, 'line_2'> {
  line_2: string | null;
  coordinates?: [number, number];
}

/** Section 9: the default country. */
export const DEFAULT_COUNTRY = 'US';

/** The spec requires every field but line 2 without wording the messages; these follow its 'is a required field.'. */
export const LOCATION_MESSAGES = {
  description: 'Address type is a required field.',
  line_1: 'Street address is a required field.',
  country: 'Country is a required field.',
  state: 'State is a required field.',
  city: 'City is a required field.',
  zip: 'Zip code is a required field.',
} as const;

const required = (message: string) => (value: string) => (isBlank(value) ? message : null);

export const locationValidation = {
  description: required(LOCATION_MESSAGES.description),
  line_1: required(LOCATION_MESSAGES.line_1),
  country: required(LOCATION_MESSAGES.country),
  state: required(LOCATION_MESSAGES.state),
  city: required(LOCATION_MESSAGES.city),
  zip: required(LOCATION_MESSAGES.zip),
};

export function locationValues(location?: Partial<Record<keyof LocationValues, string | null>> | null): LocationValues {
  return {
    description: location?.description ?? '',
    line_1: location?.line_1 ?? '',
    line_2: location?.line_2 ?? '',
    country: location?.country || DEFAULT_COUNTRY,
    state: location?.state ?? '',
    city: location?.city ?? '',
    zip: location?.zip ?? '',
  };
}

/** The address as one line for the geocoding lookup: '1840 West University Drive, Tempe, AZ 85281, US'. */
export function addressLine(v: LocationValues): string {
  const street = [v.line_1, v.line_2].map(cleanText).filter(Boolean).join(' ');
  const zip = normalizeIdentifier(v.zip, 'zip');
  return [street, cleanText(v.city), cleanText(`${cleanText(v.state)} ${zip}`), cleanText(v.country)]
    .filter(Boolean)
    .join(', ');
}

/** The first result's latitude and longitude, or undefined when the lookup found nothing (or failed). */
export function coordinatesOf(answer: GeocodeResponse | undefined): [number, number] | undefined {
  if (answer?.status !== 'OK') return undefined;
  const location = answer.results[0]?.geometry.location;
  return location ? [location.lat, location.lng] : undefined;
}

export function locationDraft(v: LocationValues, coordinates?: [number, number]): LocationDraft {
  return {
    description: cleanText(v.description),
    line_1: cleanText(v.line_1),
    line_2: cleanText(v.line_2) || null,
    country: v.country,
    state: cleanText(v.state),
    city: cleanText(v.city),
    zip: normalizeIdentifier(v.zip, 'zip'),
    ...(coordinates ? { coordinates } : {}),
  };
}

type SavedFields = Partial<Record<keyof LocationValues, string | null>>;

/** A field as two addresses are compared: without case, runs of spaces or invisible characters (NFKC). */
const comparable = (value: string | null | undefined) =>
  normalizeIdentifier(value ?? '', 'zip').toLocaleLowerCase('en-US');

/** The place a location is, its address type aside: street, line 2, city, state, zip and country. */
function addressKey(location: SavedFields): string {
  const v = locationValues(location);
  return [v.line_1, v.line_2, v.city, v.state, v.zip, v.country].map(comparable).join('\n');
}

/** The same address type, compared as addresses are. */
export function sameAddressType(a: SavedFields, b: SavedFields): boolean {
  return comparable(a.description) === comparable(b.description);
}

/**
 * The organization's saved location at the address of `draft` (the same street, line 2, city, state, zip and
 * country, whatever their case or spacing), the one of the same address type first; or undefined when the address is
 * new. A location typed again is this one, not a new row.
 */
export function savedLocationAt<T extends SavedFields>(draft: SavedFields, saved: readonly T[]): T | undefined {
  const key = addressKey(draft);
  const here = saved.filter((location) => addressKey(location) === key);
  return here.find((location) => sameAddressType(location, draft)) ?? here[0];
}

/**
 * What saves `saved` (a location at the typed address) under the address type of `draft`: its address as it was
 * saved, the new type, and the coordinates of this lookup, or else those it had.
 */
export function retypedLocation(
  saved: SavedFields & { readonly coordinates?: readonly number[] | null },
  draft: LocationDraft,
): LocationDraft {
  const v = locationValues(saved);
  const coordinates = draft.coordinates ?? (saved.coordinates?.length === 2 ? saved.coordinates : undefined);
  return {
    ...v,
    description: draft.description,
    line_2: v.line_2 || null,
    ...(coordinates ? { coordinates: [coordinates[0]!, coordinates[1]!] } : {}),
  };
}
