import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { VerifyOtpScreen } from '@/features/auth/verify-otp-screen';
import { requireSignedIn } from '@/session/guards';
import { redirectSearch } from '@/session/rules';

export const Route = createFileRoute('/verify-otp')({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location),
  component: VerifyOtpRoute,
});

function VerifyOtpRoute() {
  const { redirect } = Route.useSearch();
  return (
    <PublicLayout>
      <VerifyOtpScreen redirectTo={redirect} />
    </PublicLayout>
  );
}
