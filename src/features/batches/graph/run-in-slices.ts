/** How long one slice may hold the main thread before the work pauses for the browser (ms). */
const SLICE_MS = 8;

/** The next task: what the browser has waiting (input, paint) runs first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs a generator's steps until it returns, handing the main thread back (a new task) whenever a slice has held it
 * for `sliceMs`: a large piece of work becomes short tasks instead of one long one. Stops at the next pause once
 * `signal` is aborted (the promise then rejects with its reason).
 */
export async function runInSlices<T>(
  steps: Generator<void, T, void>,
  { sliceMs = SLICE_MS, signal }: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  let deadline = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= deadline) {
      await nextTask();
      signal?.throwIfAborted();
      deadline = performance.now() + sliceMs;
    }
  }
}
