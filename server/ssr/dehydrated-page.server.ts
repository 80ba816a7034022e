import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient, payloadQueryKey } from '#client/app/query-client';
import type { HydrationData } from './hydration-data.server';

/**
 * The page's data as TanStack Query's dehydrated cache: one entry, keyed by the page's
 * `_payload.json` URL, holding exactly what that URL would answer. Only plain GET pages: error
 * pages and form answers are not worth keeping.
 */
export function dehydratedPage(url: URL, hydration: HydrationData): DehydratedState | null {
  if (hydration.errors || hydration.actionData) return null;
  const client = createQueryClient();
  client.setQueryData(payloadQueryKey(url), hydration);
  return dehydrate(client);
}
