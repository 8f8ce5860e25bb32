import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { ForbiddenSubstancesScreen } from '@/features/tools/forbidden-substances-screen';

/** Public, signed in or not: test a file for the substances on the advisory list. */
export const Route = createFileRoute('/forbidden-substances')({
  component: () => (
    <PublicPage>
      <ForbiddenSubstancesScreen />
    </PublicPage>
  ),
});
