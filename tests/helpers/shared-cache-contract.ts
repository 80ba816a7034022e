import { afterEach, expect, it } from 'vitest';
import type { SharedCache } from '#server/cache/shared-cache';

/** Two handles on one shared cache, as two app instances have; `expire` lets `ms` pass for TTLs. */
export interface CachePair {
  a: SharedCache;
  b: SharedCache;
  expire(ms: number): Promise<void>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Invalidation messages travel asynchronously on Redis; wait until `check` holds (≤ 2 s). */
async function eventually(check: () => void | Promise<void>) {
  for (let i = 0; ; i++) {
    try {
      return await check();
    } catch (err) {
      if (i >= 40) throw err;
      await settle();
    }
  }
}

const get = async (cache: SharedCache, key: string) => (await cache.read('pages', key)).value;
const fill = async (cache: SharedCache, key: string, value: unknown, ttlMs: number) =>
  (await cache.read('pages', key)).fill(value, ttlMs);

/** What every SharedCache promises, run against the in-memory one and (lane) Redis. */
export function sharedCacheContract(open: () => Promise<CachePair>) {
  let pair: CachePair;
  afterEach(async () => {
    await pair?.a.close();
    await pair?.b.close();
  });

  it('keeps JSON values for both instances, as copies, until they expire', async () => {
    pair = await open();
    const miss = await pair.a.read('pages', '/about');
    expect(miss.value).toBeUndefined();
    const row = { path: '/about', document: { title: 'About', sections: [] }, n: 1 };
    await miss.fill(row, 200);
    await fill(pair.a, '/none', null, 200);
    const seen = (await get(pair.b, '/about')) as typeof row;
    expect(seen).toEqual(row);
    seen.n = 2;
    expect(await get(pair.a, '/about')).toEqual(row);
    expect(await get(pair.b, '/none')).toBeNull();
    await pair.expire(300);
    expect(await get(pair.b, '/about')).toBeUndefined();
  });

  it('stores nothing for a TTL of zero', async () => {
    pair = await open();
    await fill(pair.a, '/x', 1, 0);
    expect(await get(pair.b, '/x')).toBeUndefined();
  });

  it('drops a fill whose read came before an invalidation (the answer may predate the change)', async () => {
    pair = await open();
    const early = await pair.b.read('pages', '/about');
    await pair.a.invalidate('pages', { kind: 'page', path: '/about' });
    await early.fill('old', 60_000);
    expect(await get(pair.a, '/about')).toBeUndefined();
    await eventually(async () => expect(await get(pair.b, '/about')).toBeUndefined());
  });

  it('invalidating a namespace drops it for every instance and tells the others', async () => {
    pair = await open();
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    pair.a.onInvalidate((ns, detail) => heardByA.push([ns, detail]));
    pair.b.onInvalidate((ns, detail) => heardByB.push([ns, detail]));
    await settle();
    await fill(pair.a, '/about', 'old', 60_000);
    await (await pair.a.read('data', 'figures')).fill(42, 60_000);
    expect(await get(pair.b, '/about')).toBe('old');

    await pair.a.invalidate('pages', { kind: 'page', path: '/about' });
    expect(await get(pair.a, '/about')).toBeUndefined();
    await eventually(() => expect(heardByB).toEqual([['pages', { kind: 'page', path: '/about' }]]));
    expect(await get(pair.b, '/about')).toBeUndefined();
    expect((await pair.b.read('data', 'figures')).value).toBe(42);
    expect(heardByA).toEqual([]);

    // New entries after the invalidation are seen by both again.
    await fill(pair.b, '/about', 'new', 60_000);
    expect(await get(pair.a, '/about')).toBe('new');
  });
}
