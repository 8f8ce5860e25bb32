import { createFileRoute } from '@tanstack/react-router';
import { DeveloperLoginScreen } from '@/features/auth/developer-login-screen';
import { isEmail } from '@/lib/validators';

/** The developer login by email. */
export const Route = createFileRoute('/_public/account-login/accounts-data/$email')({
  params: {
    parse: ({ email }) => {
      if (!isEmail(email)) throw new Error(`Not an email address: ${email}`);
      return { email };
    },
    stringify: (p) => p,
  },
  component: DeveloperLoginRoute,
});

function DeveloperLoginRoute() {
  const { email } = Route.useParams();
  return <DeveloperLoginScreen email={email} />;
}
