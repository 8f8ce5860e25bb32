import type { Schemas } from '../../types';
import { said } from '../examples';
import { newId, now } from '../ids';
import { CHECKOUT_NOT_PAID, CHECKOUT_UNKNOWN, isPaidCheckout } from '../seeds/subscription';
import type { World } from '../world';
import { batchLocation } from './batch';
import { exampleOrganizations } from './organization';
import { text } from './product';

/**
 * A batch's movements (docs/world/movement.md): transits and transfers, records of their own (`transits`,
 * `transfers`: a batch read lists its own through `transitsOf` and `transfersOf`), what a form needs, and a
 * transfer's fee and coupon.
 */
type Transit = Schemas['Transit'];
type Transfer = Schemas['Transfer'];
type Organization = Pick<Schemas['Organization'], 'id' | 'name' | 'tag_line' | 'transfer_charge' | 'short_code'>;

/** A batch's transits, as its reads list them (newest first). */
export const transitsOf = (world: World, batchId: string): Transit[] =>
  world.transits.where((t) => t.integrant_id === batchId);

/** A batch's transfers, as its reads list them (newest first). */
export const transfersOf = (world: World, batchId: string): Transfer[] =>
  world.transfers.where((t) => t.integrant_id === batchId);

/** The documented edit failure of transit/edit and transfer/edit (status "0", no message). */
export const editFailed = { status: 200, example: 'editFailed' } as const;

/** Whether a location is one the world holds for an organization (a location without one is the current one's). */
export const ownLocation = (world: World, organizationId: string, id: string | null | undefined): boolean => {
  const location = world.locations.get(id);
  return Boolean(location) && (location!.organization_id ?? world.organizationId) === organizationId;
};

/** A movement's attachments as saved: each keeps its id or gets one. */
const movementExhibits = (world: World, sent: readonly Schemas['MovementExhibit'][] | undefined) =>
  (sent ?? []).map((e, i) => ({
    ...e,
    id: e.id || newId(world, 'EXH'),
    rank: e.rank ?? i + 1,
    testing_lab_id: e.testing_lab_id ?? null,
  }));

/** Whether a transit form can be saved: a batch the world holds, a title, and its organization's locations. */
export function transitSavable(world: World, body: Schemas['TransitInput']): boolean {
  const batch = world.batches.get(body.integrant_id);
  if (!batch || !text(body.title)) return false;
  if (!ownLocation(world, batch.organization_id, body.from_location)) return false;
  return !body.to_location || ownLocation(world, batch.organization_id, body.to_location);
}

/** The saved record of a transit form (`before`: the transit it replaces). */
export function savedTransit(world: World, body: Schemas['TransitInput'], before?: Transit): Transit {
  const stamp = now();
  return {
    id: newId(world, 'TRN'),
    integrant_id: body.integrant_id,
    title: text(body.title)!,
    description: text(body.description),
    oldTransitId: before?.id ?? null,
    from_location: body.from_location,
    to_location: body.to_location || null,
    fromLocation: batchLocation(world, body.from_location)!,
    toLocation: batchLocation(world, body.to_location),
    effective_date: body.effective_date,
    transitExhibits: movementExhibits(world, body.exhibits),
    created_by: before ? (before.created_by ?? null) : (body.created_by ?? null),
    updated_by: body.updated_by ?? body.created_by ?? null,
    created_on: stamp,
    updated_on: stamp,
  };
}

/** An organization by id: the world's, else one the organization search's examples name. */
export const transferOrganizationOf = (world: World, id: string): Organization | undefined =>
  world.organizations.get(id) ?? exampleOrganizations().find((o) => o.id === id);

/** The coupons the world honours: percent off, or refused with a message. */
const COUPONS: Record<string, { percentOff: number } | { refused: string }> = {
  PARTNER10: { percentOff: 10 },
  EXPIRED10: { refused: said('validateTransferCoupon', 'invalidCoupon') },
};

/** A coupon checked against a price (cents): the discounted price, or why it is refused. */
export function checkCoupon(code: string, price: number): { discountedPrice: number } | { refused: string } {
  const coupon = COUPONS[code.trim().toUpperCase()];
  if (!coupon) return { refused: 'Invalid promo code.' };
  if ('refused' in coupon) return coupon;
  const discountedPrice = Math.round((price * (100 - coupon.percentOff)) / 100);
  // A price past what a number holds once discounted (the contract sets no maximum): refused, never Infinity.
  return Number.isFinite(discountedPrice) ? { discountedPrice } : { refused: 'Invalid price.' };
}

/** Whether a transfer form can be saved: the sender's batch, a title, another organization, the sender's location. */
export function transferSavable(world: World, body: Schemas['TransferInput']): boolean {
  const batch = world.batches.get(body.integrant_id);
  if (!batch || batch.organization_id !== body.from_organization_id || !text(body.title)) return false;
  if (body.to_organization_id === body.from_organization_id || !transferOrganizationOf(world, body.to_organization_id))
    return false;
  return ownLocation(world, body.from_organization_id, body.from_location_id);
}

/** Why a transfer marked paid is refused (its fee's checkout), or undefined when it is not marked or was paid. */
export function unpaid(world: World, body: Schemas['TransferCreateInput']): string | undefined {
  if (!body.is_payment_done) return undefined;
  const checkout = body.session_id ? world.checkouts.get(body.session_id) : undefined;
  if (!checkout || checkout.purpose !== 'transfer') return CHECKOUT_UNKNOWN;
  return !isPaidCheckout(checkout) || checkout.subscription ? CHECKOUT_NOT_PAID : undefined;
}

/** A transfer's fee (cents): the receiver's charge, less the coupon sent; or why the coupon is refused. */
export function transferFee(world: World, body: Schemas['TransferCreateInput']) {
  const fee = transferOrganizationOf(world, body.to_organization_id)?.transfer_charge ?? 0;
  const code = text(body.coupon_code);
  return code ? checkCoupon(code, fee) : { discountedPrice: fee };
}

/** The fields of a transfer form as the record keeps them. */
export function transferFields(world: World, body: Schemas['TransferInput']) {
  return {
    integrant_id: body.integrant_id,
    title: text(body.title)!,
    description: text(body.description),
    effective_date: body.effective_date,
    from_organization_id: body.from_organization_id,
    to_organization_id: body.to_organization_id,
    fromTransferOrganization:
      transferOrganizationOf(world, body.from_organization_id)?.name ?? body.from_organization_id,
    toTransferOrganization: transferOrganizationOf(world, body.to_organization_id)?.name ?? body.to_organization_id,
    from_location_id: body.from_location_id,
    to_location_id: body.to_location_id || null,
    fromTransferLocation: batchLocation(world, body.from_location_id),
    toTransferLocation: batchLocation(world, body.to_location_id),
    transferExhibits: movementExhibits(world, body.exhibits),
    updated_by: body.updated_by ?? body.created_by ?? null,
    updated_on: now(),
  };
}

/** A new transfer, paid, of a form with its coupon code. */
export function newTransfer(world: World, body: Schemas['TransferCreateInput']): Transfer {
  const form = transferFields(world, body);
  return {
    id: newId(world, 'TRF'),
    ...form,
    promotion_code: text(body.coupon_code),
    is_payment_done: true,
    created_by: body.created_by ?? null,
    created_on: form.updated_on,
  };
}

/** The receipt of a transfer's fee, as the world keeps it (a text file). */
export function receiptFile(transfer: Transfer, fee: number): File {
  const lines = [
    `Receipt ${transfer.id}`,
    `Transfer of ${transfer.integrant_id} to ${transfer.toTransferOrganization}`,
    ...(transfer.promotion_code ? [`Promo code: ${transfer.promotion_code}`] : []),
    `Fee: ${(fee / 100).toFixed(2)} USD`,
  ];
  return new File([lines.join('\n')], `receipt-${transfer.id}.txt`, { type: 'text/plain' });
}
