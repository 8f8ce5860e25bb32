import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and that always calls the latest `fn`: a memoized child given it is not
 * drawn again because its parent was (each keystroke draws the editor, not every tab and row below it).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
