import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCreatePortalSession, useUpdateTransaction } from '@/api/generated/portal/hooks/subscription/subscription';
import { useSession } from '@/session/session-context';
import { BUY_NEW_LOCAL_ERRORS } from './billing-rules';
import { clearUpgradeReturn, readUpgradeReturn } from './upgrade-return';
import { UPGRADE_MESSAGES } from './upgrade-state';
import { useOnce } from './use-once';

type Phase = 'finalizing' | 'done' | 'failed';

/**
 * /upgrade-successfully: 'Subscription successfully changed'. Back from the upgrade checkout (`session_id`), it
 * first finalizes the change with what was stored before leaving (the portal session's subscription, recorded
 * as the transaction) and clears it.
 */
export function UpgradeSuccessfullyScreen({ sessionId }: { sessionId?: string | undefined }) {
  const organizationId = useSession().individual?.organization_id ?? '';
  const [phase, setPhase] = useState<Phase>(sessionId ? 'finalizing' : 'done');
  const local = { mutation: { meta: { localErrors: BUY_NEW_LOCAL_ERRORS } } };
  const portal = useCreatePortalSession(local);
  const transaction = useUpdateTransaction(local);

  useOnce(() => {
    if (!sessionId) return;
    const stored = readUpgradeReturn();
    const finalize = async () => {
      if (!stored || stored.sessionId !== sessionId) throw new Error('Nothing stored for this checkout');
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
    };
    finalize().then(
      () => {
        clearUpgradeReturn();
        setPhase('done');
      },
      () => {
        clearUpgradeReturn();
        setPhase('failed');
      },
    );
  });

  return (
    <Card withBorder radius="lg" padding="xl">
      {phase === 'finalizing' && (
        <Stack align="center" gap="sm" aria-busy>
          <Loader />
          <Text>Updating your subscription…</Text>
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
      {phase === 'failed' && (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {UPGRADE_MESSAGES.returnFailed}
          </Alert>
          <Anchor component={Link} to="/subscription">
            Go to Your Subscription
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
