import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, saveSearch, type TestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import {
  FEED_HOUSE,
  flatsCatalogue as catalogue,
  postFeed,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import { createLogger } from '#server/logger.server';
import { sendAlerts, type AlertRunDeps } from '#server/alerts/send-alerts.server';

const ORIGIN = 'https://auctions.example.co.uk';

/**
 * A buyer who watches a lot their saved search also matches heard of its price cut twice in one
 * e-mail: under "Lots you watch" and again under the search. Each lot is told once, under the
 * lots they watch (decision 046).
 */
describe('an alert digest names each lot once', () => {
  let t: TestApp;
  let deps: AlertRunDeps;
  let token: string;
  let ann: TestUser;
  let flat1: number;
  const day = Date.parse('2026-11-24T07:00:00Z');
  const mails = () => readOutbox(t.config.DATA_DIR).filter((m) => m.to === ann.email);
  const feed = async (body: string) => {
    const res = await postFeed(t.app, token, body);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  };
  const save = async (query: string, name: string) => {
    await saveSearch(t, ann, { query, name });
  };
  /** The text part's lines naming a lot ("- Flat 1"). */
  const lotLines = (body: string, title: string) =>
    // A watched lot's line says where it is after its title ("- Flat 1, Leeds").
    body.split(/\r?\n/).filter((line) => line === `- ${title}` || line.startsWith(`- ${title}, `))
      .length;

  beforeAll(async () => {
    t = await createTestApp();
    deps = alertRunDeps(t, createLogger('silent'));
    await seedFeedDirectory(t.db);
    token = (await createFeedToken(t.db, FEED_HOUSE))!;
    await feed(catalogue({ 1: 160_000, 2: 120_000 }));
    ann = await createTestUser(t, 'ann.once@example.co.uk', { firstName: 'Ann' });
    await save('property_type=Flat&guide_price_max=150000', 'Flats under £150k');
    await save('property_type=houses', 'Houses');
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM auction_properties WHERE title = 'Flat 1'",
    );
    flat1 = Number(rows[0]!.id);
    const watched = await request(t.app)
      .post('/api/watchlist')
      .set('Origin', ORIGIN)
      .set('Cookie', ann.cookie)
      .send({ lot_id: flat1 });
    expect(watched.status).toBe(201);
  }, 240_000);
  afterAll(() => t?.close());

  it('a watched lot cut into a saved search’s range is told once, under the lots you watch', async () => {
    // Flat 1 (watched) cut from £160,000 to £140,000; flat 3 is new and matches the search.
    await feed(catalogue({ 1: 140_000, 2: 120_000, 3: 130_000 }));
    expect(await sendAlerts(deps, { now: new Date(day) })).toMatchObject({
      emails: 1,
      failed: 0,
    });
    const mail = mails().at(-1)!;
    expect(mail.body).toContain('Lots you watch: 1 lot changed');
    expect(mail.body).toContain('Guide price £160,000 → £140,000');
    expect(lotLines(mail.body, 'Flat 1')).toBe(1);
    expect(mail.body).not.toContain('Guide price cut from £160,000 to £140,000');
    // The search's section holds its new lot, and counts only what it shows.
    expect(mail.body).toContain('Flats under £150k: 1 new lot\n');
    expect(lotLines(mail.body, 'Flat 3')).toBe(1);
  });
});
