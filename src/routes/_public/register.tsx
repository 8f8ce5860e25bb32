import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth/register-screen';

export const Route = createFileRoute('/_public/register')({
  component: RegisterScreen,
});
