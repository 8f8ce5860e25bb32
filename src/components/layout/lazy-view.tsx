import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { whenIdle } from '@/lib/when-idle';

export interface LazyView<P extends object> {
  /** The view: drawn at once when its code is here, else under the nearest Suspense boundary once it comes. */
  readonly View: ComponentType<P>;
  /** Fetches its code now (a route's loader, for the view its address opens on): then drawn in the first render. */
  readonly load: () => Promise<void>;
  /** Fetches its code once the browser is idle (after the screen's first paint), so that it is here when wanted. */
  readonly prefetch: () => void;
  /** Whether its code has come: a screen can then draw it at once, rather than after its own first paint. */
  readonly loaded: () => boolean;
}

/**
 * A part of a screen that is not in its first view (a tab the screen does not open on): its code is its own chunk,
 * fetched the first time it is shown, by `load`, or when `prefetch` finds the browser idle, whichever comes first
 * (issue 28: the batch editor's first visit fetched every tab's code before it could show the one it opens on). A
 * failed fetch goes to the nearest error boundary (the route's error screen), as a failed route chunk does: not asked
 * again at once, which a suspended view would do on every retry of its render.
 *
 * Each mounted view keeps the component it started with: one that mounts before the code has come stays the lazy
 * one when the code arrives, rather than being replaced by the loaded one (which would lose what it holds).
 */
export function lazyView<P extends object>(fetchCode: () => Promise<ComponentType<P>>): LazyView<P> {
  const code = loadOnce(fetchCode);
  const Lazy = lazy(async () => ({ default: await code.load() })) as unknown as ComponentType<P>;
  function View(props: P) {
    const [Component] = useState<ComponentType<P>>(() => code.loaded() ?? Lazy);
    return <Component {...props} />;
  }
  const load = () => code.load().then(() => undefined);
  return {
    View,
    load,
    prefetch: () => whenIdle(() => void load().catch(() => undefined)),
    loaded: () => code.loaded() !== null,
  };
}
