import type { World } from '../world';
import { FREE_TRIAL_DAYS } from './dashboard-free-trial';

/**
 * What the platform's own staff do, which no call of the portal can (docs/mocks-and-qa.md, "The
 * administrator"): the World tab's administrator and `POST /__world/admin` take these actions, so that every gate of
 * the portal (approval pending, domain not verified, a free trial) can be passed, or reached, in the mock.
 */
export const ADMIN_ACTIONS = ['approve', 'verify-domain', 'end-free-trial'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const TRIAL_MS = FREE_TRIAL_DAYS * 86_400_000;

export const isAdminAction = (value: unknown): value is AdminAction => ADMIN_ACTIONS.includes(value as AdminAction);

/** The organizations the administrator can act on: each with its gates as they stand. */
export function adminView(world: World) {
  return world.organizations.all().map((o) => ({
    id: o.id,
    name: o.name,
    is_approved: o.is_approved === true,
    is_valid_domain_name: o.is_valid_domain_name === true,
    is_free_trail: o.is_free_trail === true,
  }));
}

/**
 * Takes one action on an organization: approve it, mark its domain verified, or end its free trial (the trial's
 * start moved back so that its 30 days are over now, and its trialing subscriptions' period ends now). Undefined when
 * the world holds no such organization; 'not a free trial' when there is no trial to end.
 */
export function administer(
  world: World,
  organizationId: string,
  action: AdminAction,
  at = Date.now(),
): 'done' | 'not a free trial' | undefined {
  const organization = world.organizations.get(organizationId);
  if (!organization) return undefined;
  if (action === 'end-free-trial') {
    if (!organization.is_free_trail) return 'not a free trial';
    world.organizations.patch(organization.id, { created_on: new Date(at - TRIAL_MS - 60_000).toISOString() });
    for (const s of world.subscriptions.where((s) => s.organization_id === organization.id && s.status === 'trialing'))
      world.subscriptions.patch(s.id, { current_period_end: new Date(at).toISOString() });
    return 'done';
  }
  const gate = action === 'approve' ? { is_approved: true } : { is_valid_domain_name: true };
  world.organizations.patch(organization.id, gate);
  // Its people read their gates from their sign-in record too.
  for (const i of world.individuals.where((i) => i.organization_id === organization.id))
    world.individuals.patch(i.id, gate);
  return 'done';
}
