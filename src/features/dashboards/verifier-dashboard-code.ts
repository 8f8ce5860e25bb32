import type { ComponentType } from 'react';

/**
 * The verifier dashboard's code (its own chunk), fetched once: by the home route's loader with the navigation
 * (load-home.ts), or by the home when it renders. Once it is here, the home draws the dashboard in the same render
 * as its frame, not after a Suspense fallback and a second reveal (issue 28).
 */
let loaded: ComponentType | null = null;
let pending: Promise<{ default: ComponentType }> | null = null;

export function loadVerifierDashboard(): Promise<{ default: ComponentType }> {
  pending ??= import('./verifier-dashboard').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The dashboard's component when its code has arrived, else null. */
export function loadedVerifierDashboard(): ComponentType | null {
  return loaded;
}
