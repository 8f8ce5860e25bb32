import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/layout/app-providers';
import type { SubscriptionType } from '@/session/rules';
import { createPortal } from '../router';

/**
 * Build time only (vite/first-paint.ts): the portal rendered at `path` to HTML, as React renders it on its
 * first commit there. With a subscription, signed in as nobody in particular: OTP verified, past the gates,
 * holding that subscription (the avatar's letters are the stored individual's, filled in by stamp.ts).
 */
export async function renderFirstPaint(path: string, subscription?: SubscriptionType): Promise<string> {
  const { router, queryClient, session } = createPortal({ history: createMemoryHistory({ initialEntries: [path] }) });
  if (subscription) {
    session.signIn({
      id: 'first-paint',
      email_address: '',
      organization_id: 'first-paint', // the bell shows for an individual of an organization
      access_token: 'first-paint',
      is_valid_domain_name: true,
      is_approved: true,
      subscriptionList: [{ subscription_type: subscription }],
    });
    session.verifyOtp(false);
    session.selectSubscription(subscription);
  }
  await router.load();
  return renderToString(
    <AppProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
