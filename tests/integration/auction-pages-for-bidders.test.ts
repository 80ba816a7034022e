import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readHead } from '../helpers/page-head';
import type { AuctionData } from '#shared/payloads/auction-data';
import { formatDate } from '#shared/format/format';

/**
 * An auction's page and its lots' pages read as a buyer preparing to bid reads them (decision 076):
 * when a room sale starts, the catalogue by lot number, a sale made before the auction told from
 * a hammer price, where the sale is held, and the trail from a lot back to its sale.
 */
let t: TestApp;
const BASE = 'https://auctions.example.co.uk';
const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const auctionData = async (id: number) =>
  (await get(`/auctions/${id}/_payload.json`)).body.loaderData.auction as AuctionData;

const ids = { room: 0, online: 0, closed: 0 };
const lots = new Map<string, number>();

async function addAuction(method: string, venue: string, start: string, end: string | null) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, auction_end_date, venue)
     VALUES ((SELECT id FROM auction_houses WHERE slug = 'hammer'), $1, $2,
             date_trunc('day', now()) + $3::interval, date_trunc('day', now()) + $4::interval, $5)
     RETURNING id`,
    [`${method} sale at ${venue}`, method, start, end, venue],
  );
  return Number(rows[0]!.id);
}

async function addLot(
  key: string,
  auctionId: number,
  lotNumber: string,
  status: string | null,
  sold: number | null,
  history: unknown[] = [],
) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, auction_id, title, lot_number, lot_status,
       guide_price_min, sold_price, property_type, auction_method, auction_date, auction_end_date, history,
       location)
     SELECT auction_house_id, id, $2, $3, $4, 100000, $5, 'Terraced house', auction_method,
            auction_date, auction_end_date, $6::jsonb, 'Bolton, Greater Manchester'
       FROM auctions WHERE id = $1 RETURNING id`,
    [auctionId, `House ${key}`, lotNumber, status, sold, JSON.stringify(history)],
  );
  lots.set(key, Number(rows[0]!.id));
}

const hammerId = async () =>
  Number(
    (await t.db.query<{ id: number }>("SELECT id FROM auction_houses WHERE slug = 'hammer'"))
      .rows[0]!.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(
    `INSERT INTO auction_houses (slug, name, regions_covered) VALUES
       ('hammer', 'Hammer & Co', '{London}'), ('quiet', 'Quiet Auctions', '{Wales}')`,
  );
  ids.room = await addAuction('Traditional', 'The Assembly Rooms, Bolton', '7 days 11 hours', null);
  ids.online = await addAuction('Online', 'Online', '-2 days 9 hours', '6 days 13 hours');
  ids.closed = await addAuction('Traditional', 'The Guildhall, York', '-20 days 11 hours', null);
  // The room sale's catalogue, listed out of order.
  await addLot('room10', ids.room, '10', null, null);
  await addLot('room2', ids.room, '2', null, null);
  await addLot('room1', ids.room, '1', null, null);
  await addLot('online1', ids.online, '1', null, null);
  // Sold while the sale is still open: the catalogue must not read it as a hammer price.
  await addLot('online2', ids.online, '2', 'Sold', 150_000, [
    { date: '2026-01-01', event: 'listed', price: 100_000 },
    { date: '2026-01-20', event: 'sold_prior', price: 150_000 },
  ]);
  await addLot('hammer', ids.closed, '1', 'Sold', 120_000, [
    { date: '2026-01-01', event: 'listed', price: 100_000 },
    { date: '2026-02-01', event: 'sold', price: 120_000 },
  ]);
  await addLot('prior', ids.closed, '2', 'Sold', 110_000, [
    { date: '2026-01-01', event: 'listed', price: 100_000 },
    { date: '2026-01-20', event: 'sold_prior', price: 110_000 },
  ]);
  // Unsold under the hammer, then sold to a buyer the house found after the sale.
  await addLot('after', ids.closed, '3', 'Sold', 98_000, [
    { date: '2026-01-01', event: 'listed', price: 100_000 },
    { date: '2026-01-02', event: 'unsold' },
    { date: '2026-01-05', event: 'sold', price: 98_000 },
  ]);
  // A sale recorded after the day the auction closed.
  await addLot('late', ids.closed, '4', 'Sold', 97_000, [
    { date: '2026-01-01', event: 'listed', price: 100_000 },
    { date: new Date().toISOString().slice(0, 10), event: 'sold', price: 97_000 },
  ]);
  await t.db.query(
    `INSERT INTO auction_properties (auction_house_id, title, lot_status, guide_price_min, property_type)
     VALUES ((SELECT id FROM auction_houses WHERE slug = 'hammer'), 'House without a sale', NULL, 90000, 'Flat')`,
  );
}, 60_000);
afterAll(() => t.close());

describe('an auction page before its sale', () => {
  it('a room sale says when it starts, not that bidding closes then', async () => {
    const room = await get(`/auctions/${ids.room}`);
    expect(room.status).toBe(200);
    expect(room.text).toContain('The auction starts on');
    expect(room.text).not.toContain('Bidding closes on');
    // An online sale does close at its time.
    const online = await get(`/auctions/${ids.online}`);
    expect(online.text).toContain('Bidding is open and closes on');
    expect(online.text).not.toContain('The auction starts on');
  });

  it('the catalogue is read by lot number: each card says its lot, and the order is called lot order', async () => {
    const res = await get(`/auctions/${ids.room}`);
    const cards = [...res.text.matchAll(/Lot (\d+) · /g)].map((m) => m[1]);
    expect(cards).toEqual(['1', '2', '10']);
    expect(res.text).toContain('<option value="" selected="">Lot order</option>');
    expect(res.text).not.toContain('Recommended (');
  });

  it('a lot sold before a sale still to come reads so on its catalogue card', async () => {
    const res = await get(`/auctions/${ids.online}`);
    expect(res.text).toMatch(/data-tone="red"[^>]*>Sold before auction</);
    expect(res.text).not.toMatch(/data-tone="red"[^>]*>Sold</);
  });
});

describe('results of a closed sale', () => {
  it('a lot sold before the auction is told apart from a price reached under the hammer', async () => {
    const data = await auctionData(ids.closed);
    expect(data.results?.map((r) => [r.lot_number, r.state, r.sold_when])).toEqual([
      ['1', 'Sold', 'at'],
      ['2', 'Sold', 'before'],
      ['3', 'Sold', 'after'],
      ['4', 'Sold', 'after'],
    ]);
    const res = await get(`/auctions/${ids.closed}`);
    const results =
      /<section aria-labelledby="results-heading"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? '';
    // Once in the phone list and once in the table.
    expect(results.match(/>Sold before auction</g)).toHaveLength(2);
    expect(results.match(/>Sold after auction</g)).toHaveLength(4);
  });
});

describe('a lot’s page', () => {
  it('says a lot sold before its auction was, and a hammer sale is plain Sold', async () => {
    const prior = await get(`/listings/${lots.get('prior')}`);
    expect(prior.text).toContain('>Sold before auction<');
    const hammer = await get(`/listings/${lots.get('hammer')}`);
    expect(hammer.text).not.toContain('Sold before auction');
    expect(hammer.text).not.toContain('Sold after auction');
    expect(hammer.text).toContain('>Sold<');
  });

  it('says the day a lot sold before its auction, which its auction’s date is not', async () => {
    const prior = await get(`/listings/${lots.get('prior')}`);
    expect(prior.text).toMatch(/>Sold on<\/dt><dd[^>]*>20 January, 2026</);
    // Its card in the sale's catalogue says it too; a hammer sale's day is its auction's.
    const closed = await get(`/auctions/${ids.closed}`);
    expect(closed.text.match(/>Sold on<\/dt><dd[^>]*>20 January, 2026</g)).toHaveLength(1);
    const hammer = await get(`/listings/${lots.get('hammer')}`);
    expect(hammer.text).not.toContain('>Sold on<');
  });

  it('says a lot sold after its auction was: its badge, its description and its listing data', async () => {
    for (const key of ['after', 'late']) {
      const res = await get(`/listings/${lots.get(key)}`);
      expect(res.text).toContain('>Sold after auction<');
      const head = readHead(res.text);
      expect(head.description).toMatch(/; sold after auction for £9\d,000\.$/);
      const ld = head.jsonLd?.data as Array<Record<string, unknown>>;
      const offer = ld.find((x) => x['@type'] === 'RealEstateListing')!.offers as Record<
        string,
        unknown
      >;
      expect(offer.availability).toBe('https://schema.org/SoldOut');
      expect(offer.description).toBe('Sold after auction');
    }
  });

  it('a sold lot’s card says when it sold, on the results page as in the catalogue', async () => {
    const results = await get('/listings?lot_status=sold&auction_house=' + (await hammerId()));
    expect(results.text).toMatch(/data-tone="red"[^>]*>Sold after auction</);
    expect(results.text).toMatch(/data-tone="red"[^>]*>Sold before auction</);
    const catalogue = await get(`/auctions/${ids.closed}`);
    expect(catalogue.text).toMatch(/data-tone="red"[^>]*>Sold after auction</);
  });

  it('says where its sale is held: the room, or online', async () => {
    const auctionBox = (html: string) => /In the auction[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
    const room = await get(`/listings/${lots.get('room1')}`);
    expect(auctionBox(room.text)).toContain('The Assembly Rooms, Bolton');
    const online = await get(`/listings/${lots.get('online1')}`);
    expect(auctionBox(online.text)).toContain('>Online<');
  });

  it('has a trail back to its sale and the calendar, on the page and as a BreadcrumbList', async () => {
    const res = await get(`/listings/${lots.get('room2')}`);
    const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(res.text)?.[0] ?? '';
    expect(nav).toContain('href="/auctions"');
    expect(nav).toContain(`href="/auctions/${ids.room}"`);
    expect(nav).toContain('Lot 2');
    const ld = readHead(res.text).jsonLd?.data as Array<Record<string, unknown>>;
    const trail = ld.find((x) => x['@type'] === 'BreadcrumbList')!;
    expect(
      (trail.itemListElement as Array<{ name: string; item: string }>).map((c) => c.item),
    ).toEqual([
      `${BASE}/`,
      `${BASE}/auctions`,
      `${BASE}/auctions/${ids.room}`,
      `${BASE}/listings/${lots.get('room2')}`,
    ]);
    expect(ld.some((x) => x['@type'] === 'RealEstateListing')).toBe(true);
  });

  it('its title names its place and its description its auction, house and guide (lots share titles)', async () => {
    const head = readHead((await get(`/listings/${lots.get('room2')}`)).text);
    expect(head.title).toBe('House room2, Bolton, Greater Manchester | Auction Property UK');
    expect(head.description).toBe(
      'House room2 in Bolton, Greater Manchester: lot 2 of Traditional sale at The Assembly Rooms, Bolton, by Hammer & Co. Guide price £100,000.',
    );
  });

  it('a lot in no auction sits under the lot search', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM auction_properties WHERE title = 'House without a sale'`,
    );
    const res = await get(`/listings/${rows[0]!.id}`);
    const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(res.text)?.[0] ?? '';
    expect(nav).toContain('href="/listings"');
    expect(nav).toContain('House without a sale');
  });
});

describe('an auction house’s page', () => {
  const houseId = async (slug: string) =>
    Number(
      (await t.db.query<{ id: number }>('SELECT id FROM auction_houses WHERE slug = $1', [slug]))
        .rows[0]!.id,
    );
  const section = (html: string) =>
    /<section aria-labelledby="next-auctions-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

  it('lists its next auctions, soonest closing first, with where each is held; a closed sale is not one', async () => {
    const res = await get(`/auctioneers/${await houseId('hammer')}`);
    const next = section(res.text);
    const linked = [...next.matchAll(/href="\/auctions\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(linked).toEqual([ids.online, ids.room]);
    expect(next).toContain('The Assembly Rooms, Bolton');
    expect(next).toContain('Bidding open — closes');
  });

  it('a house with no sale announced says so and leads to its past auctions', async () => {
    const quiet = await houseId('quiet');
    const next = section((await get(`/auctioneers/${quiet}`)).text);
    expect(next).toContain('No auction of this house is announced yet.');
    expect(next).toContain(`href="/auctions?house=${quiet}&amp;when=past"`);
  });

  it('its lot count says it counts the lots for sale, as its card does', async () => {
    const page = await get(`/auctioneers/${await houseId('hammer')}`);
    // The room sale's three lots and the online sale's one; the lot in no auction is for sale too.
    expect(page.text).toMatch(/<dt[^>]*>Lots for sale<\/dt><dd[^>]*>5<\/dd>/);
    const list = await get('/auctioneers');
    expect(list.text).toMatch(/<dt[^>]*>Lots for sale<\/dt><dd[^>]*>5<\/dd>/);
  });
});

describe('an auction in a buyer’s diary', () => {
  it('an auction to come offers "Add to calendar": an iCalendar event of the sale, where it is held', async () => {
    const page = await get(`/auctions/${ids.room}`);
    expect(page.text).toContain(`href="/auctions/${ids.room}/calendar.ics"`);
    expect(page.text).toContain('>Add to calendar<');
    const ics = await request(t.app).get(`/auctions/${ids.room}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = ics.text.replace(/\r\n /g, '');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain(
      'SUMMARY:Traditional sale at The Assembly Rooms\\, Bolton (Hammer & Co)',
    );
    expect(text).toContain('LOCATION:The Assembly Rooms\\, Bolton');
    expect(text).toContain(`URL:${BASE}/auctions/${ids.room}`);
    const online = (await request(t.app).get(`/auctions/${ids.online}/calendar.ics`)).text;
    expect(online).toContain('LOCATION:Online');
  });

  it('a closed sale offers no diary entry; an unknown or malformed auction is a 404', async () => {
    expect((await get(`/auctions/${ids.closed}`)).text).not.toContain('Add to calendar');
    // A file saved earlier and fetched again says the sale is over, not that it is to come.
    const held = (await request(t.app).get(`/auctions/${ids.closed}/calendar.ics`)).text;
    expect(held.replace(/\r\n /g, '')).toContain(
      'This auction has been held. The results are on its page.',
    );
    expect((await request(t.app).get('/auctions/99999999/calendar.ics')).status).toBe(404);
    expect((await request(t.app).get('/auctions/abc/calendar.ics')).status).toBe(404);
  });
});

describe('reading a catalogue lot by lot', () => {
  const nav = (html: string) =>
    /<nav aria-label="Lots in this auction"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

  it('a lot page links to the lots before and after it in lot order', async () => {
    const middle = nav((await get(`/listings/${lots.get('room2')}`)).text);
    expect(middle).toContain(`href="/listings/${lots.get('room1')}"`);
    expect(middle).toContain(`href="/listings/${lots.get('room10')}"`);
    expect(middle).toContain('← Lot 1');
    expect(middle).toContain('Lot 10 →');
    const first = nav((await get(`/listings/${lots.get('room1')}`)).text);
    expect(first).not.toContain('←');
    expect(first).toContain(`href="/listings/${lots.get('room2')}"`);
    const last = nav((await get(`/listings/${lots.get('room10')}`)).text);
    expect(last).toContain('← Lot 2');
    expect(last).not.toContain('→');
  });
});

describe('a catalogue’s status filter', () => {
  it('offers no "Past auctions" (other sales than this one), and still the statuses of its own lots', async () => {
    const res = await get(`/auctions/${ids.room}`);
    const select = /<select name="lot_status"[\s\S]*?<\/select>/.exec(res.text)?.[0] ?? '';
    expect(select).not.toContain('Past auctions');
    for (const label of ['For sale', 'Sold', 'Withdrawn', 'All lots'])
      expect(select).toContain(`>${label}</option>`);
    // The lot search still offers it.
    expect((await get('/listings')).text).toContain('>Past auctions</option>');
  });
});

describe('an auction’s description counts what a buyer can bid on', () => {
  it('lots withdrawn, postponed or sold before the sale are not counted, as the page says', async () => {
    const id = await addAuction('Traditional', 'The Corn Exchange, Leeds', '9 days 11 hours', null);
    await addLot('count1', id, '1', null, null);
    await addLot('count2', id, '2', null, null);
    await addLot('count3', id, '3', 'Withdrawn', null);
    await addLot('count4', id, '4', 'Postponed', null);
    await addLot('count5', id, '5', 'Sold', 95_000, [
      { date: '2026-01-01', event: 'listed', price: 100_000 },
      { date: '2026-01-20', event: 'sold_prior', price: 95_000 },
    ]);
    const res = await get(`/auctions/${id}`);
    expect(res.text).toContain(
      '2 lots to bid on · 1 sold before the auction, 1 withdrawn, 1 postponed',
    );
    expect(readHead(res.text).description).toMatch(/: 2 lots to bid on\.$/);
  });

  it('a closed sale counts the lots it offered, as its results do', async () => {
    const id = await addAuction(
      'Traditional',
      'The Corn Exchange, Leeds',
      '-9 days 11 hours',
      null,
    );
    await addLot('closed1', id, '1', 'Unsold', null);
    await addLot('closed2', id, '2', 'Withdrawn', null);
    const description = readHead((await get(`/auctions/${id}`)).text).description;
    expect(description).toMatch(/: 1 lot offered, results and prices\.$/);
  });
});

describe('an auction’s title and description in search results', () => {
  /** The og:title a shared link shows. */
  const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];

  it('its title, shared title and Event name add its house: houses title their sales alike', async () => {
    // "Timed Online Auction – 21 December 2026" was five houses' sales, one title for five pages.
    const res = await get(`/auctions/${ids.online}`);
    const head = readHead(res.text);
    expect(head.title).toBe('Online sale at Online, Hammer & Co | Auction Property UK');
    expect(ogTitle(res.text)).toBe('Online sale at Online, Hammer &amp; Co | Auction Property UK');
    const ld = head.jsonLd!.data as Array<Record<string, unknown>>;
    expect(ld.find((x) => x['@type'] === 'Event')!.name).toBe('Online sale at Online, Hammer & Co');
    // The page's own heading and trail keep the sale's title, beside which the house is named.
    expect(res.text).toMatch(/<h1[^>]*>Online sale at Online<\/h1>/);
  });

  it('says which date it gives: when bidding opens and closes online, the day a room sale is held', async () => {
    // "Timed Online Auction – 21 December 2026 by Wessex Hammer, 07 December 2026": the opening
    // day, unlabelled beside the closing day of the title.
    const online = await auctionData(ids.online);
    const day = (d: string | null) => formatDate(d, 'long');
    expect(readHead((await get(`/auctions/${ids.online}`)).text).description).toBe(
      `Online sale at Online by Hammer & Co, bidding opened ${day(online.auction.auction_date)} and closes ${day(online.auction.auction_end_date)}: 1 lot to bid on.`,
    );
    const room = await auctionData(ids.room);
    expect(readHead((await get(`/auctions/${ids.room}`)).text).description).toBe(
      `Traditional sale at The Assembly Rooms, Bolton by Hammer & Co, held on ${day(room.auction.auction_date)}: 3 lots to bid on.`,
    );
  });

  it('a closed online sale whose results are not in says they are awaited, not "results and prices"', async () => {
    const id = await addAuction('Timed', 'Online', '-12 days 9 hours', '-2 days 13 hours');
    await addLot('awaited1', id, '1', null, null);
    await addLot('awaited2', id, '2', null, null);
    const { auction } = await auctionData(id);
    expect(auction.figures.awaiting).toBe(2);
    expect(readHead((await get(`/auctions/${id}`)).text).description).toBe(
      `Timed sale at Online by Hammer & Co, bidding opened ${formatDate(auction.auction_date, 'long')} and closed ${formatDate(auction.auction_end_date, 'long')}: 2 lots offered, results awaited.`,
    );
  });
});
