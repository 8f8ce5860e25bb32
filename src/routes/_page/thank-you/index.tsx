import { createFileRoute } from '@tanstack/react-router';
import { ThankYouScreen } from '@/features/registration/thank-you-screen';

/** The free path: a free subscription finishes registration. */
export const Route = createFileRoute('/_page/thank-you/')({
  component: FreeThankYouRoute,
});

function FreeThankYouRoute() {
  return <ThankYouScreen way="return" />;
}
