import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PortalShell } from '@/components/layout/app-shell';
import { guardPortalRoute, type PortalBeforeLoad } from '@/session/guards';

/**
 * Every protected screen, inside the portal's frame: signed in, the forced password change done, OTP verified, and
 * what the route the address ends on needs (src/session/route-needs.ts), so that a typed address opens nothing the
 * menus would not.
 */
export const Route = createFileRoute('/_app')({
  // The options as the guard reads them: the matches' own type is the whole route tree's, this route's included.
  beforeLoad: (options: Omit<PortalBeforeLoad, 'matches'>): void | Promise<void> => {
    const { context, location, preload, matches } = options as PortalBeforeLoad;
    return guardPortalRoute({ context, location, leaf: matches.at(-1), preload });
  },
  component: PortalFrame,
});

function PortalFrame() {
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}
