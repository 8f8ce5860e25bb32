import { said } from '../model/examples';
import { tokenFor } from '../model/seed';
import { couponByCode } from '../model/rules/subscription-plans';
import { heldOfType, organizationOf } from '../model/rules/subscription-state';
import { invoicesOf, planList, prorationOf, subscriptionRecords } from '../model/rules/subscription-read';
import {
  chargeChange,
  checkoutSubscription,
  completeTransaction,
  createCheckout,
} from '../model/rules/subscription-checkout';
import {
  buyNewProduct,
  freeSubscription,
  registrationInvoice,
  upgradeByInvoice,
} from '../model/rules/subscription-purchase';
import { mailInvoice } from '../model/rules/subscription-mail';
import { bodyFailure, type Resolvers } from './resolver';

/** Plans, subscriptions, checkout and invoices (tag `subscription`). Rules: docs/world/subscription.md. */
export const resolvers: Resolvers = {
  listPlans: {
    reads: ['subscriptions', 'registrations', 'organizations'],
    writes: [],
    answer: ({ world, body }) => ({
      body: { status: '1', message: said('listPlans', 'plans'), data: planList(world, body?.organization_id ?? null) },
    }),
  },
  retrieveSubscriptions: {
    reads: ['subscriptions', 'invoices', 'organizations', 'products', 'batches'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('retrieveSubscriptions', 'subscriptionRecords'),
        data: subscriptionRecords(world, body.organization_id),
      },
    }),
  },
  checkInvoiceStatus: {
    reads: ['invoices'],
    writes: [],
    answer: ({ world, body }) => ({
      body: { status: '1', message: said('checkInvoiceStatus', 'invoices'), list: invoicesOf(world, body.id) },
    }),
  },
  isCardAdded: {
    reads: ['subscriptions'],
    writes: [],
    answer: ({ world, body }) => {
      const held = heldOfType(world, organizationOf(world, body.organization_id), body.type);
      const data = { is_card_added: Boolean(held?.has_card) };
      return { body: { status: '1', message: said('isCardAdded', 'cardOnFile'), data } };
    },
  },
  verifyPromotionCode: {
    reads: [],
    writes: [],
    answer: ({ body }) => {
      const coupon = couponByCode(body.promotion_code);
      if (!coupon) return { status: 200, example: 'promotionCodeInvalid' };
      const data = { promotion_code_id: coupon.id, percent_off: coupon.percentOff, amount_off: null };
      return { body: { status: '1', message: said('verifyPromotionCode', 'promotionCodeValid'), data } };
    },
  },
  prorationInvoice: {
    reads: ['subscriptions'],
    writes: [],
    answer: ({ world, body }) => {
      const proration = prorationOf(world, body);
      if ('refused' in proration) return { ...bodyFailure, message: proration.refused };
      return { body: { status: '1', message: said('prorationInvoice', 'proration'), data: proration } };
    },
  },
  updateSubscription: {
    reads: [],
    writes: ['subscriptions', 'invoices', 'organizations', 'individuals'],
    answer: ({ world, body }) => {
      const after = chargeChange(world, body);
      if (!after) return { status: 400, example: 'subscriptionUpdateFailed' };
      return {
        status: 201,
        body: {
          status: '1',
          message: said('updateSubscription', 'subscriptionUpdated', 201),
          data: { subscription_id: after.transaction_id, status: after.status },
        },
      };
    },
  },
  createCheckoutSession: {
    reads: [],
    writes: ['checkouts'],
    answer: ({ world, body }) => {
      const id = createCheckout(world, body);
      if (!id) return { ...bodyFailure, message: 'No such price' };
      return { body: { status: '1', message: said('createCheckoutSession', 'checkoutSession'), data: { id } } };
    },
  },
  createPortalSession: {
    reads: [],
    writes: ['checkouts', 'subscriptions'],
    answer: ({ world, body }) => {
      const made = checkoutSubscription(world, body.session_id);
      if ('refused' in made) return { ...bodyFailure, message: made.refused };
      return { body: { status: '1', message: said('createPortalSession', 'portalSession'), data: made } };
    },
  },
  updateTransaction: {
    reads: ['registrations'],
    writes: ['subscriptions', 'invoices', 'organizations', 'individuals'],
    answer: ({ world, body }) =>
      completeTransaction(world, body)
        ? { body: { status: '1', message: said('updateTransaction', 'transactionUpdated') } }
        : { status: 200, example: 'transactionUpdateFailed' },
  },
  sendUpgradeInvoice: {
    reads: ['registrations'],
    writes: ['subscriptions', 'invoices', 'organizations', 'individuals', 'outbox'],
    answer: ({ world, body }) => {
      const sent = upgradeByInvoice(world, body);
      if ('refused' in sent) return { ...bodyFailure, message: sent.refused };
      mailInvoice(world, body.email_address, sent);
      return {
        body: {
          status: '1',
          message: `Invoice has been sent to ${body.email_address}`,
          data: { invoice_id: sent.id, hosted_invoice_url: sent.hosted_invoice_url! },
        },
      };
    },
  },
  generateInvoice: {
    reads: ['registrations'],
    writes: ['invoices', 'outbox'],
    answer: ({ world, body }) => {
      const invoice = registrationInvoice(world, body);
      if ('refused' in invoice) return { ...bodyFailure, message: invoice.refused };
      mailInvoice(world, body.email_address, invoice);
      return {
        body: {
          status: '1',
          message: said('generateInvoice', 'invoiceGenerated'),
          data: { invoice_id: invoice.id, hosted_invoice_url: invoice.hosted_invoice_url! },
        },
      };
    },
  },
  createFreeSubscription: {
    reads: ['registrations'],
    writes: ['subscriptions', 'invoices', 'organizations', 'individuals'],
    answer: ({ world, body }) => {
      const made = freeSubscription(world, body);
      if ('refused' in made) return { ...bodyFailure, message: made.refused };
      const data = { subscriptionId: made.transaction };
      return { body: { status: '1', message: said('createFreeSubscription', 'freeSubscription'), data } };
    },
  },
  buyNewProduct: {
    reads: ['registrations'],
    writes: ['subscriptions', 'checkouts', 'invoices', 'organizations', 'individuals'],
    answer: ({ world, body }) => {
      const bought = buyNewProduct(world, body);
      const subscription_type = body.subscription_type;
      if ('refused' in bought) return { ...bodyFailure, message: bought.refused };
      if (bought.step === 'pending') {
        const data = { individualSubId: bought.pending.id, subscription_type };
        return { body: { status: '1', message: said('buyNewProduct', 'buyNewProductPending'), data } };
      }
      if (bought.step === 'failed') {
        const data = { ...(bought.pending ? { individualSubId: bought.pending.id } : {}), subscription_type };
        return { body: { status: '1', message: 'Product purchase cancelled', data } };
      }
      const data = { individualSubId: bought.live.id, subscription_type, token: tokenFor(bought.individualId) };
      return { body: { status: '1', message: said('buyNewProduct', 'buyNewProductDone'), data } };
    },
  },
};
