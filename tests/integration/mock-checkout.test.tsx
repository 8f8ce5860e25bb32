import { describe, expect, it } from 'vitest';
import { mockCheckoutSearch } from '@/lib/payment/checkout';
import { leaveTo } from '../utils/leave';
import { renderWithProviders } from '../utils/render';

const search = mockCheckoutSearch({
  sessionId: 'cs_test_Q7',
  successUrl: '/plans/buyNew/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: '/subscription',
  order: {
    title: 'Document Protection',
    lines: [{ label: 'Starter, monthly', amount: '$49.00 / month' }],
    total: '$49.00',
  },
});

describe('the mock checkout page', () => {
  it('shows the order and returns paid with the session id', async () => {
    const { user, screen } = await renderWithProviders(`/mock-checkout?${search}`);
    expect(await screen.findByRole('heading', { name: 'Document Protection' })).toBeInTheDocument();
    expect(screen.getByText('Starter, monthly')).toBeInTheDocument();
    expect(screen.getByText('$49.00 / month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    expect(leaveTo).toHaveBeenLastCalledWith('/plans/buyNew/success?session_id=cs_test_Q7');
  });

  it('Cancel returns to the cancel address', async () => {
    const { user, screen } = await renderWithProviders(`/mock-checkout?${search}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(leaveTo).toHaveBeenLastCalledWith('/subscription');
  });

  it('refuses a link that would leave the portal', async () => {
    const bad = search.replace(encodeURIComponent('/subscription'), encodeURIComponent('https://evil.example/'));
    const { screen } = await renderWithProviders(`/mock-checkout?${bad}`);
    expect(await screen.findByText('This checkout cannot be shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});
