import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { TermsScreen } from '@/features/legal/terms-screen';

/** Public, signed in or not: the terms of service with their summaries. */
export const Route = createFileRoute('/terms-of-service')({
  component: () => (
    <PublicPage>
      <TermsScreen />
    </PublicPage>
  ),
});
