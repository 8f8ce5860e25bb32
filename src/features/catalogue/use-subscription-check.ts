import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { getCheckSubscriptionStatusQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { notifyError } from '@/components/feedback/notify';
import { useSession } from '@/session/session-context';
import { isCatalogueSubscription } from './catalogue-rules';

/** The refusal's words: the server's errorMsg, else its message, else the generic failure. */
export function refusalMessage(body: unknown, serverMessage: string | undefined): string {
  const errorMsg = typeof body === 'object' && body !== null ? (body as { errorMsg?: unknown }).errorMsg : undefined;
  return (typeof errorMsg === 'string' && errorMsg) || serverMessage || MESSAGES.apiHelperFailure;
}

/**
 * `check-subscription-status` before a create action: true when the plan allows it; on a
 * refusal the user goes home and sees the server's errorMsg. HTTP failures are the policy's.
 */
export function useSubscriptionCheck() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { individual, selectedSubscription } = useSession();
  const [checking, setChecking] = useState(false);

  const check = async (type: 'batches' | 'products'): Promise<boolean> => {
    const organizationId = individual?.organization_id;
    if (!organizationId || !isCatalogueSubscription(selectedSubscription)) return false;
    const request = { organization_id: organizationId, subscription_type: selectedSubscription, type };
    setChecking(true);
    try {
      await queryClient.fetchQuery({
        ...getCheckSubscriptionStatusQueryOptions(request),
        staleTime: 0,
        gcTime: 0,
        meta: { localErrors: [200] },
      });
      return true;
    } catch (error) {
      if (isApiError(error) && error.kind === 'body') {
        notifyError(refusalMessage(error.body, error.serverMessage));
        void navigate({ to: '/', search: {} });
      }
      return false;
    } finally {
      setChecking(false);
    }
  };
  return { check, checking };
}
