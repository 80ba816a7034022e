import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { PayloadResponse } from '#client/runtime/payload-client';
import type * as QueryCache from './query-client';

/**
 * The page cache (TanStack Query, decision 022) without TanStack Query in the first load
 * (decision 051): hydration renders from the server's data directly, so the query client is only
 * needed from the first client-side navigation or prefetch on. It loads then (or when the browser
 * is idle after hydration, `warm`), and starts from the server's dehydrated first page as before.
 */
export interface LazyPageCache {
  /** `onNewer`: the cached page shown was out of date, the cache now holds the server's. */
  cachedPayload(url: URL, load: QueryCache.Load, onNewer?: () => void): Promise<PayloadResponse>;
  forgetPages(): void;
  /** Loads the query client ahead of the first navigation. */
  warm(): void;
}

export function lazyPageCache(dehydrated: DehydratedState | undefined): LazyPageCache {
  let client: Promise<{ client: QueryClient; mod: typeof QueryCache }> | undefined;
  // A sign-in/out or a form before the client exists: the server's first page may be out of date
  // or someone else's, so it is not put in the cache (forgetPages would have marked it stale).
  let firstPage = dehydrated;
  const get = () =>
    (client ??= Promise.all([import('./query-client'), import('@tanstack/react-query')]).then(
      ([mod, query]) => {
        const queryClient = mod.createQueryClient();
        if (firstPage) query.hydrate(queryClient, firstPage);
        return { client: queryClient, mod };
      },
    ));
  return {
    async cachedPayload(url, load, onNewer) {
      const { client: queryClient, mod } = await get();
      return mod.cachedPayload(queryClient, url, load, onNewer);
    },
    forgetPages() {
      firstPage = undefined;
      void client?.then(({ client: queryClient, mod }) => mod.forgetPages(queryClient));
    },
    warm() {
      void get();
    },
  };
}
