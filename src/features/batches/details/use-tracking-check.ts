import { useEffect, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { getCheckStaticBatchNumberQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { notifyError } from '@/components/feedback/notify';
import { DETAILS_MESSAGES } from './details-messages';

export type TrackingCheck = 'idle' | 'checking' | 'free' | 'taken';

/** A number still being checked, or known to be taken, holds the save back. */
export const blocksSave = (check: TrackingCheck): boolean => check === 'taken' || check === 'checking';

/** The debounce before a changed static batch number (tracking id) is checked. */
export const CHECK_DEBOUNCE_MS = 500;

/**
 * A changed tracking id is checked for uniqueness in the organization 500 ms after the last keystroke;
 * a taken one says 'Static Batch Number Already Exists!' (and the field, inline, with a full stop).
 */
export function useTrackingCheck(value: string, saved: string, organizationId: string, batchId?: string) {
  const [result, setResult] = useState<{ value: string; state: 'free' | 'taken' | 'idle' } | null>(null);
  const queryClient = useQueryClient();
  const wanted = Boolean(value) && value !== saved;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const timer = setTimeout(() => {
      const request = { external_id: value, organization_id: organizationId, integrant_id: batchId ?? null };
      // Through the query cache: a taken number (a body failure) is said here, anything else by the error policy.
      queryClient
        .fetchQuery({
          ...getCheckStaticBatchNumberQueryOptions(request),
          staleTime: 0,
          retry: false,
          meta: { localErrors: [200] },
        })
        .then(() => live && setResult({ value, state: 'free' }))
        .catch((error: unknown) => {
          if (!live) return;
          const taken = isApiError(error) && error.kind === 'body';
          setResult({ value, state: taken ? 'taken' : 'idle' });
          if (taken) notifyError(DETAILS_MESSAGES.staticTaken);
        });
    }, CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, value, organizationId, batchId, queryClient]);
  if (!wanted) return 'idle';
  return result?.value === value ? result.state : 'checking';
}
