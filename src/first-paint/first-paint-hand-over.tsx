import { useLayoutEffect } from 'react';
import { handOver, takeKept } from './hand-over';

/** How many frames the hand-over waits for a part of the page that the app draws after its first commit. */
const FRAMES = 30;

/**
 * Rendered once beside the router (main.tsx): at the app's first commit, marks the moment the page answers
 * (`portal:first-commit`, which `npm run bench:paint` reports) and hands over what was done on the copy painted
 * from HTML (hand-over.ts). A layout effect: in the same task as the commit, so no key pressed in between is lost.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(() => {
    performance.mark('portal:first-commit');
    const kept = takeKept();
    const root = document.getElementById('root');
    if (!kept || !root) return;
    let frame = 0;
    let request = 0;
    const attempt = () => {
      frame += 1;
      if (!handOver(kept, root, frame >= FRAMES) && frame < FRAMES) request = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(request);
  }, []);
  return null;
}
