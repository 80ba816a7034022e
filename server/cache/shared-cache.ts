/**
 * The cache every instance of the app shares: Redis when `REDIS_URL` is set, otherwise this
 * process's memory (one instance). Values are JSON; entries live in namespaces that can be
 * invalidated as a whole, and an invalidation reaches the other instances' listeners.
 * Implementations never throw from get/set/invalidate: a failing backend is a cache miss.
 */
export interface SharedCache {
  readonly backend: 'memory' | 'redis';
  /** The JSON value under `key`, or undefined (never stored, expired, invalidated, or backend down). */
  get(namespace: string, key: string): Promise<unknown>;
  /** Keeps a JSON-serialisable value for `ttlMs` (nothing for `ttlMs` ≤ 0). */
  set(namespace: string, key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Drops every instance's entries of `namespace` and tells the other instances, with `detail`. */
  invalidate(namespace: string, detail?: unknown): Promise<void>;
  /** `listener` runs when another instance invalidated a namespace (`*`: anything may have changed). */
  onInvalidate(listener: InvalidationListener): void;
  close(): Promise<void>;
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
  listeners: Map<symbol, InvalidationListener[]>;
}

export const createMemoryHub = (): MemoryHub => ({ entries: new Map(), listeners: new Map() });

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
  const { entries } = hub;
  return {
    backend: 'memory',
    async get(namespace, key) {
      const k = entryKey(namespace, key);
      const entry = entries.get(k);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(k);
        return undefined;
      }
      return JSON.parse(entry.json) as unknown;
    },
    async set(namespace, key, value, ttlMs) {
      if (ttlMs <= 0) return;
      const k = entryKey(namespace, key);
      entries.delete(k);
      entries.set(k, { json: JSON.stringify(value), expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async invalidate(namespace, detail) {
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
