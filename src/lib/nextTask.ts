/** Resolves in a task of its own: the work after it does not lengthen the task before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
