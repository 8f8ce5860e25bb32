import { createFileRoute } from '@tanstack/react-router';
import { RecoverScreen } from '@/features/auth/recover-screen';

export const Route = createFileRoute('/_public/recover')({
  component: RecoverScreen,
});
