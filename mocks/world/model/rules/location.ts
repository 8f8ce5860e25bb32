import { LOCATION_MESSAGES } from '@/components/location-form/location-rules';
import type { Schemas } from '../../types';
import { newId } from '../ids';
import type { World } from '../world';
import { canActFor } from './organization-access';

/** The organization's locations (docs/world/location.md). */
type Location = Schemas['Location'];

/** The fields a location may not leave blank (spec 1, section 5), in the form's order. */
const LOCATION_REQUIRED = ['description', 'line_1', 'country', 'state', 'city', 'zip'] as const;

const orNull = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text : null);

/** The locations of an organization (an empty id: the current one), newest first. */
export const locationsOf = (world: World, organizationId?: string | null): Location[] => {
  const id = organizationId || world.organizationId;
  return world.locations.where((l) => (l.organization_id ?? world.organizationId) === id);
};

/**
 * A location saved as the form sent it: created (empty id) or updated (an id of the organization's), text trimmed;
 * else why not, in the error catalogue's and the form's words, or `forbidden` for an organization the caller cannot
 * act for (organization-access.ts).
 */
export function saveLocation(
  world: World,
  body: Schemas['SaveLocationRequest'],
): { location: Location; created: boolean } | { refused: string } | 'forbidden' {
  if (!canActFor(world, body.organization_id)) return 'forbidden';
  const before = body.id ? locationsOf(world, body.organization_id).find((l) => l.id === body.id) : undefined;
  if (body.id && !before) return { refused: 'Organization Location not found' };
  const blank = LOCATION_REQUIRED.filter((field) => !orNull(body[field]));
  if (blank.length > 0) return { refused: blank.map((field) => LOCATION_MESSAGES[field]).join(' ') };
  const trimmed = (field: (typeof LOCATION_REQUIRED)[number]) => body[field].trim();
  const location = world.locations.put({
    id: before?.id ?? newId(world, 'LOC'),
    description: trimmed('description'),
    line_1: trimmed('line_1'),
    line_2: orNull(body.line_2)?.trim() ?? null,
    city: trimmed('city'),
    state: trimmed('state'),
    zip: trimmed('zip'),
    country: trimmed('country'),
    coordinates: body.coordinates ?? null,
    organization_id: body.organization_id,
  });
  return { location, created: !before };
}
