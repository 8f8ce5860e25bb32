import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/layout/app-providers';
import { showFlash } from '@/components/feedback/notify';
import { FirstPaintHandOver } from '@/first-paint/first-paint-hand-over';
import { afterNextPaint } from '@/lib/after-paint';
import { paintedCopy, renderInSlices } from '@/first-paint/pages';
import { createPortal } from './router';

export type PreparedPortal = Awaited<ReturnType<typeof preparePortal>>;

/**
 * The portal up to its first render: the router, the query client and the session, the route loading, and the page
 * painted from HTML (vite/first-paint.ts) if there is one, painted.
 */
export async function preparePortal() {
  const { router, queryClient, session } = createPortal();
  const root = document.getElementById('root')!;
  // The route starts loading now, before React's first render (its loaders' calls with it), not from the
  // router's first effect after that render's commit.
  const loading = router.load();
  // A page painted from HTML stays until the route is ready: React's first commit replaces it with the whole route,
  // not with an empty frame; what was typed and done on it is then handed over.
  const copy = paintedCopy(root);
  const painted = copy !== null;
  const inSlices = renderInSlices(copy);
  if (painted) {
    await loading;
    // A page rendered in one task (the sign-in, whose code is in the first load: vite.config.ts) could otherwise be
    // rendered before the browser has painted its copy at all: the copy is painted first, then the app takes over.
    if (!inSlices) await new Promise<void>((resolve) => afterNextPaint(resolve));
  } else loading.catch(console.error);
  return { router, queryClient, session, root, painted, inSlices };
}

/** The portal's first render, over the painted copy if there is one. */
export function renderPortal({ router, queryClient, session, root, inSlices }: PreparedPortal) {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
      <FirstPaintHandOver />
    </StrictMode>
  );
  // Over a copy, React renders in slices (a transition yields to the browser every few ms): typing into the copy
  // is not held up by one long task while the page is rendered behind it. A small page (the sign-in) is rendered in
  // one task: it answers sooner (src/first-paint/pages.ts).
  if (inSlices) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
  showFlash();
}
