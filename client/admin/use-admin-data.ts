import { useCallback, useEffect, useState } from 'react';
import { adminFetch, errorMessage } from './api';

interface Loaded<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/** Loads `/api/admin{path}` in the browser (nothing while `path` is null); `reload()` fetches it again. */
export function useAdminData<T>(path: string | null) {
  const [version, setVersion] = useState(0);
  const key = `${version}:${path}`;
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', data: null, error: null });
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    adminFetch<T>(path, { signal: controller.signal })
      .then((data) => {
        // A superseded request's answer (the search changed meanwhile) is not this path's.
        if (!controller.signal.aborted) setLoaded({ key, data, error: null });
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, data: null, error: errorMessage(err) });
      });
    return () => controller.abort();
  }, [path, key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    // The previous answer stays visible while the next one loads (search as you type).
    data: loaded.data,
    error: loaded.key === key ? loaded.error : null,
    loading: loaded.key !== key,
    reload,
  };
}
