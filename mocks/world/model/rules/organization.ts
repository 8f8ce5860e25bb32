import type { RequestBody, Schemas } from '../../types';
import { exampleData } from '../examples';
import { newId } from '../ids';
import { matches, page } from '../table';
import type { World } from '../world';

/**
 * The organization: its profile, its subscriptions' names, and the organizations a transfer finds and invites
 * (docs/world/organization.md).
 */
type Organization = Schemas['Organization'];

/** The organization a call names (`organization_id`); an empty one is the current one. */
export const organizationOf = (world: World, id?: string | null): Organization | undefined =>
  world.organizations.get(id || world.organizationId);

const orNull = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text : null);
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The change edit-organization-info makes from its form and the URLs of the files it sent (kept in that order): the
 * fields sent, the logo or background, and a changed domain to verify again.
 */
export function profileChange(
  organization: Organization,
  form: Record<string, unknown>,
  [first, second]: (string | undefined)[],
): Partial<Organization> {
  const change: Partial<Organization> = {};
  if (textOf(form.name) !== undefined) change.name = textOf(form.name)!;
  if (textOf(form.description) !== undefined) change.description = orNull(form.description);
  if (textOf(form.tag_line) !== undefined) change.tag_line = orNull(form.tag_line);
  if (textOf(form.bg_color) !== undefined) change.bg_color = form.bg_color === 'null' ? null : orNull(form.bg_color);
  if (textOf(form.hide_org) !== undefined) change.hide_org = form.hide_org === 'true';
  if (form.type === 'bgimage') {
    if (first) change.bg_image = first;
  } else {
    if (first) change.logo_url = first;
    if (form.type === 'both' && second) change.bg_image = second;
  }
  const domain = orNull(form.domain_name);
  if (domain && domain !== organization.domain_name) {
    change.domain_name = domain;
    change.is_valid_domain_name = false;
  }
  return change;
}

/** The name of each kind of subscription, as the sign-in examples list them (tracer: Product Origin, …). */
const subscriptionNames = new Map(
  exampleData('login').flatMap((data) =>
    ((data as { subscriptionList?: Schemas['SubscriptionSummary'][] }).subscriptionList ?? []).map(
      (s) => [s.subscription_type, s.subscription_name] as const,
    ),
  ),
);

/**
 * The name of the kind of subscription the organization holds (live), null when it holds none; undefined for an
 * organization the world does not hold (its contract example answers).
 */
export function subscriptionNameOf(
  world: World,
  body: RequestBody<'getOrganizationSubscription'>,
): string | null | undefined {
  const organization = organizationOf(world, body.organization_id);
  const holds = world.subscriptions.where(
    (s) =>
      s.organization_id === (organization?.id ?? body.organization_id) &&
      s.subscription_type === body.subscription_type &&
      s.status !== 'incomplete' &&
      s.status !== 'canceled',
  );
  const name = subscriptionNames.get(body.subscription_type);
  if (!organization) return undefined;
  return holds.length === 0 || !name ? null : name;
}

/** The organizations the contract's examples name beyond the world's own (the transfer search's). */
export function exampleOrganizations(): Schemas['TransferOrganization'][] {
  return exampleData('searchOrganizations').flatMap((data) =>
    Array.isArray(data) ? (structuredClone(data) as Schemas['TransferOrganization'][]) : [],
  );
}

/** An organization as the transfer search lists it. */
function asTransferTarget(o: Organization): Schemas['TransferOrganization'] {
  return {
    id: o.id,
    name: o.name,
    logo_url: o.logo_url ?? null,
    ...(o.short_code ? { short_code: o.short_code } : {}),
    tag_line: o.tag_line ?? null,
    account_id: o.account_id ?? null,
    transfer_charge: o.transfer_charge ?? 0,
  };
}

/** The transfer's organization search: the world's and the examples' organizations but the caller's, by name. */
export function searchOrganizations(
  world: World,
  body: RequestBody<'searchOrganizations'>,
): Schemas['TransferOrganization'][] {
  const own = body.organization_id || world.organizationId;
  const held = world.organizations.all();
  const known = new Set(held.map((o) => o.id));
  const data = [
    ...held.filter((o) => !o.hide_org).map(asTransferTarget),
    ...exampleOrganizations().filter((o) => !known.has(o.id)),
  ]
    .filter((o) => o.id !== own && matches(body.name, o.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  return page(data, body.offset ?? 0, body.limit ?? 10).rows;
}

/** An organization invited to the portal, kept once per address and inviting organization; false if it is unknown. */
export function inviteOrganization(world: World, body: RequestBody<'inviteOrganization'>): boolean {
  if (!world.organizations.get(body.curOrganization)) return false;
  const email = body.email.trim();
  const before = world.organizationInvites.where(
    (i) => i.organization_id === body.curOrganization && i.email.toLowerCase() === email.toLowerCase(),
  )[0];
  world.organizationInvites.put({
    id: before?.id ?? newId(world, 'OIV'),
    name: body.name.trim(),
    email,
    curOrganization: body.curOrganization,
    organization_id: body.curOrganization,
  });
  return true;
}
