/** Memoises an async loader for `ttlMs`; concurrent callers share one in-flight load. */
export function cachedLoader<T>(load: () => Promise<T>, ttlMs: number) {
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
