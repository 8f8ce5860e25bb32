import { createFileRoute } from '@tanstack/react-router';
import { TransferPaymentDone } from '@/features/batches/movements/transfer-payment-done';

/** The return from a paid transfer checkout: the stored transfer is created marked paid. */
export const Route = createFileRoute('/_app/thank-you-transfer-payment-done/$integrantId/$sessionId')({
  component: Done,
});

function Done() {
  const { integrantId, sessionId } = Route.useParams();
  return <TransferPaymentDone integrantId={integrantId} sessionId={sessionId} />;
}
