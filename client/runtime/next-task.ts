/** Resolves in a later task, so the work after it does not lengthen the current one. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
