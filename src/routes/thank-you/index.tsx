import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { ThankYouScreen } from '@/features/registration/thank-you-screen';

/** The free path: a free subscription finishes registration. */
export const Route = createFileRoute('/thank-you/')({
  component: () => (
    <PublicPage>
      <ThankYouScreen way="return" />
    </PublicPage>
  ),
});
