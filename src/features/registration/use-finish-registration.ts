import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSaveRegistrationStep } from '@/api/generated/portal/hooks/registration/registration';
import {
  useCreateFreeSubscription,
  useCreatePortalSession,
} from '@/api/generated/portal/hooks/subscription/subscription';
import { isLocalFailure } from '@/api/error-policy';
import { notifyError } from '@/components/feedback/notify';
import { clearChosenPlan, readChosenPlan } from '@/components/plans/chosen-plan';
import { useSessionStore } from '@/session/session-context';
import { clearDraft, isDone, markDone, patchDraft, readDraft } from './registration-draft';
import { completionBody, type PaymentWay } from './registration-bodies';
import { REGISTRATION_MESSAGES } from './registration-messages';
import { chosenPrice } from './registration-price';

class Missing extends Error {}

/**
 * The thank-you pages finish registration (section 4): the subscription id from the checkout's portal
 * session, or a free subscription, or the generated invoice; then step 4 with status active; then the
 * user is signed out. Once, however often the page renders; a reload after the end shows the thanks. The
 * address's session id is not believed: the portal session is the server's answer for it, and a session it refuses
 * (not paid, or never made) says 'Your payment was not confirmed…' and goes home, with nothing saved.
 */
export function useFinishRegistration(way: 'invoice' | 'return', sessionId: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSessionStore();
  // A body failure of the portal session is the server refusing the checkout (not paid, or never made): ours to say.
  const portalSession = useCreatePortalSession({ mutation: { meta: { localErrors: [200] } } });
  const free = useCreateFreeSubscription();
  const save = useSaveRegistrationStep();
  const [done, setDone] = useState(isDone);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || done) return;
    started.current = true;
    const fail = (message?: string) => {
      if (message) notifyError(message);
      void navigate({ to: '/' });
    };
    const draft = readDraft();
    const chosen = readChosenPlan();
    const price = chosen ? chosenPrice(chosen.product, draft?.priceId ?? chosen.priceId) : undefined;
    if (!draft || !chosen || !price) return fail(REGISTRATION_MESSAGES.transactionMissing);
    const email = draft.account.email_address;
    const paid: PaymentWay = way === 'invoice' ? 'invoice' : sessionId ? 'card' : 'free';

    const transaction = async (): Promise<string> => {
      if (paid === 'invoice') return draft.invoiceId ?? '';
      if (paid === 'card') {
        const answer = await portalSession
          .mutateAsync({ data: { session_id: sessionId ?? '' } })
          .catch((e: unknown) => {
            patchDraft({ paymentStatus: 'failed' });
            throw isLocalFailure(e, [200]) ? new Missing(REGISTRATION_MESSAGES.paymentNotConfirmed) : e;
          });
        const id = answer.data.subscription;
        if (!id) throw new Missing(REGISTRATION_MESSAGES.transactionMissing);
        patchDraft({ paymentStatus: 'succeeded' });
        return id;
      }
      const answer = await free.mutateAsync({
        data: {
          email_address: email,
          organization_id: draft.organizationId,
          subscription_charges_id: price.id,
          subscription_id: chosen.product.product_id,
        },
      });
      const id = answer.data?.subscriptionId;
      if (!id) throw new Missing(REGISTRATION_MESSAGES.transactionMissing);
      return id;
    };

    void (async () => {
      try {
        const id = await transaction();
        await save.mutateAsync({ data: completionBody(chosen.product, price.id, email, id, paid) });
      } catch (error) {
        // The policy has said what failed (a 'Transaction ID missing' is the page's own to say).
        return fail(error instanceof Missing ? error.message : undefined);
      }
      clearDraft();
      clearChosenPlan();
      markDone(true);
      if (session.getState().token) {
        session.clear();
        queryClient.clear();
      }
      setDone(true);
    })();
  }, [done, way, sessionId, navigate, queryClient, session, portalSession, free, save]);

  return { done };
}
