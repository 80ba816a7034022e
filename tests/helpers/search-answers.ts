import { expect } from 'vitest';
import type request from 'supertest';
import type { ListingsData } from '#shared/payloads/directory-data';

type Get = (path: string) => request.Test;

/**
 * What the searches answer, for tests of how words are read: where a search is sent and the lot
 * search's data for a query string. `get` is `seededDirectoryApp().get`.
 */
export function searchAnswers(get: Get) {
  /** Where a search is sent (it must answer 302), as its query's parameters. */
  async function redirectedTo(path: string): Promise<URLSearchParams> {
    const res = await get(path);
    expect(res.status, path).toBe(302);
    return new URL(res.headers.location!, 'http://x.test').searchParams;
  }
  return {
    redirectedTo,
    /** The same, one value per parameter (the last of a repeated one). */
    sentTo: async (path: string): Promise<Record<string, string>> =>
      Object.fromEntries(await redirectedTo(path)),
    /** The lot search's data for a query string, from its `_payload.json`. */
    async listings(qs: string): Promise<ListingsData> {
      const res = await get(`/listings/_payload.json?${qs}`);
      expect(res.status, qs).toBe(200);
      return res.body.loaderData.listings as ListingsData;
    },
  };
}
