import { useEffect, useLayoutEffect, useRef } from 'react';
import { handOver, takeKept, type FirstPaintKept } from './hand-over';

/** How many frames the hand-over waits for a part of the page that the app draws after its first commit. */
const FRAMES = 30;

/**
 * Rendered once beside the router, after it (main.tsx): at the app's first commit, marks the moment the page answers
 * (`portal:first-commit`, which `npm run bench:paint` reports) and hands over what was done on the copy painted
 * from HTML (hand-over.ts). The values typed and the focus in a layout effect: in the same task as the commit, so no
 * key pressed in between is lost. The action held back in an effect: after the page's own effects of that commit
 * (the shell closes its drawer as it mounts: a menu toggle clicked before would be undone at once).
 */
export function FirstPaintHandOver() {
  const taken = useRef<{ kept: FirstPaintKept; root: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    performance.mark('portal:first-commit');
    const kept = takeKept();
    const root = document.getElementById('root');
    if (!kept || !root) return;
    taken.current = { kept, root };
    handOver(kept, root, { act: false });
  }, []);
  useEffect(() => {
    if (!taken.current) return;
    const { kept, root } = taken.current;
    let frame = 0;
    let request = 0;
    const attempt = () => {
      frame += 1;
      const last = frame >= FRAMES;
      if (!handOver(kept, root, { last }) && !last) request = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(request);
  }, []);
  return null;
}
