import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getListPlansQueryOptions,
  useCreatePortalSession,
  useUpdateTransaction,
} from '@/api/generated/portal/hooks/subscription/subscription';
import { useSession } from '@/session/session-context';
import { BUY_NEW_LOCAL_ERRORS } from './billing-rules';
import { clearUpgradeReturn, readUpgradeReturn } from './upgrade-return';
import { UPGRADE_MESSAGES } from './upgrade-state';
import { useOnce } from './use-once';

type Phase = 'finalizing' | 'done' | 'failed' | 'notConfirmed';

class NotConfirmed extends Error {}

export interface UpgradeSuccessfullyProps {
  /** The checkout's session (the return from the upgrade's checkout). */
  readonly sessionId?: string | undefined;
  /** The price the change charged to the card on file was for. */
  readonly price?: string | undefined;
}

/**
 * /upgrade-successfully: 'Subscription successfully changed', said only once the server holds the new plan. Back
 * from the upgrade checkout (`session_id`), it first finalizes the change with what was stored before leaving (the
 * portal session's subscription, which the server gives only for a paid session, recorded as the transaction) and
 * clears it; after a change charged to the card on file (`price`) it reads the plans held. Then the plan held is read
 * back: the price paid for must be one of them. Without a session or a price nothing is asked and nothing is claimed.
 */
export function UpgradeSuccessfullyScreen({ sessionId, price }: UpgradeSuccessfullyProps) {
  const organizationId = useSession().individual?.organization_id ?? '';
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(sessionId || price ? 'finalizing' : 'notConfirmed');
  const local = { mutation: { meta: { localErrors: BUY_NEW_LOCAL_ERRORS } } };
  const portal = useCreatePortalSession(local);
  const transaction = useUpdateTransaction(local);

  const holds = async (priceId: string) => {
    const plans = await queryClient.fetchQuery({
      ...getListPlansQueryOptions({ organization_id: organizationId }),
      staleTime: 0,
    });
    if (!plans.data.currentPlan.some((held) => held.plan.id === priceId)) throw new NotConfirmed();
  };

  useOnce(() => {
    if (!sessionId) {
      if (price)
        holds(price).then(
          () => setPhase('done'),
          () => setPhase('notConfirmed'),
        );
      return;
    }
    const stored = readUpgradeReturn();
    const finalize = async () => {
      if (!stored || stored.sessionId !== sessionId) throw new NotConfirmed();
      const answer = await portal.mutateAsync({ data: { session_id: sessionId } });
      const subscription = answer.data.subscription;
      if (!subscription) throw new Error('Transaction ID missing');
      await transaction.mutateAsync({
        data: {
          organization_id: organizationId,
          transaction_id: subscription,
          type: stored.type as never,
          promotion_code: stored.promotionCode,
        },
      });
      await holds(stored.price);
    };
    finalize().then(
      () => {
        clearUpgradeReturn();
        setPhase('done');
      },
      (error: unknown) => {
        clearUpgradeReturn();
        setPhase(error instanceof NotConfirmed ? 'notConfirmed' : 'failed');
      },
    );
  });

  return (
    <Card withBorder radius="lg" padding="xl">
      {phase === 'finalizing' && (
        <Stack align="center" gap="sm" aria-busy>
          <Loader aria-label={UPGRADE_MESSAGES.confirming} />
          <Text>{UPGRADE_MESSAGES.confirming}</Text>
        </Stack>
      )}
      {phase === 'done' && (
        <Stack align="center" gap="sm" ta="center">
          <Title order={2}>Subscription successfully changed</Title>
          <Text c="dimmed">Your new plan is active.</Text>
          <Anchor component={Link} to="/subscription">
            Go to Your Subscription
          </Anchor>
        </Stack>
      )}
      {(phase === 'failed' || phase === 'notConfirmed') && (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {phase === 'failed' ? UPGRADE_MESSAGES.returnFailed : UPGRADE_MESSAGES.notConfirmed}
          </Alert>
          <Anchor component={Link} to="/subscription">
            Go to Your Subscription
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
