import { useCallback, useRef, useState } from 'react';

/**
 * One request per action: `run(task)` starts the task unless one is already under way, and ignores
 * the call otherwise (a double click, Enter pressed twice, a second tap while the first is sent).
 * The lock is a ref, taken synchronously, so it holds before React has re-rendered the button as
 * disabled; `pending` is the same fact for rendering (the button's loader). The task should return
 * the promise of the whole action (the request and what follows it), so the lock lasts as long.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T> | T): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}

export type SingleFlight = ReturnType<typeof useSingleFlight>;
