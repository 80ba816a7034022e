import { describe, expect, it } from 'vitest';
import { createPageStore, pageWeight, type CachedPage } from './page-store';

const page = (text: string, storedAt: number): CachedPage => ({
  status: 200,
  parts: [Buffer.from(text)],
  csp: null,
  headers: {},
  route: null,
  storedAt,
});

function store(maxEntries = 10, maxBytes?: number) {
  let now = 0;
  const s = createPageStore({ ttlMs: 1_000, staleMs: 5_000, maxEntries, maxBytes, now: () => now });
  return {
    s,
    at: (ms: number) => (now = ms),
    put: (key: string, text: string) => s.begin(key).settle(page(text, now)),
  };
}

describe('page store', () => {
  it('is fresh for the TTL, then stale for the stale window, then gone', () => {
    const { s, at, put } = store();
    put('/a', 'A');
    at(999);
    expect(s.lookup('/a').state).toBe('fresh');
    at(1_000);
    expect(s.lookup('/a')).toMatchObject({ state: 'stale', refreshing: false });
    at(6_000);
    expect(s.lookup('/a')).toEqual({ state: 'none', pending: null });
  });

  it('tells others a stale copy is being rendered again, and waiting requests get the new copy', async () => {
    const { s, at, put } = store();
    put('/a', 'old');
    at(2_000);
    const render = s.begin('/a');
    expect(s.lookup('/a')).toMatchObject({ state: 'stale', refreshing: true });
    render.settle(page('new', 2_000));
    const now = s.lookup('/a');
    expect(now.state === 'fresh' && String(now.page.parts[0])).toBe('new');
    const next = s.begin('/b');
    const waiting = s.lookup('/b');
    next.settle(page('B', 2_000));
    expect(waiting.state === 'none' && String((await waiting.pending)?.parts[0])).toBe('B');
  });

  it('releases waiting requests with null when the answer may not be kept', async () => {
    const { s } = store();
    const render = s.begin('/a');
    const waiting = s.lookup('/a');
    render.settle(null);
    expect(waiting.state === 'none' && (await waiting.pending)).toBeNull();
    expect(s.lookup('/a')).toEqual({ state: 'none', pending: null });
  });

  it('does not keep a render that started before a clear (it may predate the change)', async () => {
    const { s } = store();
    const render = s.begin('/a');
    s.clear();
    render.settle(page('before the change', 0));
    expect(s.lookup('/a').state).toBe('none');
  });

  it('drops the least recently used page beyond its size', () => {
    const { s, put } = store(2);
    put('/a', 'A');
    put('/b', 'B');
    s.lookup('/a');
    put('/c', 'C');
    expect(s.lookup('/b').state).toBe('none');
    expect(s.lookup('/a').state).toBe('fresh');
    expect(s.size).toBe(2);
  });

  it('keeps the copies within its byte budget, dropping the least recently used', () => {
    const kb = 'x'.repeat(1_000);
    const weight = pageWeight(page(kb, 0));
    const { s, put } = store(100, weight * 3);
    for (const key of ['/a', '/b', '/c']) put(key, kb);
    s.lookup('/a'); // used: /b is now the oldest
    put('/d', kb);
    expect(s.bytes).toBeLessThanOrEqual(weight * 3);
    expect(s.lookup('/b').state).toBe('none');
    expect(['/a', '/c', '/d'].map((k) => s.lookup(k).state)).toEqual(['fresh', 'fresh', 'fresh']);
  });

  it('does not keep a copy bigger than the whole budget', () => {
    const { s, put } = store(100, 500);
    put('/big', 'x'.repeat(1_000));
    expect(s.lookup('/big').state).toBe('none');
    expect(s.bytes).toBe(0);
  });

  it('drops copies past their stale window when new ones come in, so old pages do not pile up', () => {
    const { s, at, put } = store(1_000);
    for (let i = 0; i < 50; i++) put(`/old-${i}`, 'x'.repeat(1_000));
    const full = s.bytes;
    at(6_000);
    put('/new', 'x');
    expect(s.size).toBe(1);
    expect(s.bytes).toBeLessThan(full / 50);
  });

  it('counts a copy once when it is stored again, and nothing after a clear', () => {
    const { s, put } = store();
    put('/a', 'x'.repeat(1_000));
    const once = s.bytes;
    put('/a', 'x'.repeat(1_000));
    expect(s.bytes).toBe(once);
    s.clear();
    expect(s.bytes).toBe(0);
  });
});
