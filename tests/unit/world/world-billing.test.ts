import { describe, expect, it } from 'vitest';
import { findPrice, periodAt, prorate } from '~mocks/world/model/rules/subscription-plans';
import { OLIVIA, OLIVIA_PASSWORD, VERDANT, SUNFIELD } from '../../../test-support/example-world';
import { callWorld, freshWorld, payCheckout } from '../../utils/world-call';

/**
 * Billing on the mock world: plans, subscriptions per organization, proration computed from the prices, the interval
 * and the days left, coupons, a plan change and a new product, invoices, and the seats and allowance that follow.
 */
const FAST_PASS = {
  product: 'prod_QfPs7Lx2Ha9KdM',
  monthly: 'price_1QfPsM0nFp7kQ2mXnB',
  yearly: 'price_1QfPsY3rFp7kQ2mXnC',
};
const PROTECTION = {
  product: 'prod_QfDp6Hs3Yt7Bc1',
  monthly: 'price_1QfDpM8cHs3Yt7BcG',
  yearly: 'price_1QfDpY4dHs3Yt7BcH',
};
const STARTER = { product: 'prod_QfDpFr2Wq8Lm5N', price: 'price_1QfDpF0fFr2Wq8LmF' };
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const price = (id: string) => findPrice(id)!.price;

const records = async (world: string, organizationId = VERDANT) => {
  const answer = await callWorld('retrieveSubscriptions', { organization_id: organizationId }, { world });
  expect(answer.breaches).toEqual([]);
  return answer.body.data as {
    subscription_type: string;
    product: { name: string; metadata: Record<string, string> };
    plan: { amount: number; interval: string };
    currentmetadata: Record<string, number>;
  }[];
};
const invoices = async (world: string, organizationId = VERDANT) =>
  (await callWorld('checkInvoiceStatus', { id: organizationId }, { world })).body.list as {
    status: string;
    amount_due: number;
    amount_paid: number;
    product_name: string | null;
    billing_reason: string;
  }[];

/** A checkout for a price, paid on its (mock) checkout page: what the return pages then read. */
async function paidCheckout(world: string, priceId: string, customer = 'cus_R4fT8nVb2LqX9z') {
  const session = await callWorld(
    'createCheckoutSession',
    {
      customer_id: customer,
      domain: 'http://portal.test',
      success_url: 'http://portal.test/upgrade-successfully?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://portal.test/plans',
      price_id: priceId,
      trial_period_days: null,
    },
    { world },
  );
  expect(session.breaches).toEqual([]);
  const id = session.body.data.id as string;
  expect(await payCheckout(id, world)).toBe(200);
  return id;
}

describe('proration (computed, not canned)', () => {
  const fastPassPeriod = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };

  it('another interval: a new period now, the new price less the unused days of the old one', () => {
    const at = new Date('2026-11-20T16:00:00Z');
    const p = prorate(price(FAST_PASS.monthly), price(FAST_PASS.yearly), fastPassPeriod, at);
    expect(p).toMatchObject({ daysLeft: 11, periodDays: 30, newPeriod: true, credit: 0 });
    expect(p.total).toBe(Math.round(49900 - (4900 * 11) / 30));
  });

  it('the same interval: the difference for the days left, the period kept', () => {
    const at = new Date('2026-11-16T00:00:00Z');
    const p = prorate(price(STARTER.price), price(PROTECTION.monthly), fastPassPeriod, at);
    expect(p).toMatchObject({ daysLeft: 15, periodDays: 30, newPeriod: false, total: 1450 });
  });

  it('a downgrade pays nothing and leaves its unused days as credit', () => {
    const yearly = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2027-03-01T00:00:00Z') };
    const at = new Date('2026-09-01T00:00:00Z');
    const p = prorate(price(FAST_PASS.yearly), price(FAST_PASS.monthly), yearly, at);
    expect(p.total).toBe(0);
    expect(p.credit).toBe(Math.round(4900 - (49900 * 181) / 365));
  });

  it('nothing held: the price in full; a period past its end renews by its interval', () => {
    expect(prorate(undefined, price(PROTECTION.yearly), undefined, new Date()).total).toBe(29000);
    const renewed = periodAt(fastPassPeriod, price(FAST_PASS.monthly), new Date('2027-01-15T00:00:00Z'));
    expect(renewed.start.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(renewed.end.toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });

  it('prorationInvoice answers the organization’s own proration, and 0 for the price it holds', async () => {
    freshWorld('b1');
    const date = seconds('2026-11-20T16:00:00Z');
    const answer = await callWorld(
      'prorationInvoice',
      { organization_id: VERDANT, price: FAST_PASS.yearly, proration_date: date },
      { world: 'b1' },
    );
    expect(answer.breaches).toEqual([]);
    expect(answer.body.data).toEqual({ total: 48103, currency: 'usd' });
    const held = await callWorld(
      'prorationInvoice',
      { organization_id: VERDANT, price: FAST_PASS.monthly, proration_date: date },
      { world: 'b1' },
    );
    expect(held.body.data.total).toBe(0);
    const notHeld = await callWorld(
      'prorationInvoice',
      { organization_id: VERDANT, price: PROTECTION.monthly, proration_date: date },
      { world: 'b1' },
    );
    expect(notHeld.body.data.total).toBe(2900);
  });
});

describe('plans and subscriptions per organization', () => {
  it('lists the plans with the organization’s current plans and customer; none signed out', async () => {
    freshWorld('b2');
    const verdant = await callWorld('listPlans', { organization_id: VERDANT }, { world: 'b2' });
    expect(verdant.breaches).toEqual([]);
    expect(verdant.body.data.currentPlan.map((c: { name: string }) => c.name)).toEqual([
      'Product Origin',
      'Product Fast Pass',
    ]);
    expect(verdant.body.data.plans[0].customer_id).toBe('cus_R4fT8nVb2LqX9z');
    const visitor = await callWorld('listPlans', { organization_id: null }, { world: 'b2' });
    expect(visitor.body.data.currentPlan).toEqual([]);
    expect(visitor.body.data.plans.every((p: { customer_id: unknown }) => p.customer_id === null)).toBe(true);
  });

  it('retrieveSubscriptions keeps the billing page’s records: the plan’s limits and what the world counts', async () => {
    const world = freshWorld('b3');
    const [tracer, fastpass] = await records('b3');
    expect(tracer).toMatchObject({
      subscription_type: 'tracer',
      product: { name: 'Product Origin', metadata: { num_products_on_chain: '100', num_batches: '-1' } },
      plan: { amount: 149000, interval: 'year' },
      currentmetadata: { num_products_on_chain: 8, num_batches: 16, num_seats: 3, num_uploaded_documents: 117 },
    });
    expect(fastpass?.currentmetadata).toMatchObject({ num_products_on_chain: 4, num_batches: 8 });
    world.allowances.tracer!.products = 10;
    expect((await records('b3'))[0]?.product.metadata.num_products_on_chain).toBe('10');
    expect(await records('b3', SUNFIELD)).toEqual([
      expect.objectContaining({ subscription_type: 'publisher', status: 'trialing' }),
    ]);
    expect(await records('b3', 'ORG0000000')).toEqual([]);
    expect(await invoices('b3')).toHaveLength(5);
  });

  it('seats follow users: deleting a user account lowers the seats used', async () => {
    freshWorld('b4');
    expect((await records('b4'))[0]?.currentmetadata.num_seats).toBe(3);
    const deleted = await callWorld(
      'deleteOrganizationUser',
      { id: 'IND9R3T6WX', organization_id: VERDANT, subscription: 'tracer' },
      { world: 'b4' },
    );
    expect(deleted.body.status).toBe('1');
    const after = await records('b4');
    expect(after.map((r) => r.currentmetadata.num_seats)).toEqual([2, 2]);
  });
});

describe('changing a plan', () => {
  it('with the card on file and a coupon: the plan, the price, the paid invoice less 25%', async () => {
    freshWorld('b5');
    const coupon = await callWorld('verifyPromotionCode', { promotion_code: ' harvest25 ' }, { world: 'b5' });
    expect(coupon.body).toEqual({
      status: '1',
      message: 'Promotion code applied successfully',
      data: { promotion_code_id: 'promo_1QgHv3LmKx8RtN2p', percent_off: 25, amount_off: null },
    });
    const card = await callWorld('isCardAdded', { organization_id: VERDANT, type: 'fastpass' }, { world: 'b5' });
    expect(card.body.data.is_card_added).toBe(true);
    const before = Date.now();
    const expected = await callWorld(
      'prorationInvoice',
      { organization_id: VERDANT, price: FAST_PASS.yearly, proration_date: Math.floor(before / 1000) },
      { world: 'b5' },
    );
    const updated = await callWorld(
      'updateSubscription',
      { organization_id: VERDANT, price: FAST_PASS.yearly, promotion_code: 'promo_1QgHv3LmKx8RtN2p' },
      { world: 'b5' },
    );
    expect(updated.breaches).toEqual([]);
    expect(updated.status).toBe(201);
    expect(updated.body).toMatchObject({ status: '1', message: 'Subscription updated successfully' });
    const fastpass = (await records('b5'))[1]!;
    expect(fastpass.plan).toMatchObject({ amount: 49900, interval: 'year' });
    const [invoice] = await invoices('b5');
    expect(invoice).toMatchObject({ status: 'paid', product_name: 'Product Fast Pass' });
    expect(invoice!.amount_paid).toBe(Math.round(expected.body.data.total * 0.75));
    // The same price again changes nothing.
    const again = await callWorld(
      'updateSubscription',
      { organization_id: VERDANT, price: FAST_PASS.yearly },
      {
        world: 'b5',
      },
    );
    expect(again.status).toBe(201);
    expect(await invoices('b5')).toHaveLength(6);
  });

  it('refuses a coupon it does not know, a type not held and a subscription without a card (400)', async () => {
    freshWorld('b6');
    const nope = await callWorld('verifyPromotionCode', { promotion_code: 'NOPE' }, { world: 'b6' });
    expect(nope.body).toEqual({ status: '0', message: 'Invalid promotion code', data: null });
    const refusal = { statusCode: 400, message: 'Something went wrong please try again', error: 'Bad Request' };
    const badCode = await callWorld(
      'updateSubscription',
      { organization_id: VERDANT, price: FAST_PASS.yearly, promotion_code: 'promo_unknown' },
      { world: 'b6' },
    );
    expect([badCode.status, badCode.body]).toEqual([400, refusal]);
    const notHeld = await callWorld(
      'updateSubscription',
      { organization_id: VERDANT, price: PROTECTION.yearly },
      {
        world: 'b6',
      },
    );
    expect(notHeld.status).toBe(400);
    // Paid by invoice: the plan changes at once, the invoice is open, and there is no card to charge later.
    const sent = await callWorld(
      'sendUpgradeInvoice',
      {
        email_address: 'olivia.bennett@verdantlabs.com',
        subscription_charges_id: PROTECTION.monthly,
        customer_id: 'cus_R4fT8nVb2LqX9z',
        individual_id: OLIVIA,
        type: 'publisher',
        id: PROTECTION.product,
      },
      { world: 'b6' },
    );
    expect(sent.breaches).toEqual([]);
    expect(sent.body.message).toBe('Invoice has been sent to olivia.bennett@verdantlabs.com');
    expect((await invoices('b6'))[0]).toMatchObject({ status: 'open', amount_due: 2900, amount_paid: 0 });
    expect((await records('b6')).map((r) => r.subscription_type)).toEqual(['tracer', 'fastpass', 'publisher']);
    const noCard = await callWorld(
      'updateSubscription',
      { organization_id: VERDANT, price: PROTECTION.yearly },
      {
        world: 'b6',
      },
    );
    expect(noCard.status).toBe(400);
  });

  it('through the checkout: the return records the new subscription of the type held', async () => {
    freshWorld('b7');
    const session = await paidCheckout('b7', FAST_PASS.yearly);
    const portal = await callWorld('createPortalSession', { session_id: session }, { world: 'b7' });
    const transaction = portal.body.data.subscription as string;
    const recorded = await callWorld(
      'updateTransaction',
      { organization_id: VERDANT, transaction_id: transaction, type: 'fastpass' },
      { world: 'b7' },
    );
    expect(recorded.body).toEqual({ status: '1', message: 'Transaction updated successfully' });
    const held = await records('b7');
    expect(held).toHaveLength(2);
    expect(held[1]?.plan.interval).toBe('year');
    const unknown = await callWorld(
      'updateTransaction',
      { organization_id: VERDANT, transaction_id: 'sub_unknown', type: 'fastpass' },
      { world: 'b7' },
    );
    expect(unknown.body).toEqual({
      status: '0',
      message: 'Something went wrong while updating your subscription.',
      data: null,
    });
    const missing = await callWorld('createPortalSession', { session_id: 'cs_nothing' }, { world: 'b7' });
    expect(missing.body.status).toBe('0');
  });

  it('an upgrade changes what the seat threshold allows (Document Protection Starter’s 1 seat, then 10)', async () => {
    const world = freshWorld('b8');
    world.organizations.put({ id: 'ORG5MLL0TQ', name: 'Mesa Labs', num_seats: 1, individuals: [] });
    world.organizations.patch('ORG5MLL0TQ', {
      individuals: [{ id: 'IND5MLL0TQ', name_first: 'Ana', name_last: 'Ruiz', email_address: 'ana@mesa.test' }],
    });
    const free = await callWorld(
      'createFreeSubscription',
      {
        email_address: 'ana@mesa.test',
        organization_id: 'ORG5MLL0TQ',
        subscription_charges_id: STARTER.price,
        subscription_id: STARTER.product,
      },
      { world: 'b8' },
    );
    expect(free.breaches).toEqual([]);
    const user = {
      id: '',
      email_address: 'ben@mesa.test',
      name_first: 'Ben',
      name_middle: null,
      name_last: 'Ortiz',
      phone: '480-555-0101',
      password: 'Mesa-Sunrise-2026',
      status: 'active',
      organization_id: 'ORG5MLL0TQ',
      created_by: 'IND5MLL0TQ',
      updated_by: 'IND5MLL0TQ',
      subscription: 'publisher',
    };
    expect((await callWorld('saveOrganizationUser', user as never, { world: 'b8' })).status).toBe(403);
    const card = await callWorld('isCardAdded', { organization_id: 'ORG5MLL0TQ', type: 'publisher' }, { world: 'b8' });
    expect(card.body.data.is_card_added).toBe(false);
    const session = await paidCheckout('b8', PROTECTION.monthly, '');
    const portal = await callWorld('createPortalSession', { session_id: session }, { world: 'b8' });
    await callWorld(
      'updateTransaction',
      { organization_id: 'ORG5MLL0TQ', transaction_id: portal.body.data.subscription, type: 'publisher' },
      { world: 'b8' },
    );
    expect(world.organizations.get('ORG5MLL0TQ')?.num_seats).toBe(10);
    expect((await callWorld('saveOrganizationUser', user as never, { world: 'b8' })).body.status).toBe('1');
    const [record] = await records('b8', 'ORG5MLL0TQ');
    expect(record).toMatchObject({ product: { name: 'Document Protection' }, currentmetadata: { num_seats: 2 } });
  });
});

describe('buying a new product', () => {
  it('pending, then paid: a subscription of the organization, in the switcher, with a token', async () => {
    const world = freshWorld('b9');
    const pending = await callWorld(
      'buyNewProduct',
      {
        organization_id: VERDANT,
        individual_id: OLIVIA,
        subscription_id: PROTECTION.product,
        subscription_charges_id: PROTECTION.yearly,
        subscription_type: 'publisher',
        status: 'pending',
      },
      { world: 'b9' },
    );
    expect(pending.breaches).toEqual([]);
    const id = pending.body.data.individualSubId as string;
    expect((await records('b9')).map((r) => r.subscription_type)).toEqual(['tracer', 'fastpass']);
    const session = await paidCheckout('b9', PROTECTION.yearly);
    const done = await callWorld(
      'buyNewProduct',
      {
        id,
        organization_id: VERDANT,
        individual_id: OLIVIA,
        subscription_type: 'publisher',
        status: 'success',
        session_id: session,
      },
      { world: 'b9' },
    );
    expect(done.breaches).toEqual([]);
    expect(done.body).toMatchObject({
      status: '1',
      message: 'New product purchased successfully',
      data: { individualSubId: id, subscription_type: 'publisher' },
    });
    expect(done.body.data.token).toEqual(expect.any(String));
    expect((await records('b9')).map((r) => r.subscription_type)).toEqual(['tracer', 'fastpass', 'publisher']);
    expect(world.individuals.get(OLIVIA)?.subscriptionList?.map((s) => s.subscription_type)).toEqual([
      'tracer',
      'fastpass',
      'publisher',
    ]);
    const login = await callWorld(
      'login',
      { email_address: 'olivia.bennett@verdantlabs.com', password: OLIVIA_PASSWORD },
      {
        world: 'b9',
      },
    );
    expect(login.body.data.subscriptionList).toHaveLength(3);
    expect((await invoices('b9'))[0]).toMatchObject({
      status: 'paid',
      amount_paid: 29000,
      product_name: 'Document Protection',
    });
  });

  it('a failed checkout drops the purchase; a free product is the organization’s at once', async () => {
    freshWorld('b10');
    const pending = await callWorld(
      'buyNewProduct',
      {
        organization_id: VERDANT,
        subscription_id: PROTECTION.product,
        subscription_charges_id: PROTECTION.monthly,
        subscription_type: 'publisher',
        status: 'pending',
      },
      { world: 'b10' },
    );
    const failed = await callWorld(
      'buyNewProduct',
      {
        id: pending.body.data.individualSubId,
        organization_id: VERDANT,
        subscription_type: 'publisher',
        status: 'failed',
      },
      { world: 'b10' },
    );
    expect(failed.body.status).toBe('1');
    expect(await records('b10')).toHaveLength(2);
    const free = await callWorld(
      'createFreeSubscription',
      {
        email_address: 'olivia.bennett@verdantlabs.com',
        organization_id: VERDANT,
        subscription_charges_id: STARTER.price,
        subscription_id: STARTER.product,
      },
      { world: 'b10' },
    );
    expect(free.body.data.subscriptionId).toMatch(/^sub_/);
    expect((await records('b10'))[2]).toMatchObject({
      subscription_type: 'publisher',
      product: { name: 'Document Protection Starter' },
      plan: { amount: 0 },
    });
  });

  it('a new tracer organization buying Fast Pass gains its allowance', async () => {
    const world = freshWorld('b11');
    world.organizationId = VERDANT;
    world.subscriptions.remove('SUB8FPS2B7');
    await callWorld(
      'login',
      { email_address: 'olivia.bennett@verdantlabs.com', password: OLIVIA_PASSWORD },
      { world: 'b11' },
    );
    expect(Object.keys(world.allowances)).toEqual(['tracer']);
    const session = await paidCheckout('b11', FAST_PASS.monthly);
    await callWorld(
      'buyNewProduct',
      { organization_id: VERDANT, subscription_type: 'fastpass', status: 'success', session_id: session },
      { world: 'b11' },
    );
    expect(world.allowances.fastpass).toEqual({ plan: 'Product Fast Pass', products: 25, batches: 250 });
    // A trial price bought by card starts trialing, with the free introduction's invoice.
    const [record] = (await records('b11')).slice(-1);
    expect(record).toMatchObject({ subscription_type: 'fastpass', status: 'trialing' });
    const [intro] = await invoices('b11');
    expect(intro).toMatchObject({ product_name: null, amount_due: 0, billing_reason: 'subscription_create' });
  });
});
