import type { Documented, Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';
import { transferOrganizationOf } from './movement';
import { inherited } from './product';
import { refusal, refusedItem } from './product-allowance';
import { trackingIdTaken } from './batch';

/**
 * The batches transferred to an organization and their clones, and the organizations added to transfer to
 * (docs/world/movement.md, "Transferred batches and their clones").
 */
type Transfer = Schemas['Transfer'];
type TransferredRow = Schemas['TransferredBatch'];
/** A clone of a transferred batch, as its answer names it. */
interface Clone {
  id: string;
  integrant_type_id: string;
  title: string;
  external_id: string;
  external_id_slug: string;
  organization_id: string;
  created_on: string;
}

/** Why an organization to transfer to cannot be added (the spec's words), or undefined when it can. */
export function transferOrganizationProblem(name: string | null, logo: File | undefined): string | undefined {
  if (!name) return 'Name is a required field.';
  if (!logo) return 'Organization logo is a required field.';
  if (!/^image\//.test(logo.type) && !/\.(png|jpe?g|gif|webp|svg)$/i.test(logo.name))
    return 'The file type you have uploaded is not valid. Only image file type is valid for organization logo.';
  return logo.size > 15 * 1024 * 1024 ? 'File size must be less than or equal to 15 MB.' : undefined;
}

/** An organization added to transfer to: its logo, a short code of its name's first five consonants, no fee. */
export function newTransferOrganization(id: string, name: string, logoUrl: string | undefined) {
  const consonants = name.toUpperCase().replace(/[^B-DF-HJ-NP-TV-Z]/g, '');
  return {
    id,
    name,
    logo_url: logoUrl ?? null,
    short_code: (consonants || name.toUpperCase().replace(/[^A-Z0-9]/g, '')).slice(0, 5),
    tag_line: null,
    account_id: null,
    transfer_charge: 0,
  };
}

/** The receiver's row of a transfer the world holds: the batch as sent, and the transfer that brought it. */
function receivedRow(world: World, t: Transfer): TransferredRow {
  const batch = world.batches.get(t.integrant_id);
  const product = batch ? world.products.get(batch.integrant_type_id) : undefined;
  return {
    id: t.id,
    integrant_id: t.integrant_id,
    external_id: batch?.external_id ?? null,
    title: batch?.title || t.title,
    description: batch?.description ?? null,
    transfer: [
      {
        id: t.id,
        title: t.title,
        description: t.description ?? null,
        effective_date: t.effective_date,
        fromTransferLocation: t.fromTransferLocation ?? null,
        toTransferLocation: t.toTransferLocation ?? null,
      },
    ],
    organizations: {
      name: t.fromTransferOrganization ?? t.from_organization_id,
      tag_line: transferOrganizationOf(world, t.from_organization_id)?.tag_line ?? null,
    },
    integrantsType: { image_url: product?.image_url ?? null },
  };
}

/** What an organization received: its transfers' rows, then the seed's rows of transfers the world holds no record of. */
function received(world: World, organizationId: string): (TransferredRow & { receiver_id?: string })[] {
  const made = world.transfers.where((t) => t.to_organization_id === organizationId).map((t) => receivedRow(world, t));
  const seeded = world.transferred.where((r) => r.receiver_id === organizationId && !world.transfers.get(r.id));
  return [...made, ...seeded];
}

/** The clones an organization made of a transfer, oldest first (those whose batch it still holds). */
function clonesOf(world: World, transferId: string, organizationId: string): Schemas['TransferredClone'][] {
  return world.transferClones
    .where((c) => c.transfer_id === transferId && c.organization_id === organizationId)
    .flatMap((c) => {
      const batch = world.batches.get(c.id);
      return batch
        ? [{ id: batch.id, external_id: batch.external_id ?? '', integrant_type_id: batch.integrant_type_id }]
        : [];
    })
    .reverse();
}

/**
 * The transfer an organization received of a batch (the newest, its row's id): a batch of another organization, or a
 * seed row's batch the world holds no record of, that the organization may clone into its own catalogue.
 */
export const receivedTransferOf = (world: World, organizationId: string, batchId: string): string | undefined =>
  received(world, organizationId).find((r) => r.integrant_id === batchId)?.id;

/** The rows of transferred-integrants for an organization (the current one when empty), each with its clones. */
export function transferredTo(world: World, organizationId: string | null | undefined): TransferredRow[] {
  const id = organizationId || world.organizationId;
  return received(world, id).map(({ receiver_id: _, ...t }) => ({ ...t, clones: clonesOf(world, t.id, id) }));
}

/** A name as two products' names are compared: trimmed, spaces collapsed, any case. */
const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === (b ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The receiver's product a clone is listed under: its own product of the same name and kind, else a new one of its
 * own copied from the sender's product (or, for a seed row the world holds no batch of, from the row), or the
 * documented 403 when its plan has no room for one.
 */
function receiversProduct(
  world: World,
  body: Schemas['CloneTransferredRequest'],
  row: TransferredRow,
  sent: Schemas['Product'] | undefined,
): Schemas['Product'] | ReturnType<typeof refusal> {
  const title = sent?.title ?? row.title;
  const own = world.products.where(
    (p) =>
      p.organization_id === body.organization_id &&
      (p.subscription_type ?? body.subscription) === body.subscription &&
      sameName(p.title, title),
  )[0];
  if (own) return own;
  const refused = refusedItem(world, body.organization_id, body.subscription, 'products');
  if (refused) return refusal(refused);
  const stamp = now();
  const { id: _id, organization_id: _o, ingredients: _i, ...copy } = structuredClone(sent ?? ({} as never));
  return world.products.put({
    description: row.description ?? null,
    image_url: row.integrantsType?.image_url ?? null,
    facets: [],
    ...copy,
    id: newId(world, 'PRD'),
    organization_id: body.organization_id,
    title,
    subscription_type: body.subscription,
    is_disabled: false,
    used_as_ingredients: false,
    ingredients: [],
    created_on: stamp,
    updated_on: stamp,
  });
}

/** The public address a clone's QR code carries: the source's, with the receiver's short code and the new slug. */
function cloneQrUrl(qrUrl: string | null | undefined, shortCode: string | undefined, slug: string): string | null {
  const at = /\/p\/[^/]+\/b\/[^/]*$/;
  if (!qrUrl || !shortCode || !at.test(qrUrl)) return null;
  return qrUrl.replace(at, `/p/${encodeURIComponent(shortCode)}/b/${encodeURIComponent(slug)}`);
}

/**
 * A clone of a transferred batch, made as clone-transferred-integrants asks: `{ clone }`, or the documented refusal
 * (`bodyFailure`: no such transfer of that batch).
 */
export function clonedTransferred(
  world: World,
  body: Schemas['CloneTransferredRequest'],
): { clone: Clone } | Documented | 'bodyFailure' {
  const row = received(world, body.organization_id).find((r) => r.id === body.transfer_id);
  if (!row || row.integrant_id !== body.integrant_id) return 'bodyFailure' as const;
  const refused = refusedItem(world, body.organization_id, body.subscription, 'batches');
  if (refused) return refusal(refused);
  if (trackingIdTaken(world, body.external_id, null, body.organization_id))
    return { status: 200, example: 'cloneFailedWithStatusCode' } as const;
  const source = world.batches.get(row.integrant_id);
  const product = receiversProduct(world, body, row, source && world.products.get(source.integrant_type_id));
  if ('example' in product) return product;
  const shortCode = transferOrganizationOf(world, body.organization_id)?.short_code ?? undefined;
  const stamp = now();
  const clone = {
    id: newId(world, 'BAT'),
    integrant_type_id: product.id,
    title: row.title,
    external_id: body.external_id,
    external_id_slug: body.external_id_slug,
    organization_id: body.organization_id,
    created_on: stamp,
  };
  const { transits: _t, transfers: _f, organizations: _s, ...copy } = structuredClone(source ?? ({} as never));
  world.batches.put({
    description: row.description ?? null,
    facets: [],
    exhibits: [],
    location: null,
    ...copy,
    ...clone,
    type: body.subscription,
    tracking_id: body.external_id,
    qr_url: cloneQrUrl(source?.qr_url, shortCode, body.external_id_slug),
    ...(shortCode ? { organizations: { short_code: shortCode } } : {}),
    inherited_facets: inherited(product),
    primary: true,
    is_published: false,
    published: null,
    is_static_batch: false,
    mutations: [],
    updated_on: stamp,
  });
  world.transferClones.put({ id: clone.id, transfer_id: row.id, organization_id: body.organization_id });
  return { clone };
}
