import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FEED_HOUSE, feedTestApp, postFeed } from '../helpers/lot-feed-fixtures';
import { BROWSER_UA } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-users';
import { readOutbox } from '../helpers/outbox';
import { alertRunDeps } from '../helpers/alert-run-deps';
import { createLogger } from '#server/logger.server';
import { sendAlerts } from '#server/alerts/send-alerts.server';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';

/*
 * A property its house offers again in a later sale (decision 085): the new lot and the earlier
 * one link each other, the earlier lot's watchers are told and watch the new one. Sent as a house
 * sends it, through `POST /api/feeds/lots`; the sales are dated around the real clock.
 */
const { t, feed } = feedTestApp({ clearEach: true });
const ORIGIN = 'https://auctions.example.co.uk';
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const HEADER =
  'house,auction_ref,auction_title,auction_date,auction_end_date,auction_venue,auction_method,lot_number,title,address,postcode,property_type,tenure,bedrooms,guide_min,guide_max,description,image_urls,legal_pack_url,status,sold_price';

interface Row {
  house?: string;
  ref: string;
  sale: string;
  date: string;
  lot: number;
  address: string;
  postcode?: string;
  guide: number;
  status?: string;
}
const csv = (rows: Row[]) =>
  [
    HEADER,
    ...rows.map(
      (r) =>
        `${r.house ?? FEED_HOUSE},${r.ref},${r.sale},${r.date},,London,Traditional,${r.lot},Flat ${r.lot},"${r.address}",${r.postcode ?? 'SE1 7QP'},Flat,Leasehold,2,${r.guide},,,,,${r.status ?? ''},`,
    ),
  ].join('\n');

/** The autumn sale, held five days ago: the flat at 14 Kennington Road did not sell. */
const AUTUMN = { ref: 'HP-AUT', sale: 'Autumn Sale', date: dayFromNow(-5) };
/** The winter sale, in six weeks. */
const WINTER = { ref: 'HP-WIN', sale: 'Winter Sale', date: dayFromNow(42) };

interface Linked {
  lotNumber: string;
  lotId: number;
  offeredBefore: { lotId: number; lotNumber: string };
}
async function send(rows: Row[], token = feed.token) {
  const res = await postFeed(t.app, token, csv(rows));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { offeredAgain: Linked[] };
}
/** The id of lot `lot` of the sale titled `sale`. */
async function lotId(sale: string, lot: number): Promise<number> {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT p.id::text FROM auction_properties p JOIN auctions a ON a.id = p.auction_id
      WHERE a.title = $1 AND p.lot_number = $2`,
    [sale, String(lot)],
  );
  return Number(rows[0]!.id);
}
const page = async (id: number) =>
  (await request(t.app).get(`/listings/${id}`).set('User-Agent', BROWSER_UA)).text;
const watch = async (who: TestUser, id: number) =>
  expect(
    (
      await request(t.app)
        .post('/api/watchlist')
        .set('Origin', ORIGIN)
        .set('Cookie', who.cookie)
        .send({ lot_id: id })
    ).status,
  ).toBe(201);
const watchedBy = async (who: TestUser) =>
  (
    await t.db.query<{ lot_id: string }>(
      'SELECT lot_id::text FROM lot_watches w JOIN users u ON u.id = w.user_id WHERE u.email = $1 ORDER BY w.lot_id',
      [who.email],
    )
  ).rows.map((r) => Number(r.lot_id));

describe('a property offered again in a later sale', () => {
  it('links both lot pages, tells the earlier lot’s watcher and carries the watch', async () => {
    await send([
      { ...AUTUMN, lot: 3, address: '14 Kennington Road, London', guide: 95_000, status: 'Unsold' },
    ]);
    const earlier = await lotId(AUTUMN.sale, 3);
    const ann = await createTestUser(t, 'ann.relist@example.co.uk');
    await watch(ann, earlier);

    // The house writes the address its own way this time: case, commas and spacing differ.
    const winter = await send([
      { ...WINTER, lot: 7, address: '14  KENNINGTON ROAD London', guide: 85_000 },
    ]);
    const again = await lotId(WINTER.sale, 7);
    expect(winter.offeredAgain).toEqual([
      expect.objectContaining({
        lotNumber: '7',
        lotId: again,
        offeredBefore: { lotId: earlier, lotNumber: '3' },
      }),
    ]);

    const earlierPage = await page(earlier);
    expect(earlierPage).toContain('This property is offered again: ');
    expect(earlierPage).toMatch(
      new RegExp(`href="/listings/${again}"[^>]*>Lot 7, Winter Sale, \\d{1,2} \\w+ \\d{4}</a>`),
    );
    expect(earlierPage).toContain('Guide £85,000');
    expect(earlierPage).toContain('Offered again in another auction');
    const againPage = await page(again);
    expect(againPage).toMatch(
      new RegExp(
        `href="/listings/${earlier}"[^>]*><span[^>]*>Offered before</span>Lot 3, Autumn Sale`,
      ),
    );
    expect(againPage).toContain('Unsold · Guide £95,000');

    expect(await watchedBy(ann)).toEqual([earlier, again].sort((a, b) => a - b));
    const sent = await sendAlerts(alertRunDeps(t, createLogger('silent')), { now: new Date() });
    expect(sent).toMatchObject({ emails: 1, failed: 0 });
    const mail = readOutbox(t.config.DATA_DIR).find((m) => m.to === ann.email)!;
    expect(mail.body).toMatch(/Offered again: Lot 7 in Winter Sale, \d{1,2} \w+ \d{4}/);
  });

  it('links nothing for another flat at the postcode, another house’s lot, or a sale still ahead', async () => {
    const other = 'brook-and-hale-auctions';
    await t.db.query(
      "INSERT INTO auction_houses (slug, name) VALUES ($1, 'Brook & Hale') ON CONFLICT DO NOTHING",
      [other],
    );
    const otherToken = (await createFeedToken(t.db, other))!;
    await send([
      { ...AUTUMN, lot: 1, address: 'Flat 1, 20 Kennington Road', guide: 90_000, status: 'Unsold' },
    ]);
    await send(
      [
        {
          house: other,
          ref: 'BH-AUT',
          sale: 'Brook Autumn',
          date: dayFromNow(-6),
          lot: 9,
          address: 'Flat 2, 20 Kennington Road',
          guide: 90_000,
          status: 'Unsold',
        },
      ],
      otherToken,
    );
    // Still ahead: the December sale has not been held, and its lot is for sale there.
    await send([
      {
        ref: 'HP-DEC',
        sale: 'December Sale',
        date: dayFromNow(14),
        lot: 5,
        address: 'Flat 3, 20 Kennington Road',
        guide: 70_000,
      },
    ]);

    const winter = await send([
      { ...WINTER, lot: 11, address: 'Flat 2, 20 Kennington Road', guide: 80_000 },
      { ...WINTER, lot: 12, address: 'Flat 3, 20 Kennington Road', guide: 70_000 },
    ]);
    expect(winter.offeredAgain).toEqual([]);
    const { rows } = await t.db.query("SELECT id FROM lot_events WHERE kind = 'offered_again'");
    expect(rows).toEqual([]);
    expect(await page(await lotId(WINTER.sale, 11))).not.toContain('Offered before');
  });

  it('a lot moved in one feed from a sale ahead to a later one links whichever sale comes first in the file', async () => {
    const DECEMBER = { ref: 'HP-DEC', sale: 'December Sale', date: dayFromNow(14) };
    await send([
      { ...DECEMBER, lot: 5, address: '3 Walcot Square', guide: 120_000 },
      { ...DECEMBER, lot: 6, address: '4 Walcot Square', guide: 130_000 },
    ]);
    const earlier = await lotId(DECEMBER.sale, 5);
    const bea = await createTestUser(t, 'bea.moved@example.co.uk');
    await watch(bea, earlier);

    // The winter sale's rows first: lot 5 leaves December only when December's rows are applied.
    const moved = await send([
      { ...WINTER, lot: 2, address: '3 Walcot Square', guide: 115_000 },
      { ...DECEMBER, lot: 6, address: '4 Walcot Square', guide: 130_000 },
    ]);
    const again = await lotId(WINTER.sale, 2);
    expect(moved.offeredAgain).toEqual([
      expect.objectContaining({ lotId: again, offeredBefore: { lotId: earlier, lotNumber: '5' } }),
    ]);
    expect(await page(again)).toContain('Offered before');
    expect(await watchedBy(bea)).toEqual([earlier, again].sort((a, b) => a - b));
  });

  it('a lot moved forward to a sooner sale is linked too, and its watcher follows it there', async () => {
    const DECEMBER = { ref: 'HP-DEC', sale: 'December Sale', date: dayFromNow(14) };
    await send([{ ...WINTER, lot: 4, address: '7 Walcot Square', guide: 140_000 }]);
    const later = await lotId(WINTER.sale, 4);
    const cy = await createTestUser(t, 'cy.sooner@example.co.uk');
    await watch(cy, later);

    // The house brings the flat forward: December's sale lists it, January's leaves it out.
    const moved = await send([
      { ...DECEMBER, lot: 9, address: '7 Walcot Square', guide: 140_000 },
      { ...WINTER, lot: 5, address: '8 Walcot Square', guide: 150_000 },
    ]);
    const sooner = await lotId(DECEMBER.sale, 9);
    expect(moved.offeredAgain).toEqual([
      expect.objectContaining({ lotId: sooner, offeredBefore: { lotId: later, lotNumber: '4' } }),
    ]);
    const laterPage = await page(later);
    expect(laterPage).toContain('This property is offered again: ');
    expect(laterPage).toContain('Offered again in another auction');
    expect(await watchedBy(cy)).toEqual([later, sooner].sort((a, b) => a - b));
  });

  it('a property listed in a new sale while still for sale in another warns its sender', async () => {
    const DECEMBER = { ref: 'HP-DEC', sale: 'December Sale', date: dayFromNow(14) };
    await send([{ ...DECEMBER, lot: 8, address: '9 Walcot Square', guide: 99_000 }]);
    const res = await postFeed(
      t.app,
      feed.token,
      csv([{ ...WINTER, lot: 1, address: '9 Walcot Square', guide: 95_000 }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual([
      {
        line: 2,
        field: 'address',
        reason:
          '9 Walcot Square is also for sale as lot 8 of December Sale, so buyers see it in both sales. If it has moved to Winter Sale, send December Sale without it or with its status Postponed.',
      },
    ]);
    // Another flat at the postcode is another property: no warning.
    const other = await postFeed(
      t.app,
      feed.token,
      csv([
        { ...WINTER, lot: 1, address: '9 Walcot Square', guide: 95_000 },
        { ...WINTER, lot: 3, address: 'Flat 1, 9 Walcot Square', guide: 60_000 },
      ]),
    );
    expect(other.body.warnings).toEqual([]);
  });

  it('a dry run reports the earlier lot and links nothing', async () => {
    await send([
      { ...AUTUMN, lot: 4, address: '8 Walcot Square', guide: 150_000, status: 'Unsold' },
    ]);
    const earlier = await lotId(AUTUMN.sale, 4);
    const res = await request(t.app)
      .post('/api/feeds/lots?dry_run=1')
      .set('Content-Type', 'text/csv')
      .set('Authorization', `Bearer ${feed.token}`)
      .send(csv([{ ...WINTER, lot: 2, address: '8 Walcot Square', guide: 140_000 }]));
    expect(res.status).toBe(200);
    expect(res.body.lots[0].offeredBefore).toEqual({ lotId: earlier, lotNumber: '4' });
    expect(await page(earlier)).not.toContain('This property is offered again');
  });
});
