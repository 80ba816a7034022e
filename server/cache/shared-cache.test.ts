import { describe, expect, it } from 'vitest';
import { sharedCacheContract } from '../../tests/helpers/shared-cache-contract';
import { createMemoryHub, createMemorySharedCache } from './shared-cache';

describe('in-memory shared cache', () => {
  sharedCacheContract(async () => {
    let now = 0;
    const hub = createMemoryHub();
    const clock = () => now;
    return {
      a: createMemorySharedCache({ hub, now: clock }),
      b: createMemorySharedCache({ hub, now: clock }),
      expire: async (ms) => {
        now += ms;
      },
    };
  });

  const fillAll = async (cache: ReturnType<typeof createMemorySharedCache>, keys: string[]) => {
    for (const key of keys) await (await cache.read('ns', key)).fill('x'.repeat(1_000), 60_000);
  };
  const held = async (cache: ReturnType<typeof createMemorySharedCache>, keys: string[]) =>
    Promise.all(keys.map(async (k) => (await cache.read('ns', k)).value !== undefined));

  it('keeps its JSON within the byte budget, the oldest going first', async () => {
    const hub = createMemoryHub();
    const cache = createMemorySharedCache({ hub, maxBytes: 3_500 });
    await fillAll(cache, ['a', 'b', 'c', 'd']);
    expect(hub.bytes.total).toBeLessThanOrEqual(3_500);
    expect(await held(cache, ['a', 'b', 'c', 'd'])).toEqual([false, true, true, true]);
  });

  it('drops expired entries as new ones come in, not only when they are read again', async () => {
    let now = 0;
    const hub = createMemoryHub();
    const cache = createMemorySharedCache({ hub, now: () => now });
    await fillAll(
      cache,
      Array.from({ length: 50 }, (_, i) => `old-${i}`),
    );
    now = 61_000;
    await fillAll(cache, ['new']);
    expect(hub.entries.size).toBe(1);
    expect(hub.bytes.total).toBeLessThan(1_100);
  });

  it('stores nothing for a value JSON cannot hold, instead of an entry that breaks reads', async () => {
    const cache = createMemorySharedCache();
    await (await cache.read('ns', 'k')).fill(undefined, 60_000);
    expect((await cache.read('ns', 'k')).value).toBeUndefined();
  });
});
