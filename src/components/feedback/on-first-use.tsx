import { lazy, Suspense, useState, type ComponentType } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * A rarely shown overlay whose code (and CSS) is not part of the first page: it is fetched once the browser is
 * idle after the first paint (so that it is there when the connection is lost: 'Connection lost' is itself a
 * toast), and mounted the first time `useWanted` says true, then stays mounted (so it can close with its
 * transition).
 */
export function onFirstUse(load: () => Promise<{ default: ComponentType }>, useWanted: () => boolean): ComponentType {
  const Overlay = lazy(load);
  whenIdle(() => void load().catch(() => undefined));
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
