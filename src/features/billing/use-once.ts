import { useEffect, useRef } from 'react';

/** Runs an effect once per mount, StrictMode's second effect pass included (a return page finalizes once). */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
