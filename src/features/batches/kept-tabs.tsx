import { Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { PageLoader } from '@/components/layout/page-loader';

/**
 * A tab drawn before and not shown now: still laid out at the width it is shown at (its long lists keep their rows'
 * measures and their scroll), but of no height, unseen, and out of reach of the pointer, the keyboard and the
 * accessibility tree. `display: none` would measure every row as 0 px high, and a virtual list would then draw all.
 */
const AWAY: CSSProperties = { height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' };

export interface KeptTabsProps<T extends string> {
  readonly tabs: readonly T[];
  readonly active: T;
  /** A tab's content; the tabs are memoized, so a tab not shown is drawn again only when its own props change. */
  readonly render: (tab: T) => ReactNode;
}

/**
 * The tab shown, and every tab shown before it kept mounted: going back to a tab does not draw its rows again. A tab
 * is drawn the first time it is shown (the editor opens on one), each under its own loader while its code comes.
 */
export function KeptTabs<T extends string>({ tabs, active, render }: KeptTabsProps<T>) {
  const [drawn, setDrawn] = useState<readonly T[]>([active]);
  if (!drawn.includes(active)) setDrawn([...drawn, active]);
  return (
    <>
      {tabs
        .filter((tab) => tab === active || drawn.includes(tab))
        .map((tab) => (
          <div key={tab} style={tab === active ? undefined : AWAY} inert={tab !== active}>
            <Suspense fallback={<PageLoader />}>{render(tab)}</Suspense>
          </div>
        ))}
    </>
  );
}
