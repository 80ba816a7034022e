import { describe, expect, it } from 'vitest';
import { RecencyMap } from './recency-map';

const keys = <V>(m: RecencyMap<string, V>) => [...m].map(([k]) => k);

describe('RecencyMap', () => {
  it('iterates from the least recently used: a get or a set is a use, a peek is not', () => {
    const m = new RecencyMap<string, number>();
    m.set('a', 1).set('b', 2).set('c', 3);
    expect(keys(m)).toEqual(['a', 'b', 'c']);
    expect(m.get('a')).toBe(1);
    expect(keys(m)).toEqual(['b', 'c', 'a']);
    expect(m.peek('b')).toBe(2);
    expect(keys(m)).toEqual(['b', 'c', 'a']);
    m.set('b', 20);
    expect(keys(m)).toEqual(['c', 'a', 'b']);
    expect(m.get('b')).toBe(20);
    expect(m.oldest()).toEqual(['c', 3]);
    expect(m.size).toBe(3);
  });

  it('deletes from any place, and while iterating from the oldest (eviction)', () => {
    const m = new RecencyMap<string, number>();
    for (const [i, k] of ['a', 'b', 'c', 'd', 'e'].entries()) m.set(k, i);
    expect(m.delete('c')).toBe(true);
    expect(m.delete('c')).toBe(false);
    expect(keys(m)).toEqual(['a', 'b', 'd', 'e']);
    for (const [k] of m) {
      if (m.size <= 2) break;
      m.delete(k);
    }
    expect(keys(m)).toEqual(['d', 'e']);
    m.delete('e');
    m.delete('d');
    expect(m.oldest()).toBeUndefined();
    expect(keys(m)).toEqual([]);
    m.set('x', 1);
    expect(keys(m)).toEqual(['x']);
    expect(m.get('missing')).toBeUndefined();
    m.clear();
    expect(m.size).toBe(0);
    expect(m.has('x')).toBe(false);
  });

  it('keeps the order a plain re-inserting Map would, over many random uses', () => {
    const m = new RecencyMap<number, number>();
    const plain = new Map<number, number>();
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 5000; i++) {
      const key = next() % 40;
      const op = next() % 4;
      if (op === 0) {
        m.delete(key);
        plain.delete(key);
      } else if (op === 1 && plain.has(key)) {
        expect(m.get(key)).toBe(plain.get(key));
        const v = plain.get(key)!;
        plain.delete(key);
        plain.set(key, v);
      } else {
        m.set(key, i);
        plain.delete(key);
        plain.set(key, i);
      }
    }
    expect([...m]).toEqual([...plain]);
  });
});
