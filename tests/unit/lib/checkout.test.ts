import { describe, expect, it } from 'vitest';
import {
  checkoutAddress,
  localReturn,
  parseOrder,
  RefusedCheckoutAddress,
  successReturn,
  type CheckoutRequest,
} from '@/lib/payment/checkout';

const request: CheckoutRequest = {
  sessionId: 'cs_test_a1B2',
  successUrl: '/thankyou?success=true&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: '/registration?canceled=true',
  order: { title: 'Product Origin', lines: [{ label: 'Growth, yearly', amount: '$490.00 / year' }], total: '$490.00' },
};

describe('the payment adapter', () => {
  it('in the mock modes goes to the in-app checkout with the session, both returns and the order', () => {
    const address = new URL(checkoutAddress(request, true), 'http://portal.test');
    expect(address.pathname).toBe('/mock-checkout');
    expect(address.searchParams.get('session')).toBe('cs_test_a1B2');
    expect(address.searchParams.get('success')).toBe(request.successUrl);
    expect(address.searchParams.get('cancel')).toBe('/registration?canceled=true');
    expect(parseOrder(address.searchParams.get('order'))).toEqual(request.order);
  });

  it("in a production build goes to the server's page when it gave one", () => {
    expect(checkoutAddress({ ...request, url: 'https://checkout.stripe.com/c/pay/cs_1' }, false)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
  });

  it("refuses a server's page that is not https on the provider's origin, instead of going there", () => {
    for (const url of ['https://pay.example.com/c/cs_1', 'javascript:alert(1)', 'http://checkout.stripe.com/c/cs_1'])
      expect(() => checkoutAddress({ ...request, url }, false)).toThrow(RefusedCheckoutAddress);
  });

  it('in a production build without a provider says so instead of going nowhere', () => {
    expect(() => checkoutAddress(request, false)).toThrow(/No payment provider/);
  });

  it('puts the session id into the success address', () => {
    expect(successReturn(request.successUrl, 'cs_test_a1B2')).toBe('/thankyou?success=true&session_id=cs_test_a1B2');
    expect(successReturn('/thank-you-transfer-payment-done/BAT1/cs_9', 'x')).toBe(
      '/thank-you-transfer-payment-done/BAT1/cs_9',
    );
  });

  it('follows only addresses inside the portal', () => {
    expect(localReturn('/subscription?tab=2', 'http://portal.test')).toBe('/subscription?tab=2');
    expect(localReturn('http://portal.test/thankyou', 'http://portal.test')).toBe('/thankyou');
    expect(localReturn('https://evil.example/x', 'http://portal.test')).toBeNull();
    expect(localReturn('//evil.example/x', 'http://portal.test')).toBeNull();
  });

  it('reads only a well-formed order', () => {
    expect(parseOrder('not json')).toBeNull();
    expect(parseOrder('{"title":"x"}')).toBeNull();
    expect(parseOrder(null)).toBeNull();
  });
});
