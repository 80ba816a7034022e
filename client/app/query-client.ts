import { QueryClient } from '@tanstack/react-query';
import { payloadUrl, type PayloadResponse } from '#client/runtime/payload-client';

/**
 * Page data in the browser goes through TanStack Query: one cache entry per `_payload.json` URL.
 * The server dehydrates the first page's entry into the document, so hydration and the first
 * back-navigation to that page need no request; a page visited in the last 30 s comes back from
 * the cache at once (back/forward), then the entry goes stale and the next visit refetches.
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

/** A page's payload from the cache when fresh, else loaded; redirects and errors are never kept. */
export async function cachedPayload(
  client: QueryClient,
  url: URL,
  load: (signal: AbortSignal) => Promise<PayloadResponse>,
): Promise<PayloadResponse> {
  const queryKey = payloadQueryKey(url);
  const payload = await client.fetchQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  if (payload.redirect || payload.errors) client.removeQueries({ queryKey, exact: true });
  return payload;
}

/**
 * After a form submission or a sign-in/out, cached pages may be out of date or someone else's:
 * each is marked stale, so the next visit fetches it again. A load under way is left to finish
 * (removing it would cancel it and fail the navigation that is waiting for it).
 */
export function forgetPages(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ['payload'], refetchType: 'none' });
}
