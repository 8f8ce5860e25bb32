import { useEffect } from 'react';
import { handOverClick } from './hand-over';

/** Rendered once beside the router (main.tsx): hands a click made on the copy over after the first commit. */
export function FirstPaintHandOver() {
  useEffect(() => handOverClick(document.getElementById('root')), []);
  return null;
}
