import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useCreateTransfer } from '@/api/generated/portal/hooks/movement/movement';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { clearPendingTransfer, createdTransfer, readPendingTransfer } from './transfer-storage';
import { openInNewTab } from './open-tab';

export interface TransferPaymentDoneProps {
  readonly integrantId: string;
  readonly sessionId: string;
}

type Phase =
  { kind: 'sending' } | { kind: 'done'; receiptUrl: string | null } | { kind: 'failed' } | { kind: 'nothing' };

/**
 * /thank-you-transfer-payment-done/{integrantId}/{sessionId}: the return from a paid checkout. The stored
 * transfer is created marked paid with the session id, the stored data is cleared and the receipt opens
 * in a new tab; then 'Thank you!' with 'Go to batch'.
 */
export function TransferPaymentDone({ integrantId, sessionId }: TransferPaymentDoneProps) {
  const { mutateAsync: create } = useCreateTransfer();
  const { run } = useSingleFlight();
  // Sent once per visit, on arrival: not again on StrictMode's second effect or a re-render.
  const started = useRef(false);
  const [phase, setPhase] = useState<Phase>(() => (readPendingTransfer() ? { kind: 'sending' } : { kind: 'nothing' }));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readPendingTransfer();
    if (!stored) return;
    void run(() =>
      create({ data: { ...stored, is_payment_done: true, session_id: sessionId } }).then(
        (answer) => {
          clearPendingTransfer();
          const receiptUrl = createdTransfer(answer)?.receiptUrl ?? null;
          if (receiptUrl) openInNewTab(receiptUrl);
          setPhase({ kind: 'done', receiptUrl });
        },
        () => setPhase({ kind: 'failed' }),
      ),
    );
  }, [create, run, sessionId]);

  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md" align="center" ta="center">
        {phase.kind === 'sending' ? (
          <>
            <Loader aria-label="Recording the transfer" />
            <Text>Recording the transfer…</Text>
          </>
        ) : (
          <>
            <Title order={1} size="h2">
              Thank you!
            </Title>
            {phase.kind === 'done' && phase.receiptUrl && (
              <Text>
                Your payment is done and the transfer is recorded. The receipt opened in a new tab;{' '}
                <Anchor href={phase.receiptUrl} target="_blank" rel="noopener noreferrer">
                  open the receipt
                </Anchor>{' '}
                if it did not.
              </Text>
            )}
            {phase.kind === 'done' && !phase.receiptUrl && (
              <Text>Your payment is done and the transfer is recorded.</Text>
            )}
            {phase.kind === 'failed' && (
              <Alert color="red" title="The transfer was not recorded">
                The payment went through but the transfer could not be saved. Open the batch and try the transfer again.
              </Alert>
            )}
            <Button
              renderRoot={(props) => <Link to="/batches/$batchId" params={{ batchId: integrantId }} {...props} />}
            >
              Go to batch
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
