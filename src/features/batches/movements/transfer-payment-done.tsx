import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getGetTransferQueryOptions, useCreateTransfer } from '@/api/generated/portal/hooks/movement/movement';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { REFUSED_ADDRESS } from '@/lib/safe-url';
import { MOVEMENT_MESSAGES } from './movement-rules';
import { clearPendingTransfer, createdTransfer, readPendingTransfer } from './transfer-storage';
import { openReceipt } from './open-tab';

export interface TransferPaymentDoneProps {
  readonly integrantId: string;
  readonly sessionId: string;
}

type Phase =
  { kind: 'sending' } | { kind: 'done'; receiptUrl: string | null; refused: boolean } | { kind: 'notConfirmed' };

/** A body failure (a session not paid, or never made) is the screen's to say: it is the answer to its question. */
const LOCAL = { mutation: { meta: { localErrors: [200] } } };

/**
 * /thank-you-transfer-payment-done/{integrantId}/{sessionId}: the return from a transfer's checkout. The address is
 * not believed: the stored transfer is sent marked paid with the session id, and the server confirms the session
 * (a session it never made, or one not paid, is refused). Then the transfer is read back, and only a transfer the
 * server holds as paid says 'Thank you!'; anything else says 'Payment Failed' and that the payment was not confirmed.
 * The receipt opens in a new tab when its address is https on a trusted origin.
 */
export function TransferPaymentDone({ integrantId, sessionId }: TransferPaymentDoneProps) {
  const queryClient = useQueryClient();
  const { mutateAsync: create } = useCreateTransfer(LOCAL);
  const { run } = useSingleFlight();
  // Sent once per visit, on arrival: not again on StrictMode's second effect or a re-render.
  const started = useRef(false);
  const [phase, setPhase] = useState<Phase>(() =>
    readPendingTransfer() ? { kind: 'sending' } : { kind: 'notConfirmed' },
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readPendingTransfer();
    if (!stored) return;
    const confirm = async (): Promise<Phase> => {
      const saved = createdTransfer(
        await create({ data: { ...stored, is_payment_done: true, session_id: sessionId } }),
      );
      if (!saved?.id || saved.is_payment_done !== true) return { kind: 'notConfirmed' };
      const read = await queryClient.fetchQuery({ ...getGetTransferQueryOptions(saved.id), staleTime: 0 });
      if (read.data.is_payment_done !== true || read.data.integrant_id !== stored.integrant_id)
        return { kind: 'notConfirmed' };
      clearPendingTransfer();
      const opened = saved.receiptUrl ? openReceipt(saved.receiptUrl) : null;
      return { kind: 'done', receiptUrl: opened, refused: Boolean(saved.receiptUrl) && !opened };
    };
    void run(() => confirm().then(setPhase, () => setPhase({ kind: 'notConfirmed' })));
  }, [create, queryClient, run, sessionId]);

  const toBatch = (
    <Button renderRoot={(props) => <Link to="/batches/$batchId" params={{ batchId: integrantId }} {...props} />}>
      Go to batch
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md" align="center" ta="center">
        {phase.kind === 'sending' && (
          <Stack align="center" gap="sm" aria-busy>
            <Loader aria-label="Recording the transfer" />
            <Text>{MOVEMENT_MESSAGES.recording}</Text>
          </Stack>
        )}
        {phase.kind === 'done' && (
          <>
            <Title order={1} size="h2">
              Thank you!
            </Title>
            {phase.receiptUrl ? (
              <Text>
                {MOVEMENT_MESSAGES.recorded} The receipt opened in a new tab;{' '}
                <Anchor href={phase.receiptUrl} target="_blank" rel="noopener noreferrer">
                  open the receipt
                </Anchor>{' '}
                if it did not.
              </Text>
            ) : (
              <Text>{MOVEMENT_MESSAGES.recorded}</Text>
            )}
            {phase.refused && (
              <Alert color="yellow" role="status" ta="start">
                {REFUSED_ADDRESS}
              </Alert>
            )}
            {toBatch}
          </>
        )}
        {phase.kind === 'notConfirmed' && (
          <>
            <Title order={1} size="h2">
              {MOVEMENT_MESSAGES.paymentFailedTitle}
            </Title>
            <Text>{MOVEMENT_MESSAGES.paymentFailed}</Text>
            <Alert color="red" role="alert" ta="start">
              {MOVEMENT_MESSAGES.paymentNotConfirmed}
            </Alert>
            {toBatch}
          </>
        )}
      </Stack>
    </Card>
  );
}
