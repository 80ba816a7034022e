/**
 * The embedded database is one session: plain statements may be sent together (the worker runs
 * them in order), but a transaction must have it alone. A FIFO lock with both kinds: statements
 * asked for before a transaction finish before its BEGIN, and those asked for after it wait for its
 * COMMIT, so neither kind starves the other.
 */
export function sessionLock() {
  let statements = 0;
  let transaction = false;
  const waiting: Array<{ alone: boolean; go: () => void }> = [];

  const grant = () => {
    while (waiting.length) {
      const next = waiting[0]!;
      if (transaction || (next.alone && statements > 0)) return;
      waiting.shift();
      if (next.alone) transaction = true;
      else statements += 1;
      next.go();
      if (next.alone) return;
    }
  };

  const hold =
    (alone: boolean) =>
    async <T>(fn: () => Promise<T>): Promise<T> => {
      await new Promise<void>((go) => {
        waiting.push({ alone, go });
        grant();
      });
      try {
        return await fn();
      } finally {
        if (alone) transaction = false;
        else statements -= 1;
        grant();
      }
    };

  return { shared: hold(false), alone: hold(true) };
}
