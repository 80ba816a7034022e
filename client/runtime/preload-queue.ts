/** SPEC §9: at most this many route preloads run at once; the rest wait their turn. */
export const MAX_CONCURRENT_PRELOADS = 4;

export interface PreloadQueue {
  /** Starts (or queues) the preload of a path; the same path is preloaded once. Never rejects. */
  enqueue(path: string): Promise<void>;
  /**
   * Runs another preload of a route (its `_payload.json`) in the same slots, so route code and
   * data together never exceed the limit. No de-duplication; settles as `task` does.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Preloads running now (for tests and diagnostics). */
  running(): number;
}

export function createPreloadQueue(
  preload: (path: string) => Promise<unknown>,
  limit = MAX_CONCURRENT_PRELOADS,
): PreloadQueue {
  const known = new Map<string, Promise<void>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  /** A slot now (the preload starts synchronously) or a promise for the next free one. */
  const acquire = (): Promise<void> | null => {
    if (active < limit) {
      active++;
      return null;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // The slot passes straight to the next waiter, so a new caller cannot slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  function run<T>(task: () => Promise<T>): Promise<T> {
    const slot = acquire();
    const started = slot ? slot.then(task) : new Promise<T>((r) => r(task()));
    return started.finally(release);
  }

  return {
    enqueue(path) {
      let pending = known.get(path);
      if (!pending) {
        pending = run(() => preload(path)).then(
          () => undefined,
          () => void known.delete(path), // A failed preload may be tried again later.
        );
        known.set(path, pending);
      }
      return pending;
    },
    run,
    running: () => active,
  };
}
