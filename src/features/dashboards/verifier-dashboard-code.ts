import { loadOnce } from '@/lib/load-once';

/**
 * The verifier dashboard's code (its own chunk), fetched once: by the home route's loader with the navigation
 * (load-home.ts), or by the home when it renders. Once it is here, the home draws the dashboard in the same render
 * as its frame, not after a Suspense fallback and a second reveal.
 */
const dashboard = loadOnce(() => import('./verifier-dashboard'));

export const loadVerifierDashboard = dashboard.load;

/** The dashboard's component when its code has arrived, else null. */
export const loadedVerifierDashboard = () => dashboard.loaded()?.default ?? null;
