import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A rarely shown overlay whose code (and CSS) loads the first time `useWanted` says true, then stays mounted
 * (so it can close with its transition). Until then it costs the first page nothing.
 */
export function onFirstUse(load: () => Promise<{ default: ComponentType }>, useWanted: () => boolean): ComponentType {
  const Overlay = lazy(load);
  return function OnFirstUse() {
    const wanted = useWanted();
    const [mounted, setMounted] = useState(false);
    if (wanted && !mounted) setMounted(true);
    return mounted ? (
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    ) : null;
  };
}
