import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getRetrieveSubscriptionsQueryOptions,
  useBuyNewProduct,
} from '@/api/generated/portal/hooks/subscription/subscription';
import { isOfferingType } from '@/lib/plans/plan-rules';
import { useSession, useSessionStore } from '@/session/session-context';
import { BUY_NEW_LOCAL_ERRORS, BUY_NEW_MESSAGES } from './billing-rules';
import { useOnce } from './use-once';

export interface BuyNewReturn {
  readonly success?: true | undefined;
  readonly canceled?: true | undefined;
  readonly individualSubId?: string | undefined;
  readonly session_id?: string | undefined;
  readonly subscription_type?: string | undefined;
}

type Phase = 'recording' | 'purchased' | 'canceled' | 'failed';

/** A subscription that counts as held: paid (active) or in its trial. */
const HELD = new Set(['active', 'trialing']);

/**
 * /buy-new-product-thankyou: the return from a new product's checkout. The purchase is recorded as success
 * (with the session id) or failed; an answer carrying a token adds the subscription to the session. The address's
 * `success=true` is a claim only: the server confirms the session (it refuses one not paid, or never made), and the
 * subscriptions are read back, so that 'New Product Purchased Successfully.' is said only for a plan of that type
 * the organization holds.
 */
export function BuyNewThankYouScreen(search: BuyNewReturn) {
  const individual = useSession().individual;
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const paid = search.success === true && !!search.session_id;
  const [phase, setPhase] = useState<Phase>('recording');
  const buy = useBuyNewProduct({ mutation: { meta: { localErrors: BUY_NEW_LOCAL_ERRORS } } });

  useOnce(() => {
    const type = search.subscription_type;
    if (!individual || !isOfferingType(type)) {
      setPhase('failed');
      return;
    }
    void buy
      .mutateAsync({
        data: {
          ...(search.individualSubId ? { id: search.individualSubId } : {}),
          organization_id: individual.organization_id ?? '',
          individual_id: individual.id,
          subscription_type: type,
          status: paid ? 'success' : 'failed',
          ...(search.session_id ? { session_id: search.session_id } : {}),
        },
      })
      .then(
        async (answer) => {
          if (!paid) return setPhase(search.canceled === true ? 'canceled' : 'failed');
          const held = await queryClient.fetchQuery({
            ...getRetrieveSubscriptionsQueryOptions({ organization_id: individual.organization_id ?? '' }),
            staleTime: 0,
          });
          if (!held.data.some((s) => s.subscription_type === type && HELD.has(s.status))) return setPhase('failed');
          if (answer.data.token) store.addSubscription({ subscription_type: type }, answer.data.token);
          setPhase('purchased');
        },
        () => setPhase(!paid && search.canceled === true ? 'canceled' : 'failed'),
      )
      .catch(() => setPhase('failed'));
  });

  return (
    <Card withBorder radius="lg" padding="xl">
      {phase === 'recording' && (
        <Stack align="center" gap="sm" aria-busy>
          <Loader />
          <Text>{BUY_NEW_MESSAGES.finishing}</Text>
        </Stack>
      )}
      {phase === 'purchased' && (
        <Stack align="center" gap="md" ta="center">
          <Title order={2}>{BUY_NEW_MESSAGES.purchased}</Title>
          <Button component={Link} to="/">
            {BUY_NEW_MESSAGES.home}
          </Button>
        </Stack>
      )}
      {phase === 'canceled' && (
        <Stack align="center" gap="md" ta="center">
          <Title order={2}>{BUY_NEW_MESSAGES.canceled}</Title>
          <Button component={Link} to="/">
            {BUY_NEW_MESSAGES.home}
          </Button>
        </Stack>
      )}
      {phase === 'failed' && (
        <Stack gap="md">
          <Alert color="red" role="alert" title={paid ? BUY_NEW_MESSAGES.failed : undefined}>
            {paid ? BUY_NEW_MESSAGES.notConfirmed : BUY_NEW_MESSAGES.failed}
          </Alert>
          <Button component={Link} to="/" w="fit-content">
            {BUY_NEW_MESSAGES.home}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
