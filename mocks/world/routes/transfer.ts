import { exampleData, exampleValue, type World } from '../world';
import type { Schemas } from '../types';
import { bodyFailure, keepFile, newId, now, type Call, type Routes } from './call';
import { batchLocation } from './catalogue-rules';

/**
 * Transfers between organizations and the batches transferred in. The rules where the contract's examples do not say:
 * - transfer/create saves the transfer at once: the world's organizations have a card on file, so CARD_NOT_FOUND is
 *   never answered (replay it). The fee is the receiving organization's transfer_charge (from the world's
 *   organizations, else the organization search's examples); above 0 the answer's receiptUrl is a receipt the world
 *   keeps and serves, at 0 it is null. The transfer is added to the batch's `transfers` when the world holds the batch.
 * - The receiving organization then has the batch in integrant/transferred-integrants: one row per transfer (its id is
 *   the transfer id) with the batch's number, title and description, the transfer, the sending organization and the
 *   product's image. A location the world does not hold (the receiver's) is null.
 * - transferred-integrants lists only the rows whose receiver is the organization named (the current one when empty),
 *   newest first.
 * - clone-transferred-integrants: a static batch number the organization already uses answers the documented refusal
 *   (cloneFailedWithStatusCode); otherwise a new batch of the organization (a copy of the transferred batch when the
 *   world holds it, added to the batches) under the new number. An unknown transfer is a body failure.
 */
type Organization = Pick<Schemas['Organization'], 'id' | 'name' | 'tag_line' | 'transfer_charge'>;
type MovementLocation = Schemas['MovementLocation'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

/** An organization by id: the world's, else one the organization search's examples name. */
function organization(world: World, id: string): Organization | undefined {
  const searched = exampleData('searchOrganizations')
    .flat()
    .find((o) => (o as { id?: string }).id === id) as Schemas['TransferOrganization'] | undefined;
  return world.organizations.get(id) ?? searched;
}

/** A saved location as a movement carries it (the shape a batch carries it in). */
const movementLocation = (world: World, id: string | null | undefined): MovementLocation | null =>
  batchLocation(world, id);

async function receipt(call: Call<'createTransfer'>, transfer: Schemas['Transfer'], fee: number) {
  const lines = [
    `Receipt ${transfer.id}`,
    `Transfer of ${transfer.integrant_id} to ${transfer.toTransferOrganization}`,
    `Fee: ${(fee / 100).toFixed(2)} USD`,
  ];
  const file = new File([lines.join('\n')], `receipt-${transfer.id}.txt`, { type: 'text/plain' });
  return (await keepFile(call, file))?.url ?? null;
}

async function createTransfer(call: Call<'createTransfer'>) {
  const { world, body } = call;
  const from = organization(world, body.from_organization_id);
  const to = organization(world, body.to_organization_id);
  const batch = world.batches.get(body.integrant_id);
  const stamp = now();
  const transfer: Schemas['Transfer'] = {
    id: newId(world, 'TRF'),
    integrant_id: body.integrant_id,
    title: body.title,
    description: body.description ?? null,
    effective_date: body.effective_date,
    from_organization_id: body.from_organization_id,
    to_organization_id: body.to_organization_id,
    fromTransferOrganization: from?.name ?? body.from_organization_id,
    toTransferOrganization: to?.name ?? body.to_organization_id,
    from_location_id: body.from_location_id,
    to_location_id: body.to_location_id ?? null,
    fromTransferLocation: movementLocation(world, body.from_location_id),
    toTransferLocation: movementLocation(world, body.to_location_id),
    promotion_code: body.coupon_code ?? null,
    is_payment_done: true,
    transferExhibits: (body.exhibits ?? []).map((e) => ({ ...e, id: e.id ?? newId(world, 'EXH') })),
    created_by: body.created_by ?? null,
    updated_by: body.updated_by ?? null,
    created_on: stamp,
    updated_on: stamp,
  };
  if (batch) world.batches.patch(batch.id, { transfers: [...(batch.transfers ?? []), transfer] });
  const product = batch ? world.products.get(batch.integrant_type_id) : undefined;
  world.transferred.put({
    id: transfer.id,
    integrant_id: body.integrant_id,
    external_id: batch?.external_id ?? null,
    title: batch?.title || body.title,
    description: batch?.description ?? null,
    transfer: [
      {
        id: transfer.id,
        title: transfer.title,
        description: transfer.description,
        effective_date: transfer.effective_date,
        fromTransferLocation: transfer.fromTransferLocation,
        toTransferLocation: transfer.toTransferLocation,
      },
    ],
    organizations: { name: transfer.fromTransferOrganization!, tag_line: from?.tag_line ?? null },
    integrantsType: { image_url: product?.image_url ?? null },
    receiver_id: body.to_organization_id,
  });
  const fee = to?.transfer_charge ?? 0;
  const receiptUrl = fee > 0 ? await receipt(call, transfer, fee) : null;
  return {
    body: {
      status: '1' as const,
      message: said('createTransfer', 'transferCreated'),
      data: { ...transfer, receiptUrl },
    },
  };
}

function cloneTransferredBatch({ world, body }: Call<'cloneTransferredBatch'>) {
  const row = world.transferred.get(body.transfer_id);
  if (!row) return { ...bodyFailure, message: 'Transferred batch not found' };
  const taken = world.batches.where(
    (b) => b.organization_id === body.organization_id && b.external_id === body.external_id,
  );
  if (taken.length > 0) return { status: 200, example: 'cloneFailedWithStatusCode' } as const;
  const source = world.batches.get(row.integrant_id);
  const stamp = now();
  const clone = {
    id: newId(world, 'BAT'),
    integrant_type_id: source?.integrant_type_id ?? null,
    title: row.title,
    external_id: body.external_id,
    external_id_slug: body.external_id_slug,
    organization_id: body.organization_id,
    created_on: stamp,
  };
  if (source)
    world.batches.put({
      ...structuredClone(source),
      ...clone,
      integrant_type_id: source.integrant_type_id,
      transits: [],
      transfers: [],
      updated_on: stamp,
    });
  return { body: { status: '1' as const, message: said('cloneTransferredBatch', 'transferredCloned'), data: clone } };
}

export const transferRoutes: Routes = {
  createTransfer,
  listTransferredBatches: ({ world, body }) => {
    const id = body.organization_id || world.organizationId;
    const data = world.transferred.where((t) => t.receiver_id === id).map(({ receiver_id: _, ...t }) => t);
    return { body: { status: '1', message: said('listTransferredBatches', 'transferredBatches'), data } };
  },
  cloneTransferredBatch,
};
