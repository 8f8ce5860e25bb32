import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenSubstancesScreen } from '@/features/tools/forbidden-substances-screen';

/** Public, signed in or not: test a file for the substances on the advisory list. */
export const Route = createFileRoute('/_open/forbidden-substances')({
  component: ForbiddenSubstancesScreen,
});
