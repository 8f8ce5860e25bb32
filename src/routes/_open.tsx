import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PortalShell } from '@/components/layout/app-shell';
import { usePortalFrame } from '@/components/layout/frame';
import { PublicPage } from '@/components/layout/public-page';

/**
 * The pages open to everyone that the signed-in also use (the plans, the forbidden-substance test, the tool guide):
 * in the portal's frame, with its header and menus, for a person signed in (OTP verified, the header shown); in the
 * public pages' frame for anyone else. No guard: the page is the same, only its frame follows who looks.
 */
export const Route = createFileRoute('/_open')({
  component: OpenFrame,
});

function OpenFrame() {
  const portal = usePortalFrame();
  return portal ? (
    <PortalShell>
      <Outlet />
    </PortalShell>
  ) : (
    <PublicPage>
      <Outlet />
    </PublicPage>
  );
}
