import { describe, expect, it } from 'vitest';
import {
  billingPeriod,
  billingReason,
  buyNewReturnUrls,
  creditsBalance,
  invoiceColor,
  invoicePlan,
  itemRows,
  nextInvoice,
  statusLabel,
} from '@/features/billing/billing-rules';

const record = {
  current_period_start: '2026-03-01T00:00:00.000Z',
  current_period_end: '2027-03-01T00:00:00.000Z',
  product: {
    name: 'Product Origin',
    metadata: {
      num_batches: '-1',
      num_products_on_chain: '100',
      num_seats: '5',
      num_uploaded_documents: '5000',
      num_daily_hashes: '1000',
      num_monthly_hashes: '-1',
      is_active: 'true' as const,
    },
  },
  currentmetadata: { num_batches: 42, num_products_on_chain: 8, num_seats: 7, num_uploaded_documents: 117 },
  nextInvoice: {
    amount_due: 149000,
    currency: 'usd',
    next_payment_attempt: '2027-03-01T01:00:00.000Z',
    ending_balance: -2500,
  },
};

describe('billing rules', () => {
  it('the items table: type, allowed, created, remaining; daily hashes and is_active hidden; -1 Unlimited', () => {
    expect(itemRows(record)).toEqual([
      { key: 'num_products_on_chain', type: 'Products on chain', allowed: '100', created: '8', remaining: '92' },
      { key: 'num_batches', type: 'Batches', allowed: 'Unlimited', created: '42', remaining: 'Unlimited' },
      { key: 'num_seats', type: 'Seats', allowed: '5', created: '7', remaining: '0' },
      { key: 'num_uploaded_documents', type: 'Uploaded documents', allowed: '5k', created: '117', remaining: '4.9k' },
      { key: 'num_monthly_hashes', type: 'Monthly hashes', allowed: 'Unlimited', created: '0', remaining: 'Unlimited' },
    ]);
  });

  it('period, next invoice, credits (the absolute ending balance)', () => {
    expect(billingPeriod(record)).toBe('03/01/2026 - 03/01/2027');
    expect(nextInvoice(record)).toEqual({ amount: '$1,490.00', date: '03/01/2027' });
    expect(nextInvoice({ nextInvoice: null })).toEqual({ amount: '', date: '' });
    expect(creditsBalance(record)).toBe('$25.00');
    expect(creditsBalance({ nextInvoice: null })).toBe('$0.00');
  });

  it('invoices: paid green, every other status red; no product name is the free introduction', () => {
    expect(invoiceColor({ status: 'paid' })).toBe('green');
    for (const status of ['open', 'draft', 'void', 'uncollectible'] as const)
      expect(invoiceColor({ status })).toBe('red');
    expect(invoicePlan({ product_name: null })).toBe('Free Introduction');
    expect(invoicePlan({ product_name: '' })).toBe('Free Introduction');
    expect(invoicePlan({ product_name: 'Product Fast Pass' })).toBe('Product Fast Pass');
    expect(statusLabel('past_due')).toBe('Past due');
    expect(billingReason('subscription_cycle')).toBe('Subscription cycle');
  });

  it('the buy-new-product returns carry the pending purchase and the session placeholder', () => {
    expect(buyNewReturnUrls('https://p.test', 'ISD7K2M9QA', 'publisher')).toEqual({
      success:
        'https://p.test/buy-new-product-thankyou?success=true&individualSubId=ISD7K2M9QA&subscription_type=publisher&session_id={CHECKOUT_SESSION_ID}',
      cancel:
        'https://p.test/buy-new-product-thankyou?canceled=true&individualSubId=ISD7K2M9QA&subscription_type=publisher',
    });
  });
});
