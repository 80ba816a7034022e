import { describe, expect, it } from 'vitest';
import { Batcher } from './batch-loaders.server';

describe('Batcher', () => {
  it('answers every load made in one turn with one fetch, deduplicating keys', async () => {
    const calls: string[][] = [];
    const b = new Batcher<string>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 'x').map((k) => [k, k.toUpperCase()]));
      },
      () => 'missing',
    );
    const results = await Promise.all(['a', 'b', 'a', 'x'].map((k) => b.load(k)));
    expect(results).toEqual(['A', 'B', 'A', 'missing']);
    expect(calls).toEqual([['a', 'b', 'x']]);
    // Cached for the request: no new fetch for a known key, a new batch for a new one.
    expect(await b.load('a')).toBe('A');
    expect(await b.load('c')).toBe('C');
    expect(calls).toEqual([['a', 'b', 'x'], ['c']]);
  });

  it('rejects every waiting load when the fetch fails', async () => {
    const b = new Batcher<number>(
      () => Promise.reject(new Error('boom')),
      () => 0,
    );
    await expect(Promise.all([b.load('1'), b.load('2')])).rejects.toThrow('boom');
  });
});
