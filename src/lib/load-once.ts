/**
 * A chunk fetched once, by whoever asks first (a route's loader, or the screen that needs it), and then at hand: the
 * screen draws with it in its first render when it has already come, instead of one chunk and one render
 * later. A failed fetch is forgotten, so that the next ask tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loaded,
  };
}

/**
 * A route loader's call or chunk, started and never thrown: a failed call stays in the query cache and its screen
 * shows it as it always did; a failed chunk is asked for again by the screen. Resolves when it has settled.
 */
export function settled(call: Promise<unknown>): Promise<void> {
  return call.then(
    () => undefined,
    () => undefined,
  );
}
