import { newId, type Routes } from './resolver';
import { couponByCode, couponById, findPrice, planProducts, prorate } from '../model/rules/subscription-plans';
import { failure, organizationOf, said } from './billing-answers';
import { purchaseRoutes } from './billing-purchase';
import {
  activate,
  addInvoice,
  changePlan,
  customerOf,
  heldBy,
  heldOfType,
  pendingSubscription,
  planOf,
} from '../model/rules/subscription-state';
import { currentPlans, invoiceOut, productFor, subscriptionRecord } from '../model/rules/subscription-read';
import { CHECKOUT_NOT_PAID, CHECKOUT_UNKNOWN, isPaidCheckout } from '../model/seeds/subscription';

/**
 * Plans, subscriptions, checkout, proration, coupons and invoices, answered from the world (the records are in
 * billing-records.ts, the money rules in billing-plans.ts, the changes in billing-state.ts, the read-back in
 * billing-read.ts, a free plan and a new product in billing-purchase.ts). Where the spec is silent, the plainest
 * rule a billing backend on a card provider has:
 * - The plans are the contract's catalogue; a priced product names the asking organization's customer (none signed
 *   out). The current plans are the organization's subscriptions; an organization holds one subscription per type.
 * - A checkout session is created for a known price only, and remembers it. The return from a paid checkout (the
 *   portal session, or buy-new-product's success with the session id) makes the provider subscription; it becomes
 *   the organization's at registration's last step, on update-transaction (an upgrade: the plan held changes to the
 *   checkout's price, less the coupon the upgrade stored for its return), or at once for a new product. A session the world did not create is a body failure; an
 *   update-transaction naming a subscription no checkout made is the documented transactionUpdateFailed.
 * - A checkout session is pending until its checkout page is completed (the mock checkout's Pay, which tells the world
 *   through `POST /__world/checkout/pay`): a return with a pending session (the portal session, buy-new-product's
 *   success, a transfer marked paid) is the body failure 'This checkout session has not been paid.', and one with a
 *   session the world never made (cs_never_paid) is 'No such checkout session'. Nothing is made or changed then.
 * - A new product (paid, free or by invoice) of a type the organization already holds changes that plan instead.
 * - A card is on file for a subscription paid through the card checkout (registration or a new product by card, or
 *   Verdant Labs' seeded ones); not for one that is free or paid by invoice. update-subscription charges that card:
 *   without one, or for a price of a type not held, or with an unknown promotion code, it is the documented 400. A
 *   change to the price already held changes nothing.
 * - Proration (billing-plans.ts): by whole days left of the current period (the stored period renewed by its
 *   interval until it holds the proration date); the same interval pays the difference for the days left, another
 *   interval starts a new period now and pays the new price less the old one's unused days; a downgrade pays nothing
 *   and its unused days become credit (the ending balance). A price not held costs its amount, the price held 0.
 * - The seed's periods are shown as the examples give them (they are not moved on by the clock).
 * - Coupons: HARVEST25 (the contract's example, any case) is 25% off the change it is applied to; any other code is
 *   the documented invalid promotion code.
 * - Every change makes an invoice: paid by card (or free) it is paid, by invoice it is open (the plan changes at once
 *   and the invoice is due, as the terms' 30-day payment term says; an invoice for the price already held is a body
 *   failure). A plan with a trial, paid by card, starts trialing with the free introduction's $0 invoice.
 * - Seats and allowance follow the plans: after a change the organization's seats are the most its plans allow
 *   (unlimited when one plan says -1) and the catalogue's allowance is its tracer and fastpass plans' limits. The seats
 *   used on the billing page are the organization's user accounts at the time of reading.
 * - A free subscription needs a price of $0.00 of the product named; for a registration's organization (reserved,
 *   not made yet) it waits for the last step.
 * - buy-new-product: pending records the purchase before the checkout (its individualSubId); success with the session
 *   id makes it the organization's and answers a token; failed drops it.
 */
const updateFailed = { status: 400, example: 'subscriptionUpdateFailed' } as const;

const plansRoutes: Routes = {
  listPlans: ({ world, body }) => {
    const organizationId = body?.organization_id ?? null;
    const customer = customerOf(world, organizationId);
    return {
      body: {
        status: '1',
        message: said('listPlans', 'plans'),
        data: {
          plans: planProducts().map((p) => productFor(p, customer)),
          currentPlan: currentPlans(world, organizationId),
        },
      },
    };
  },
  retrieveSubscriptions: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('retrieveSubscriptions', 'subscriptionRecords'),
      data: heldBy(world, organizationOf(world, body.organization_id)).flatMap(
        (s) => subscriptionRecord(world, s) ?? [],
      ),
    },
  }),
  checkInvoiceStatus: ({ world, body }) => ({
    body: {
      status: '1',
      message: said('checkInvoiceStatus', 'invoices'),
      list: world.invoices.where((i) => i.organization_id === organizationOf(world, body.id)).map(invoiceOut),
    },
  }),
  isCardAdded: ({ world, body }) => {
    const held = heldOfType(world, organizationOf(world, body.organization_id), body.type);
    return {
      body: {
        status: '1',
        message: said('isCardAdded', 'cardOnFile'),
        data: { is_card_added: Boolean(held?.has_card) },
      },
    };
  },
  verifyPromotionCode: ({ body }) => {
    const coupon = couponByCode(body.promotion_code);
    if (!coupon) return { status: 200, example: 'promotionCodeInvalid' };
    return {
      body: {
        status: '1',
        message: said('verifyPromotionCode', 'promotionCodeValid'),
        data: { promotion_code_id: coupon.id, percent_off: coupon.percentOff, amount_off: null },
      },
    };
  },
  prorationInvoice: ({ world, body }) => {
    const to = findPrice(body.price);
    if (!to) return failure('No such price');
    const held = heldOfType(world, organizationOf(world, body.organization_id), to.product.subscription_type);
    const from = held && planOf(held);
    const period = held && { start: new Date(held.current_period_start), end: new Date(held.current_period_end) };
    const at = new Date(body.proration_date * 1000);
    // A time a date cannot hold (an integer the contract allows, far outside the calendar): the provider refuses it.
    if (Number.isNaN(at.getTime())) return failure('Invalid proration_date');
    const total = held?.price_id === to.price.id ? 0 : prorate(from?.price, to.price, period, at).total;
    return {
      body: {
        status: '1',
        message: said('prorationInvoice', 'proration'),
        data: { total, currency: to.price.currency },
      },
    };
  },
};

const changeRoutes: Routes = {
  updateSubscription: ({ world, body }) => {
    const to = findPrice(body.price);
    const organizationId = organizationOf(world, body.organization_id);
    const held = to && heldOfType(world, organizationId, to.product.subscription_type);
    const coupon = body.promotion_code ? couponById(body.promotion_code) : undefined;
    if (!to || !held || (body.promotion_code && !coupon)) return updateFailed;
    if (held.price_id !== to.price.id) {
      if (!held.has_card) return updateFailed;
      changePlan(world, held, to, { at: new Date(), paidBy: 'card', percentOff: coupon?.percentOff });
    }
    const after = world.subscriptions.get(held.id)!;
    return {
      status: 201,
      body: {
        status: '1',
        message: said('updateSubscription', 'subscriptionUpdated', 201),
        data: { subscription_id: after.transaction_id, status: after.status },
      },
    };
  },
  createCheckoutSession: ({ world, body }) => {
    const plan = findPrice(body.price_id);
    if (!plan) return failure('No such price');
    const id = `cs_test_${newId(world, 'CSS')}`;
    world.checkouts.put({
      id,
      customer_id: body.customer_id,
      price_id: plan.price.id,
      trial_period_days: body.trial_period_days ?? null,
      referral: body.referral ?? null,
      subscription: null,
      created_on: new Date().toISOString(),
      paid: false,
      purpose: 'plan',
    });
    return {
      body: { status: '1', message: said('createCheckoutSession', 'checkoutSession'), data: { id } },
    };
  },
  createPortalSession: ({ world, body }) => {
    const checkout = world.checkouts.get(body.session_id);
    const plan = checkout && findPrice(checkout.price_id);
    if (!checkout || !plan) return failure(CHECKOUT_UNKNOWN);
    if (!isPaidCheckout(checkout)) return failure(CHECKOUT_NOT_PAID);
    if (!checkout.subscription) {
      const made = pendingSubscription(world, plan, {
        at: new Date(),
        customer_id: checkout.customer_id || null,
        has_card: true,
      });
      world.checkouts.patch(checkout.id, { subscription: made.transaction_id });
      checkout.subscription = made.transaction_id;
    }
    return {
      body: {
        status: '1',
        message: said('createPortalSession', 'portalSession'),
        data: { subscription: checkout.subscription },
      },
    };
  },
  updateTransaction: ({ world, body }) => {
    const organizationId = organizationOf(world, body.organization_id);
    const made = world.subscriptions.where((s) => s.transaction_id === body.transaction_id)[0];
    const plan = made && planOf(made);
    const coupon = body.promotion_code ? couponById(body.promotion_code) : undefined;
    if (!made || !plan || made.subscription_type !== body.type || (body.promotion_code && !coupon))
      return { status: 200, example: 'transactionUpdateFailed' };
    if (made.organization_id !== organizationId) {
      const held = heldOfType(world, organizationId, body.type);
      if (held) {
        world.subscriptions.remove(made.id);
        changePlan(world, held, plan, {
          at: new Date(),
          paidBy: 'card',
          transactionId: made.transaction_id,
          percentOff: coupon?.percentOff,
        });
      } else activate(world, made, organizationId, { at: new Date(), paidBy: 'card' });
    }
    return { body: { status: '1', message: said('updateTransaction', 'transactionUpdated') } };
  },
};

const invoiceRoutes: Routes = {
  sendUpgradeInvoice: ({ world, body }) => {
    const plan = findPrice(body.subscription_charges_id);
    if (!plan || plan.product.subscription_type !== body.type || (body.id && body.id !== plan.product.product_id))
      return failure('No such price');
    const organizationId = organizationOf(world, world.individuals.get(body.individual_id)?.organization_id);
    const held = heldOfType(world, organizationId, body.type);
    if (held?.price_id === plan.price.id) return failure('This plan is already yours');
    const at = new Date();
    const invoice = held ? changePlan(world, held, plan, { at, paidBy: 'invoice' }) : undefined;
    const made = held
      ? undefined
      : activate(
          world,
          pendingSubscription(world, plan, { at, customer_id: body.customer_id || null }),
          organizationId,
          {
            at,
            paidBy: 'invoice',
          },
        );
    const sent = invoice ?? world.invoices.where((i) => i.subscription_id === made?.id)[0]!;
    return {
      body: {
        status: '1',
        message: `Invoice has been sent to ${body.email_address}`,
        data: { invoice_id: sent.id, hosted_invoice_url: sent.hosted_invoice_url! },
      },
    };
  },
  generateInvoice: ({ world, body }) => {
    const email = body.email_address.trim().toLowerCase();
    const registration = world.registrations.where((r) => r.email_address.toLowerCase() === email)[0];
    const plan = findPrice(body.subscription_charges_id);
    if (!registration?.organization_id) return failure('User not found');
    if (!plan) return failure('No such price');
    // The registration's first invoice, open, for the organization the last step makes.
    const invoice = addInvoice(world, {
      organizationId: registration.organization_id,
      subscription: null,
      plan,
      amount: plan.price.amount,
      paid: false,
      reason: 'subscription_create',
      at: new Date(),
    });
    return {
      body: {
        status: '1',
        message: said('generateInvoice', 'invoiceGenerated'),
        data: { invoice_id: invoice.id, hosted_invoice_url: invoice.hosted_invoice_url! },
      },
    };
  },
};

export const billingRoutes: Routes = { ...plansRoutes, ...changeRoutes, ...invoiceRoutes, ...purchaseRoutes };
