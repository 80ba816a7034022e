/**
 * The cache every instance of the app shares: Redis when `REDIS_URL` is set, otherwise this
 * process's memory (one instance). Values are JSON; entries live in namespaces that can be
 * invalidated as a whole, and an invalidation reaches the other instances' listeners.
 * Implementations never throw from read/fill/invalidate: a failing backend is a cache miss.
 */
export interface SharedCache {
  readonly backend: 'memory' | 'redis';
  /**
   * The JSON value under `key` (undefined: never stored, expired, invalidated, or backend down),
   * and `fill` to keep the source's answer after a miss for `ttlMs` (nothing for ≤ 0). A fill is
   * dropped when the namespace was invalidated after this read: the answer may predate the change.
   */
  read(namespace: string, key: string): Promise<SharedRead>;
  /** Drops every instance's entries of `namespace` and tells the other instances, with `detail`. */
  invalidate(namespace: string, detail?: unknown): Promise<void>;
  /** `listener` runs when another instance invalidated a namespace (`*`: anything may have changed). */
  onInvalidate(listener: InvalidationListener): void;
  close(): Promise<void>;
}

export interface SharedRead {
  value: unknown;
  fill(value: unknown, ttlMs: number): Promise<void>;
}

export type InvalidationListener = (namespace: string, detail: unknown) => void;

/** Every namespace: sent after a reconnect, when invalidations may have been missed. */
export const ALL_NAMESPACES = '*';

interface Entry {
  json: string;
  expiresAt: number;
}

/**
 * What several in-memory caches share when they stand for several instances (tests): the
 * entries and the instances' listeners. One app process has one.
 */
export interface MemoryHub {
  entries: Map<string, Entry>;
  /** Invalidations per namespace so far. */
  generations: Map<string, number>;
  listeners: Map<symbol, InvalidationListener[]>;
}

export const createMemoryHub = (): MemoryHub => ({
  entries: new Map(),
  generations: new Map(),
  listeners: new Map(),
});

const entryKey = (namespace: string, key: string) => `${namespace}\0${key}`;

/** The in-process SharedCache (bounded; oldest entries go first). */
export function createMemorySharedCache({
  hub = createMemoryHub(),
  maxEntries = 5000,
  now = Date.now,
}: { hub?: MemoryHub; maxEntries?: number; now?: () => number } = {}): SharedCache {
  const instance = Symbol('instance');
  const listeners: InvalidationListener[] = [];
  hub.listeners.set(instance, listeners);
  const { entries, generations } = hub;
  const generation = (namespace: string) => generations.get(namespace) ?? 0;
  return {
    backend: 'memory',
    async read(namespace, key) {
      const k = entryKey(namespace, key);
      const readAt = generation(namespace);
      const entry = entries.get(k);
      if (entry && entry.expiresAt <= now()) entries.delete(k);
      return {
        value: entry && entry.expiresAt > now() ? (JSON.parse(entry.json) as unknown) : undefined,
        async fill(value, ttlMs) {
          if (ttlMs <= 0 || generation(namespace) !== readAt) return;
          entries.delete(k);
          entries.set(k, { json: JSON.stringify(value), expiresAt: now() + ttlMs });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        },
      };
    },
    async invalidate(namespace, detail) {
      generations.set(namespace, generation(namespace) + 1);
      const prefix = entryKey(namespace, '');
      for (const k of entries.keys()) if (k.startsWith(prefix)) entries.delete(k);
      for (const [other, fns] of hub.listeners)
        if (other !== instance) for (const fn of fns) fn(namespace, detail);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      hub.listeners.delete(instance);
    },
  };
}
