// Mantine's global sheets; each component's CSS comes with it (vite/mantine-css.ts), the toasts' with them.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/components/layout/app-providers';
import { showFlash } from '@/components/feedback/notify';
import { FirstPaintHandOver } from '@/first-paint/first-paint-hand-over';
import { afterNextPaint } from '@/lib/after-paint';
import { paintedCopy, renderInSlices } from '@/first-paint/pages';
import { createPortal } from './router';

async function start() {
  // Mock builds only: the literal check lets a production build drop MSW (and faker) entirely.
  if (import.meta.env.VITE_MSW === 'true') {
    const { startBrowserMocks } = await import('../mocks/browser');
    await startBrowserMocks();
  }
  // Development and mock builds only: the replay panel (mocks/replay/). Before the router reads the address.
  if (import.meta.env.DEV || import.meta.env.VITE_REPLAY === 'true') {
    const [{ installReplay }, { applyWorldLink }] = await Promise.all([
      import('../mocks/replay/install'),
      import('../mocks/world/link'),
    ]);
    await applyWorldLink();
    installReplay();
  }
  const { router, queryClient, session } = createPortal();
  const root = document.getElementById('root')!;
  // The route starts loading now, before React's first render (its loaders' calls with it), not from the
  // router's first effect after that render's commit.
  const loading = router.load();
  // A page painted from HTML (vite/first-paint.ts) stays until the route is ready: React's first commit replaces
  // it with the whole route, not with an empty frame; what was typed and done on it is then handed over.
  const copy = paintedCopy(root);
  const painted = copy !== null;
  const inSlices = renderInSlices(copy);
  if (painted) {
    await loading;
    // A page rendered in one task (the sign-in, whose code is in the first load: vite.config.ts) could otherwise be
    // rendered before the browser has painted its copy at all: the copy is painted first, then the app takes over.
    if (!inSlices) await new Promise<void>((resolve) => afterNextPaint(resolve));
  } else loading.catch(console.error);
  // `npm run bench:paint -- --floor` only, never in a build to serve (a literal, so a real build drops it): over a copy,
  // the first commit draws nothing but the hand-over's mark, once the route has loaded. It measures when the app could
  // answer at the earliest, with the copy, the entry and the route as they are (docs/perf-log.md, the floor).
  if (import.meta.env.VITE_BENCH_FLOOR === 'on' && painted) {
    createRoot(root).render(<FirstPaintHandOver />);
    return;
  }
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

void start();
