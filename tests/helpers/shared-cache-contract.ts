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
async function eventually(check: () => void) {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (err) {
      if (i >= 40) throw err;
      await settle();
    }
  }
}

/** What every SharedCache promises, run against the in-memory one and (lane) Redis. */
export function sharedCacheContract(open: () => Promise<CachePair>) {
  let pair: CachePair;
  afterEach(async () => {
    await pair?.a.close();
    await pair?.b.close();
  });

  it('keeps JSON values for both instances, as copies, until they expire', async () => {
    pair = await open();
    expect(await pair.a.get('pages', '/about')).toBeUndefined();
    const row = { path: '/about', document: { title: 'About', sections: [] }, n: 1 };
    await pair.a.set('pages', '/about', row, 200);
    await pair.a.set('pages', '/none', null, 200);
    const seen = (await pair.b.get('pages', '/about')) as typeof row;
    expect(seen).toEqual(row);
    seen.n = 2;
    expect(await pair.a.get('pages', '/about')).toEqual(row);
    expect(await pair.b.get('pages', '/none')).toBeNull();
    await pair.expire(300);
    expect(await pair.b.get('pages', '/about')).toBeUndefined();
  });

  it('stores nothing for a TTL of zero', async () => {
    pair = await open();
    await pair.a.set('pages', '/x', 1, 0);
    expect(await pair.b.get('pages', '/x')).toBeUndefined();
  });

  it('invalidating a namespace drops it for every instance and tells the others', async () => {
    pair = await open();
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    pair.a.onInvalidate((ns, detail) => heardByA.push([ns, detail]));
    pair.b.onInvalidate((ns, detail) => heardByB.push([ns, detail]));
    await settle();
    await pair.a.set('pages', '/about', 'old', 60_000);
    await pair.a.set('data', 'figures', 42, 60_000);
    expect(await pair.b.get('pages', '/about')).toBe('old');

    await pair.a.invalidate('pages', { kind: 'page', path: '/about' });
    expect(await pair.a.get('pages', '/about')).toBeUndefined();
    await eventually(() => expect(heardByB).toEqual([['pages', { kind: 'page', path: '/about' }]]));
    expect(await pair.b.get('pages', '/about')).toBeUndefined();
    expect(await pair.b.get('data', 'figures')).toBe(42);
    expect(heardByA).toEqual([]);

    // New entries after the invalidation are seen by both again.
    await pair.b.set('pages', '/about', 'new', 60_000);
    expect(await pair.a.get('pages', '/about')).toBe('new');
  });
}
