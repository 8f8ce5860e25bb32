import { exampleValues } from '@/api/generated/example-values';
import type { Schemas } from '../types';
import { seedWorld, type World } from '../model/world';
import { findPrice } from '../model/rules/subscription-plans';
import { activate, pendingSubscription, type PaidBy } from '../model/rules/subscription-change';
import type { Scenario } from './index';

/**
 * Verdant Labs holding all five subscriptions, as the contract's `allSubscriptions` examples describe it (the sign-in
 * and the subscription records): the example world's tracer and fastpass, and publisher, verifier and compliance
 * (trialing) started through billing's own rules, so the switcher lists five and the sign-in, the seats, the
 * allowance and the invoices follow from the records. Each dashboard has the example world's figures: the products of
 * each kind, the documents hashed (publisher), the verifications (verifier), the retailer table (compliance).
 */
const added: readonly {
  id: string;
  price: string;
  transaction: string;
  at: string;
  paidBy: PaidBy;
  /** The example invoice it was bought with (kept and tied to it), else billing makes the first one. */
  invoice?: string;
}[] = [
  // Paid by invoice: the example's open invoice of the yearly plan.
  {
    id: 'SUB2PUB5C3',
    price: 'price_1QfDpY4dHs3Yt7BcH',
    transaction: 'sub_1QgUp9nSFp7kQ2mXnR',
    at: '2026-11-18T00:00:00.000Z',
    paidBy: 'invoice',
    invoice: 'in_1QgUp9nSFp7kQ2mXnR',
  },
  {
    id: 'SUB7VRF1D4',
    price: 'price_1QfDvM1eJm6Xk9PqJ',
    transaction: 'sub_1QgDv4rKJm6Xk9PqV1',
    at: '2026-11-05T00:00:00.000Z',
    paidBy: 'card',
  },
  // The plan's 30-day trial, by card: trialing, with the free introduction's invoice.
  {
    id: 'SUB9CMP6E5',
    price: 'price_1QfCdM5hRw1Zn3GhL',
    transaction: 'sub_1QgCd2tLRw1Zn3GhW4',
    at: '2026-11-10T00:00:00.000Z',
    paidBy: 'card',
  },
];

/** The counts the world does not hold itself (documents uploaded, hashes), by type: the records example's. */
function usageByType(): Record<string, Record<string, number>> {
  const records = (
    exampleValues.retrieveSubscriptions?.['200']?.examples.allSubscriptions as
      { data?: Schemas['SubscriptionRecord'][] } | undefined
  )?.data;
  const computed = new Set(['num_products_on_chain', 'num_batches', 'num_seats']);
  return Object.fromEntries(
    (records ?? []).map((r) => [
      r.subscription_type,
      Object.fromEntries(Object.entries(r.currentmetadata ?? {}).filter(([key]) => !computed.has(key))),
    ]),
  );
}

function build(): World {
  const world = seedWorld();
  const organizationId = world.organizationId;
  const usage = usageByType();
  for (const s of added) {
    const plan = findPrice(s.price);
    if (!plan) throw new Error(`[world] all-subscriptions: no price ${s.price}`);
    const at = new Date(s.at);
    const pending = pendingSubscription(world, plan, {
      at,
      id: s.id,
      transaction_id: s.transaction,
      usage: usage[plan.product.subscription_type] ?? {},
    });
    const invoice = s.invoice ? world.invoices.get(s.invoice) : undefined;
    activate(world, pending, organizationId, { at, paidBy: s.paidBy, invoice });
    if (invoice) world.invoices.patch(invoice.id, { price_id: plan.price.id });
  }
  return world;
}

export const allSubscriptions: Scenario = {
  name: 'all-subscriptions',
  summary:
    'Verdant Labs holds all five subscriptions (compliance on its trial): the switcher lists them and every dashboard has figures.',
  build,
};
