import { cacheIdentity, type Queryable } from '#server/db/db.server';

/**
 * One value, memoised for `ttlMs`: concurrent callers share one in-flight load, and a failed load
 * is forgotten so the next call tries again. For a value per key, with stale-if-error and a shared
 * tier, see stale-cache.server.ts and tiered-cache.server.ts.
 */
export function memoise<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; promise: Promise<T> } | null = null;
  const get = () => {
    const now = Date.now();
    if (!value || now - value.at > ttlMs) {
      const promise = load();
      value = { at: now, promise };
      promise.catch(() => {
        if (value?.promise === promise) value = null;
      });
    }
    return value.promise;
  };
  get.invalidate = () => {
    value = null;
  };
  return get;
}

/**
 * One value per database, memoised for `ttlMs` (`load` is given the database): a list the
 * searches read in memory (the places, the Price Paid authorities, the sales' date span).
 */
export function memoisePerDatabase<T>(
  load: (db: Queryable) => Promise<T>,
  ttlMs: number,
): (db: Queryable) => Promise<T> {
  const loaders = new WeakMap<Queryable, () => Promise<T>>();
  return (db) => {
    const key = cacheIdentity(db);
    let get = loaders.get(key);
    if (!get) {
      get = memoise(() => load(key), ttlMs);
      loaders.set(key, get);
    }
    return get();
  };
}
