import type { SentWrite } from '../write-outcome';
import type {
  AddIngredientResponse,
  Batch,
  BatchResponse,
  CloneTransferredResponse,
  Mutation,
  MutationResponse,
  TestingLab,
  TestingLabResponse,
  Transfer,
  TransferCreated,
  Transit,
  TransitResponse,
} from '@/api/generated/portal/model';
import { found, patiently, madeSince, text, same, sameInstant, type ReadBack } from './read-back-rules';

/** Batches and what hangs on them: new, cloned, linked as ingredients, in transit, transferred; testing labs. */
export const batchReadBacks: Readonly<Record<string, ReadBack>> = {
  async createBatch(sent) {
    const { searchBatches } = await import('@/api/generated/portal/hooks/batch/batch');
    const title = text(sent.body.title);
    const answer = await patiently(() =>
      searchBatches({
        organization_id: text(sent.body.organization_id),
        integrant_type_id: text(sent.body.integrant_type_id),
        searchText: text(sent.body.external_id) || title,
        offset: 0,
        limit: 50,
      }),
    );
    const made = answer.data.rows.find(
      (b: Batch) =>
        b.title === title && (b.external_id ?? '') === text(sent.body.external_id) && madeSince(b.created_on, sent),
    );
    return made ? found<BatchResponse>({ status: '1', data: made }) : { applied: false };
  },

  // The clone is a batch of the same product under the new static batch number.
  async cloneBatch(sent) {
    const source = await batchRead(text(sent.body.integrant_id));
    const number = text(sent.body.external_id);
    const made = await batchNumbered(source.organization_id, source.integrant_type_id, number, sent, source.id);
    return made ? found<BatchResponse>({ status: '1', data: made }) : { applied: false };
  },

  // The clone of a batch another organization sent: the receiver's row of the transfer lists its clones (`clones`),
  // one under the new number made since the write was sent is the one.
  async cloneTransferredBatch(sent) {
    const { listTransferredBatches } = await import('@/api/generated/portal/hooks/movement/movement');
    const number = text(sent.body.external_id);
    const list = await patiently(() => listTransferredBatches({ organization_id: text(sent.body.organization_id) }));
    const row = list.data.find((r) => r.id === text(sent.body.transfer_id));
    const clone = row?.clones?.find((c) => c.external_id === number);
    if (!clone) return { applied: false };
    const made = await batchRead(clone.id);
    if (!madeSince(made.created_on, sent)) return { applied: false };
    return found<CloneTransferredResponse>({
      status: '1',
      data: {
        id: made.id,
        integrant_type_id: made.integrant_type_id,
        title: made.title,
        external_id: number,
        external_id_slug: made.external_id_slug ?? text(sent.body.external_id_slug),
        organization_id: made.organization_id,
        ...(made.created_on ? { created_on: made.created_on } : {}),
      },
    });
  },

  // A new batch under the static batch number sent (one per organization), and its link under the batch in the path.
  async addBatchIngredient(sent) {
    const parentId = /^\/integrant\/([^/?#]+)\/mutations\/?(?:[?#]|$)/.exec(sent.url)?.[1];
    const number = text(sent.body.external_id);
    if (!parentId || !number) return undefined;
    const integrant = await batchNumbered(
      text(sent.body.organization_id),
      text(sent.body.integrant_type_id),
      number,
      sent,
    );
    if (!integrant) return { applied: false };
    const id = decodeURIComponent(parentId);
    const mutation = linkOf(await batchRead(id), id, integrant.id, sent);
    // The batch without its link is not what this write makes: cannot tell.
    if (!mutation) return undefined;
    return found<AddIngredientResponse>({ status: '1', data: { mutation, integrant } });
  },

  // The tree (links/tree) shows the edge but not the link record the answer carries: the parent's mutations do.
  async createLink(sent) {
    const parentId = text(sent.body.parent_integrant_id);
    const childId = text(sent.body.child_integrant_id);
    const made = linkOf(await batchRead(parentId), parentId, childId, sent);
    return made ? found<MutationResponse>({ status: '1', data: made }) : { applied: false };
  },

  async createTransit(sent) {
    const batch = await batchRead(text(sent.body.integrant_id));
    const made = (batch.transits ?? []).find(
      (t: Transit) =>
        t.title === text(sent.body.title) &&
        t.from_location === text(sent.body.from_location) &&
        madeSince(t.created_on, sent),
    );
    return made ? found<TransitResponse>({ status: '1', data: made }) : { applied: false };
  },

  async createTransfer(sent) {
    const batch = await batchRead(text(sent.body.integrant_id));
    const made = (batch.transfers ?? []).find(
      (t: Transfer) =>
        same(t.title, sent.body.title) &&
        t.to_organization_id === text(sent.body.to_organization_id) &&
        text(t.from_location_id) === text(sent.body.from_location_id) &&
        sameInstant(t.effective_date, sent.body.effective_date) &&
        madeSince(t.created_on, sent),
    );
    // The receipt's address comes only in the write's own answer: read back, there is none to open.
    return made ? found<TransferCreated>({ status: '1', data: { ...made, receiptUrl: null } }) : { applied: false };
  },

  // Labs carry no creation date: one of the same name counts (it is the same lab to the person); several cannot tell.
  async createTestingLab(sent) {
    const name = text(sent.body.name).trim();
    if (!name) return undefined;
    const { listTestingLabs } = await import('@/api/generated/portal/hooks/lab/lab');
    const answer = await patiently(() => listTestingLabs());
    const made = answer.data.filter((l: TestingLab) => l.name.trim() === name);
    if (made.length > 1) return undefined;
    return made[0] ? found<TestingLabResponse>({ status: '1', data: made[0] }) : { applied: false };
  },
};

/** The batch of a product under a static batch number (unique in its organization), made since the write was sent. */
async function batchNumbered(
  organizationId: string,
  productId: string,
  number: string,
  sent: SentWrite,
  notId?: string,
): Promise<Batch | undefined> {
  const { searchBatches } = await import('@/api/generated/portal/hooks/batch/batch');
  const answer = await patiently(() =>
    searchBatches({
      organization_id: organizationId,
      integrant_type_id: productId,
      searchText: number,
      offset: 0,
      limit: 50,
    }),
  );
  return answer.data.rows.find(
    (b: Batch) => b.id !== notId && b.external_id === number && madeSince(b.created_on, sent),
  );
}

/** The link of a batch to one of its ingredients, made since the write was sent. */
function linkOf(batch: Batch, parentId: string, childId: string, sent: SentWrite): Mutation | undefined {
  return (batch.mutations ?? []).find(
    (m: Mutation) =>
      m.parent_integrant_id === parentId && m.child_integrant_id === childId && madeSince(m.created_on, sent),
  );
}

/** A batch as the batch read answers it (asked again as the portal's reads are). */
async function batchRead(id: string): Promise<Batch> {
  const { getBatch } = await import('@/api/generated/portal/hooks/batch/batch');
  return (await patiently(() => getBatch(id))).data;
}
