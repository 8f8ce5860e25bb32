import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getWorld } from '~mocks/world/registry';
import { configureClient } from '@/api/client';
import { filePart } from '@/api/form-data';
import { responseSchemas } from '@/api/generated/response-schemas';
import { responseShapes } from '@/api/generated/response-shapes';
import { createOrganizationExhibit } from '@/api/generated/portal/hooks/attachment/attachment';
import { addBatchIngredient, cloneBatch, createLink } from '@/api/generated/portal/hooks/batch/batch';
import { createTestingLab } from '@/api/generated/portal/hooks/lab/lab';
import { cloneTransferredBatch, createTransfer } from '@/api/generated/portal/hooks/movement/movement';
import { inviteUser } from '@/api/generated/portal/hooks/organization/organization';
import { createProductFromLabel } from '@/api/generated/portal/hooks/product/product';
import { saveOffer, sendSurveyInvitation } from '@/api/generated/portal/hooks/survey/survey';
import type { TransferCreated } from '@/api/generated/portal/model';
import { readBack } from '@/api/read-backs';
import { CLOCK_SLACK_MS } from '@/api/read-backs/read-back-rules';
import { shapeViolations } from '@/api/response-shape';
import type { SentWrite } from '@/api/write-outcome';
import { png } from '../../utils/catalogue';
import { typedFile } from '../../utils/file-bytes';
import {
  GUMMIES_BATCH,
  NORTHWIND,
  OLIVIA,
  OMEGA_BATCH,
  OMEGA_PRODUCT as OMEGA,
  transferInput,
  VERDANT,
  VITAMIN_D_PRODUCT as VITAMIN_D,
  ZINC_BATCH,
  ZINC_PRODUCT as ZINC,
} from '../../../test-support/example-world';

/**
 * Reading back the writes that make a record (src/api/read-backs/), against the mock world: the write is made
 * (its answer then counts as lost) and read back, or not made and read back. Found, the answer is the one the server
 * gave (bar its message) and has the shape of the write's documented 200 answer; not found, the write may be sent
 * again. Every read keeps the contract (tests/setup.ts fails a test on a breach).
 */
const LATER = CLOCK_SLACK_MS + 60_000;

beforeEach(() => configureClient({ getToken: () => 'tok', getSubscription: () => 'tracer' }));
afterEach(() => configureClient({ getToken: () => null, getSubscription: () => null }));

/** A write as the client keeps it: its operation, the path called, what was sent and when. */
const write = (operation: string, url: string, body: Record<string, unknown>, sentAt = Date.now()): SentWrite => ({
  operation,
  url,
  body,
  sentAt,
});

/** Reading back found the record: resolves the answer, checked against the write's documented 200 answer. */
async function foundAnswer(sent: SentWrite): Promise<Record<string, unknown>> {
  const found = await readBack(sent);
  expect(found).toMatchObject({ applied: true });
  const answer = (found as { answer: unknown }).answer;
  expect(shapeViolations(responseShapes[sent.operation] ?? {}, answer)).toEqual([]);
  expect(responseSchemas[`${sent.operation} 200`]?.safeParse(answer).success).toBe(true);
  expect(answer).toMatchObject({ status: '1' });
  return answer as Record<string, unknown>;
}

const transferForm = transferInput();

describe('inviteUser: read back from the invited users of the signed-in organization', () => {
  const email = { email_address: 'nadia.flores@desertbloomapothecary.com' };
  const sent = () => write('inviteUser', '/integrant/invite-another-user', email);

  it('finds the invitation', async () => {
    const at = sent();
    await inviteUser(email);
    expect(await foundAnswer(at)).toEqual({ status: '1', message: '' });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });
});

describe('createTransfer: read back from the batch’s transfers', () => {
  const sent = (sentAt?: number) => write('createTransfer', '/transfer/create', { ...transferForm }, sentAt);

  it('finds the transfer (its receipt is only in the lost answer)', async () => {
    const at = sent();
    const made = (await createTransfer(transferForm)) as TransferCreated;
    expect(await foundAnswer(at)).toEqual({ status: '1', data: { ...made.data, receiptUrl: null } });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });

  it('a transfer made before the write was sent is not this write’s', async () => {
    await createTransfer(transferForm);
    expect(await readBack(sent(Date.now() + LATER))).toEqual({ applied: false });
  });
});

describe('createLink: read back from the parent batch’s links', () => {
  const link = { child_integrant_id: OMEGA_BATCH, parent_integrant_id: GUMMIES_BATCH, created_by: OLIVIA };
  const sent = (sentAt?: number) => write('createLink', '/links', link, sentAt);

  it('finds the link', async () => {
    const at = sent();
    const made = await createLink(link);
    expect(await foundAnswer(at)).toEqual({ status: '1', data: made.data });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });

  it('a link made before the write was sent is not this write’s', async () => {
    await createLink(link);
    expect(await readBack(sent(Date.now() + LATER))).toEqual({ applied: false });
  });
});

describe('addBatchIngredient: the new batch by its static batch number, and its link under the batch in the path', () => {
  const ingredient = {
    integrant_type_id: ZINC,
    title: 'Zinc lot RB-1',
    external_id: 'VL-ZNC-RB1',
    external_id_slug: 'vl-znc-rb1',
    organization_id: VERDANT,
    created_by: OLIVIA,
    updated_by: OLIVIA,
  };
  const sent = (url = `/integrant/${ZINC_BATCH}/mutations`) => write('addBatchIngredient', url, ingredient);

  it('finds the batch and its link', async () => {
    const at = sent();
    const made = await addBatchIngredient(ZINC_BATCH, ingredient);
    const answer = await foundAnswer(at);
    expect(answer).toMatchObject({ status: '1', data: made.data });
    expect(answer.data).toMatchObject({
      mutation: { parent_integrant_id: ZINC_BATCH, child_integrant_id: made.data.integrant.id },
      integrant: { external_id: 'VL-ZNC-RB1' },
    });
  });

  it('does not find them when they were not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });

  it('reads the batch the path names; a path without one cannot tell', async () => {
    expect(await readBack(sent(`/integrant/${ZINC_BATCH}/mutations`))).toEqual({ applied: false });
    expect(await readBack(sent('/integrant//mutations'))).toBeUndefined();
  });
});

describe('cloneBatch: read back by the clone’s static batch number, in the product of the batch cloned', () => {
  const clone = {
    integrant_id: OMEGA_BATCH,
    external_id: 'VL-OMG-RB-CLONE',
    external_id_slug: 'vl-omg-rb-clone',
    subscription: 'tracer' as const,
  };
  const sent = () => write('cloneBatch', '/integrant/clone', clone);

  it('finds the clone', async () => {
    const at = sent();
    const made = await cloneBatch(clone);
    const answer = await foundAnswer(at);
    expect(answer).toMatchObject({ status: '1', data: (made as { data: object }).data });
    expect(answer.data).toMatchObject({ external_id: 'VL-OMG-RB-CLONE', integrant_type_id: OMEGA });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });
});

describe('cloneTransferredBatch: read back by the new number among the clones the receiver’s row of the transfer lists', () => {
  const clone = (transferId: string) => ({
    transfer_id: transferId,
    integrant_id: OMEGA_BATCH,
    external_id: 'NW-OMG-0412',
    external_id_slug: 'nw-omg-0412',
    organization_id: NORTHWIND,
    subscription: 'tracer' as const,
  });
  const sent = (transferId: string) =>
    write('cloneTransferredBatch', '/integrant/clone-transferred-integrants', clone(transferId));

  /** Verdant Labs transfers the Omega-3 batch to Northwind, who is then the one signed in. */
  async function received(): Promise<string> {
    const transfer = (await createTransfer(transferForm)) as TransferCreated;
    getWorld().organizationId = NORTHWIND;
    return transfer.data.id;
  }

  it('finds the clone', async () => {
    const transferId = await received();
    const at = sent(transferId);
    const made = await cloneTransferredBatch(clone(transferId));
    expect(await foundAnswer(at)).toMatchObject({ status: '1', data: (made as { data: object }).data });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent(await received()))).toEqual({ applied: false });
  });
});

describe('createTestingLab: read back from the testing labs by name', () => {
  const lab = () => ({ name: 'Sonora Analytical', file: png('sonora-analytical.png') });
  const sent = () => write('createTestingLab', '/testing-labs/create', lab());
  const create = () => createTestingLab({ ...lab(), file: filePart(lab().file) });

  it('finds the lab', async () => {
    const at = sent();
    const made = await create();
    expect(await foundAnswer(at)).toEqual({ status: '1', data: made.data });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });

  it('two labs of that name: cannot tell which', async () => {
    await create();
    expect(await readBack(sent())).toMatchObject({ applied: true });
    await create();
    expect(await readBack(sent())).toBeUndefined();
  });
});

describe('createOrganizationExhibit: read back from the organization’s attachments', () => {
  const file = () => typedFile('cgmp-certificate.pdf', 'application/pdf', 'certificate');
  const fields = {
    title: 'cGMP certificate 2026',
    description: 'Annual audit.',
    effective_date: '2026-05-01T00:00:00.000Z',
  };
  const sent = () => write('createOrganizationExhibit', '/organization-exhibit', { ...fields, file: file() });

  it('finds the attachment', async () => {
    const at = sent();
    const made = await createOrganizationExhibit({ ...fields, file: filePart(file()) });
    expect(await foundAnswer(at)).toEqual({ status: '1', data: made.data });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });

  it('not on the first page of a longer list: cannot tell', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
    const world = getWorld();
    for (let i = 0; i < 60; i++)
      world.organizationExhibits.put({
        id: `OEX${String(i).padStart(7, '0')}`,
        organization_id: VERDANT,
        title: `Certificate ${i}`,
        effective_date: '2026-01-01T00:00:00.000Z',
        url: `https://cdn.portal.invalid/certificate-${i}.pdf`,
        created_on: '2026-01-02T00:00:00.000Z',
      });
    expect(await readBack(sent())).toBeUndefined();
  });
});

describe('saveOffer (a new offer): read back from the product’s offer', () => {
  const offer = { integrant_type_id: VITAMIN_D, offer: '10% off with code D310' };
  const sent = (body: Record<string, unknown> = offer) => write('saveOffer', '/offers/create', body);

  it('finds the offer', async () => {
    const at = sent();
    const made = await saveOffer(offer);
    expect(await foundAnswer(at)).toEqual({ status: '1', data: made.data });
  });

  it('does not find it when it was not made, nor when the product’s offer says something else', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
    expect(await readBack(sent({ integrant_type_id: OMEGA, offer: 'Free shaker' }))).toEqual({ applied: false });
  });
});

describe('createProductFromLabel: read back from the signed-in organization’s products', () => {
  const form = {
    title: 'Omega-3 from the label',
    description: 'Fish oil, 120 softgels.',
    sku: 'VL-OML-120',
    upc: '012345678912',
    subscription: 'tracer' as const,
    ingredients: '[]',
  };
  const sent = () => write('createProductFromLabel', '/integrant-type/create-from-label', form);

  it('finds the product', async () => {
    const at = sent();
    const made = await createProductFromLabel(form);
    expect(await foundAnswer(at)).toMatchObject({
      status: '1',
      data: { id: made.data.id, organization_id: VERDANT, title: form.title, sku: form.sku, upc: form.upc },
    });
  });

  it('does not find it when it was not made', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
  });
});

describe('sendSurveyInvitation: read back from the product’s audiences', () => {
  const invitation = { integrant_type_id: VITAMIN_D, query: { gender: 'Female' as const, age: '31-35' } };
  const sent = (body: Record<string, unknown> = invitation, sentAt?: number) =>
    write('sendSurveyInvitation', '/user/send-survey-invitation', body, sentAt);

  it('finds the send', async () => {
    const at = sent();
    const made = await sendSurveyInvitation(invitation);
    expect(await foundAnswer(at)).toEqual({ status: '1', data: made.data });
  });

  it('does not find it when it was not made, nor a send to other filters, nor one made before', async () => {
    expect(await readBack(sent())).toEqual({ applied: false });
    await sendSurveyInvitation(invitation);
    expect(await readBack(sent({ integrant_type_id: VITAMIN_D, query: { gender: 'Female' } }))).toEqual({
      applied: false,
    });
    expect(await readBack(sent(invitation, Date.now() + LATER))).toEqual({ applied: false });
  });
});
