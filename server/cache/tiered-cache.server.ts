import { createStaleCache, type StaleCacheOptions } from './stale-cache.server';
import type { SharedCache } from './shared-cache';

export interface TieredCacheOptions extends StaleCacheOptions {
  /** Without one, this is the in-process cache alone. */
  shared?: SharedCache | undefined;
  /** The shared namespace of these entries (invalidated as a whole). */
  namespace: string;
}

/**
 * A read-through cache in two tiers: this process's stale-if-error cache (fresh for `ttlMs`),
 * then the shared cache (what other instances read, same TTL), then the source. The shared tier
 * keeps the source's raw answer (JSON); `revive` validates it into what this process keeps,
 * once per fill, exactly as for a source read.
 */
export function createTieredCache<Raw, T>({ shared, namespace, ...local }: TieredCacheOptions) {
  const l1 = createStaleCache<T>(local);
  return {
    get(key: string, load: () => Promise<Raw>, revive: (raw: Raw) => T): Promise<T> {
      return l1.get(key, async () => {
        if (!shared) return revive(await load());
        const read = await shared.read(namespace, key);
        if (read.value !== undefined) return revive(read.value as Raw);
        const raw = await load();
        await read.fill(raw, local.ttlMs);
        return revive(raw);
      });
    },
    /** This process's copy only; the shared tier is invalidated by namespace (SharedCache.invalidate). */
    invalidate: l1.invalidate,
  };
}
