import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { openDb, type Db } from '#server/db/db.server';
import { createCmsStore } from '#server/cms/store/cms-store.server';
import { createMemoryHub, createMemorySharedCache } from '#server/cache/shared-cache';
import { runDueSchedules, schedulePageAction } from '#server/staff/scheduler.server';
import type { Queryable, Row } from '#server/db/db-types.server';
import { londonInputValue } from '#schema/london-time';

const ORIGIN = 'https://auctions.example.co.uk';
const quiet = pino({ level: 'silent' });

describe.each(testLanes())('scheduled publishing (%s)', (lane) => {
  let tdb: TestDb;
  let secondDb: Db;
  let a: TestApp;
  let b: TestApp;
  let cookie: string;

  beforeAll(async () => {
    tdb = await openTestDb({ lane, label: 'schedule' });
    // Two instances: on PostgreSQL each has its own pool on the one database.
    secondDb = lane === 'postgres' ? await openDb({ databaseUrl: tdb.url!, dataDir: '' }) : tdb.db;
    const hub = createMemoryHub();
    const env = { PAGE_CACHE_TTL_MS: '60000', SCHEDULE_POLL_SECONDS: '0.2' };
    a = await createTestApp(env, { db: tdb.db, sharedCache: createMemorySharedCache({ hub }) });
    b = await createTestApp(env, { db: secondDb, sharedCache: createMemorySharedCache({ hub }) });
    cookie = await a.sessionCookie('admin');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await a.sharedCache.close();
    await b.sharedCache.close();
    if (secondDb !== tdb.db) await secondDb.close();
    await tdb.dispose();
  });

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
    const agent = request(a.app);
    const r = agent[method](`/api/admin${path}`).set('Cookie', cookie).set('Origin', ORIGIN);
    return method === 'get' ? r : r.send(body ?? {});
  };
  const pageId = async (path: string) =>
    (
      (await api('get', `/pages?search=${encodeURIComponent(path)}`)).body.pages as Array<{
        id: number;
        path: string;
      }>
    ).find((p) => p.path === path)!.id;
  const revisions = async (id: number) =>
    (await api('get', `/pages/${id}/revisions`)).body.revisions.length as number;
  const scheduled = async (id: number) =>
    (await api('get', `/schedule`)).body.scheduled.find((s: { id: number }) => s.id === id);
  const visitB = (path: string) => request(b.app).get(path).set('User-Agent', BROWSER_UA);
  const now = () => londonInputValue(new Date());

  it('a due publish is applied once by one of two polling instances; both serve the new page', async () => {
    const id = await pageId('/about');
    const page = (await api('get', `/pages/${id}`)).body.page;
    expect((await visitB('/about')).text).not.toContain('Scheduled about title');
    expect((await visitB('/about')).headers['x-cache']).toBe('HIT');
    const draft = await api('put', `/pages/${id}/draft`, {
      document: { ...page.document, title: 'Scheduled about title' },
    });
    expect(draft.status).toBe(200);
    const before = await revisions(id);

    const made = await api('post', `/pages/${id}/schedule`, { action: 'publish', at: now() });
    expect(made.status).toBe(201);
    expect(made.body.scheduled).toMatchObject({ status: 'pending', path: '/about' });
    await expect
      .poll(async () => (await scheduled(made.body.scheduled.id)).status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('done');

    expect(await revisions(id)).toBe(before + 1);
    const visit = await visitB('/about');
    expect(visit.text).toContain('<title>Scheduled about title');
    const audit = (await api('get', '/audit?actor=scheduler&target=/about')).body.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'scheduler',
      action: 'page-published',
      target: '/about',
    });
  });

  it('answers a new schedule with the action as created, even when a poller claims it at once', async () => {
    const id = await pageId('/about');
    const store = createCmsStore({ db: tdb.db });
    const { rows } = await tdb.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    // The race CI met once: a poller running between two statements of the request.
    const racing: Queryable = {
      query: async <T extends Row>(sql: string, params?: unknown[]) => {
        const result = await tdb.db.query<T>(sql, params);
        if (sql.includes('INSERT INTO scheduled_actions'))
          await runDueSchedules({ db: tdb.db, store, logger: quiet });
        return result;
      },
      exec: (sql) => tdb.db.exec(sql),
    };
    const made = await schedulePageAction(
      racing,
      id,
      { action: 'publish', at: now() },
      rows[0]!.id,
    );
    expect(made).toMatchObject({ status: 'pending', path: '/about', action: 'publish' });
    // It did run at once, exactly once.
    await expect
      .poll(async () => (await scheduled(made.id)).status, { timeout: 10_000, interval: 100 })
      .toBe('done');
  });

  it('two schedulers racing over many due rows apply each exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const made = await api('post', '/pages', { path: `/race-${lane}-${i}`, title: `Race ${i}` });
      expect(made.status).toBe(201);
      ids.push(made.body.page.id);
      const s = await api('post', `/pages/${made.body.page.id}/schedule`, {
        action: 'publish',
        at: now(),
      });
      expect(s.status).toBe(201);
    }
    // The pollers run too; two more schedulers on the two pools race them.
    const storeA = createCmsStore({ db: tdb.db });
    const storeB = createCmsStore({ db: secondDb });
    await Promise.all([
      runDueSchedules({ db: tdb.db, store: storeA, logger: quiet }),
      runDueSchedules({ db: secondDb, store: storeB, logger: quiet }),
      runDueSchedules({ db: tdb.db, store: storeA, logger: quiet }),
      runDueSchedules({ db: secondDb, store: storeB, logger: quiet }),
    ]);
    for (const id of ids) {
      await expect
        .poll(async () => (await api('get', `/schedule?page=${id}`)).body.scheduled[0].status, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe('done');
      expect(await revisions(id)).toBe(1);
    }
  });

  it('a draft that no longer validates fails visibly with the reason; the poller keeps going', async () => {
    const made = await api('post', '/pages', { path: `/broken-${lane}`, title: 'Broken' });
    const id = made.body.page.id as number;
    await api('put', `/pages/${id}/draft`, {
      document: {
        ...made.body.page.document,
        sections: [{ type: 'hero', id: 'broken', title: '' }],
      },
    });
    const s = await api('post', `/pages/${id}/schedule`, { action: 'publish', at: now() });
    await expect
      .poll(async () => (await scheduled(s.body.scheduled.id)).status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('failed');
    expect((await scheduled(s.body.scheduled.id)).reason).toMatch(/\w/);
    expect((await api('get', `/pages/${id}`)).body.page.published).toBe(false);

    const about = await pageId('/about');
    const next = await api('post', `/pages/${about}/schedule`, { action: 'unpublish', at: now() });
    await expect
      .poll(async () => (await scheduled(next.body.scheduled.id)).status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('done');
    expect((await visitB('/about')).status).toBe(404);
  });

  it('a pending action can be cancelled (then it never runs); past times and bad input are refused', async () => {
    const id = await pageId('/');
    const future = londonInputValue(new Date(Date.now() + 3_600_000));
    const s = await api('post', `/pages/${id}/schedule`, { action: 'unpublish', at: future });
    expect(s.status).toBe(201);
    const cancelled = await api('delete', `/schedule/${s.body.scheduled.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.scheduled.status).toBe('cancelled');
    expect((await api('delete', `/schedule/${s.body.scheduled.id}`)).status).toBe(409);

    const past = await api('post', `/pages/${id}/schedule`, {
      action: 'publish',
      at: '2020-01-01T09:00',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.details.errors.at).toBe('Choose a time in the future');
    const bad = await api('post', `/pages/${id}/schedule`, { action: 'explode', at: 'soon' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['action', 'at']);
  });

  it('takes the minute just ended as "now" (an editor who picked this minute and sent it after it ended), not the one before', async () => {
    const id = await pageId('/');
    // A minute back is always the minute before the clock's; two minutes back, the one before that.
    const lastMinute = londonInputValue(new Date(Date.now() - 60_000));
    const made = await api('post', `/pages/${id}/schedule`, {
      action: 'unpublish',
      at: lastMinute,
    });
    expect(made.status).toBe(201);
    await api('delete', `/schedule/${made.body.scheduled.id}`);
    const twoBack = londonInputValue(new Date(Date.now() - 120_000));
    const refused = await api('post', `/pages/${id}/schedule`, {
      action: 'unpublish',
      at: twoBack,
    });
    expect(refused.status).toBe(400);
  });

  it('stores London wall-clock time as UTC (GMT in winter, BST in summer)', async () => {
    const id = await pageId('/');
    const winter = await api('post', `/pages/${id}/schedule`, {
      action: 'publish',
      at: '2030-01-15T09:30',
    });
    expect(winter.body.scheduled.runAt).toBe('2030-01-15T09:30:00.000Z');
    const summer = await api('post', `/pages/${id}/schedule`, {
      action: 'publish',
      at: '2030-07-15T09:30',
    });
    expect(summer.body.scheduled.runAt).toBe('2030-07-15T08:30:00.000Z');
    for (const s of [winter, summer]) await api('delete', `/schedule/${s.body.scheduled.id}`);
  });
});
