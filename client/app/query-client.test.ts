import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate } from '@tanstack/react-query';
import {
  cachedPayload,
  createQueryClient,
  forgetPages,
  PAGE_DATA_RECHECK_MS,
  PAGE_DATA_STALE_MS,
  payloadQueryKey,
} from './query-client';
import type { PayloadResponse } from '#client/runtime/payload-client';

const page = (n: number): PayloadResponse => ({ loaderData: { listings: { n } }, errors: null });
const url = (path: string) => new URL(path, 'https://example.test');

afterEach(() => vi.useRealTimers());

describe('page data through the query cache', () => {
  it('a page seen in the last 30 s comes from the cache; after that it is fetched again', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const load = vi.fn().mockResolvedValueOnce(page(1)).mockResolvedValueOnce(page(2));
    expect(await cachedPayload(client, url('/listings?page=2'), load)).toEqual(page(1));
    vi.advanceTimersByTime(PAGE_DATA_STALE_MS - 1);
    expect(await cachedPayload(client, url('/listings?page=2'), load)).toEqual(page(1));
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    expect(await cachedPayload(client, url('/listings?page=2'), load)).toEqual(page(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the root and page loaders of one navigation share one request', async () => {
    const client = createQueryClient();
    const load = vi.fn().mockResolvedValue(page(1));
    await Promise.all([
      cachedPayload(client, url('/listings'), load),
      cachedPayload(client, url('/listings'), load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('redirects and errors are not kept', async () => {
    const client = createQueryClient();
    const load = vi
      .fn()
      .mockResolvedValueOnce({ loaderData: {}, errors: null, redirect: '/login' })
      .mockResolvedValueOnce({ loaderData: {}, errors: { listing: { status: 404 } } })
      .mockResolvedValueOnce(page(3));
    await cachedPayload(client, url('/profile'), load);
    await cachedPayload(client, url('/profile'), load);
    expect(await cachedPayload(client, url('/profile'), load)).toEqual(page(3));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('the server-dehydrated first page is used without a request', async () => {
    const server = createQueryClient();
    server.setQueryData(payloadQueryKey(url('/listings?location=leeds')), page(7));
    const browser = createQueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    const load = vi.fn();
    expect(await cachedPayload(browser, url('/listings?location=leeds'), load)).toEqual(page(7));
    expect(load).not.toHaveBeenCalled();
  });

  it('forgetPages while a page is loading does not fail that load (a sign-in during navigation)', async () => {
    const client = createQueryClient();
    let finish!: (p: PayloadResponse) => void;
    const load = vi.fn(() => new Promise<PayloadResponse>((resolve) => (finish = resolve)));
    const pending = cachedPayload(client, url('/profile'), load);
    await Promise.resolve();
    forgetPages(client);
    finish(page(4));
    await expect(pending).resolves.toEqual(page(4));
  });

  it('forgetPages drops every cached page (after a form or a sign-in/out)', async () => {
    const client = createQueryClient();
    const load = vi.fn().mockResolvedValue(page(1));
    await cachedPayload(client, url('/profile'), load);
    forgetPages(client);
    await cachedPayload(client, url('/profile'), load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('back to a cached page that changed on the server', () => {
  it('shows the cached page at once, then asks the server and says when it has a newer one', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const lot = url('/listings/42');
    const load = vi.fn().mockResolvedValueOnce(page(1)).mockResolvedValue(page(2));
    const onNewer = vi.fn();
    await cachedPayload(client, lot, load, onNewer);
    // A moment later (the other loaders of the navigation): the cache, no check.
    expect(await cachedPayload(client, lot, load, onNewer)).toEqual(page(1));
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(PAGE_DATA_RECHECK_MS + 1);
    // Back/Forward: the cached page at once, still inside its 30 s.
    expect(await cachedPayload(client, lot, load, onNewer)).toEqual(page(1));
    await vi.waitFor(() => expect(onNewer).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
    // The loaders' next run reads the server's page from the cache, and asks nothing more.
    expect(await cachedPayload(client, lot, load, onNewer)).toEqual(page(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the check behind a cached page asks the server, not a copy prefetched before a publish', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const home = url('/');
    // The visitor's browser prefetched the home page; an editor then published a change.
    const prefetched = page(1);
    const server = page(2);
    const load = (_signal: AbortSignal, recheck?: 'recheck') =>
      Promise.resolve(recheck ? server : prefetched);
    const onNewer = vi.fn();
    await cachedPayload(client, home, load, onNewer);
    vi.advanceTimersByTime(PAGE_DATA_RECHECK_MS + 1);
    expect(await cachedPayload(client, home, load, onNewer)).toEqual(prefetched);
    await vi.waitFor(() => expect(onNewer).toHaveBeenCalledTimes(1));
    expect(await cachedPayload(client, home, load, onNewer)).toEqual(server);
  });

  it('an unchanged page is checked and left as it is', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const load = vi.fn().mockResolvedValue(page(1));
    const onNewer = vi.fn();
    await cachedPayload(client, url('/auctions'), load, onNewer);
    vi.advanceTimersByTime(PAGE_DATA_RECHECK_MS + 1);
    await cachedPayload(client, url('/auctions'), load, onNewer);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    await vi.runAllTimersAsync();
    expect(onNewer).not.toHaveBeenCalled();
  });
});
