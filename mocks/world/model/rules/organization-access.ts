import type { World } from '../world';
import { same, signedInIndividual } from './individual';

/**
 * Which organizations a call may act for (docs/world/organization.md, "Acting for an organization"): the one the world
 * works in now (the signed-in identity's, as sign-in or a switch left it) and those that share access with the
 * signed-in individual's address (the Organizations switcher's). A call that names another one is refused with the
 * documented 403 `forbiddenResource` ('Forbidden resource', silent on the portal).
 */
export function canActFor(world: World, organizationId: string | null | undefined): boolean {
  if (!organizationId || organizationId === world.organizationId) return true;
  const me = signedInIndividual(world);
  if (!me) return false;
  return (
    world.invitedUsers.where(
      (u) => u.organization_id === organizationId && same(u.invitedIndividual.email_address, me.email_address),
    ).length > 0
  );
}
