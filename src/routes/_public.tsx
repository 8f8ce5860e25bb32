import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '@/components/layout/public-layout';

/** The sign-in frame: the forms of a visitor who is not in yet (login, OTP, recovery, sign-up, password change). */
export const Route = createFileRoute('/_public')({
  component: PublicFrame,
});

function PublicFrame() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
