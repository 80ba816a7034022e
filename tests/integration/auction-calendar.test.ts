import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { readHead } from '../helpers/page-head';
import { openTestDb } from '../helpers/test-db';
import type { AuctionData, AuctionsData } from '#shared/payloads/auction-data';
import type { AuctioneerData } from '#shared/payloads/directory-data';

/**
 * The auction calendar, an auction's catalogue and results, and a house's year of results, on
 * known rows: two houses, past and upcoming auctions, and a past sale whose lots cover every
 * result. Expected figures are worked out here from the rows inserted, not copied from the code.
 */
let t: TestApp;
const BASE = 'https://auctions.example.co.uk';
const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const calendar = async (qs = '') =>
  (await get(`/auctions/_payload.json${qs}`)).body.loaderData.auctions as AuctionsData;
const auctionData = async (id: number, qs = '') =>
  (await get(`/auctions/${id}/_payload.json${qs}`)).body.loaderData.auction as AuctionData;

interface FixtureAuction {
  key: string;
  house: 'alpha' | 'beta';
  method: string;
  venue: string;
  /** Days from now. */
  start: number;
  end: number | null;
}
const AUCTIONS: FixtureAuction[] = [
  {
    key: 'old',
    house: 'alpha',
    method: 'Traditional',
    venue: 'The Guildhall, Leeds',
    start: -400,
    end: null,
  },
  {
    key: 'past',
    house: 'alpha',
    method: 'Traditional',
    venue: 'The Corn Exchange, York',
    start: -30,
    end: null,
  },
  { key: 'pastOnline', house: 'beta', method: 'Online', venue: 'Online', start: -20, end: -13 },
  { key: 'soonOnline', house: 'alpha', method: 'Online', venue: 'Online', start: 5, end: 12 },
  {
    key: 'soonRoom',
    house: 'beta',
    method: 'Traditional',
    venue: 'The Assembly Rooms, Bolton',
    start: 7,
    end: null,
  },
  { key: 'running', house: 'beta', method: 'Modern', venue: 'Online', start: -3, end: 20 },
];

interface FixtureLot {
  auction: string;
  lot: string;
  status: string | null;
  guide: number | null;
  sold: number | null;
  type?: string;
}
const LOTS: FixtureLot[] = [
  { auction: 'old', lot: '1', status: 'Sold', guide: 500_000, sold: 1_000_000 },
  // The past sale, in a shuffled order: every result, a sale with no published price, no guide.
  { auction: 'past', lot: '10', status: 'Unsold', guide: 50_000, sold: null },
  { auction: 'past', lot: '2', status: 'Sold', guide: 100_000, sold: 90_000 },
  { auction: 'past', lot: '3A', status: 'Withdrawn', guide: 70_000, sold: null },
  { auction: 'past', lot: '1', status: 'Sold', guide: 100_000, sold: 120_000 },
  { auction: 'past', lot: '4', status: 'sold', guide: 60_000, sold: null },
  { auction: 'past', lot: '3', status: null, guide: 80_000, sold: null },
  { auction: 'past', lot: '5', status: 'Sold', guide: null, sold: 40_000 },
  { auction: 'soonOnline', lot: '2', status: null, guide: 150_000, sold: null, type: 'Flat' },
  {
    auction: 'soonOnline',
    lot: '1',
    status: null,
    guide: 250_000,
    sold: null,
    type: 'Terraced house',
  },
  { auction: 'soonOnline', lot: '3', status: null, guide: 90_000, sold: null, type: 'Flat' },
  { auction: 'pastOnline', lot: '1', status: null, guide: 90_000, sold: null },
];

const ids = new Map<string, number>();
const houses = new Map<string, number>();
/** A day as `2027-01-31` on a London clock. */
const LONDON_MONTH = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, name, regions] of [
    ['alpha', 'Alpha Auctions', ['London', 'South East']],
    ['beta', 'Beta Property Auctions', ['North West']],
  ] as const) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO auction_houses (slug, name, regions_covered) VALUES ($1, $2, $3) RETURNING id`,
      [key, name, regions],
    );
    houses.set(key, Number(rows[0]!.id));
  }
  for (const a of AUCTIONS) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, auction_end_date, venue)
       VALUES ($1, $2, $3, now() + make_interval(days => $4::int),
               now() + make_interval(days => $5::int), $6) RETURNING id`,
      [houses.get(a.house), `Sale ${a.key}`, a.method, a.start, a.end, a.venue],
    );
    ids.set(a.key, Number(rows[0]!.id));
  }
  for (const l of LOTS) {
    const a = AUCTIONS.find((x) => x.key === l.auction)!;
    await t.db.query(
      `INSERT INTO auction_properties (auction_house_id, auction_id, title, lot_number, lot_status,
         guide_price_min, sold_price, property_type, auction_method, auction_date, auction_end_date)
       SELECT auction_house_id, id, $2, $3, $4, $5, $6, $7, auction_method, auction_date, auction_end_date
         FROM auctions WHERE id = $1`,
      [
        ids.get(a.key),
        `Lot ${l.lot} of ${a.key}`,
        l.lot,
        l.status,
        l.guide,
        l.sold,
        l.type ?? null,
      ],
    );
  }
}, 60_000);
afterAll(() => t.close());

/** The figures of a set of fixture lots, by the rules the page states. */
function expectedFigures(lots: FixtureLot[]) {
  const is = (s: string) => (l: FixtureLot) => (l.status ?? '').toLowerCase() === s;
  const sold = lots.filter(is('sold'));
  const unsold = lots.filter(is('unsold')).length;
  const withdrawn = lots.filter(is('withdrawn')).length;
  const priced = sold.filter((l) => l.sold && l.guide);
  return {
    lots: lots.length,
    sold: sold.length,
    unsold,
    withdrawn,
    awaiting: lots.filter((l) => l.status === null).length,
    offered: lots.length - withdrawn,
    raised: sold.reduce((s, l) => s + (l.sold ?? 0), 0),
    soldRate: sold.length / (sold.length + unsold),
    overGuide:
      priced.reduce((s, l) => s + l.sold!, 0) / priced.reduce((s, l) => s + l.guide!, 0) - 1,
  };
}

describe('/auctions', () => {
  it('lists upcoming auctions by closing time, a running sale included, with their lot counts', async () => {
    const res = await get('/auctions');
    expect(res.status).toBe(200);
    const data = await calendar();
    expect(data.items.map((a) => a.id)).toEqual(
      ['soonRoom', 'soonOnline', 'running'].map((k) => ids.get(k)),
    );
    expect(data.total).toBe(3);
    const online = data.items.find((a) => a.id === ids.get('soonOnline'))!;
    expect(online.figures.lots).toBe(LOTS.filter((l) => l.auction === 'soonOnline').length);
    expect(online.ended).toBe(false);
    // What a visitor reads: the house, online or the venue, the method, the lot count.
    expect(res.text).toContain('The Assembly Rooms, Bolton');
    expect(res.text).toContain('Beta Property Auctions');
    expect(res.text).toContain('3 lots');
    expect(res.text).toContain(`href="/auctions/${ids.get('soonOnline')}"`);
    // Sales titled alike are told apart by their links' names: each adds its house.
    expect(res.text).toContain(`aria-label="${online.title}, ${online.house.name}"`);
  });

  it('past auctions come latest first with their results', async () => {
    const data = await calendar('?when=past');
    expect(data.items.map((a) => a.id)).toEqual(
      ['pastOnline', 'past', 'old'].map((k) => ids.get(k)),
    );
    const past = data.items.find((a) => a.id === ids.get('past'))!;
    expect(past.ended).toBe(true);
    expect(past.figures.sold).toBe(expectedFigures(LOTS.filter((l) => l.auction === 'past')).sold);
    const page = await get('/auctions?when=past');
    expect(page.text).toContain('Results awaited'); // the online sale has no result yet
  });

  it('filters by region and by house (a plain GET form), the tab kept', async () => {
    const london = await calendar('?region=London');
    expect(london.items.map((a) => a.id)).toEqual([ids.get('soonOnline')]);
    const beta = await calendar(`?house=${houses.get('beta')}&when=past`);
    expect(beta.items.map((a) => a.id)).toEqual([ids.get('pastOnline')]);
    const form = await get('/auctions?when=past');
    const tag = /<form[^>]*aria-label="Filter auctions"[^>]*>/.exec(form.text)?.[0] ?? '';
    expect(tag).toContain('action="/auctions"');
    expect(tag).toContain('method="get"');
    expect(form.text).toContain('<input type="hidden" name="when" value="past"/>');
    expect(london.regions).toEqual(['London', 'North West', 'South East']);
  });

  it('bad filter values are ignored cleanly: the page answers 200 and its canonical URL drops them', async () => {
    for (const qs of [
      '?region=Atlantis',
      '?region=%3Cscript%3E',
      `?region=${'x'.repeat(150)}`,
      '?house=abc',
      '?house=99999999',
      '?house=-1',
      '?when=yesterday',
      '?page=0',
      '?page=abc',
      '?region=&house=',
    ]) {
      const res = await get(`/auctions${qs}`);
      expect(res.status, qs).toBe(200);
      expect(readHead(res.text).canonical, qs).toBe(`${BASE}/auctions`);
    }
    expect((await calendar('?region=Atlantis')).total).toBe(3);
    // A query string past the site's cap is refused as every page refuses it, without a trace.
    const huge = await get(`/auctions?region=${'x'.repeat(5000)}`);
    expect(huge.status).toBe(400);
    expect(huge.text).not.toMatch(/at .*\.ts:\d+/);
    // Past the last page: sent to the last one, as every results page does.
    const far = await get('/auctions?page=9');
    expect(far.status).toBe(302);
    // A known filter is part of the canonical URL, in one spelling.
    const res = await get('/auctions?region=north%20west&utm_source=x');
    expect(readHead(res.text).canonical).toBe(`${BASE}/auctions?region=North+West`);
  });

  it('says when a link’s house or region names nothing we list, and that every one is shown', async () => {
    // Was the whole calendar under the link's filter, without a word that it was left out.
    const text = (qs: string) =>
      get(`/auctions${qs}`).then((r) => r.text.replace(/<[^>]+>/g, '').replace(/&#x27;/g, '’'));
    expect(await text('?region=Atlantis')).toContain(
      'No auction house we list covers a region called “Atlantis”, so auctions in every region are shown.',
    );
    expect(await text('?house=99999999&when=past')).toContain(
      'The auction house in this link is not one we list, so every house’s auctions are shown.',
    );
    expect((await calendar('?house=abc')).dropped).toEqual({ house: true });
    // A filter that names what we list, or none, says nothing of the kind.
    for (const qs of ['', '?region=north%20west', '?region=&house='])
      expect((await calendar(qs)).dropped, qs).toBeUndefined();
  });

  it('filters by month, the month the calendar dates each sale in, on a London clock', async () => {
    // A buyer planning ahead asked for "auctions in January" and had to page through every one.
    const { rows } = await t.db.query<{ id: number; first: Date }>(
      'SELECT id, coalesce(auction_end_date, auction_date) AS first FROM auctions',
    );
    const monthOf = new Map(
      rows.map((r) => [Number(r.id), LONDON_MONTH.format(new Date(r.first)).slice(0, 7)]),
    );
    const thisMonth = LONDON_MONTH.format(new Date()).slice(0, 7);
    for (const when of ['upcoming', 'past'] as const) {
      const tab = when === 'past' ? '&when=past' : '';
      const all = await calendar(when === 'past' ? '?when=past' : '');
      const months = [...new Set(all.items.map((a) => monthOf.get(a.id)!))];
      expect(months.length, when).toBeGreaterThan(0);
      // The tab offers its own months only: this month on, or up to this month.
      expect(all.months, when).toEqual(expect.arrayContaining(months));
      for (const m of all.months)
        expect(when === 'past' ? m <= thisMonth : m >= thisMonth).toBe(true);
      for (const month of months) {
        const found = await calendar(`?month=${month}${tab}`);
        expect(found.items.map((a) => a.id).sort(), `${when} ${month}`).toEqual(
          all.items
            .filter((a) => monthOf.get(a.id) === month)
            .map((a) => a.id)
            .sort(),
        );
        expect(found.query.month).toBe(month);
      }
    }
    // Its name in the title, the form keeping it; another tab's link leaves it out.
    const [first] = (await calendar()).months;
    const res = await get(`/auctions?month=${first}`);
    const named = new Date(`${first}-15T12:00:00Z`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
    });
    expect(readHead(res.text).title).toContain(named);
    expect(res.text).toContain(`<option value="${first}" selected="">${named}</option>`);
    expect(res.text).toContain('href="/auctions?when=past"');
    // A month with no sale lists none; one that is no month is left out, and the page says so.
    expect((await calendar('?month=2031-02')).total).toBe(0);
    const wrong = await calendar('?month=2027-13');
    expect(wrong.dropped).toEqual({ month: '2027-13' });
    expect(wrong.total).toBe(3);
    const text = (await get('/auctions?month=January')).text.replace(/<[^>]+>/g, '');
    expect(text).toContain('We could not read a month from “January”');
  });

  it('is a real page now: the seed redirect no longer shadows it', async () => {
    const res = await get('/auctions?location=leeds');
    expect(res.status).toBe(200);
    const meta = await request(t.app).get(`/builds/meta/${t.build.info.id}.json`);
    expect(meta.body.routeRules['/auctions']).toBeUndefined();
  });
});

describe('/auctions/{id}', () => {
  it('a closed sale shows every lot’s result in lot order and figures worked out from its lots', async () => {
    const lots = LOTS.filter((l) => l.auction === 'past');
    const want = expectedFigures(lots);
    const data = await auctionData(ids.get('past')!);
    expect(data.auction.ended).toBe(true);
    expect(data.results?.map((r) => r.lot_number)).toEqual(['1', '2', '3', '3A', '4', '5', '10']);
    expect(data.results?.map((r) => r.state)).toEqual([
      'Sold',
      'Sold',
      'Awaiting result',
      'Withdrawn',
      'Sold',
      'Sold',
      'Unsold',
    ]);
    expect(data.auction.figures).toMatchObject({
      lots: want.lots,
      sold: want.sold,
      unsold: want.unsold,
      withdrawn: want.withdrawn,
      awaiting: want.awaiting,
      offered: want.offered,
      raised: want.raised,
    });
    expect(data.auction.figures.soldRate).toBeCloseTo(want.soldRate, 10);
    expect(data.auction.figures.overGuide).toBeCloseTo(want.overGuide, 10);
    // The page says it in words: rate, money, the lot awaiting a result, a sale with no price.
    const res = await get(`/auctions/${ids.get('past')}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${Math.round(want.soldRate * 100)}%`);
    expect(res.text).toContain(`£${want.raised.toLocaleString('en-GB')}`);
    expect(res.text).toContain('1 lot has no result published yet.');
    expect(res.text).toContain('Not published');
    expect(res.text).toContain('+20%'); // lot 1: £120,000 against a £100,000 guide
  });

  it('the catalogue is in lot order, all lots by default, with the lot search’s filters', async () => {
    const data = await auctionData(ids.get('past')!);
    expect(data.total).toBe(LOTS.filter((l) => l.auction === 'past').length);
    expect(data.items.map((l) => l.title)).toEqual(
      ['1', '2', '3', '3A', '4', '5', '10'].map((n) => `Lot ${n} of past`),
    );
    const sold = await auctionData(ids.get('past')!, '?lot_status=sold');
    expect(sold.items.map((l) => l.lot_status)).toEqual(['Sold', 'Sold', 'Sold', 'Sold']);
    const flats = await auctionData(ids.get('soonOnline')!, '?property_type=flats');
    expect(flats.items.map((l) => l.title)).toEqual(['Lot 2 of soonOnline', 'Lot 3 of soonOnline']);
    const cheap = await auctionData(ids.get('soonOnline')!, '?order_by=price_asc');
    expect(cheap.items.map((l) => l.guide_price_min)).toEqual([90_000, 150_000, 250_000]);
    const page = await get(`/auctions/${ids.get('soonOnline')}?property_type=flats`);
    expect(page.text).toContain('aria-label="Filter lots"');
    expect(page.text).toContain('Remove filter: Flats');
    expect(readHead(page.text).canonical).toBe(`${BASE}/auctions/${ids.get('soonOnline')}`);
  });

  it('before the sale: no results, the closing date said instead', async () => {
    const data = await auctionData(ids.get('soonOnline')!);
    expect(data.results).toBeNull();
    const res = await get(`/auctions/${ids.get('soonOnline')}`);
    expect(res.text).toContain('Each lot’s result appears here after the auction.');
  });

  it('JSON-LD: an Event, online or in a room, organised by its house', async () => {
    const events = [];
    for (const key of ['past', 'soonOnline']) {
      const res = await get(`/auctions/${ids.get(key)}`);
      const ld = readHead(res.text).jsonLd?.data as Array<Record<string, unknown>>;
      const event = ld.find((x) => x['@type'] === 'Event')!;
      expect(event['@context']).toBe('https://schema.org');
      // Named with its house: houses title their sales alike (the page's title says the same).
      expect(event.name).toBe(`Sale ${key}, Alpha Auctions`);
      expect(new Date(event.startDate as string).toISOString()).toBe(event.startDate);
      expect(event.url).toBe(`${BASE}/auctions/${ids.get(key)}`);
      expect(event.organizer).toEqual({
        '@type': 'Organization',
        name: 'Alpha Auctions',
        url: `${BASE}/auctioneers/${houses.get('alpha')}`,
      });
      events.push(event);
    }
    expect(events[0]).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'The Corn Exchange, York' },
    });
    expect(events[0]!.endDate).toBeUndefined();
    expect(events[1]).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: `${BASE}/auctions/${ids.get('soonOnline')}` },
    });
    expect(typeof events[1]!.endDate).toBe('string');
  });

  it('an unknown or malformed id is a 404', async () => {
    expect((await get('/auctions/99999999')).status).toBe(404);
    expect((await get('/auctions/abc')).status).toBe(404);
    expect((await get('/auctions/0')).status).toBe(404);
    expect((await get('/auctions/1.5')).status).toBe(404);
  });

  it('a lot’s page links to its auction', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM auction_properties WHERE auction_id = $1 LIMIT 1',
      [ids.get('past')],
    );
    const res = await get(`/listings/${rows[0]!.id}`);
    expect(res.text).toContain(`href="/auctions/${ids.get('past')}"`);
  });
});

describe('auction house pages', () => {
  it('show the last twelve months of results (older sales and sales to come left out) and link to its auctions', async () => {
    const house = houses.get('alpha')!;
    const data = (await get(`/auctioneers/${house}/_payload.json`)).body.loaderData
      .auctioneer as AuctioneerData;
    const want = expectedFigures(LOTS.filter((l) => l.auction === 'past'));
    expect(data.yearResults).toMatchObject({
      lots: want.lots,
      sold: want.sold,
      raised: want.raised,
    });
    expect(data.yearResults.soldRate).toBeCloseTo(want.soldRate, 10);
    const res = await get(`/auctioneers/${house}`);
    expect(res.text).toContain(`href="/auctions?house=${house}"`);
    expect(res.text).toContain('Results, last 12 months');
  });
});

describe('sitemaps', () => {
  it('list every auction page, and the calendar among the static pages', async () => {
    const index = await request(t.app).get('/sitemap.xml');
    expect(index.text).toContain(`${BASE}/sitemaps/auctions-1.xml`);
    const xml = (await request(t.app).get('/sitemaps/auctions-1.xml')).text;
    for (const id of ids.values()) expect(xml).toContain(`<loc>${BASE}/auctions/${id}</loc>`);
    expect((await request(t.app).get('/sitemaps/static-1.xml')).text).toContain(
      `<loc>${BASE}/auctions</loc>`,
    );
  });
});

describe('migration 023 on an existing database', () => {
  it('removes a stored /auctions → /listings redirect that would shadow the page', async () => {
    const db = await openTestDb({ label: 'auctions_redirect' });
    try {
      await db.db.query(
        `INSERT INTO redirects (from_path, to_url, status_code) VALUES
           ('/auctions', '/listings?lot_status=ended', 301), ('/old-sales', '/listings', 301)`,
      );
      await db.db.exec(readFileSync('server/db/migrations/023_auction_calendar.sql', 'utf8'));
      const { rows } = await db.db.query<{ from_path: string }>('SELECT from_path FROM redirects');
      expect(rows.map((r) => r.from_path)).toEqual(['/old-sales']);
    } finally {
      await db.dispose();
    }
  });
});

describe('a month on the tab that holds none of its sales', () => {
  const monthOfSale = async (key: string) => {
    const { rows } = await t.db.query<{ first: Date }>(
      'SELECT coalesce(auction_end_date, auction_date) AS first FROM auctions WHERE id = $1',
      [ids.get(key)],
    );
    return LONDON_MONTH.format(new Date(rows[0]!.first)).slice(0, 7);
  };
  const thisMonth = () => LONDON_MONTH.format(new Date()).slice(0, 7);

  it('a month gone by, asked of the upcoming calendar, is its results (302, and the payload’s 202)', async () => {
    // `/auctions?month=2026-06` in December said "Upcoming property auctions: June 2026", "0
    // auctions", while June's sales had their results under Past.
    const month = await monthOfSale('old');
    expect(month < thisMonth()).toBe(true);
    const house = houses.get('alpha');
    const res = await get(`/auctions?month=${month}&house=${house}&page=2`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.location!, BASE);
    expect(to.pathname).toBe('/auctions');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      month,
      house: String(house),
      when: 'past',
    });
    const payload = await get(`/auctions/_payload.json?month=${month}&house=${house}`);
    expect(payload.status).toBe(202);
    expect(payload.headers['x-redirect']).toBe(`/auctions?month=${month}&house=${house}&when=past`);
    const results = await calendar(`?month=${month}&house=${house}&when=past`);
    expect(results.items.map((a) => a.id)).toEqual([ids.get('old')]);
  });

  it('a month to come, asked of the past auctions, is its calendar', async () => {
    const [y, m] = thisMonth().split('-').map(Number) as [number, number];
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    const res = await get(`/auctions?when=past&month=${next}&region=North%20West`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/auctions?month=${next}&region=North+West`);
    const payload = await get(`/auctions/_payload.json?when=past&month=${next}`);
    expect(payload.status).toBe(202);
    expect(payload.headers['x-redirect']).toBe(`/auctions?month=${next}`);
  });

  it('this month, with none of its sales on the tab asked, leads to the other tab’s', async () => {
    // A house whose only sale of this month closed a moment ago: nothing of it upcoming. The
    // moment is never before the month began in London, so the first second of a month holds too.
    const month = thisMonth();
    const { rows } = await t.db.query<{ id: number }>(
      `WITH h AS (INSERT INTO auction_houses (slug, name) VALUES ('gamma', 'Gamma Auctions') RETURNING id),
            closed AS (SELECT greatest(now() - interval '1 second',
                                       ($1 || '-01')::timestamp AT TIME ZONE 'Europe/London') AS at)
       INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, auction_end_date, venue)
       SELECT id, 'Sale just closed', 'Online', closed.at, closed.at, 'Online' FROM h, closed
       RETURNING auction_house_id AS id`,
      [month],
    );
    const gamma = Number(rows[0]!.id);
    try {
      const named = new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', {
        month: 'long',
        year: 'numeric',
      });
      const upcoming = await get(`/auctions?house=${gamma}&month=${month}`);
      expect(upcoming.status).toBe(200);
      const results = `/auctions?house=${gamma}&amp;month=${month}&amp;when=past`;
      expect(upcoming.text).toContain(`href="${results}"`);
      expect(upcoming.text).toContain(`Results of ${named}`);
      const past = await calendar(`?house=${gamma}&month=${month}&when=past`);
      expect(past.total).toBe(1);
      expect(past.elsewhere).toBeUndefined();
    } finally {
      await t.db.query('DELETE FROM auctions WHERE auction_house_id = $1', [gamma]);
      await t.db.query('DELETE FROM auction_houses WHERE id = $1', [gamma]);
    }
  });
});
