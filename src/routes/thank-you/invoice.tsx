import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { ThankYouScreen } from '@/features/registration/thank-you-screen';

/** The invoice path: registration finishes after the invoice was generated. */
export const Route = createFileRoute('/thank-you/invoice')({
  component: () => (
    <PublicPage>
      <ThankYouScreen way="invoice" />
    </PublicPage>
  ),
});
