import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PortalShell } from '@/components/layout/app-shell';
import { requireOtpVerified } from '@/session/guards';

/** Every protected screen: signed in, OTP verified, inside the portal's frame. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireOtpVerified(context.session, location),
  component: PortalFrame,
});

function PortalFrame() {
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}
