import { http, HttpResponse } from 'msw';
import { server } from '~mocks/node';
import { VERDANT } from '../../test-support/example-world';
import { callWorld } from './world-call';

/**
 * The plans read back after a change of plan answered by a test (not by the world): the server holds `price` now.
 * The returns check it before they thank (src/features/billing/upgrade-successfully-screen.tsx).
 */
export async function holdsPrice(price: string, organizationId = VERDANT): Promise<void> {
  const plans = await callWorld('listPlans', { organization_id: organizationId });
  const current = plans.body.data.currentPlan as { plan: { id: string } }[];
  server.use(
    http.post('*/subscription/list', () =>
      HttpResponse.json({
        ...plans.body,
        data: { ...plans.body.data, currentPlan: [{ ...current[0], plan: { ...current[0]!.plan, id: price } }] },
      }),
    ),
  );
}

/**
 * The subscriptions read back after a purchase answered by a test: the server holds an active one of `type` too.
 * The new product's return checks it before it thanks (src/features/billing/buy-new-thankyou-screen.tsx).
 */
export async function holdsSubscription(type: string, organizationId = VERDANT): Promise<void> {
  const held = await callWorld('retrieveSubscriptions', { organization_id: organizationId });
  const list = held.body.data as Record<string, unknown>[];
  server.use(
    http.post('*/subscription/retrieve-subscription', () =>
      HttpResponse.json({ ...held.body, data: [...list, { ...list[0], subscription_type: type, status: 'active' }] }),
    ),
  );
}
