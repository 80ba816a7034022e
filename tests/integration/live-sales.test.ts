import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readHead } from '../helpers/page-head';

/**
 * What a buyer reads about a sale while it runs: an online sale whose bidding window is open says
 * so (calendar, auction page, lot page, cards), with its closing time; an auction with nothing
 * left to bid on says that instead of "Upcoming auction". Rows are inserted relative to now().
 */
let t: TestApp;
const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const ids = new Map<string, number>();
const lots = new Map<string, number>();

/** Text of a page without its tags, so assertions read as the visitor does. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function auction(key: string, method: string, start: string, end: string | null) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, auction_end_date, venue)
     VALUES ($1, $2, $3, now() + $4::interval, now() + $5::interval, 'Online') RETURNING id`,
    [ids.get('house'), `Sale ${key}`, method, start, end],
  );
  ids.set(key, Number(rows[0]!.id));
}

async function lot(key: string, auctionKey: string, lotNumber: string, status: string | null) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, auction_id, title, lot_number, lot_status,
       guide_price_min, property_type, auction_method, auction_date, auction_end_date)
     SELECT auction_house_id, id, $2, $3, $4, 100000, 'Flat', auction_method, auction_date,
            auction_end_date
       FROM auctions WHERE id = $1 RETURNING id`,
    [ids.get(auctionKey), `Lot ${key}`, lotNumber, status],
  );
  lots.set(key, Number(rows[0]!.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_houses (slug, name, regions_covered) VALUES ('live', 'Live Auctions', '{London}')
     RETURNING id`,
  );
  ids.set('house', Number(rows[0]!.id));
  // Opened an hour ago, closes in 11 minutes: bidding is open.
  await auction('open', 'Online', '-1 hour', '11 minutes');
  await lot('openLot', 'open', '1', null);
  await lot('openSold', 'open', '2', 'Sold');
  // Opens tomorrow: upcoming.
  await auction('later', 'Timed', '1 day', '8 days');
  await lot('laterLot', 'later', '1', null);
  // A week ahead, every lot gone before the sale.
  await auction('empty', 'Online', '7 days', '9 days');
  await lot('gone1', 'empty', '1', 'Withdrawn');
  await lot('gone2', 'empty', '2', 'Postponed');
  await lot('gone3', 'empty', '3', 'Sold');
  // Closed yesterday.
  await auction('closed', 'Online', '-8 days', '-1 day');
  await lot('closedSold', 'closed', '1', 'Sold');
  await lot('closedGone', 'closed', '2', 'Withdrawn');
  await lot('closedPrior', 'closed', '3', 'Sold');
  await t.db.query(
    `UPDATE auction_properties SET history = '[{"event": "sold_prior", "date": "2026-01-05"}]'
      WHERE id = $1`,
    [lots.get('closedPrior')],
  );
  // A room sale that started an hour ago (or at midnight, early in the day), and one held
  // yesterday morning: neither has an end date.
  await roomSale('room', `greatest(${LONDON_MIDNIGHT}, now() - interval '1 hour')`);
  await lot('roomLot', 'room', '1', null);
  await lot('roomSold', 'room', '2', 'Sold');
  await roomSale('roomPast', `${LONDON_MIDNIGHT} - interval '14 hours'`);
  await lot('roomPastLot', 'roomPast', '1', null);
  // A room sale of the same day whose every lot has had its result, one withdrawn before it.
  await roomSale('roomDone', `greatest(${LONDON_MIDNIGHT}, now() - interval '1 hour')`);
  await lot('doneSold', 'roomDone', '1', 'Sold');
  await lot('doneUnsold', 'roomDone', '2', 'Unsold');
  await lot('doneGone', 'roomDone', '3', 'Withdrawn');
  // A room sale four days ago at 11:00: one lot sold under the hammer, one sold two days after.
  await roomSale('roomAfter', `${LONDON_MIDNIGHT} - interval '4 days' + interval '11 hours'`);
  await lot('afterHammer', 'roomAfter', '1', 'Sold');
  await lot('afterAgreed', 'roomAfter', '2', 'Sold');
  await t.db.query(
    `UPDATE auction_properties SET history = jsonb_build_array(
       jsonb_build_object('event', 'unsold', 'date', to_char(auction_date AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')),
       jsonb_build_object('event', 'sold', 'date', to_char((auction_date AT TIME ZONE 'Europe/London') + interval '2 days', 'YYYY-MM-DD')))
      WHERE id = $1`,
    [lots.get('afterAgreed')],
  );
}, 60_000);

/** The start of today on a London clock, in SQL. */
const LONDON_MIDNIGHT = `(date_trunc('day', now() AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London')`;

async function roomSale(key: string, startSql: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, venue)
     VALUES ($1, $2, 'Traditional', ${startSql}, 'The Grand Hall, Leeds') RETURNING id`,
    [ids.get('house'), `Sale ${key}`],
  );
  ids.set(key, Number(rows[0]!.id));
}
afterAll(() => t.close());

describe('a sale whose bidding is open', () => {
  it('says so on the calendar, with the closing time, and the sale to come stays upcoming', async () => {
    const page = textOf((await get('/auctions')).text);
    const open = page.slice(page.indexOf('Sale open'), page.indexOf('Sale later'));
    expect(open).toMatch(/Bidding open — closes \d{2} \w+ \d{4}, \d{2}:\d{2} (GMT|BST)/);
    const later = page.slice(page.indexOf('Sale later'));
    expect(later).not.toContain('Bidding open');
  });

  it('says so on the auction page instead of "Upcoming auction"', async () => {
    const page = textOf((await get(`/auctions/${ids.get('open')}`)).text);
    expect(page).not.toContain('Upcoming auction');
    expect(page).toMatch(/Bidding open — closes \d{2} \w+ \d{4}, \d{2}:\d{2} (GMT|BST)/);
    const later = textOf((await get(`/auctions/${ids.get('later')}`)).text);
    expect(later).toContain('Upcoming auction');
    expect(later).not.toContain('Bidding open');
  });

  it('the lot page and the cards say "Bidding open"; a sold lot of the sale does not', async () => {
    const lotPage = textOf((await get(`/listings/${lots.get('openLot')}`)).text);
    // The badge, then when it closes: "Bidding open — closes" beside it said it twice.
    expect(lotPage).toMatch(/Bidding open Closes \d{2} \w+ \d{4}, \d{2}:\d{2} (GMT|BST)/);
    expect(lotPage).not.toContain('Bidding open — closes');
    const sold = textOf((await get(`/listings/${lots.get('openSold')}`)).text);
    expect(sold).not.toContain('Bidding open');
    const catalogue = textOf((await get(`/auctions/${ids.get('open')}`)).text);
    // The badge sits on the photo, just before the card's title.
    const title = catalogue.indexOf('Lot openLot');
    expect(catalogue.slice(title - 20, title)).toContain('Bidding open');
  });

  it('a card’s closing line carries the London time, in the card date format', async () => {
    const page = textOf((await get(`/auctions/${ids.get('later')}`)).text);
    expect(page).toMatch(/Bidding closes \d{2} \w+, \d{4}, \d{2}:\d{2} (GMT|BST)/);
  });

  it('the "For sale" filter still lists the open sale’s lots', async () => {
    const res = await get('/listings/_payload.json?lot_status=available');
    const items = res.body.loaderData.listings.items as Array<{ id: number; lot_status: string }>;
    const open = items.find((l) => l.id === lots.get('openLot'));
    expect(open?.lot_status).toBe('Available');
  });
});
describe('an auction with nothing left to bid on', () => {
  it('says so on its page and in the calendar instead of "Upcoming auction"', async () => {
    const page = textOf((await get(`/auctions/${ids.get('empty')}`)).text);
    expect(page).not.toContain('Upcoming auction');
    expect(page).toContain('No lots left in this sale');
    const calendar = textOf((await get('/auctions')).text);
    expect(calendar.slice(calendar.indexOf('Sale empty'))).toContain('No lots left in this sale');
  });

  it('its JSON-LD no longer claims a scheduled sale', async () => {
    const res = await get(`/auctions/${ids.get('empty')}`);
    const ld = readHead(res.text).jsonLd?.data as Array<Record<string, unknown>>;
    const event = ld.find((d) => d['@type'] === 'Event')!;
    expect(event.eventStatus).not.toBe('https://schema.org/EventScheduled');
    expect(event.offers).toBeUndefined();
    const open = readHead((await get(`/auctions/${ids.get('open')}`)).text).jsonLd?.data as Array<
      Record<string, unknown>
    >;
    expect(open.find((d) => d['@type'] === 'Event')!.eventStatus).toBe(
      'https://schema.org/EventScheduled',
    );
  });
});

describe('what a lot’s closing time is called', () => {
  const CLOSING = /(Bidding closes|Bidding closed|Sale closes) \d{2} \w+,? \d{4}/;
  const closingOf = async (key: string) =>
    CLOSING.exec(textOf((await get(`/listings/${lots.get(key)}`)).text))?.[1];

  it('"Bidding closes" for a lot for sale, "Bidding closed" once its sale has closed', async () => {
    expect(await closingOf('laterLot')).toBe('Bidding closes');
    expect(await closingOf('closedSold')).toBe('Bidding closed');
  });

  it('no closing time for a lot taken out of a sale still to close: nobody bids on it', async () => {
    // Was "Bidding closes" beside a Withdrawn badge, then "Sale closes 02 February, 2027": beside
    // "(postponed)" a buyer read it as the time to bid by.
    for (const key of ['gone1', 'gone2', 'gone3', 'openSold']) {
      const page = textOf((await get(`/listings/${lots.get(key)}`)).text);
      expect(CLOSING.exec(page)?.[1], key).toBeUndefined();
      expect(page, key).not.toMatch(/closes \d{2} \w+,? \d{4}/i);
    }
    const catalogue = textOf((await get(`/auctions/${ids.get('empty')}`)).text);
    expect(catalogue).not.toMatch(/(Bidding|Sale) closes/);
    expect(catalogue).toContain('(withdrawn)');
  });

  it('nor once that sale has closed: a withdrawn lot was not bid on until then', async () => {
    // Was "Bidding closed" and the sale's last closing time, beside a Withdrawn badge.
    for (const key of ['closedGone', 'closedPrior']) {
      const page = textOf((await get(`/listings/${lots.get(key)}`)).text);
      expect(CLOSING.exec(page)?.[1], key).toBeUndefined();
    }
    expect(textOf((await get(`/listings/${lots.get('closedGone')}`)).text)).toContain(
      '(withdrawn)',
    );
  });

  it('“All details” says no sale phase: a lot sold in a sale open for bids read “bidding open”', async () => {
    const page = textOf((await get(`/listings/${lots.get('openSold')}`)).text);
    expect(page).toContain('All details');
    expect(page).not.toContain('Sale phase');
    expect(page).not.toContain('Location slug');
    // Nor the stored words of its result ("Sold when: before"), nor a "Result at" (decision 152).
    expect(page).not.toContain('Sold when');
    expect(page).not.toContain('Result at');
  });
});

describe('a room sale under way', () => {
  // Decision 154: a room sale's lots are offered one after another from its start, and it runs its
  // day. It read "Auction closed" from its start minute, and its lots left "For sale" (a lot due
  // under the hammer at 15:00 read "Awaiting result" at 10:30).
  const UNDER_WAY = /Auction under way — started at \d{2}:\d{2} (GMT|BST)/;

  it('is under way on the calendar, not among past auctions; yesterday’s has closed', async () => {
    const upcoming = textOf((await get('/auctions')).text);
    const room = upcoming.slice(upcoming.indexOf('Sale room'));
    expect(upcoming).toContain('Sale room');
    expect(room).toMatch(UNDER_WAY);
    expect(upcoming).not.toContain('Sale roomPast');
    const past = textOf((await get('/auctions?when=past')).text);
    expect(past).not.toMatch(/Sale room\b(?!Past)/);
    expect(past).toContain('Sale roomPast');
  });

  it('its page says it is under way, not closed, and lists no results yet', async () => {
    const page = textOf((await get(`/auctions/${ids.get('room')}`)).text);
    expect(page).toMatch(UNDER_WAY);
    expect(page).not.toContain('Auction closed');
    expect(page).toContain('its lots are offered one after another');
    const past = textOf((await get(`/auctions/${ids.get('roomPast')}`)).text);
    expect(past).toContain('Auction closed');
  });

  it('its lots are for sale, badged "Auction under way"; yesterday’s await a result', async () => {
    const forSale = await get('/listings/_payload.json?lot_status=available');
    const items = forSale.body.loaderData.listings.items as Array<{
      id: number;
      lot_status: string;
      sale_phase: string;
    }>;
    expect(items.find((l) => l.id === lots.get('roomLot'))).toMatchObject({
      lot_status: 'Available',
      sale_phase: 'under way',
    });
    expect(items.some((l) => l.id === lots.get('roomPastLot'))).toBe(false);
    const lotPage = textOf((await get(`/listings/${lots.get('roomLot')}`)).text);
    expect(lotPage).toContain('Auction under way');
    expect(lotPage).not.toContain('Awaiting result');
    const pastLot = textOf((await get(`/listings/${lots.get('roomPastLot')}`)).text);
    expect(pastLot).toContain('Awaiting result');
  });

  it('"Past auctions" leaves its lots out, a lot sold in the room too, until its day is over', async () => {
    const ended = await get('/listings/_payload.json?lot_status=ended');
    const ids_ = (ended.body.loaderData.listings.items as Array<{ id: number }>).map((l) => l.id);
    expect(ids_).not.toContain(lots.get('roomLot'));
    expect(ids_).not.toContain(lots.get('roomSold'));
    expect(ids_).toContain(lots.get('roomPastLot'));
    const sold = await get('/listings/_payload.json?lot_status=sold');
    const soldIds = (sold.body.loaderData.listings.items as Array<{ id: number }>).map((l) => l.id);
    expect(soldIds).toContain(lots.get('roomSold'));
  });
});

describe('a room sale whose every lot has had its result', () => {
  // Decision 155: a nine-lot sale from 12:30 read "Auction under way" at 20:45, its last lot long
  // sold, and stayed among upcoming auctions until midnight.
  it('has closed: among past auctions, not upcoming, and its page says so', async () => {
    const upcoming = textOf((await get('/auctions')).text);
    expect(upcoming).not.toContain('Sale roomDone');
    const past = textOf((await get('/auctions?when=past')).text);
    expect(past).toContain('Sale roomDone');
    const page = textOf((await get(`/auctions/${ids.get('roomDone')}`)).text);
    expect(page).toContain('Auction closed');
    expect(page).not.toContain('Auction under way');
  });

  it('its lots are among past auctions, their sale closed, as the sale says', async () => {
    const ended = await get('/listings/_payload.json?lot_status=ended');
    const items = ended.body.loaderData.listings.items as Array<{ id: number; sale_phase: string }>;
    for (const key of ['doneSold', 'doneUnsold'])
      expect(
        items.find((l) => l.id === lots.get(key)),
        key,
      ).toMatchObject({ sale_phase: 'closed' });
  });

  it('closed with its last lot under the hammer, not with a sale agreed days after', async () => {
    const { rows } = await t.db.query<{ at: Date }>(
      'SELECT auction_date AS at FROM auctions WHERE id = $1',
      [ids.get('roomAfter')],
    );
    const res = await get(`/auctions/_payload.json?when=past&house=${ids.get('house')}`);
    const items = res.body.loaderData.auctions.items as Array<{ id: number; closes_at: string }>;
    const sale = items.find((a) => a.id === ids.get('roomAfter'));
    expect(sale, 'the sale among past auctions').toBeDefined();
    expect(sale!.closes_at).toBe(new Date(rows[0]!.at).toISOString());
  });

  it('keeps a sale with a lot still to come under way', async () => {
    const page = textOf((await get(`/auctions/${ids.get('room')}`)).text);
    expect(page).toContain('Auction under way');
  });
});

describe('the house’s results of the last twelve months', () => {
  // The Carlisle sale under way at 22:50 was counted: "Lots offered 37", of which 9 still to come
  // under the hammer. Its sale has not closed, so its lots are not results yet.
  it('count the lots of sales that have closed, not of one under way', async () => {
    const res = await get(`/auctioneers/${ids.get('house')}/_payload.json`);
    const data = Object.values(res.body.loaderData as Record<string, unknown>).find(
      (d) => typeof d === 'object' && d !== null && 'yearResults' in d,
    ) as { yearResults: { lots: number; sold: number } };
    // Closed: yesterday's online sale (3 lots), yesterday's room sale (1), today's room sale whose
    // every lot has its result (3), the room sale four days ago (2). Not the room sale under way
    // (2) nor the open online sale.
    expect(data.yearResults.lots).toBe(9);
  });
});
