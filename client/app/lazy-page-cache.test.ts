import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { lazyPageCache } from './lazy-page-cache';
import { createQueryClient, payloadQueryKey } from './query-client';
import type { PayloadResponse } from '#client/runtime/payload-client';

const page = (n: number): PayloadResponse => ({ loaderData: { listings: { n } }, errors: null });
const url = (path: string) => new URL(path, 'https://example.test');

/** What the server puts in the document for its page (server/ssr/dehydrated-page.server.ts). */
function serverState(path: string, payload: PayloadResponse) {
  const server = createQueryClient();
  server.setQueryData(payloadQueryKey(url(path)), payload);
  return JSON.parse(JSON.stringify(dehydrate(server)));
}

describe('the page cache, loaded with the first navigation', () => {
  it('going back to the server-rendered page needs no request', async () => {
    const pages = lazyPageCache(serverState('/listings?location=leeds', page(7)));
    const load = vi.fn().mockResolvedValue(page(8));
    expect(await pages.cachedPayload(url('/listings?location=leeds'), load)).toEqual(page(7));
    expect(load).not.toHaveBeenCalled();
    expect(await pages.cachedPayload(url('/listings'), load)).toEqual(page(8));
    expect(await pages.cachedPayload(url('/listings'), load)).toEqual(page(8));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a sign-in before any navigation: the server-rendered page is fetched again', async () => {
    const pages = lazyPageCache(serverState('/', page(1)));
    pages.forgetPages();
    const load = vi.fn().mockResolvedValue(page(2));
    expect(await pages.cachedPayload(url('/'), load)).toEqual(page(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets pages cached after it loaded', async () => {
    const pages = lazyPageCache(undefined);
    pages.warm();
    const load = vi.fn().mockResolvedValueOnce(page(1)).mockResolvedValueOnce(page(2));
    await pages.cachedPayload(url('/profile'), load);
    pages.forgetPages();
    await Promise.resolve();
    expect(await pages.cachedPayload(url('/profile'), load)).toEqual(page(2));
  });
});
