import { createFileRoute } from '@tanstack/react-router';
import { TransferPaymentNotDone } from '@/features/batches/movements/transfer-payment-not-done';

/** The return from a cancelled or failed transfer checkout. */
export const Route = createFileRoute('/_app/thank-you-transfer-payment-not-done')({
  component: TransferPaymentNotDone,
});
