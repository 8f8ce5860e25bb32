import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configure, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import type { PlanListResponse } from '@/api/generated/portal/model';
import { CHOSEN_PLAN_KEY, REFER_TOKEN_KEY } from '@/components/plans/chosen-plan';
import { SESSION_KEY } from '@/session/session-store';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

configure({ asyncUtilTimeout: 10000 });

const plans = exampleValues.listPlans!['200']!.examples.plans as PlanListResponse;

function answerPlans(change: (data: PlanListResponse['data']) => PlanListResponse['data'] = (d) => d) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/subscription/list', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ ...plans, data: change(structuredClone(plans.data)) });
    }),
  );
  return bodies;
}

const card = (app: Awaited<ReturnType<typeof renderWithProviders>>, name: string) =>
  app.screen.findByRole('article', { name });

describe('/plans signed out', () => {
  it('finds the right plan: skeletons first, the first offering, limits, sorted prices and SIGN UP NOW', async () => {
    const bodies = answerPlans((d) => ({ ...d, currentPlan: [] }));
    const app = await renderWithProviders('/plans');
    expect(app.screen.getByRole('heading', { name: 'Find the right plan for your organization' })).toBeInTheDocument();
    expect(app.screen.getAllByTestId('plan-skeleton')).toHaveLength(3);
    const fastPass = await card(app, 'Product Fast Pass');
    expect(bodies).toEqual([{ organization_id: null }]);
    const prices = within(fastPass)
      .getAllByText(/\/ (day|month|year)$/)
      .map((p) => p.textContent);
    expect(prices).toEqual(['$2.99 / day', '$49.00 / month', '$499.00 / year']);
    expect(within(fastPass).getByText('Monthly hashes:')).toBeInTheDocument();
    expect(within(fastPass).queryByText(/Daily hashes/)).not.toBeInTheDocument();
    expect(within(fastPass).queryByText(/is_active|Is active/i)).not.toBeInTheDocument();
    expect(within(fastPass).getByRole('button', { name: 'SIGN UP NOW' })).toBeInTheDocument();
    expect(app.screen.getByText(/Already have a subscription\?/)).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // Signed out, the public pages' frame: the brand and the terms, no portal header.
    expect(app.screen.getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(app.screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('?tab= chooses the offering; Unlimited for -1; a contact-us product shows no limits and CONTACT US', async () => {
    answerPlans((d) => ({ ...d, currentPlan: [] }));
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const app = await renderWithProviders('/plans?tab=tracer');
    const origin = await card(app, 'Product Origin');
    // The tab shown is brought into the strip's view (on a phone the tabs scroll sideways).
    expect(scrolled).toContain(app.screen.getByRole('tab', { name: 'Product Origin' }));
    expect(within(origin).getAllByText('Unlimited').length).toBeGreaterThan(0);
    const enterprise = await card(app, 'Product Origin Enterprise');
    expect(within(enterprise).queryByRole('list', { name: 'Limits' })).not.toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: 'CONTACT US' })).toBeInTheDocument();
  });

  it("disables an offering without plans with the tooltip 'Upcoming'", async () => {
    answerPlans((d) => ({ currentPlan: [], plans: d.plans.filter((p) => p.subscription_type !== 'verifier') }));
    const app = await renderWithProviders('/plans');
    await card(app, 'Product Fast Pass');
    const tab = app.screen.getByRole('tab', { name: 'Document Verification' });
    expect(tab).toBeDisabled();
    await app.user.hover(tab);
    expect(await app.screen.findByText('Upcoming')).toBeInTheDocument();
  });

  it('SIGN UP NOW opens the wizard with the plan; /plans/{token} keeps the refer token', async () => {
    answerPlans((d) => ({ ...d, currentPlan: [] }));
    const app = await renderWithProviders('/plans/VRDNT-PARTNER-26?tab=publisher');
    const starter = await card(app, 'Document Protection Starter');
    expect(sessionStorage.getItem(REFER_TOKEN_KEY)).toBe('VRDNT-PARTNER-26');
    server.use(http.post('*/pre-registration/user-info', () => HttpResponse.json({ status: '1', data: null })));
    await app.user.click(within(starter).getByRole('button', { name: 'SIGN UP NOW' }));
    expect(await app.screen.findByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/registration/month');
    expect(JSON.parse(sessionStorage.getItem(CHOSEN_PLAN_KEY) ?? '{}').product.product_id).toBe('prod_QfDpFr2Wq8Lm5N');
  });

  it('says when the plans cannot be loaded, with Try again', async () => {
    server.use(
      http.post('*/subscription/list', () =>
        HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const app = await renderWithProviders('/plans');
    expect(await app.screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/plans signed in', () => {
  it("manages the subscription in the portal frame, on the organization's own kind: current plan, UPDATE PLAN, ADD PLAN", async () => {
    const bodies = answerPlans();
    // No ?tab=: a Product Origin organization's plans open on Product Origin, inside the portal's header and menus.
    const app = await renderWithProviders('/plans', { signedIn: true });
    expect(await app.screen.findByRole('heading', { name: 'Manage Your Subscription' })).toBeInTheDocument();
    expect(within(app.screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(app.screen.getByRole('tab', { name: 'Product Origin' })).toHaveAttribute('aria-selected', 'true');
    expect(app.screen.getByText('Product Origin · $1,490.00 / year')).toBeInTheDocument();
    expect(bodies).toEqual([{ organization_id: VERDANT }]);
    const origin = await card(app, 'Product Origin');
    expect(within(origin).getByRole('button', { name: 'YOUR CURRENT PLAN' })).toBeDisabled();
    expect(within(origin).getByRole('button', { name: 'UPDATE PLAN' })).toBeEnabled();
    expect(app.screen.queryByText(/Already have a subscription/)).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('tab', { name: 'Document Protection' }));
    const protection = await card(app, 'Document Protection');
    expect(within(protection).getByRole('button', { name: 'ADD PLAN' })).toBeInTheDocument();
    expect(app.location().search).toEqual({ tab: 'publisher' });
  });

  it('offers UPDATE PLAN for another product of an offering held', async () => {
    answerPlans((d) => ({ ...d, currentPlan: d.currentPlan.filter((c) => c.name === 'Product Fast Pass') }));
    const app = await renderWithProviders('/plans?tab=publisher', { signedIn: true });
    const protection = await card(app, 'Document Protection');
    expect(within(protection).getByRole('button', { name: 'ADD PLAN' })).toBeInTheDocument();
    answerPlans((d) => ({
      ...d,
      currentPlan: [{ name: 'Document Protection Starter', plan: d.plans[3]!.product_plan[0]! }],
    }));
    await app.queryClient.invalidateQueries();
    expect(
      await within(await card(app, 'Document Protection')).findByRole('button', { name: 'UPDATE PLAN' }),
    ).toBeInTheDocument();
  });

  it('asks a signed-in user without a finished registration to COMPLETE YOUR REGISTRATION', async () => {
    answerPlans((d) => ({ ...d, currentPlan: [] }));
    signInAs({});
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}');
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ ...stored, individual: { ...stored.individual, transaction_id: null } }),
    );
    const app = await renderWithProviders('/plans');
    const origin = await card(app, 'Product Origin');
    expect(within(origin).getByRole('button', { name: 'COMPLETE YOUR REGISTRATION' })).toBeInTheDocument();
    expect(app.screen.getByRole('heading', { name: 'Find the right plan for your organization' })).toBeInTheDocument();
  });
});
