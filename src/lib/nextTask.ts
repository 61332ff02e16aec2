/** Resolves in a task of its own: the work after it does not lengthen the task before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted what is on screen now, within 100 ms at most (a hidden tab paints nothing):
 * a frame's callback runs just before its paint, and a task queued there runs after it.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
