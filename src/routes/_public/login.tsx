import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '@/features/auth/login-screen';
import { safeRedirect } from '@/session/rules';

const search = z.object({
  redirect: z.string().optional().transform(safeRedirect).catch(undefined),
  canceled: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: search,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirectTo={redirect} />;
}
