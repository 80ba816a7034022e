import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { recordCacheResult } from '#server/metrics/registry.server';

const TOKEN = 'metrics-token-for-the-scraper-0001';

describe('/metrics', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    [open, closed] = await Promise.all([
      createTestApp({ METRICS_TOKEN: TOKEN, DB_SLOW_STATEMENT_MS: '1' }),
      createTestApp(),
    ]);
  });
  afterAll(() => Promise.all([open.close(), closed.close()]));

  const scrape = () =>
    request(open.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

  it('logs a database call over DB_SLOW_STATEMENT_MS with its SQL and without its parameters', async () => {
    await request(open.app).get('/listings?search=cottage').set('User-Agent', BROWSER_UA);
    const slow = open.logLines().filter((l) => l.msg === 'slow database call');
    expect(slow.length).toBeGreaterThan(0);
    expect(slow[0]).toMatchObject({
      level: 'warn',
      op: expect.any(String),
      ms: expect.any(Number),
    });
    expect(slow.some((l) => /^SELECT /.test(String(l.sql)))).toBe(true);
    expect(JSON.stringify(slow)).not.toContain('cottage');
  });

  it('is a 404 when no METRICS_TOKEN is set, even with a token', async () => {
    await request(closed.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('is a 404 without the token or with a wrong one', async () => {
    await request(open.app).get('/metrics').expect(404);
    await request(open.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
    await request(open.app).get('/metrics').set('Authorization', TOKEN).expect(404);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await request(open.app).get('/listings/1').set('User-Agent', BROWSER_UA);
    await request(open.app).get('/api/auth/me').expect(401);
    await request(open.app).post('/graphql').send({ query: '{ __typename }' });
    const { text, headers } = await scrape();
    expect(headers['content-type']).toContain('text/plain');
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/listings\/:id"/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status="401"\}/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/graphql"/);
    expect(text).not.toContain('route="/listings/1"');
  });

  it('reports database time, pool use, cache results, event-loop delay and heap', async () => {
    recordCacheResult('page', 'hit');
    recordCacheResult('page', 'miss');
    const { text } = await scrape();
    expect(text).toMatch(/db_query_duration_seconds_count\{op="query",outcome="ok"\} [1-9]/);
    expect(text).toContain('db_calls_in_flight');
    expect(text).toMatch(/cache_results_total\{kind="page",result="hit"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});
