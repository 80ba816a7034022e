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
  /** What the entries' JSON weighs (characters), for the byte budget. */
  bytes: { total: number };
  /** Invalidations per namespace so far. */
  generations: Map<string, number>;
  listeners: Map<symbol, InvalidationListener[]>;
}

export const createMemoryHub = (): MemoryHub => ({
  entries: new Map(),
  bytes: { total: 0 },
  generations: new Map(),
  listeners: new Map(),
});

const entryKey = (namespace: string, key: string) => `${namespace}\0${key}`;

/** Most the in-process cache keeps by default: entries, and characters of JSON (~32 MB). */
export const MEMORY_CACHE_MAX_ENTRIES = 5000;
export const MEMORY_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The in-process SharedCache, bounded by entries and by the size of their JSON: the oldest go
 * first, and expired entries are dropped as new ones come in (not only when read again).
 */
export function createMemorySharedCache({
  hub = createMemoryHub(),
  maxEntries = MEMORY_CACHE_MAX_ENTRIES,
  maxBytes = MEMORY_CACHE_MAX_BYTES,
  now = Date.now,
}: {
  hub?: MemoryHub;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
} = {}): SharedCache {
  const instance = Symbol('instance');
  const listeners: InvalidationListener[] = [];
  hub.listeners.set(instance, listeners);
  const { entries, generations, bytes } = hub;
  const generation = (namespace: string) => generations.get(namespace) ?? 0;
  const drop = (k: string) => {
    const entry = entries.get(k);
    if (!entry) return;
    entries.delete(k);
    bytes.total -= entry.json.length;
  };
  const evict = () => {
    const at = now();
    for (const [k, entry] of entries) {
      if (entries.size <= maxEntries && bytes.total <= maxBytes && entry.expiresAt > at) break;
      drop(k);
    }
  };
  return {
    backend: 'memory',
    async read(namespace, key) {
      const k = entryKey(namespace, key);
      const readAt = generation(namespace);
      const entry = entries.get(k);
      if (entry && entry.expiresAt <= now()) drop(k);
      return {
        value: entry && entry.expiresAt > now() ? (JSON.parse(entry.json) as unknown) : undefined,
        async fill(value, ttlMs) {
          if (ttlMs <= 0 || generation(namespace) !== readAt) return;
          drop(k);
          const json = JSON.stringify(value) as string | undefined;
          if (json === undefined || json.length > maxBytes) return;
          entries.set(k, { json, expiresAt: now() + ttlMs });
          bytes.total += json.length;
          evict();
        },
      };
    },
    async invalidate(namespace, detail) {
      generations.set(namespace, generation(namespace) + 1);
      const prefix = entryKey(namespace, '');
      for (const k of entries.keys()) if (k.startsWith(prefix)) drop(k);
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
