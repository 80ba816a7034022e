import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { londonInputValue } from '#schema/london-time';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;

// Pages cached for a minute, the schedule polled five times a second: only the poller can make a
// scheduled article appear on a cached page within the test.
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_TTL_MS: '60000', SCHEDULE_POLL_SECONDS: '0.2' });
  editor = await t.sessionCookie('copy-editor');
});
afterAll(() => t.close());

const api = (method: 'get' | 'post', path: string, body?: object) => {
  const r = request(t.app)[method](`/api/admin${path}`).set('Cookie', editor).set('Origin', ORIGIN);
  return method === 'get' ? r : r.send(body ?? {});
};
const visit = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

it('a scheduled article appears on cached pages when its time comes, published by the scheduler', async () => {
  const made = await api('post', '/articles', {
    title: 'Autumn auction results round-up',
    slug: 'autumn-auction-results-round-up',
    excerpt: 'How the season’s sales went.',
    category: 'Market news',
    author: 'Priya Shah',
    body: [{ kind: 'paragraph', spans: [{ text: 'Sales were brisk.' }] }],
  });
  expect(made.status).toBe(201);
  const { id } = made.body.article as { id: number };
  const tomorrow = londonInputValue(new Date(Date.now() + 86_400_000));
  expect((await api('post', `/articles/${id}/schedule`, { at: tomorrow })).status).toBe(200);

  // The list and the home page are cached without it.
  for (const path of ['/articles', '/']) {
    expect((await visit(path)).text).not.toContain('Autumn auction results round-up');
    expect((await visit(path)).headers['x-cache']).toBe('HIT');
  }

  // Its time comes.
  await t.db.query(`UPDATE articles SET published_at = now() - interval '1 second' WHERE id = $1`, [
    id,
  ]);
  await expect
    .poll(async () => (await visit('/articles')).text, { timeout: 10_000, interval: 100 })
    .toContain('Autumn auction results round-up');
  expect((await visit('/')).text).toContain('Autumn auction results round-up');

  const audit = (await api('get', '/audit?actor=scheduler&target=/articles/autumn')).body.entries;
  expect(audit).toEqual([
    expect.objectContaining({
      actor: 'scheduler',
      action: 'article-published',
      target: '/articles/autumn-auction-results-round-up',
    }),
  ]);
  const listed = (await api('get', `/articles/${id}`)).body.article;
  expect(listed.state).toBe('published');
});
