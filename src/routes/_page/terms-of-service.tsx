import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '@/features/legal/terms-screen';

/** Public, signed in or not: the terms of service with their summaries. */
export const Route = createFileRoute('/_page/terms-of-service')({
  component: TermsScreen,
});
