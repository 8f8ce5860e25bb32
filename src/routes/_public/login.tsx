import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen';
import { redirectSearch } from '@/session/rules';

// A plain function, not a zod schema: the route tree is in the first bundle, and zod is not.
export const Route = createFileRoute('/_public/login')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { redirect?: string | undefined; canceled?: string | undefined } => ({
    ...redirectSearch(search),
    canceled: typeof search.canceled === 'string' ? search.canceled : undefined,
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirectTo={redirect} />;
}
