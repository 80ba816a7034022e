import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { sharedCacheContract } from '../helpers/shared-cache-contract';
import {
  createMemoryHub,
  createMemorySharedCache,
  type SharedCache,
} from '#server/cache/shared-cache';
import { createRedisSharedCache } from '#server/cache/redis-cache.server';
import {
  announceFromCli,
  PAGES_NAMESPACE,
  SECTION_DATA_NAMESPACE,
} from '#server/cache/content-change.server';
import { openTestDb } from '../helpers/test-db';
import { Redis } from 'ioredis';
import type { Db } from '#server/db/db.server';
import { staffApi } from '../helpers/staff-api';

const redisUrl = process.env.TEST_REDIS_URL;

const visit = (t: TestApp, path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

/** Edits /about's title through one instance's admin API and publishes it. */
async function publishAboutTitle(t: TestApp, title: string) {
  const cookie = await t.sessionCookie('editor');
  const { get, send } = staffApi(
    () => t,
    () => cookie,
  );
  const list = await get('/pages?search=about');
  const id = list.body.pages.find((p: { path: string }) => p.path === '/about').id;
  const page = await get(`/pages/${id}`);
  await send('put', `/pages/${id}/draft`, { document: { ...page.body.page.document, title } });
  expect((await send('post', `/pages/${id}/publish`)).status).toBe(200);
  return { send };
}

/** The same database, counting the page reads made through this handle. */
function countingPages(db: Db) {
  const state = { pageReads: 0 };
  const wrapped = {
    ...db,
    query: (async (sql: string, params?: unknown[]) => {
      if (/FROM pages/.test(sql)) state.pageReads++;
      return db.query(sql, params);
    }) as Db['query'],
  } as Db;
  return { db: wrapped, state };
}

/**
 * What every pair of instances sharing a cache must show (in memory here, Redis in its lane);
 * `open` builds the second instance on the database it is given.
 */
function twoInstances(open: (second: (db: Db) => Db) => Promise<[TestApp, TestApp]>) {
  let a: TestApp;
  let b: TestApp;
  let bReads: { pageReads: number };
  beforeAll(async () => {
    [a, b] = await open((db) => {
      const counted = countingPages(db);
      bReads = counted.state;
      return counted.db;
    });
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('an instance reads a page another instance already read from the shared cache', async () => {
    expect((await visit(a, '/privacy-policy')).status).toBe(200);
    const before = bReads.pageReads;
    expect((await visit(b, '/privacy-policy')).status).toBe(200);
    expect(bReads.pageReads).toBe(before);
  });

  it("a publish on one instance shows on the other's next request", async () => {
    expect((await visit(b, '/about')).text).toContain('<title>About us');
    await publishAboutTitle(a, 'About the directory');
    await expect
      .poll(async () => (await visit(b, '/about')).text, { timeout: 2_000, interval: 50 })
      .toContain('<title>About the directory');
  });

  it('a redirect created on one instance is followed by the other', async () => {
    expect((await visit(b, '/old-about')).status).toBe(404);
    const { send } = await publishAboutTitle(a, 'About us');
    const created = await send('post', '/redirects', { from_path: '/old-about', to_url: '/about' });
    expect(created.status).toBe(201);
    await expect
      .poll(async () => (await visit(b, '/old-about')).status, { timeout: 2_000, interval: 50 })
      .toBe(301);
  });
}

describe('instances sharing the in-memory cache (one process)', () => {
  twoInstances(async (second) => {
    const hub = createMemoryHub();
    const a = await createTestApp({}, { sharedCache: createMemorySharedCache({ hub }) });
    const b = await createTestApp(
      {},
      { db: second(a.db), sharedCache: createMemorySharedCache({ hub }) },
    );
    return [a, b];
  });
});

describe('Redis unreachable', () => {
  it('pages still render from the database, and the outage is logged once', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      for (const path of ['/', '/about', '/about']) expect((await visit(t, path)).status).toBe(200);
      await publishAboutTitle(t, 'About, with Redis down');
      expect((await visit(t, '/about')).text).toContain('<title>About, with Redis down');
      const warnings = t.logLines().filter((l) => /Redis cache unavailable/.test(String(l.msg)));
      expect(warnings).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

/** A Redis cache answers misses until it is connected; wait until a value round-trips (≤ 2 s). */
async function connected(cache: SharedCache): Promise<SharedCache> {
  for (let i = 0; i < 40; i++) {
    await (await cache.read('probe', 'ping')).fill('pong', 1_000);
    if ((await cache.read('probe', 'ping')).value === 'pong') return cache;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Redis did not answer');
}

describe.skipIf(!redisUrl)('Redis (Redis lane: TEST_REDIS_URL)', () => {
  // The lane's Redis is a throwaway server: start from nothing left by an earlier run.
  beforeAll(async () => {
    const redis = new Redis(redisUrl!);
    await redis.flushdb();
    await redis.quit();
  });

  describe('shared cache contract', () => {
    sharedCacheContract(async () => {
      const prefix = `test-${Math.random().toString(36).slice(2)}:`;
      return {
        a: await connected(createRedisSharedCache({ url: redisUrl!, prefix })),
        b: await connected(createRedisSharedCache({ url: redisUrl!, prefix })),
        expire: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      };
    });
  });

  it('a command-line import’s announcement reaches a running instance: pages and section data', async () => {
    const server = await connected(createRedisSharedCache({ url: redisUrl! }));
    const heard: string[] = [];
    server.onInvalidate((namespace) => heard.push(namespace));
    const db = await openTestDb();
    try {
      // A new connection, used at once: before, the invalidations went out before it was up.
      await announceFromCli({ db: db.db, redisUrl: redisUrl! }, 'lot feed');
      await expect
        .poll(() => [...heard].sort(), { timeout: 2_000, interval: 50 })
        .toEqual([PAGES_NAMESPACE, SECTION_DATA_NAMESPACE]);
    } finally {
      await server.close();
      await db.dispose();
    }
  });

  describe('two app instances on one Redis', () => {
    twoInstances(async (second) => {
      const a = await createTestApp({ REDIS_URL: redisUrl! });
      const b = await createTestApp({ REDIS_URL: redisUrl! }, { db: second(a.db) });
      await Promise.all([connected(a.sharedCache), connected(b.sharedCache)]);
      return [a, b];
    });
  });
});
