import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readHead } from '../helpers/page-head';
import type { AuctionData, AuctionsData } from '#shared/payloads/auction-data';

/**
 * An online sale's lots close one after another (the seed's are two minutes apart, a house's
 * feed or an editor may set any lot's end): the sale is over when its last lot closes, not its
 * first. Between the two, the calendar and the sale's page said "Auction closed" and listed it
 * under past results while its lots' cards said "Bidding open".
 */
let t: TestApp;
const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const calendar = async (qs = '') =>
  (await get(`/auctions/_payload.json${qs}`)).body.loaderData.auctions as AuctionsData;
const auction = async (id: number) =>
  (await get(`/auctions/${id}/_payload.json`)).body.loaderData.auction as AuctionData;

const ids = { closing: 0, ahead: 0 };

/**
 * An online sale opened days ago whose end is `end` after `from` (this minute, or today's London
 * midnight for a time of day that stays on one date), with lots closing at `lotEnds` after it.
 */
async function onlineSale(title: string, end: string, lotEnds: string[], from = 'minute') {
  const base = `date_trunc('${from === 'day' ? 'day' : 'minute'}', now())`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, auction_end_date, venue)
     VALUES ((SELECT id FROM auction_houses WHERE slug = 'stagger'), $1, 'Online',
             date_trunc('minute', now()) - interval '5 days', ${base} + $2::interval, 'Online')
     RETURNING id`,
    [title, end],
  );
  const id = Number(rows[0]!.id);
  for (const [i, lotEnd] of lotEnds.entries())
    await t.db.query(
      `INSERT INTO auction_properties (auction_house_id, auction_id, title, lot_number, guide_price_min,
         property_type, auction_method, auction_date, auction_end_date, location)
       SELECT auction_house_id, id, $2, $3, 100000, 'Flat', 'Online', auction_date,
              ${base} + $4::interval, 'Leeds, West Yorkshire'
         FROM auctions WHERE id = $1`,
      [id, `${title} lot ${i + 1}`, String(i + 1), lotEnd],
    );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO auction_houses (slug, name, regions_covered) VALUES ('stagger', 'Stagger & Co', '{Yorkshire and the Humber}')`,
  );
  // Its first lot closed 4 minutes ago; the other two close in 6 and 16 minutes.
  ids.closing = await onlineSale('Closing now', '-4 minutes', [
    '-4 minutes',
    '6 minutes',
    '16 minutes',
  ]);
  // Lots close from 13:00 the day after tomorrow (UTC, GMT in the test's season or BST: one date
  // either way), the last 4 minutes later.
  ids.ahead = await onlineSale(
    'Closing later',
    '2 days 13 hours',
    ['2 days 13 hours', '2 days 13 hours 2 minutes', '2 days 13 hours 4 minutes'],
    'day',
  );
}, 60_000);
afterAll(() => t.close());

describe('an online sale whose first lot has closed and whose last has not', () => {
  it('is still in the upcoming calendar, bidding open, and not among past results', async () => {
    const upcoming = await calendar();
    const item = upcoming.items.find((a) => a.id === ids.closing);
    expect(item).toMatchObject({ ended: false, phase: 'bidding open' });
    expect((await calendar('?when=past')).items.map((a) => a.id)).not.toContain(ids.closing);
  });

  it('its page says bidding is open until its last lot closes, with no results yet', async () => {
    const data = await auction(ids.closing);
    expect(data.auction.ended).toBe(false);
    expect(data.results).toBeNull();
    const { rows } = await t.db.query<{ last: Date }>(
      `SELECT max(auction_end_date) AS last FROM auction_properties WHERE auction_id = $1`,
      [ids.closing],
    );
    expect(new Date(data.auction.closes_at).getTime()).toBe(new Date(rows[0]!.last).getTime());
    const html = (await get(`/auctions/${ids.closing}`)).text;
    expect(html).not.toContain('Auction closed');
    expect(html).toContain('Bidding open');
    expect(html).toContain('Add to calendar');
  });

  it('its event ends when its last lot closes', async () => {
    const data = await auction(ids.closing);
    const ld = readHead((await get(`/auctions/${ids.closing}`)).text).jsonLd?.data as Array<
      Record<string, unknown>
    >;
    const event = ld.find((x) => x['@type'] === 'Event')!;
    expect(event.endDate).toBe(data.auction.closes_at);
  });
});

describe('an online sale whose lots close minutes apart', () => {
  it('says when its lots start closing and when the last one does', async () => {
    const data = await auction(ids.ahead);
    expect(data.auction.closes_at).not.toBe(data.auction.auction_end_date);
    const html = (await get(`/auctions/${ids.ahead}`)).text;
    expect(html).toMatch(/lots close from [^<]*\d\d:\d\d (GMT|BST) to \d\d:\d\d (GMT|BST)/);
  });

  it('its diary entry runs from when its first lot closes to when the last one does', async () => {
    const data = await auction(ids.ahead);
    const ics = (await request(t.app).get(`/auctions/${ids.ahead}/calendar.ics`)).text;
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTEND:${stamp(data.auction.closes_at)}`);
    // Not from its opening five days ago: the entry is the time a bidder acts on.
    expect(ics).toContain(`DTSTART:${stamp(data.auction.auction_end_date!)}`);
  });

  it('a sale whose lots all close at its end says one closing time, as before', async () => {
    const sameEnd = await onlineSale('One close', '2 days', ['2 days', '2 days']);
    const data = await auction(sameEnd);
    expect(data.auction.closes_at).toBe(data.auction.auction_end_date);
    const html = (await get(`/auctions/${sameEnd}`)).text;
    expect(html).not.toContain('lots close from');
    expect(html).toContain('Bidding is open and closes on');
  });
});

describe('an online sale whose last lot was sold before it', () => {
  it('closes when its last lot still offered closes, not the lot already sold', async () => {
    const id = await onlineSale('Sold early', '3 days', [
      '3 days',
      '3 days 2 minutes',
      '3 days 4 minutes',
    ]);
    // Lot 3 was sold prior: no one bids on it, so the sale is over when lot 2 closes.
    await t.db.query(
      `UPDATE auction_properties SET lot_status = 'Sold', sold_price = 120000,
              history = jsonb_build_array(jsonb_build_object('event', 'sold_prior', 'date', to_char(now(), 'YYYY-MM-DD')))
        WHERE auction_id = $1 AND lot_number = '3'`,
      [id],
    );
    const { rows } = await t.db.query<{ last: Date }>(
      `SELECT auction_end_date AS last FROM auction_properties WHERE auction_id = $1 AND lot_number = '2'`,
      [id],
    );
    const data = await auction(id);
    expect(new Date(data.auction.closes_at).getTime()).toBe(new Date(rows[0]!.last).getTime());
    const listed = (await calendar()).items.find((a) => a.id === id);
    expect(listed?.closes_at).toBe(data.auction.closes_at);
  });
});
