import { createFileRoute } from '@tanstack/react-router';
import { VerifyOtpScreen } from '@/features/auth/verify-otp-screen';
import { requireSignedIn } from '@/session/guards';
import { redirectSearch } from '@/session/rules';

export const Route = createFileRoute('/_public/verify-otp')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location),
  component: VerifyOtpRoute,
});

function VerifyOtpRoute() {
  const { redirect } = Route.useSearch();
  return <VerifyOtpScreen redirectTo={redirect} />;
}
