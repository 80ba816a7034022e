import { describe, expect, it } from 'vitest';
import { createPageStore, type CachedPage } from './page-store';

const page = (text: string, storedAt: number): CachedPage => ({
  status: 200,
  parts: [Buffer.from(text)],
  csp: null,
  headers: {},
  route: null,
  storedAt,
});

function store(maxEntries = 10) {
  let now = 0;
  const s = createPageStore({ ttlMs: 1_000, staleMs: 5_000, maxEntries, now: () => now });
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
});
