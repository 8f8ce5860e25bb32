import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ThresholdModal } from '@/components/feedback/threshold-modal';
import { NotFound } from '@/components/layout/not-found';
import { ExpiryWatcher } from '@/session/expiry-watcher';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  return (
    <>
      <Outlet />
      <ThresholdModal />
      <ExpiryWatcher />
    </>
  );
}
