import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryHub, createMemorySharedCache } from './shared-cache';
import { createTieredCache } from './tiered-cache.server';

const Row = z.object({ title: z.string() });

/** A source that counts its reads and can be told to fail. */
function source(title: string) {
  const state = { reads: 0, failing: false, title };
  return {
    state,
    load: async () => {
      state.reads++;
      if (state.failing) throw new Error('connection refused');
      return { title: state.title };
    },
  };
}

function instances(count: number) {
  let now = 0;
  const hub = createMemoryHub();
  return {
    advance: (ms: number) => (now += ms),
    caches: Array.from({ length: count }, () =>
      createTieredCache<unknown, { title: string } | null>({
        shared: createMemorySharedCache({ hub, now: () => now }),
        namespace: 'pages',
        ttlMs: 1_000,
        now: () => now,
      }),
    ),
  };
}

const revive = (raw: unknown) => {
  const parsed = Row.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

describe('tiered cache', () => {
  it('serves a second instance from the shared tier instead of the source', async () => {
    const { caches } = instances(2);
    const db = source('About');
    expect(await caches[0]!.get('/about', db.load, revive)).toEqual({ title: 'About' });
    expect(await caches[1]!.get('/about', db.load, revive)).toEqual({ title: 'About' });
    expect(db.state.reads).toBe(1);
  });

  it('validates what the shared tier returns like a source read', async () => {
    const hub = createMemoryHub();
    const shared = createMemorySharedCache({ hub });
    await (await shared.read('pages', '/about')).fill({ title: 42 }, 1_000);
    const cache = createTieredCache<unknown, { title: string } | null>({
      shared: createMemorySharedCache({ hub }),
      namespace: 'pages',
      ttlMs: 1_000,
    });
    expect(await cache.get('/about', source('About').load, revive)).toBeNull();
  });

  it('reads the source again once both tiers expired, and serves the last good copy when it fails', async () => {
    const { caches, advance } = instances(1);
    const db = source('About');
    await caches[0]!.get('/about', db.load, revive);
    advance(1_500);
    db.state.title = 'About us';
    expect(await caches[0]!.get('/about', db.load, revive)).toEqual({ title: 'About us' });
    advance(1_500);
    db.state.failing = true;
    expect(await caches[0]!.get('/about', db.load, revive)).toEqual({ title: 'About us' });
    expect(db.state.reads).toBe(3);
  });

  it('without a shared tier, is this process cache alone', async () => {
    const cache = createTieredCache<unknown, { title: string } | null>({
      ttlMs: 1_000,
      namespace: 'pages',
    });
    const db = source('About');
    await cache.get('/about', db.load, revive);
    await cache.get('/about', db.load, revive);
    cache.invalidate('/about');
    await cache.get('/about', db.load, revive);
    expect(db.state.reads).toBe(2);
  });
});
