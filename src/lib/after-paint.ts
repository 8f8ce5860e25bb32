/**
 * Runs `task` once the browser has painted the frame that is being drawn now (a task queued from the next animation
 * frame: it runs after that frame's paint), for work that must not delay a screen's first paint, such as asking for
 * the code of what lies below it. Where there are no animation frames (a hidden tab, tests), after a timer. Returns a
 * cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(task, 0);
  };
  if (typeof requestAnimationFrame !== 'function') {
    later();
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
