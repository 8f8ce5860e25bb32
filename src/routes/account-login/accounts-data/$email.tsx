import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicLayout } from '@/components/layout/public-layout';
import { DeveloperLoginScreen } from '@/features/auth/developer-login-screen';

const params = z.object({ email: z.string().email() });

/** The developer login by email. */
export const Route = createFileRoute('/account-login/accounts-data/$email')({
  params: { parse: (raw) => params.parse(raw), stringify: (p) => p },
  component: DeveloperLoginRoute,
});

function DeveloperLoginRoute() {
  const { email } = Route.useParams();
  return (
    <PublicLayout>
      <DeveloperLoginScreen email={email} />
    </PublicLayout>
  );
}
