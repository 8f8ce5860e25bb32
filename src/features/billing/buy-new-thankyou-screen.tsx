import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useBuyNewProduct } from '@/api/generated/portal/hooks/subscription/subscription';
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

/**
 * /buy-new-product-thankyou: the return from a new product's checkout. The purchase is recorded as success
 * (with the session id) or failed; an answer carrying a token adds the subscription to the session.
 */
export function BuyNewThankYouScreen(search: BuyNewReturn) {
  const individual = useSession().individual;
  const store = useSessionStore();
  const paid = search.success === true && !!search.session_id;
  const [phase, setPhase] = useState<Phase>('recording');
  const buy = useBuyNewProduct({ mutation: { meta: { localErrors: BUY_NEW_LOCAL_ERRORS } } });

  useOnce(() => {
    const type = search.subscription_type;
    if (!individual || !isOfferingType(type)) {
      setPhase('failed');
      return;
    }
    buy
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
        (answer) => {
          if (!paid) return setPhase(search.canceled === true ? 'canceled' : 'failed');
          if (answer.data.token) store.addSubscription({ subscription_type: type }, answer.data.token);
          setPhase('purchased');
        },
        () => setPhase(!paid && search.canceled === true ? 'canceled' : 'failed'),
      );
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
          <Alert color="red" role="alert">
            {BUY_NEW_MESSAGES.failed}
          </Alert>
          <Button component={Link} to="/" w="fit-content">
            {BUY_NEW_MESSAGES.home}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
