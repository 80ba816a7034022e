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
