import { describe, expect, it } from 'vitest';
import { Rng, guid, hashString, mulberry32 } from './prng';

describe('mulberry32 / Rng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const seqA = Array.from({ length: 50 }, () => a.float());
    const seqB = Array.from({ length: 50 }, () => b.float());
    expect(seqA).toEqual(seqB);
    expect(new Rng(43).float()).not.toBe(seqA[0]);
  });

  it('matches the reference mulberry32 output', () => {
    const next = mulberry32(1);
    // First outputs of mulberry32(1), as published with the algorithm.
    expect(next()).toBeCloseTo(0.6270739405881613, 12);
    expect(next()).toBeCloseTo(0.002735721180215478, 12);
  });

  it('accepts string seeds and hashes them stably', () => {
    expect(new Rng('auction').seed).toBe(hashString('auction'));
    expect(hashString('auction')).toBe(hashString('auction'));
    expect(hashString('auction')).not.toBe(hashString('auctions'));
  });

  it('forks independent, reproducible streams', () => {
    const root = new Rng(7);
    const x = root.fork('lots').float();
    const y = new Rng(7).fork('lots').float();
    expect(x).toBe(y);
    expect(root.fork('houses').float()).not.toBe(x);
    // Forking does not consume the parent's stream.
    const parent = new Rng(7);
    parent.fork('anything');
    expect(parent.float()).toBe(new Rng(7).float());
  });

  it('keeps numbers in range', () => {
    const rng = new Rng(1);
    for (let i = 0; i < 5000; i++) {
      const f = rng.float();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('hits every integer in a small range with roughly equal frequency', () => {
    const rng = new Rng(99);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[rng.int(0, 3)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(9_500);
  });

  it('respects weights', () => {
    const rng = new Rng(5);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) if (rng.weighted(['a', 'b'], [9, 1]) === 'a') heavy++;
    expect(heavy / 10_000).toBeGreaterThan(0.87);
    expect(heavy / 10_000).toBeLessThan(0.93);
    expect(rng.weightedEntry([['only', 1]])).toBe('only');
  });

  it('produces standard normal deviates', () => {
    const rng = new Rng(11);
    const xs = Array.from({ length: 20_000 }, () => rng.normal());
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeGreaterThan(0.95);
    expect(variance).toBeLessThan(1.05);
  });

  it('shuffles and samples without repeats', () => {
    const rng = new Rng(3);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = rng.shuffle(items);
    expect(shuffled.slice().sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const sample = rng.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample(items, 20)).toHaveLength(8);
    expect(() => rng.pick([])).toThrow();
  });

  it('formats Price Paid style transaction ids', () => {
    const rng = new Rng(8);
    const ids = new Set(Array.from({ length: 1000 }, () => guid(rng)));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/);
    }
  });
});
