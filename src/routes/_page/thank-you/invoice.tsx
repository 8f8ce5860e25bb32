import { createFileRoute } from '@tanstack/react-router';
import { ThankYouScreen } from '@/features/registration/thank-you-screen';

/** The invoice path: registration finishes after the invoice was generated. */
export const Route = createFileRoute('/_page/thank-you/invoice')({
  component: InvoiceThankYouRoute,
});

function InvoiceThankYouRoute() {
  return <ThankYouScreen way="invoice" />;
}
