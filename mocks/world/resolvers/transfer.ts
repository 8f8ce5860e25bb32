import type { World } from '../model/world';
import { exampleData, exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { bodyFailure, filesOf, keepFile, newId, notFound, now, type Call, type Routes } from './resolver';
import { batchLocation, inherited, noRoom, threshold } from '../model/rules/catalogue';
import { editFailed, movementExhibits, ownLocation, textOrNull } from './transit';
import { CHECKOUT_NOT_PAID, CHECKOUT_UNKNOWN, isPaidCheckout } from '../model/seeds/subscription';

/**
 * Transfers between organizations, the batches transferred in, the coupon of a transfer's fee and the organizations
 * added to transfer to. Transfers are records of their own (the world's `transfers`, one source of truth: a batch
 * read lists its own through `transfersOf`, the receiver's list is made from them). The rules where the spec and the
 * contract's examples do not say:
 * - A transfer (create or edit) needs a batch the world holds, sent by the organization that holds it
 *   (from_organization_id), to another organization the world knows (its own, or one the organization search's
 *   examples name), a non-blank title, and a From location that is a saved location of the sender. The To location
 *   may be the receiver's, which the world may not hold: then it is null on the record. Anything else is the
 *   documented body failure, in the spec's generic words.
 * - transfer/create saves the transfer at once: the world's organizations have a card on file, so CARD_NOT_FOUND is
 *   never answered (replay it). Sent again marked paid (is_payment_done) after the fee's checkout, it needs that
 *   checkout: a session the world never made is 'No such checkout session', one whose checkout page was not
 *   completed, or that already recorded a transfer, 'This checkout session has not been paid.' (body failures;
 *   the world knows the session of the contract's CARD_NOT_FOUND answer, pending until the mock checkout's Pay). The fee is the receiving organization's transfer_charge, less the coupon sent
 *   (coupon_code, checked as validate-coupon checks it; a refused coupon is a body failure with the coupon's
 *   message); above 0 the answer's receiptUrl is a receipt the world keeps and serves, at 0 it is null.
 * - transfer/edit changes the record in place (same id) and never charges again: the coupon and the payment stay as
 *   they were (the edit form sends no coupon). An unknown transfer, or one of another batch, answers the documented
 *   edit failure ('Internal server error please try again!!!' in the portal).
 * - GET and DELETE transfer/{id} of an id the world does not hold answer the documented 404.
 * - validate-coupon checks the code (trimmed, any case) against a small table from the contract's examples:
 *   PARTNER10 takes 10% off (2500 → 2250, rounded to the cent); EXPIRED10 is expired and refused with the contract's
 *   message ('This promo code has expired.'); any other code is refused with the spec's 'Invalid promo code.'.
 * - transfer-to-organization (add an organization): the spec's form rules, each refusal a body failure in the spec's
 *   words (a name that is not blank; the logo an image of at most 15 MB; a missing logo or a malformed email breaks
 *   the contract's request schema and is refused before, as Prism refuses it). The new
 *   organization is kept (logo served by the world, short code its name's first five consonants, no transfer fee)
 *   and can receive a transfer at once.
 * - transferred-integrants lists, for the organization named (the current one when empty), one row per transfer it
 *   received (its id is the transfer id, newest first) made from the transfer, its batch and product and the
 *   sending organization, so an edit or a delete of the transfer shows there at once; then the seed's rows of
 *   transfers the world holds no record of (batches of other organizations).
 * - clone-transferred-integrants: the transfer must be one the organization received, of the batch named (else a
 *   body failure); the batch allowance of the plan sent is checked (the documented 403); a static batch number the
 *   organization already uses answers the documented refusal (cloneFailedWithStatusCode). Otherwise a new batch of
 *   the organization under the new number, a copy of the transferred batch when the world holds it (without its
 *   movements, unpublished), else of the seed's row (its title and description). It is listed under a product of the
 *   receiver's, never the sender's: the receiver's product of the same name (trimmed, any case) and of the kind
 *   sent, else a new product of the receiver's copied from the sender's (or named after the row), which its plan
 *   must have room for (else the documented 403 naming products). Its public address carries the receiver's short
 *   code and the new slug. The receiver's row of the transfer lists its clones (`clones`, oldest first, those it
 *   still holds), so Clone reads Clone Again after a reload.
 */
type Organization = Pick<Schemas['Organization'], 'id' | 'name' | 'tag_line' | 'transfer_charge' | 'short_code'>;
type Transfer = Schemas['Transfer'];
type TransferredRow = Schemas['TransferredBatch'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

/** A batch's transfers, as its reads list them (newest first). */
export const transfersOf = (world: World, batchId: string): Transfer[] =>
  world.transfers.where((t) => t.integrant_id === batchId);

/** An organization by id: the world's, else one the organization search's examples name. */
function organization(world: World, id: string): Organization | undefined {
  const searched = exampleData('searchOrganizations')
    .flat()
    .find((o) => (o as { id?: string }).id === id) as Schemas['TransferOrganization'] | undefined;
  return world.organizations.get(id) ?? searched;
}

/** The coupons the world honours: percent off, or refused with a message. */
const COUPONS: Record<string, { percentOff: number } | { refused: string }> = {
  PARTNER10: { percentOff: 10 },
  EXPIRED10: { refused: said('validateTransferCoupon', 'invalidCoupon') },
};
const INVALID_PROMO = 'Invalid promo code.';

/** A coupon checked against a price (cents): the discounted price, or why it is refused. */
export function checkCoupon(code: string, price: number): { discountedPrice: number } | { refused: string } {
  const coupon = COUPONS[code.trim().toUpperCase()];
  if (!coupon) return { refused: INVALID_PROMO };
  if ('refused' in coupon) return coupon;
  const discountedPrice = Math.round((price * (100 - coupon.percentOff)) / 100);
  // A price past what a number holds once discounted (the contract sets no maximum): refused, never Infinity.
  return Number.isFinite(discountedPrice) ? { discountedPrice } : { refused: 'Invalid price.' };
}

/** Why a transfer form cannot be saved, or undefined when it can. */
function refusal(world: World, body: Schemas['TransferInput']) {
  const batch = world.batches.get(body.integrant_id);
  if (!batch || batch.organization_id !== body.from_organization_id || !textOrNull(body.title)) return bodyFailure;
  if (body.to_organization_id === body.from_organization_id || !organization(world, body.to_organization_id))
    return bodyFailure;
  if (!ownLocation(world, body.from_organization_id, body.from_location_id)) return bodyFailure;
  return undefined;
}

/** The fields of a transfer form as the record keeps them. */
function fromForm(world: World, body: Schemas['TransferInput']) {
  return {
    integrant_id: body.integrant_id,
    title: textOrNull(body.title)!,
    description: textOrNull(body.description),
    effective_date: body.effective_date,
    from_organization_id: body.from_organization_id,
    to_organization_id: body.to_organization_id,
    fromTransferOrganization: organization(world, body.from_organization_id)?.name ?? body.from_organization_id,
    toTransferOrganization: organization(world, body.to_organization_id)?.name ?? body.to_organization_id,
    from_location_id: body.from_location_id,
    to_location_id: body.to_location_id || null,
    fromTransferLocation: batchLocation(world, body.from_location_id),
    toTransferLocation: batchLocation(world, body.to_location_id),
    transferExhibits: movementExhibits(world, body.exhibits),
    updated_by: body.updated_by ?? body.created_by ?? null,
    updated_on: now(),
  };
}

async function receipt(call: Call<'createTransfer'>, transfer: Transfer, fee: number) {
  const lines = [
    `Receipt ${transfer.id}`,
    `Transfer of ${transfer.integrant_id} to ${transfer.toTransferOrganization}`,
    ...(transfer.promotion_code ? [`Promo code: ${transfer.promotion_code}`] : []),
    `Fee: ${(fee / 100).toFixed(2)} USD`,
  ];
  const file = new File([lines.join('\n')], `receipt-${transfer.id}.txt`, { type: 'text/plain' });
  return (await keepFile(call, file))?.url ?? null;
}

async function createTransfer(call: Call<'createTransfer'>) {
  const { world, body } = call;
  const refused = refusal(world, body);
  if (refused) return refused;
  // Marked paid: only with a transfer checkout the world made and whose checkout page was completed, once.
  if (body.is_payment_done) {
    const checkout = body.session_id ? world.checkouts.get(body.session_id) : undefined;
    if (!checkout || checkout.purpose !== 'transfer') return { ...bodyFailure, message: CHECKOUT_UNKNOWN };
    if (!isPaidCheckout(checkout) || checkout.subscription) return { ...bodyFailure, message: CHECKOUT_NOT_PAID };
  }
  let fee = organization(world, body.to_organization_id)?.transfer_charge ?? 0;
  const code = textOrNull(body.coupon_code);
  if (code) {
    const coupon = checkCoupon(code, fee);
    if ('refused' in coupon) return { ...bodyFailure, message: coupon.refused };
    fee = coupon.discountedPrice;
  }
  const form = fromForm(world, body);
  const transfer = world.transfers.put({
    id: newId(world, 'TRF'),
    ...form,
    promotion_code: code,
    is_payment_done: true,
    created_by: body.created_by ?? null,
    created_on: form.updated_on,
  });
  if (body.is_payment_done && body.session_id) world.checkouts.patch(body.session_id, { subscription: transfer.id });
  const receiptUrl = fee > 0 ? await receipt(call, transfer, fee) : null;
  return {
    body: {
      status: '1' as const,
      message: said('createTransfer', 'transferCreated'),
      data: { ...transfer, receiptUrl },
    },
  };
}

function editTransfer({ world, body }: Call<'editTransfer'>) {
  const before = world.transfers.get(body.id);
  if (!before || before.integrant_id !== body.integrant_id) return editFailed;
  const refused = refusal(world, body);
  if (refused) return refused;
  const transfer = world.transfers.patch(before.id, fromForm(world, body))!;
  return { body: { status: '1' as const, message: said('editTransfer', 'transferUpdated'), data: transfer } };
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
      tag_line: organization(world, t.from_organization_id)?.tag_line ?? null,
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

async function addTransferOrganization(call: Call<'addTransferOrganization'>) {
  const form = call.body as unknown as Record<string, unknown>;
  const name = textOrNull(form.name);
  const [logo] = filesOf(form.fileName);
  const spec = (message: string) => ({ ...bodyFailure, message });
  if (!name) return spec('Name is a required field.');
  if (!logo) return spec('Organization logo is a required field.');
  if (!/^image\//.test(logo.type) && !/\.(png|jpe?g|gif|webp|svg)$/i.test(logo.name))
    return spec('The file type you have uploaded is not valid. Only image file type is valid for organization logo.');
  if (logo.size > 15 * 1024 * 1024) return spec('File size must be less than or equal to 15 MB.');
  const kept = await keepFile(call, logo);
  const consonants = name.toUpperCase().replace(/[^B-DF-HJ-NP-TV-Z]/g, '');
  const added = {
    id: newId(call.world, 'ORG'),
    name,
    logo_url: kept?.url ?? null,
    short_code: (consonants || name.toUpperCase().replace(/[^A-Z0-9]/g, '')).slice(0, 5),
    tag_line: null,
    account_id: null,
    transfer_charge: 0,
  };
  call.world.organizations.put(added);
  return {
    body: { status: '1' as const, message: said('addTransferOrganization', 'organizationAdded'), data: added },
  };
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
): Schemas['Product'] | ReturnType<typeof threshold> {
  const title = sent?.title ?? row.title;
  const own = world.products.where(
    (p) =>
      p.organization_id === body.organization_id &&
      (p.subscription_type ?? body.subscription) === body.subscription &&
      sameName(p.title, title),
  )[0];
  if (own) return own;
  if (noRoom(world, body.subscription, 'products')) return threshold('products');
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

function cloneTransferredBatch({ world, body }: Call<'cloneTransferredBatch'>) {
  const row = received(world, body.organization_id).find((r) => r.id === body.transfer_id);
  if (!row || row.integrant_id !== body.integrant_id) return bodyFailure;
  if (noRoom(world, body.subscription, 'batches')) return threshold('batches');
  const taken = world.batches.where(
    (b) => b.organization_id === body.organization_id && b.external_id === body.external_id,
  );
  if (taken.length > 0) return { status: 200, example: 'cloneFailedWithStatusCode' } as const;
  const source = world.batches.get(row.integrant_id);
  const product = receiversProduct(world, body, row, source && world.products.get(source.integrant_type_id));
  if ('example' in product) return product;
  const shortCode = organization(world, body.organization_id)?.short_code ?? undefined;
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
  return { body: { status: '1' as const, message: said('cloneTransferredBatch', 'transferredCloned'), data: clone } };
}

export const transferRoutes: Routes = {
  createTransfer,
  getTransfer: ({ world, params }) => {
    const transfer = world.transfers.get(params.id);
    if (!transfer) return notFound;
    return { body: { status: '1', message: said('getTransfer', 'transferDetail'), data: transfer } };
  },
  editTransfer,
  deleteTransfer: ({ world, params }) => {
    if (!world.transfers.remove(params.id!)) return notFound;
    return { body: { status: '1', message: said('deleteTransfer', 'transferDeleted'), data: null } };
  },
  validateTransferCoupon: ({ body }) => {
    const coupon = checkCoupon(body.coupon_code, body.price);
    if ('refused' in coupon) return { status: 200, example: 'invalidCoupon', message: coupon.refused };
    return {
      body: {
        valid: true,
        message: said('validateTransferCoupon', 'couponApplied'),
        discountedPrice: coupon.discountedPrice,
      },
    };
  },
  addTransferOrganization,
  listTransferredBatches: ({ world, body }) => {
    const id = body.organization_id || world.organizationId;
    const data = received(world, id).map(({ receiver_id: _, ...t }) => ({ ...t, clones: clonesOf(world, t.id, id) }));
    return { body: { status: '1', message: said('listTransferredBatches', 'transferredBatches'), data } };
  },
  cloneTransferredBatch,
};
