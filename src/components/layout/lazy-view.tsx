import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { loadOnce } from '@/lib/load-once';
import { whenIdle } from '@/lib/when-idle';

export interface LazyView<P extends object> {
  /** The view: drawn at once when its code is here, else under the nearest Suspense boundary once it comes. */
  readonly View: ComponentType<P>;
  /** Fetches its code now (a route's loader, for the view its address opens on): then drawn in the first render. */
  readonly load: () => Promise<void>;
  /** Fetches its code once the browser is idle (after the screen's first paint), so that it is here when wanted. */
  readonly prefetch: () => void;
  /**
   * The view below a screen's largest paint (the Options tab's actions under the QR code): `fallback` until the screen
   * has been painted, and only then is its code asked for, unless it is here already. Asking for a chunk inserts a
   * preload link for each file it needs, in the render that asks (about 30 ms at 4× CPU for those actions, traced).
   */
  readonly AfterPaint: ComponentType<P & { readonly fallback: ReactNode }>;
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
  function AfterPaint({ fallback, ...props }: P & { readonly fallback: ReactNode }) {
    const [painted, setPainted] = useState(() => code.loaded() !== null);
    useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
    if (!painted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <View {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return { View, AfterPaint, load, prefetch: () => whenIdle(() => void load().catch(() => undefined)) };
}
