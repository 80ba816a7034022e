import type { Logger } from 'pino';

interface Entry<T> {
  value: T;
  at: number;
  fresh: boolean;
}

export interface StaleCacheOptions {
  /** How long a value is served without asking the source again. */
  ttlMs: number;
  /** Most keys kept (least recently used go first). */
  maxEntries?: number;
  logger?: Logger | undefined;
  /** What the log line calls the source ("the database", "Strapi"). */
  source?: string;
  now?: () => number;
}

/**
 * A read-through cache with stale-if-error: a fresh value is served for `ttlMs`; after that the
 * source is asked again (one load per key at a time), and when the source fails the last good
 * value is served with a warning. Only a key never loaded successfully lets the error through.
 */
export function createStaleCache<T>({
  ttlMs,
  maxEntries = 1000,
  logger,
  source = 'the source',
  now = Date.now,
}: StaleCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<T>>();
  // Bumped by invalidate(): a load that started before an edit must not be cached as fresh.
  let generation = 0;

  const remember = (key: string, value: T) => {
    entries.delete(key);
    entries.set(key, { value, at: now(), fresh: true });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  async function load(key: string, loader: () => Promise<T>): Promise<T> {
    const startedAt = generation;
    try {
      const value = await loader();
      if (startedAt === generation) remember(key, value);
      return value;
    } catch (err) {
      const stale = entries.get(key);
      if (!stale) throw err;
      logger?.warn(
        { err, key, staleForMs: now() - stale.at },
        `read from ${source} failed; serving the last good copy`,
      );
      return stale.value;
    }
  }

  return {
    get(key: string, loader: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit?.fresh && now() - hit.at <= ttlMs) return Promise.resolve(hit.value);
      let pending = inflight.get(key);
      if (!pending) {
        pending = load(key, loader).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
    /** The next read of `key` (of every key without one) asks the source; the stale copy stays for errors. */
    invalidate(key?: string) {
      generation++;
      for (const [k, entry] of entries) if (key === undefined || k === key) entry.fresh = false;
      if (key === undefined) inflight.clear();
      else inflight.delete(key);
    },
    size: () => entries.size,
  };
}
