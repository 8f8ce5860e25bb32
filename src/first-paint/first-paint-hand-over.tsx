import { useEffect } from 'react';
import { handOverClick } from './hand-over';

/**
 * Rendered once beside the router (main.tsx): after the app's first commit, marks the moment the page answers
 * (`portal:first-commit`, which `npm run bench:paint` reports) and hands a click made on the copy over.
 */
export function FirstPaintHandOver() {
  useEffect(() => {
    performance.mark('portal:first-commit');
    handOverClick(document.getElementById('root'));
  }, []);
  return null;
}
