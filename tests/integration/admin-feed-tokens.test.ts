import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  FEED_HOUSE,
  clearFeedData,
  lotFeedFixture,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';

/**
 * A house's feed token from the admin. `npm run feeds:token` was the only way to make one, and
 * on the embedded database it cannot run while the server holds the data: a default install
 * could not take a feed without stopping the site.
 */

const ORIGIN = 'https://auctions.example.co.uk';

describe('/api/admin/feed-tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFeedDirectory(t.db);
    await clearFeedData(t.db);
  }, 240_000);
  afterAll(() => t?.close());

  const post = async (path: string, body: unknown, who: 'admin' | 'copy-editor' = 'admin') =>
    request(t.app)
      .post(`/api/admin/feed-tokens${path}`)
      .set('Cookie', await t.sessionCookie(who))
      .set('Origin', ORIGIN)
      .send(body as object);
  const sendFeed = (token: string) =>
    request(t.app)
      .post('/api/feeds/lots?dry_run=1')
      .set('Content-Type', 'text/csv')
      .set('Authorization', `Bearer ${token}`)
      .send(lotFeedFixture('catalogue-valid.csv'));

  it('an admin issues a house a token its feed is taken with, then revokes it', async () => {
    const issued = await post('', { house: FEED_HOUSE });
    expect(issued.status).toBe(201);
    expect(issued.headers['cache-control']).toContain('no-store');
    const { token } = issued.body as { token: string };
    expect(token).toMatch(/^lf_/);
    expect((await sendFeed(token)).status).toBe(200);

    const list = await request(t.app)
      .get('/api/admin/feed-tokens')
      .set('Cookie', await t.sessionCookie('admin'));
    expect(list.status).toBe(200);
    const house = (list.body.houses as { slug: string; live: number }[]).find(
      (h) => h.slug === FEED_HOUSE,
    );
    expect(house?.live).toBe(1);

    const revoked = await post('/revoke', { house: FEED_HOUSE });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ house: FEED_HOUSE, revoked: 1 });
    expect((await sendFeed(token)).status).toBe(401);
  });

  it('the audit log names the house, never the token', async () => {
    const { token } = (await post('', { house: FEED_HOUSE })).body as { token: string };
    const { rows } = await t.db.query<{ action: string; row: string }>(
      `SELECT action, row_to_json(a)::text AS row FROM admin_audit a
        WHERE action LIKE 'feed-token%' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'feed-token-issued',
      'feed-tokens-revoked',
      'feed-token-issued',
    ]);
    for (const r of rows) {
      expect(r.row).toContain(FEED_HOUSE);
      expect(r.row).not.toContain(token);
    }
  });

  it('refuses an unknown house with a field message, and an editor who is not an admin', async () => {
    for (const path of ['', '/revoke']) {
      const unknown = await post(path, { house: 'no-such-house' });
      expect(unknown.status, path).toBe(400);
      expect(unknown.body.error.details.errors).toEqual({
        house: 'No auction house has this slug',
      });
      const empty = await post(path, {});
      expect(empty.status, path).toBe(400);
      expect(empty.body.error.details.errors).toEqual({ house: 'Choose an auction house' });
    }
    expect((await post('', { house: FEED_HOUSE }, 'copy-editor')).status).toBe(403);
    const listed = await request(t.app)
      .get('/api/admin/feed-tokens')
      .set('Cookie', await t.sessionCookie('copy-editor'));
    expect(listed.status).toBe(403);
    expect((await request(t.app).get('/api/admin/feed-tokens')).status).toBe(401);
  });
});
