import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { recordLotEvents } from '#server/lots/lot-events.server';

// The running server sends saved-search and watchlist alerts itself (ALERTS_INTERVAL_SECONDS), so
// a default install, where the embedded database admits one process, needs no cron job.
const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ALERTS_INTERVAL_SECONDS: '0.2' });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function mailsTo(email: string, atLeast: number, waitMs: number) {
  const deadline = Date.now() + waitMs;
  let mails = readOutbox(t.config.DATA_DIR).filter((m) => m.to === email);
  while (mails.length < atLeast && Date.now() < deadline) {
    await sleep(100);
    mails = readOutbox(t.config.DATA_DIR).filter((m) => m.to === email);
  }
  return mails;
}

describe('alerts sent by the running server', () => {
  it('e-mails a watcher once when a watched lot changes, with no command run', async () => {
    const bea = await createTestUser(t, 'bea@example.co.uk');
    const house = await t.db.query<{ id: number }>(
      "INSERT INTO auction_houses (slug, name) VALUES ('in-server', 'In Server') RETURNING id",
    );
    const lot = await t.db.query<{ id: number }>(
      `INSERT INTO auction_properties (auction_house_id, title, guide_price_min, auction_date)
       VALUES ($1, 'Mill cottage', 150000, now() + interval '20 days') RETURNING id`,
      [house.rows[0]!.id],
    );
    const lotId = Number(lot.rows[0]!.id);
    const watched = await request(t.app)
      .post('/api/watchlist')
      .set('Origin', ORIGIN)
      .set('Cookie', bea.cookie)
      .send({ lot_id: lotId });
    expect(watched.status).toBe(201);

    await t.db.transaction(async (tx) => {
      await tx.query('UPDATE auction_properties SET guide_price_min = 140000 WHERE id = $1', [
        lotId,
      ]);
      await recordLotEvents(tx, [
        {
          lotId,
          kind: 'guide_changed',
          before: { min: 150000 },
          after: { min: 140000 },
          source: 'feed',
        },
      ]);
    });

    const mails = await mailsTo(bea.email, 1, 30_000);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Guide price £150,000 → £140,000');
    // Several more runs go by: the change is not sent again.
    await sleep(1_500);
    expect(await mailsTo(bea.email, 2, 0)).toHaveLength(1);
  });
});
