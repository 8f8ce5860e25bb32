import { checkFile, type FileRule } from '@/lib/file-rules';
import type { RequestBody, Schemas } from '../../types';
import { exampleData } from '../examples';
import { newId } from '../ids';
import { matches, page } from '../table';
import type { World } from '../world';
import { heldBy, planOf, subscriptionList } from './subscription-state';
import { limitNumber } from './subscription-plans';

/**
 * The organization: its profile, its subscriptions' names, and the organizations a transfer finds and invites
 * (docs/world/organization.md).
 */
type Organization = Schemas['Organization'];

/** The organization the world holds by an id (an empty one: the current one). */
export const heldOrganization = (world: World, id?: string | null): Organization | undefined =>
  world.organizations.get(id || world.organizationId);

/**
 * Whether the world knows the organization (an empty id: the current one): it holds its record, or the contract's
 * examples name it (the transfer search's organizations: Northwind Botanicals, whose shared access Olivia holds).
 */
export const knowsOrganization = (world: World, id?: string | null): boolean =>
  Boolean(heldOrganization(world, id)) || exampleOrganizations().some((o) => o.id === (id || world.organizationId));

/**
 * The organization a call names (`organization_id`; an empty one is the current one, as a switch left it): the
 * world's record, or, for an organization the examples name but the world holds no record of, its record as the world
 * knows it (`knownOrganization`). Undefined: an organization the world does not know (the documented 404).
 */
export function organizationOf(world: World, id?: string | null): Organization | undefined {
  return heldOrganization(world, id) ?? knownOrganization(world, id || world.organizationId);
}

/**
 * The record of an organization the world does not hold but knows of: its name and branding from the transfer
 * search's example, its domain and gates from the sign-in record of one of its people (the switch's), its user
 * accounts the world's individuals of it, its seats and subscription name from the subscriptions it holds.
 */
function knownOrganization(world: World, id: string): Organization | undefined {
  const named = exampleOrganizations().find((o) => o.id === id);
  if (!named) return undefined;
  const people = world.individuals.where((i) => i.organization_id === id);
  const signIn = people[0];
  const seats = heldBy(world, id)
    .map((s) => planOf(s)?.product.prouct_metadata.num_seats)
    .filter((v) => v !== undefined)
    .map(limitNumber);
  return {
    id,
    name: named.name,
    ...(named.short_code ? { short_code: named.short_code } : {}),
    tag_line: named.tag_line ?? null,
    description: null,
    logo_url: named.logo_url ?? null,
    bg_color: null,
    bg_image: null,
    domain_name: signIn?.domain_name ?? null,
    is_valid_domain_name: signIn?.is_valid_domain_name ?? false,
    text_record: signIn?.text_record ?? null,
    hide_org: false,
    ...(seats.length > 0 ? { num_seats: seats.includes(-1) ? -1 : Math.max(...seats) } : {}),
    subscription_name: subscriptionList(world, id)[0]?.subscription_name ?? null,
    account_id: named.account_id ?? null,
    transfer_charge: named.transfer_charge ?? 0,
    is_approved: signIn?.is_approved ?? true,
    is_free_trail: signIn?.is_free_trail ?? false,
    individuals: people.map((p) => ({
      id: p.id,
      name_first: p.name_first ?? '',
      name_middle: p.name_middle ?? null,
      name_last: p.name_last ?? '',
      phone: p.phone ?? null,
      email_address: p.email_address,
      status: p.status ?? 'active',
    })),
  };
}

/** The record a change is made on: the held one, or the known one, kept from now on (a change makes it a record). */
export function organizationRecord(world: World, id?: string | null): Organization | undefined {
  const held = heldOrganization(world, id);
  if (held) return held;
  const known = organizationOf(world, id);
  return known ? world.organizations.put(known) : undefined;
}

/**
 * The logo and background image types (spec 1, sections 5 and 9: 'Logo and background image accept pdf, png, jpeg,
 * jpg'), refused in the organization form's words (src/features/organization/organization-rules.ts, `imageType`).
 */
export const ORGANIZATION_IMAGE_RULE: FileRule = {
  extensions: ['pdf', 'png', 'jpeg', 'jpg'],
  typeMessage: 'Only pdf, png, jpeg and jpg files are allowed.',
};

/** Why edit-organization-info refuses its files (the first of another type, by its name's extension), or null. */
export const imageRefused = (files: readonly Pick<File, 'name' | 'size'>[]): string | null =>
  files.map((f) => checkFile({ name: f.name, size: f.size }, ORGANIZATION_IMAGE_RULE)).find(Boolean) ?? null;

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

/**
 * The name of the organization's subscription of a kind, as its plan gives it (the sign-in's and billing's name:
 * 'Document Protection Starter'), null when it holds none of that kind; undefined for an organization the world does
 * not know (the documented 404 either way).
 */
export function subscriptionNameOf(
  world: World,
  body: RequestBody<'getOrganizationSubscription'>,
): string | null | undefined {
  if (!knowsOrganization(world, body.organization_id)) return undefined;
  const id = body.organization_id || world.organizationId;
  return (
    subscriptionList(world, id).find((s) => s.subscription_type === body.subscription_type)?.subscription_name ?? null
  );
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
