import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { saveChosenPlan } from '@/components/plans/chosen-plan';
import { planProducts, type PlanPrice, type PlanProduct } from '~mocks/world/model/rules/subscription-plans';
import { getWorld } from '~mocks/world/registry';
import { OMEGA_BATCH, VERDANT } from '../../test-support/example-world';
import { writeRegistrationDraft } from '../utils/drafts';
import { leaveTo } from '../utils/leave';
import { renderWithProviders } from '../utils/render';
import { payCheckout } from '../utils/world-call';

/**
 * The money sweep: every amount the portal shows, read off the screen and recomputed here from the
 * world's plans and records and the documented inputs (the contract's examples, docs/world/subscription.md), equal
 * to the cent. The expected figures are this file's own arithmetic (integer cents, the documented rules), never the
 * portal's price functions: plans by interval (/plans, the wizard's payment step, upgrade and buy-new boxes), the
 * proration, a coupon's effect, the checkout's total, the subscription's price, next invoice and credits, the
 * invoices, and the transfer fee with its coupon.
 */
const DAY = 86_400_000;

/** Cents as US dollars, by integer arithmetic: 149000 is '$1,490.00'. */
function usd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

const every = (p: Pick<PlanPrice, 'interval' | 'interval_count'>) =>
  p.interval_count === 1 ? p.interval : `${p.interval_count} ${p.interval}s`;
/** A price by its interval as documented: '$49.00 / month'. */
const perInterval = (p: PlanPrice) => `${usd(p.amount)} / ${every(p)}`;
const ORDER = ['day', 'week', 'month', 'year'];
const inOrder = (prices: readonly PlanPrice[]) =>
  [...prices].sort(
    (a, b) => ORDER.indexOf(a.interval) - ORDER.indexOf(b.interval) || a.interval_count - b.interval_count,
  );
const DURATION: Record<string, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Yearly' };
const duration = (p: PlanPrice) =>
  p.interval_count === 1 ? DURATION[p.interval]! : `Every ${p.interval_count} ${p.interval}s`;

const plans = (): PlanProduct[] => planProducts();
const product = (id: string) => plans().find((p) => p.product_id === id)!;
const priceOf = (id: string) =>
  plans()
    .flatMap((p) => p.product_plan)
    .find((p) => p.id === id)!;
const held = (type: string) =>
  getWorld().subscriptions.where((s) => s.organization_id === VERDANT && s.subscription_type === type)[0]!;

/** A date moved on by a price's interval (months and years keep the day of the month). */
function next(at: Date, p: Pick<PlanPrice, 'interval' | 'interval_count'>): Date {
  const d = new Date(at.getTime());
  if (p.interval === 'day') d.setUTCDate(d.getUTCDate() + p.interval_count);
  else if (p.interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * p.interval_count);
  else if (p.interval === 'month') d.setUTCMonth(d.getUTCMonth() + p.interval_count);
  else d.setUTCFullYear(d.getUTCFullYear() + p.interval_count);
  return d;
}

/**
 * What a change from the price held to another costs now, as docs/world/subscription.md documents it: whole days
 * left of the current period (the stored period renewed until it holds the proration date, a started day counted
 * whole); the same interval pays the difference for the days left, another interval the new price less the old one's
 * unused days; never below 0; the price held costs nothing.
 */
function proration(from: PlanPrice, to: PlanPrice, start: string, end: string, seconds: number): number {
  if (from.id === to.id) return 0;
  const at = seconds * 1000;
  let s = new Date(start);
  let e = new Date(end);
  while (at >= e.getTime()) [s, e] = [e, next(e, from)];
  const periodDays = Math.max(1, Math.round((e.getTime() - s.getTime()) / DAY));
  const daysLeft = Math.min(periodDays, Math.ceil((e.getTime() - at) / DAY));
  const same = from.interval === to.interval && from.interval_count === to.interval_count;
  const net = same
    ? Math.round(((to.amount - from.amount) * daysLeft) / periodDays)
    : Math.round(to.amount - (from.amount * daysLeft) / periodDays);
  return Math.max(0, net);
}

/** HARVEST25, the contract's coupon: 25% off (docs/world/subscription.md), rounded to the cent. */
const harvest25 = (cents: number) => Math.round((cents * 75) / 100);

/** The request bodies the portal sent to `path` (the world still answers). */
function watchBodies<T>(path: string): T[] {
  const bodies: T[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((b: T) => bodies.push(b));
  };
  server.events.on('request:start', listener);
  watchers.push(() => server.events.removeListener('request:start', listener));
  return bodies;
}
const watchers: (() => void)[] = [];

/** The order the mock checkout was given (the last page left for). */
function checkoutOrder(): { title: string; lines: { label: string; amount: string }[]; total: string } {
  const address = new URL(vi.mocked(leaveTo).mock.lastCall![0], 'http://portal.test');
  return JSON.parse(address.searchParams.get('order')!) as never;
}

/** The amount the upgrade says is to pay now ('Amount to pay now: $93.14 …'). */
const amountToPay = (app: { screen: typeof screen }) =>
  /^Amount to pay now: (\$[\d,]+\.\d\d)/.exec(app.screen.getByText(/^Amount to pay now:/).textContent ?? '')?.[1];

const texts = (root: HTMLElement) => [...root.children].map((c) => c.textContent?.trim() ?? '');

afterEach(() => {
  watchers.splice(0).forEach((stop) => stop());
  vi.mocked(leaveTo).mockClear();
  sessionStorage.clear();
});

describe('the money sweep', { timeout: 90_000 }, () => {
  it('/plans: every card shows each price of the world’s plan by interval, day to year, to the cent', async () => {
    const app = await renderWithProviders('/plans?tab=tracer');
    await app.screen.findAllByRole('article', {}, { timeout: 15_000 });
    const tabs = app.screen.getAllByRole('tab').filter((t) => !t.hasAttribute('disabled'));
    let seen = 0;
    for (const tab of tabs) {
      await app.user.click(tab);
      const panel = await app.screen.findByRole('tabpanel');
      for (const card of await within(panel).findAllByRole('article')) {
        const plan = plans().find((p) => p.prouct_name === card.getAttribute('aria-label'))!;
        const shown = within(card).queryByLabelText('Prices');
        const expected = inOrder(plan.product_plan).map(perInterval);
        expect(shown ? texts(shown) : [], plan.prouct_name).toEqual(expected);
        seen += expected.length;
      }
    }
    expect(seen).toBe(plans().reduce((n, p) => n + p.product_plan.length, 0));
    app.unmount();
    // Signed in: 'Manage Your Subscription' with the plan held of the subscription selected, its price by interval.
    const mine = await renderWithProviders('/plans', { signedIn: true });
    await mine.screen.findByRole('heading', { name: 'Manage Your Subscription' }, { timeout: 15_000 });
    const origin = held('tracer');
    expect(
      mine.screen.getByText(`${product(origin.product_id).prouct_name} · ${perInterval(priceOf(origin.price_id))}`),
    ).toBeInTheDocument();
  });

  it('the wizard’s payment step: each billing choice and the total of the one chosen', async () => {
    const origin = plans().find((p) => p.subscription_type === 'tracer' && p.product_plan.length > 1)!;
    saveChosenPlan({ product: origin });
    writeRegistrationDraft({ step: 3, reached: 3 });
    server.use(
      http.post('*/pre-registration/user-info', () => HttpResponse.json({ status: '1', message: 'ok', data: null })),
    );
    const app = await renderWithProviders('/registration');
    const order = await app.screen.findByLabelText('Order detail', {}, { timeout: 15_000 });
    const total = () => within(order).getByText('Total').nextElementSibling!.textContent;
    for (const price of inOrder(origin.product_plan)) {
      const radio = within(order).getByRole('radio', { name: `${duration(price)}: ${perInterval(price)}` });
      await app.user.click(radio);
      expect(total()).toBe(usd(price.amount));
    }
    // Pay now: the checkout's order is the chosen price, its total the price to the cent.
    const chosen = inOrder(origin.product_plan).at(-1)!;
    await app.user.click(app.screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const sent = checkoutOrder();
    expect(sent.lines.map((l) => l.amount)).toEqual([perInterval(chosen)]);
    expect(sent.total).toBe(usd(chosen.amount));
  });

  it('upgrade: the boxes, the proration of each, the coupon’s effect, and the invoice the change makes', async () => {
    const fastPass = held('fastpass');
    const from = priceOf(fastPass.price_id);
    const plan = product(fastPass.product_id);
    const prorations = watchBodies<{ price: string; proration_date: number }>('/subscription/proration-invoice');
    const app = await renderWithProviders(`/plans/upgrade/${plan.product_id}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
    const others = inOrder(plan.product_plan).filter((p) => p.id !== from.id);
    expect(others.length).toBeGreaterThan(0);
    for (const price of inOrder(plan.product_plan)) {
      const box = app.screen.getByRole('radio', { name: new RegExp(`^${duration(price)}`) });
      expect(box.closest('.mantine-Radio-root')).toHaveTextContent(perInterval(price));
    }
    let last = { price: from, total: 0 };
    for (const price of others) {
      await app.user.click(app.screen.getByRole('radio', { name: new RegExp(`^${duration(price)}`) }));
      await app.user.click(app.screen.getByRole('button', { name: 'Calculate amount' }));
      await vi.waitFor(() => expect(prorations.at(-1)?.price).toBe(price.id));
      const sent = prorations.at(-1)!;
      const total = proration(
        from,
        price,
        fastPass.current_period_start,
        fastPass.current_period_end,
        sent.proration_date,
      );
      await vi.waitFor(() => expect(amountToPay(app)).toBe(usd(total)));
      last = { price, total };
    }
    // HARVEST25 (the contract's coupon) takes 25% off the change: the amount to pay now says so.
    await app.user.type(app.screen.getByLabelText('Coupon code'), 'HARVEST25');
    await app.user.click(app.screen.getByRole('button', { name: 'Apply' }));
    await app.screen.findByRole('status');
    const discounted = harvest25(last.total);
    expect(amountToPay(app)).toBe(usd(discounted));
    // A card is on file: Confirm changes the plan, and the invoice the world makes is the amount shown.
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/upgrade-successfully'), { timeout: 10_000 });
    app.unmount();
    const billing = await renderWithProviders('/subscription', { signedIn: true });
    await billing.user.click(await billing.screen.findByRole('tab', { name: 'Billing' }, { timeout: 15_000 }));
    const rows = within(await billing.screen.findByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    const cells = [...rows[0]!.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells).toContain(usd(discounted));
  });

  it('upgrade without a card: the checkout’s total is the amount after the coupon, and so is the invoice', async () => {
    const fastPass = held('fastpass');
    getWorld().subscriptions.patch(fastPass.id, { has_card: false });
    const from = priceOf(fastPass.price_id);
    const plan = product(fastPass.product_id);
    // The dearest other price: a change that costs something now, so that the coupon has something to take off.
    const to = [...plan.product_plan].filter((p) => p.id !== from.id).sort((a, b) => b.amount - a.amount)[0]!;
    const prorations = watchBodies<{ price: string; proration_date: number }>('/subscription/proration-invoice');
    const app = await renderWithProviders(`/plans/upgrade/${plan.product_id}`, { signedIn: true });
    await app.user.click(
      await app.screen.findByRole('radio', { name: new RegExp(`^${duration(to)}`) }, { timeout: 15_000 }),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Calculate amount' }));
    await vi.waitFor(() => expect(prorations).toHaveLength(1));
    const total = proration(
      from,
      to,
      fastPass.current_period_start,
      fastPass.current_period_end,
      prorations[0]!.proration_date,
    );
    await vi.waitFor(() => expect(amountToPay(app)).toBe(usd(total)));
    await app.user.type(app.screen.getByLabelText('Coupon code'), 'harvest25');
    await app.user.click(app.screen.getByRole('button', { name: 'Apply' }));
    await app.screen.findByRole('status');
    expect(amountToPay(app)).toBe(usd(harvest25(total)));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const order = checkoutOrder();
    expect(order.total).toBe(usd(harvest25(total)));
    const session = new URL(vi.mocked(leaveTo).mock.lastCall![0], 'http://portal.test').searchParams.get('session')!;
    app.unmount();
    // The mock checkout's Pay, then the return: the change recorded, and its invoice is what the checkout said.
    expect(await payCheckout(session)).toBe(200);
    const back = await renderWithProviders(`/upgrade-successfully?session_id=${session}`, { signedIn: true });
    await back.screen.findByText('Subscription successfully changed', {}, { timeout: 15_000 });
    back.unmount();
    const billing = await renderWithProviders('/subscription', { signedIn: true });
    await billing.user.click(await billing.screen.findByRole('tab', { name: 'Billing' }, { timeout: 15_000 }));
    const rows = within(await billing.screen.findByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    expect(total).toBeGreaterThan(0);
    expect([...rows[0]!.querySelectorAll('td')].map((c) => c.textContent)).toContain(usd(harvest25(total)));
  });

  it('buy a new product: the boxes by interval and the checkout’s total of the one chosen', async () => {
    const paid = plans().find(
      (p) =>
        p.subscription_type === 'publisher' && p.product_plan.length > 1 && p.product_plan.every((x) => x.amount > 0),
    )!;
    const app = await renderWithProviders(`/plans/buyNew/${paid.product_id}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
    const prices = inOrder(paid.product_plan);
    for (const price of prices) {
      const box = app.screen.getByRole('radio', { name: new RegExp(`^${duration(price)}`) });
      expect(box.closest('.mantine-Radio-root')).toHaveTextContent(perInterval(price));
    }
    const chosen = prices.at(-1)!;
    await app.user.click(app.screen.getByRole('radio', { name: new RegExp(`^${duration(chosen)}`) }));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    const order = checkoutOrder();
    expect(order.lines.map((l) => l.amount)).toEqual([perInterval(chosen)]);
    expect(order.total).toBe(usd(chosen.amount));
  });

  it('/subscription: each plan’s price, next invoice and credits, and every invoice’s amounts', async () => {
    const app = await renderWithProviders('/subscription', { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Your Subscription' }, { timeout: 15_000 });
    const tabs = (await app.screen.findAllByRole('tab')).filter((t) => t.textContent !== 'Billing');
    const subscriptions = getWorld().subscriptions.where((s) => s.organization_id === VERDANT);
    expect(tabs).toHaveLength(subscriptions.length);
    for (const tab of tabs) {
      await app.user.click(tab);
      const panel = await app.screen.findByRole('tabpanel', { name: tab.textContent! });
      const fact = (label: string) => within(panel).getByText(label).nextElementSibling!.textContent;
      const s = subscriptions.find((x) => product(x.product_id).prouct_name === fact('Plan'))!;
      const price = priceOf(s.price_id);
      expect(fact('Price')).toBe(perInterval(price));
      expect(fact('Next invoice')).toMatch(new RegExp(`^\\${usd(price.amount)} on `));
      expect(fact('Credits balance')).toBe(usd(Math.abs(s.ending_balance)));
    }
    await app.user.click(app.screen.getByRole('tab', { name: 'Billing' }));
    const rows = within(await app.screen.findByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    const invoices = getWorld().invoices.where((i) => i.organization_id === VERDANT);
    expect(rows).toHaveLength(invoices.length);
    const documented = (
      exampleValues.checkInvoiceStatus!['200']!.examples.invoices as {
        list: { amount_due: number; amount_paid: number }[];
      }
    ).list;
    rows.forEach((row, i) => {
      const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
      expect(cells).toContain(usd(documented[i]!.amount_due));
      expect(cells.filter((c) => c === usd(documented[i]!.amount_paid)).length).toBeGreaterThan(0);
    });
  });

  it('the transfer fee in USD, the coupon’s discounted price, and the checkout’s total', async () => {
    const northwind = (
      exampleValues.searchOrganizations!['200']!.examples.organizationsFound as {
        data: { id: string; name: string; transfer_charge: number }[];
      }
    ).data.find((o) => o.transfer_charge > 0)!;
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}`, { signedIn: true });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Transfer to another organization' }, { timeout: 15_000 }),
    );
    const dialog = await app.screen.findByRole('dialog');
    await app.user.type(
      within(dialog).getByLabelText(/To organization/, { selector: 'input' }),
      northwind.name.slice(0, 5),
    );
    await app.user.click(await app.screen.findByRole('option', { name: northwind.name }));
    expect(await within(dialog).findByText(`${usd(northwind.transfer_charge)} USD`)).toBeInTheDocument();
    // PARTNER10 (docs/world/movements: 10% off, to the cent) replaces the fee with the discounted price.
    await app.user.type(within(dialog).getByLabelText('Promo code'), 'PARTNER10');
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const discounted = Math.round((northwind.transfer_charge * 90) / 100);
    expect(await within(dialog).findByText(`${usd(discounted)} USD`)).toBeInTheDocument();
    // Without a card on file (the documented CARD_NOT_FOUND), the checkout's total is the discounted fee.
    server.use(
      http.post('*/transfer/create', () =>
        HttpResponse.json(exampleValues.createTransfer!['200']!.examples.cardNotFound as never),
      ),
    );
    await app.user.click(within(dialog).getByLabelText(/Title/));
    await app.user.paste('Private label');
    await app.user.click(within(dialog).getByLabelText(/From location/, { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: /Warehouse/ }));
    await app.user.type(within(dialog).getByLabelText(/Effective date/), '2026-06-08');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalled());
    const order = checkoutOrder();
    expect(order.total).toBe(usd(discounted));
    expect(order.lines.map((l) => l.amount)).toEqual([usd(discounted)]);
  });
});
