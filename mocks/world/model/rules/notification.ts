import type { Schemas } from '../../types';
import type { World } from '../world';
import { exampleValue } from '../examples';
import { canActFor } from './organization-access';

/** The signed-in individual's notifications (docs/world/notification.md). */

/** The organization the example world's notifications belong to (the signed-in individual's of the seed). */
const EXAMPLE_ORGANIZATION = exampleValue<{ data: { organization_id: string } }>('login', 'signedIn').data
  .organization_id;

/**
 * The notifications of an organization (an empty id: the current one): the seed's are the example organization's;
 * no call of the portal makes one, so another organization (a new one, one switched into) has none.
 */
export const notificationsOf = (world: World, organizationId: string | null | undefined): Schemas['Notification'][] =>
  (organizationId || world.organizationId) === EXAMPLE_ORGANIZATION ? world.notifications.all() : [];

/**
 * Marks read the notifications the world has; their ids. `forbidden` (nothing marked) when one of them is of an
 * organization the caller cannot act for (organization-access.ts): the seed's are the example organization's.
 */
export function markRead(world: World, ids: readonly string[]): string[] | 'forbidden' {
  const held = ids.filter((id) => world.notifications.get(id));
  if (held.length > 0 && !canActFor(world, EXAMPLE_ORGANIZATION)) return 'forbidden';
  return held.filter((id) => world.notifications.patch(id, { is_read: true }));
}
