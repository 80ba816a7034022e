import { QueryClient } from '@tanstack/react-query';
import { payloadUrl, type PayloadResponse } from '#client/runtime/payload-client';

/**
 * Page data in the browser goes through TanStack Query: one cache entry per `_payload.json` URL.
 * The server dehydrates the first page's entry into the document, so hydration and the first
 * back-navigation to that page need no request; a page visited in the last 30 s comes back from
 * the cache at once (back/forward), checked with the server behind it once it is a few seconds
 * old (`PAGE_DATA_RECHECK_MS`); then the entry goes stale and the next visit refetches.
 */
export const PAGE_DATA_STALE_MS = 30_000;

export const payloadQueryKey = (url: URL) => ['payload', payloadUrl(url)] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // fetchWithRetry already retries idempotent requests once (SPEC §7).
      queries: { staleTime: PAGE_DATA_STALE_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/**
 * A cached page older than this comes back at once (back/forward stays instant) and is checked
 * with the server behind it: a feed may have changed a guide price meanwhile, and the page must
 * correct itself rather than show the old price until the entry goes stale. Younger entries (the
 * other loaders of the same navigation, a page prefetched a moment ago) are not asked again.
 */
export const PAGE_DATA_RECHECK_MS = 3_000;

/**
 * Loads a page's payload; `recheck` when a copy is on screen already and the server's own answer
 * is wanted (a payload prefetched before the copy was shown is that same copy, not a newer one).
 */
export type Load = (signal: AbortSignal, recheck?: 'recheck') => Promise<PayloadResponse>;

/** Payload URLs being checked with the server now: one check per page at a time. */
const rechecking = new Set<string>();

/**
 * A page's payload from the cache when fresh, else loaded; redirects and errors are never kept.
 * With `onNewer`, a cached payload older than `PAGE_DATA_RECHECK_MS` is returned at once and
 * fetched again behind it; `onNewer` runs when the server's answer differs (the cache then holds
 * it, so the page's loaders read it on their next run).
 */
export async function cachedPayload(
  client: QueryClient,
  url: URL,
  load: Load,
  onNewer?: () => void,
): Promise<PayloadResponse> {
  const queryKey = payloadQueryKey(url);
  const cachedAt = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  const payload = await client.fetchQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  if (payload.redirect || payload.errors) client.removeQueries({ queryKey, exact: true });
  else if (onNewer && isAgingCacheHit(client, url, cachedAt))
    void recheck(client, url, load, payload, onNewer);
  return payload;
}

/** The payload came from the cache (no fetch replaced it) and is older than the recheck age. */
function isAgingCacheHit(client: QueryClient, url: URL, cachedAt: number): boolean {
  const now = client.getQueryState(payloadQueryKey(url))?.dataUpdatedAt ?? 0;
  return cachedAt > 0 && now === cachedAt && Date.now() - cachedAt > PAGE_DATA_RECHECK_MS;
}

/** Fetches the page again behind the cached one; tells `onNewer` when the answer differs. */
async function recheck(
  client: QueryClient,
  url: URL,
  load: Load,
  shown: PayloadResponse,
  onNewer: () => void,
): Promise<void> {
  const key = payloadUrl(url);
  if (rechecking.has(key)) return;
  rechecking.add(key);
  const queryKey = payloadQueryKey(url);
  try {
    const fresh = await client.fetchQuery({
      queryKey,
      queryFn: ({ signal }) => load(signal, 'recheck'),
      staleTime: 0,
    });
    // A redirect or an error now: forget it, and let the loaders meet it themselves.
    if (fresh.redirect || fresh.errors) client.removeQueries({ queryKey, exact: true });
    if (fresh !== shown && JSON.stringify(fresh) !== JSON.stringify(shown)) onNewer();
  } catch {
    // Offline or a failed request: the cached page stays as it is.
  } finally {
    rechecking.delete(key);
  }
}

/**
 * After a form submission or a sign-in/out, cached pages may be out of date or someone else's:
 * each is marked stale, so the next visit fetches it again. A load under way is left to finish
 * (removing it would cancel it and fail the navigation that is waiting for it).
 */
export function forgetPages(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['payload'], refetchType: 'none' });
}
