import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ThresholdPopup } from '@/components/feedback/lazy-overlays';
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
      <ThresholdPopup />
      <ExpiryWatcher />
    </>
  );
}
