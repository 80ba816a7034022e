import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache.server';

/** A loader that counts the letters of each key and records which keys it was asked for. */
function letterCounter() {
  const asked: string[][] = [];
  return {
    asked,
    load: (keys: readonly string[]) => async (missing: number[]) => {
      asked.push(missing.map((i) => keys[i]!));
      return missing.map((i) => keys[i]!.length);
    },
  };
}

describe('createCountCache', () => {
  it('asks only for the keys it does not hold, all in one load', async () => {
    const cache = createCountCache({ ttlMs: 1_000, maxEntries: 10 });
    const counter = letterCounter();
    const first = ['leeds', 'york'];
    expect(await cache.counts(first, counter.load(first))).toEqual([5, 4]);
    const second = ['york', 'bristol', 'leeds', 'bath'];
    expect(await cache.counts(second, counter.load(second))).toEqual([4, 7, 5, 4]);
    expect(counter.asked).toEqual([
      ['leeds', 'york'],
      ['bristol', 'bath'],
    ]);
  });

  it('counts again once a count is older than its time', async () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const counter = letterCounter();
    const keys = ['leeds'];
    await cache.counts(keys, counter.load(keys));
    now = 1_000;
    await cache.counts(keys, counter.load(keys));
    now = 1_001;
    await cache.counts(keys, counter.load(keys));
    expect(counter.asked).toEqual([['leeds'], ['leeds']]);
  });

  it('keeps nothing made before a clear, even a load still running when it came', async () => {
    const cache = createCountCache({ ttlMs: 60_000, maxEntries: 10 });
    const counter = letterCounter();
    const keys = ['leeds'];
    let release!: () => void;
    const slow = cache.counts(keys, async (missing) => {
      await new Promise<void>((resolve) => (release = resolve));
      return counter.load(keys)(missing);
    });
    cache.clear();
    release();
    expect(await slow).toEqual([5]);
    expect(cache.size()).toBe(0);
    await cache.counts(keys, counter.load(keys));
    expect(counter.asked).toEqual([['leeds'], ['leeds']]);
  });

  it('holds at most maxEntries, the least recently counted going first', async () => {
    const cache = createCountCache({ ttlMs: 60_000, maxEntries: 2 });
    const counter = letterCounter();
    for (const key of ['a', 'bb', 'ccc']) await cache.counts([key], counter.load([key]));
    expect(cache.size()).toBe(2);
    const again = ['a', 'ccc'];
    await cache.counts(again, counter.load(again));
    expect(counter.asked.at(-1)).toEqual(['a']);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = createCountCache({ ttlMs: 0, maxEntries: 10 });
    const counter = letterCounter();
    const keys = ['leeds'];
    await cache.counts(keys, counter.load(keys));
    await cache.counts(keys, counter.load(keys));
    expect(counter.asked).toEqual([['leeds'], ['leeds']]);
    expect(cache.size()).toBe(0);
  });
});
