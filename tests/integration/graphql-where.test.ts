import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import {
  seedGraphFixture,
  type Fixture,
  type FixtureHouse,
  type FixtureLot,
  type FixtureSold,
} from '../fixtures/graph-fixture';
import { graphTestApp, type GraphTestApp } from '../helpers/graph-test-app';

type Where = Record<string, unknown>;
/** [name, where, the same filter in JS (SQL null semantics), may match none or all rows] */
type Case<T> = [string, Where, (row: T, fx: Fixture) => boolean, boolean?];

const time = (s: string | null) => (s === null ? null : Date.parse(s));
const has = <T>(v: T | null, f: (v: T) => boolean) => v !== null && f(v);
const houseName = (fx: Fixture, id: number) => fx.houses.find((h) => h.id === id)!.name;
const auctionTitle = (fx: Fixture, id: number | null) =>
  id === null ? null : fx.auctions.find((a) => a.id === id)!.title;
/** Lots of a house a buyer can bid on: what `number_of_properties` counts. */
const forSale = (fx: Fixture, houseId: number) =>
  fx.lots.filter((l) => l.auction_house_id === houseId && l.lot_status === 'Available').length;
const words = (l: FixtureLot) =>
  `${l.title} ${l.address} ${l.location} ${l.postcode ?? ''}`.toLowerCase();

const LOT_CASES: Case<FixtureLot>[] = [
  // bigint
  ['id _eq', { id: { _eq: 3 } }, (l) => l.id === 3],
  ['id _neq', { id: { _neq: 3 } }, (l) => l.id !== 3],
  ['id _in', { id: { _in: [1, 2, 99] } }, (l) => [1, 2].includes(l.id)],
  ['id _nin', { id: { _nin: [1, 2] } }, (l) => ![1, 2].includes(l.id)],
  ['id _gt', { id: { _gt: 15 } }, (l) => l.id > 15],
  ['id _gte', { id: { _gte: 15 } }, (l) => l.id >= 15],
  ['id _lt', { id: { _lt: 3 } }, (l) => l.id < 3],
  ['id _lte', { id: { _lte: 3 } }, (l) => l.id <= 3],
  ['auction_id _is_null true', { auction_id: { _is_null: true } }, (l) => l.auction_id === null],
  ['auction_id _is_null false', { auction_id: { _is_null: false } }, (l) => l.auction_id !== null],
  // integer
  ['guide _eq', { guide_price_min: { _eq: 300000 } }, (l) => l.guide_price_min === 300000],
  [
    'guide _neq (nulls never match)',
    { guide_price_min: { _neq: 300000 } },
    (l) => has(l.guide_price_min, (v) => v !== 300000),
  ],
  [
    'guide _gt',
    { guide_price_min: { _gt: 500000 } },
    (l) => has(l.guide_price_min, (v) => v > 500000),
  ],
  [
    'guide _gte',
    { guide_price_min: { _gte: 450000 } },
    (l) => has(l.guide_price_min, (v) => v >= 450000),
  ],
  [
    'guide _lt',
    { guide_price_min: { _lt: 99000 } },
    (l) => has(l.guide_price_min, (v) => v < 99000),
  ],
  [
    'guide _lte',
    { guide_price_min: { _lte: 99000 } },
    (l) => has(l.guide_price_min, (v) => v <= 99000),
  ],
  [
    'guide _in',
    { guide_price_min: { _in: [85000, 99000, 1] } },
    (l) => [85000, 99000].includes(l.guide_price_min!),
  ],
  [
    'guide _nin (nulls never match)',
    { guide_price_min: { _nin: [85000, 99000] } },
    (l) => has(l.guide_price_min, (v) => ![85000, 99000].includes(v)),
  ],
  ['guide _is_null', { guide_price_min: { _is_null: true } }, (l) => l.guide_price_min === null],
  [
    'guide range (two operators AND)',
    { guide_price_min: { _gte: 100000, _lt: 200000 } },
    (l) => has(l.guide_price_min, (v) => v >= 100000 && v < 200000),
  ],
  // smallint
  ['bedrooms _eq', { bedrooms: { _eq: 3 } }, (l) => l.bedrooms === 3],
  ['bedrooms _neq', { bedrooms: { _neq: 3 } }, (l) => has(l.bedrooms, (v) => v !== 3)],
  ['bedrooms _gt', { bedrooms: { _gt: 4 } }, (l) => has(l.bedrooms, (v) => v > 4)],
  ['bedrooms _gte', { bedrooms: { _gte: 4 } }, (l) => has(l.bedrooms, (v) => v >= 4)],
  ['bedrooms _lt', { bedrooms: { _lt: 2 } }, (l) => has(l.bedrooms, (v) => v < 2)],
  ['bedrooms _lte', { bedrooms: { _lte: 2 } }, (l) => has(l.bedrooms, (v) => v <= 2)],
  ['bedrooms _in', { bedrooms: { _in: [1, 6] } }, (l) => [1, 6].includes(l.bedrooms!)],
  [
    'bedrooms _nin',
    { bedrooms: { _nin: [1, 6] } },
    (l) => has(l.bedrooms, (v) => ![1, 6].includes(v)),
  ],
  ['bedrooms _is_null', { bedrooms: { _is_null: true } }, (l) => l.bedrooms === null],
  // float8
  ['lat _gt', { lat: { _gt: 53 } }, (l) => has(l.lat, (v) => v > 53)],
  ['lat _lt', { lat: { _lt: 51.51 } }, (l) => has(l.lat, (v) => v < 51.51)],
  [
    'lng _gte/_lte',
    { lng: { _gte: -0.145, _lte: -0.13 } },
    (l) => has(l.lng, (v) => v >= -0.145 && v <= -0.13),
  ],
  ['lat _eq', { lat: { _eq: 53.405 } }, (l) => l.lat === 53.405],
  ['lat _is_null', { lat: { _is_null: true } }, (l) => l.lat === null],
  // text
  ['status _eq', { lot_status: { _eq: 'Sold' } }, (l) => l.lot_status === 'Sold'],
  [
    'status _neq (nulls never match)',
    { lot_status: { _neq: 'Sold' } },
    (l) => has(l.lot_status, (v) => v !== 'Sold'),
  ],
  [
    'status _in',
    { lot_status: { _in: ['Sold', 'Withdrawn'] } },
    (l) => ['Sold', 'Withdrawn'].includes(l.lot_status!),
  ],
  [
    'status _nin',
    { lot_status: { _nin: ['Sold', 'Withdrawn'] } },
    (l) => has(l.lot_status, (v) => !['Sold', 'Withdrawn'].includes(v)),
  ],
  ['status _gt', { lot_status: { _gt: 'Sold' } }, (l) => has(l.lot_status, (v) => v > 'Sold')],
  ['status _gte', { lot_status: { _gte: 'Sold' } }, (l) => has(l.lot_status, (v) => v >= 'Sold')],
  ['status _lt', { lot_status: { _lt: 'B' } }, (l) => has(l.lot_status, (v) => v < 'B')],
  ['status _lte', { lot_status: { _lte: 'Sold' } }, (l) => has(l.lot_status, (v) => v <= 'Sold')],
  [
    'status _like',
    { lot_status: { _like: 'S%' } },
    (l) => has(l.lot_status, (v) => v.startsWith('S')),
  ],
  [
    'status _nlike',
    { lot_status: { _nlike: 'S%' } },
    (l) => has(l.lot_status, (v) => !v.startsWith('S')),
  ],
  [
    'status _ilike',
    { lot_status: { _ilike: '%SOLD' } },
    (l) => has(l.lot_status, (v) => v.toLowerCase().endsWith('sold')),
  ],
  [
    'status _nilike',
    { lot_status: { _nilike: '%sold' } },
    (l) => has(l.lot_status, (v) => !v.toLowerCase().endsWith('sold')),
  ],
  // The graph derives every lot's status (issue 13), so none is ever null.
  ['status _is_null', { lot_status: { _is_null: true } }, (l) => l.lot_status === null, true],
  ['title _ilike with _ wildcard', { title: { _ilike: '%fl_t%' } }, (l) => /fl.t/i.test(l.title)],
  [
    'postcode_district _eq',
    { postcode_district: { _eq: 'm1' } },
    (l) => l.postcode_district === 'm1',
  ],
  // timestamptz
  [
    'date _eq with an offset',
    { auction_date: { _eq: '2024-06-01T11:00:00+01:00' } },
    (l) => l.auction_date === '2024-06-01T10:00:00Z',
  ],
  [
    'date _neq',
    { auction_date: { _neq: '2024-06-01T10:00:00Z' } },
    (l) => has(l.auction_date, (v) => v !== '2024-06-01T10:00:00Z'),
  ],
  [
    'date _gt',
    { auction_date: { _gt: '2024-06-20T18:00:00Z' } },
    (l) => has(time(l.auction_date), (v) => v > Date.parse('2024-06-20T18:00:00Z')),
  ],
  [
    'date _gte',
    { auction_date: { _gte: '2024-06-20T18:00:00Z' } },
    (l) => has(time(l.auction_date), (v) => v >= Date.parse('2024-06-20T18:00:00Z')),
  ],
  [
    'date _lt (date only = midnight UTC)',
    { auction_date: { _lt: '2024-06-01' } },
    (l) => has(time(l.auction_date), (v) => v < Date.parse('2024-06-01T00:00:00Z')),
  ],
  [
    'date _lte',
    { auction_date: { _lte: '2024-06-01T10:00:00.000Z' } },
    (l) => has(time(l.auction_date), (v) => v <= Date.parse('2024-06-01T10:00:00Z')),
  ],
  [
    'date _in',
    { auction_date: { _in: ['2024-07-10T11:00:00Z', '2024-03-12T12:00:00Z'] } },
    (l) => ['2024-07-10T11:00:00Z', '2024-03-12T12:00:00Z'].includes(l.auction_date!),
  ],
  [
    'date _nin',
    { auction_date: { _nin: ['2024-07-10T11:00:00Z'] } },
    (l) => has(l.auction_date, (v) => v !== '2024-07-10T11:00:00Z'),
  ],
  ['date _is_null', { auction_date: { _is_null: true } }, (l) => l.auction_date === null],
  // text[]
  [
    'images _contains',
    { image_urls: { _contains: ['https://img.example/2/a.jpg'] } },
    (l) => l.image_urls.includes('https://img.example/2/a.jpg'),
  ],
  [
    'images _contained_in',
    {
      image_urls: { _contained_in: ['https://img.example/2/a.jpg', 'https://img.example/2/b.jpg'] },
    },
    (l) => l.image_urls.every((u) => u.startsWith('https://img.example/2/')),
  ],
  ['images _eq []', { image_urls: { _eq: [] } }, (l) => l.image_urls.length === 0],
  ['images _neq []', { image_urls: { _neq: [] } }, (l) => l.image_urls.length > 0],
  ['images _is_null false', { image_urls: { _is_null: false } }, () => true, true],
  // jsonb
  [
    'history _contains',
    { history: { _contains: [{ event: 'sold' }] } },
    (l) => l.history.some((h) => h.event === 'sold'),
  ],
  [
    'history _contained_in',
    { history: { _contained_in: [{ date: '2024-01-01', event: 'listed' }] } },
    (l) => l.history.length === 1,
  ],
  [
    'history _eq',
    { history: { _eq: [{ event: 'listed', date: '2024-01-01' }] } },
    (l) => l.history.length === 1,
  ],
  [
    'history _neq',
    { history: { _neq: [{ event: 'listed', date: '2024-01-01' }] } },
    (l) => l.history.length > 1,
  ],
  ['history _is_null', { history: { _is_null: true } }, () => false, true],
  // boolean combinators
  [
    '_and',
    { _and: [{ lot_status: { _eq: 'Available' } }, { bedrooms: { _gte: 3 } }] },
    (l) => l.lot_status === 'Available' && has(l.bedrooms, (v) => v >= 3),
  ],
  [
    '_or',
    { _or: [{ lot_status: { _eq: 'Withdrawn' } }, { bedrooms: { _gte: 5 } }] },
    (l) => l.lot_status === 'Withdrawn' || has(l.bedrooms, (v) => v >= 5),
  ],
  [
    '_not',
    { _not: { lot_status: { _eq: 'Sold' } } },
    (l) => !(l.lot_status === 'Sold') && l.lot_status !== null,
  ],
  [
    '_not of _is_null',
    { _not: { lot_status: { _is_null: true } } },
    (l) => l.lot_status !== null,
    true,
  ],
  [
    '_not of _is_null on a stored column',
    { _not: { postcode: { _is_null: true } } },
    (l) => l.postcode !== null,
  ],
  [
    'keys in one object are ANDed',
    { lot_status: { _eq: 'Sold' }, property_type: { _eq: 'Flat' } },
    (l) => l.lot_status === 'Sold' && l.property_type === 'Flat',
  ],
  ['empty where {}', {}, () => true, true],
  ['empty _and is true', { _and: [] }, () => true, true],
  ['empty _or is false', { _or: [] }, () => false, true],
  [
    'nested _or inside _and inside _not',
    {
      _not: {
        _and: [
          { _or: [{ property_type: { _eq: 'House' } }, { property_type: { _eq: 'Land' } }] },
          { guide_price_min: { _lt: 200000 } },
        ],
      },
    },
    // SQL keeps a row under NOT only when the inner expression is FALSE (not NULL).
    (l) =>
      (l.property_type !== null && !['House', 'Land'].includes(l.property_type)) ||
      has(l.guide_price_min, (v) => v >= 200000),
  ],
  // relations (EXISTS)
  [
    'auction_house.name _ilike',
    { auction_house: { name: { _ilike: '%allsop%' } } },
    (l, fx) => houseName(fx, l.auction_house_id) === 'Allsop',
  ],
  [
    'auction.title _ilike',
    { auction: { title: { _ilike: '%july%' } } },
    (l, fx) => /july/i.test(auctionTitle(fx, l.auction_id) ?? ''),
  ],
  [
    'auction_house array _contains',
    { auction_house: { regions_covered: { _contains: ['North West'] } } },
    (l, fx) => houseName(fx, l.auction_house_id) === 'Pugh Auctions',
  ],
  [
    '_not auction {} (lots without an auction)',
    { _not: { auction: {} } },
    (l) => l.auction_id === null,
  ],
  [
    'two levels: auction_house.auctions.title',
    { auction_house: { auctions: { title: { _ilike: '%timed%' } } } },
    (l, fx) => houseName(fx, l.auction_house_id) === 'Pugh Auctions',
  ],
  [
    'relation and column together',
    { auction_house: { slug: { _eq: 'savills' } }, lot_status: { _eq: 'Sold' } },
    (l, fx) => houseName(fx, l.auction_house_id) === 'Savills' && l.lot_status === 'Sold',
  ],
  // full-text search
  ['_search one word', { _search: 'flat' }, (l) => /\bflat\b/.test(words(l))],
  [
    '_search two words (both must match)',
    { _search: 'Manchester house' },
    (l) => /\bmanchester\b/.test(words(l)) && /\bhouse\b/.test(words(l)),
  ],
  [
    '_search with a filter',
    { _search: 'flat', lot_status: { _eq: 'Sold' } },
    (l) => /\bflat\b/.test(words(l)) && l.lot_status === 'Sold',
  ],
  [
    '_search_word: the word as written, not its stem ("terrace" is no "Terraced house")',
    { _search_word: 'terrace' },
    (l) => /\bterrace\b/.test(`${l.title} ${l.address}`.toLowerCase()),
  ],
];

const HOUSE_CASES: Case<FixtureHouse>[] = [
  [
    'regions _contains',
    { regions_covered: { _contains: ['London'] } },
    (h) => h.regions_covered.includes('London'),
  ],
  [
    'regions _contained_in',
    { regions_covered: { _contained_in: ['London', 'National', 'South East'] } },
    (h) => h.regions_covered.every((r) => ['London', 'National', 'South East'].includes(r)),
  ],
  [
    'regions _eq',
    { regions_covered: { _eq: ['North West'] } },
    (h) => h.regions_covered.join() === 'North West',
  ],
  [
    'regions _neq',
    { regions_covered: { _neq: ['North West'] } },
    (h) => h.regions_covered.join() !== 'North West',
  ],
  ['phone _is_null', { phone: { _is_null: true } }, (h) => h.phone === null],
  [
    'computed number_of_properties (lots for sale now) _gt',
    { number_of_properties: { _gt: 0 } },
    (h, fx) => forSale(fx, h.id) > 0,
  ],
  [
    'computed number_of_properties _eq 0',
    { number_of_properties: { _eq: 0 } },
    (h, fx) => forSale(fx, h.id) === 0,
  ],
  [
    'array relation: any lot withdrawn',
    { auction_properties: { lot_status: { _eq: 'Withdrawn' } } },
    (h) => ['allsop', 'pugh-auctions'].includes(h.slug),
  ],
  [
    '_not array relation {} (houses without lots)',
    { _not: { auction_properties: {} } },
    (h) => h.slug === 'quiet-house',
  ],
  [
    'array relation nested twice',
    { auction_properties: { auction: { auction_method: { _eq: 'Timed' } } } },
    (h) => h.slug === 'pugh-auctions',
  ],
];

const SOLD_CASES: Case<FixtureSold>[] = [
  ['bpchar _eq', { property_type: { _eq: 'T' } }, (s) => s.property_type === 'T'],
  ['bpchar _neq', { property_type: { _neq: 'T' } }, (s) => s.property_type !== 'T'],
  [
    'bpchar _in',
    { property_type: { _in: ['F', 'D'] } },
    (s) => ['F', 'D'].includes(s.property_type),
  ],
  [
    'bpchar _nin',
    { property_type: { _nin: ['F', 'D'] } },
    (s) => !['F', 'D'].includes(s.property_type),
  ],
  ['bpchar _gt', { property_type: { _gt: 'S' } }, (s) => s.property_type > 'S'],
  [
    'date _eq',
    { date_of_transfer: { _eq: '2024-02-01' } },
    (s) => s.date_of_transfer === '2024-02-01',
  ],
  [
    'date _neq',
    { date_of_transfer: { _neq: '2024-02-01' } },
    (s) => s.date_of_transfer !== '2024-02-01',
  ],
  [
    'date _gt',
    { date_of_transfer: { _gt: '2024-01-20' } },
    (s) => s.date_of_transfer > '2024-01-20',
  ],
  [
    'date _gte',
    { date_of_transfer: { _gte: '2024-01-20' } },
    (s) => s.date_of_transfer >= '2024-01-20',
  ],
  [
    'date _lt',
    { date_of_transfer: { _lt: '2022-01-01' } },
    (s) => s.date_of_transfer < '2022-01-01',
  ],
  [
    'date _lte',
    { date_of_transfer: { _lte: '2022-11-11' } },
    (s) => s.date_of_transfer <= '2022-11-11',
  ],
  [
    'date _in',
    { date_of_transfer: { _in: ['2021-04-04', '2023-09-09'] } },
    (s) => ['2021-04-04', '2023-09-09'].includes(s.date_of_transfer),
  ],
  [
    'date _nin',
    { date_of_transfer: { _nin: ['2021-04-04', '2023-09-09'] } },
    (s) => !['2021-04-04', '2023-09-09'].includes(s.date_of_transfer),
  ],
  [
    'transaction_id _in',
    { transaction_id: { _in: ['{A0000001}', '{A0000008}'] } },
    (s) => ['{A0000001}', '{A0000008}'].includes(s.transaction_id),
  ],
  [
    'generated postcode_district _eq',
    { postcode_district: { _eq: 'nw1' } },
    (s) => s.postcode.startsWith('NW1 '),
  ],
  [
    'generated postcode_sector _like',
    { postcode_sector: { _like: 'nw1/%' } },
    (s) => s.postcode.startsWith('NW1 '),
  ],
  [
    'price _gte and town _ilike',
    { price: { _gte: 300000 }, town_city: { _ilike: 'london' } },
    (s) => s.price >= 300000 && s.town_city === 'LONDON',
  ],
];

describe.each(testLanes())('GraphQL where (%s)', (lane) => {
  let t: TestDb;
  let fx: Fixture;
  let g: GraphTestApp;

  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'where' });
    fx = await seedGraphFixture(t.db);
    g = graphTestApp(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const gql = (query: string, variables?: Record<string, unknown>) =>
    request(g.app).post('/graphql').send({ query, variables });

  async function check<T>(
    table: string,
    key: string,
    rows: T[],
    where: Where,
    predicate: (row: T, fx: Fixture) => boolean,
    trivial = false,
  ) {
    const res = await gql(
      `query ($w: ${table}_bool_exp) {
        list: ${table}(where: $w, limit: 100) { ${key} }
        agg: ${table}_aggregate(where: $w) { aggregate { count } }
      }`,
      { w: where },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.status).toBe(200);
    const expected = rows
      .filter((r) => predicate(r, fx))
      .map((r) => (r as Record<string, unknown>)[key]);
    if (!trivial) {
      // A useful case tells rows apart: it matches some, but not all.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(rows.length);
    }
    const got = res.body.data.list.map((r: Record<string, unknown>) => r[key]);
    expect([...got].sort()).toEqual([...expected].sort());
    expect(res.body.data.agg.aggregate.count).toBe(expected.length);
  }

  it.each(LOT_CASES)('auction_properties: %s', async (_name, where, predicate, trivial) => {
    await check('auction_properties', 'id', fx.lots, where, predicate, trivial);
  });

  it.each(HOUSE_CASES)('auction_houses: %s', async (_name, where, predicate, trivial) => {
    await check('auction_houses', 'id', fx.houses, where, predicate, trivial);
  });

  it.each(SOLD_CASES)('sold_house_prices: %s', async (_name, where, predicate, trivial) => {
    await check('sold_house_prices', 'transaction_id', fx.sold, where, predicate, trivial);
  });

  it('filters the other tables: jsonb keys, relations of locations and postcodes', async () => {
    const res = await gql(`{
      hasKey: articles(where: { body: { _has_key: "version" } }) { slug }
      blocks: articles(where: { body: { _contains: [{ type: "heading" }] } }) { slug }
      published: articles(where: { published_at: { _gte: "2024-04-01" } }, order_by: { published_at: desc }) { slug }
      noPopulation: locations(where: { population: { _is_null: true } }) { slug }
      regions: locations(where: { parent: { name: { _eq: "England" } } }, order_by: { name: asc }) { name }
      camdenCodes: postcodes(where: { location: { name: { _eq: "Camden" } } }) { slug }
      withChildren: postcodes(where: { children: { kind: { _eq: "sector" } } }) { slug }
      auctions(where: { auction_house: { auction_properties: { bedrooms: { _gte: 6 } } } }) { title }
    }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      hasKey: [{ slug: 'market-update-may' }],
      blocks: [{ slug: 'legal-packs' }],
      published: [{ slug: 'market-update-may' }, { slug: 'legal-packs' }],
      noPopulation: [{ slug: 'england/greater-london/westminster' }],
      regions: [{ name: 'Greater London' }, { name: 'North West' }],
      camdenCodes: [{ slug: 'nw1' }, { slug: 'nw1/7' }],
      withChildren: [{ slug: 'nw1' }],
      auctions: [{ title: 'Savills July sale' }],
    });
  });

  it('filters nested array relations with their own where', async () => {
    const res = await gql(`{
      auction_houses(where: { number_of_properties: { _gt: 0 } }, order_by: { name: asc }) {
        slug
        auction_properties(where: { _or: [{ lot_status: { _eq: "Withdrawn" } }, { sold_price: { _gt: 500000 } }] }) { id }
      }
    }`);
    expect(res.body.errors).toBeUndefined();
    const expected = (slug: string) => {
      const house = fx.houses.find((h) => h.slug === slug)!;
      return fx.lots
        .filter((l) => l.auction_house_id === house.id)
        .filter((l) => l.lot_status === 'Withdrawn' || (l.sold_price ?? 0) > 500000)
        .map((l) => ({ id: l.id }));
    };
    expect(res.body.data.auction_houses).toEqual(
      fx.houses
        .filter((h) =>
          fx.lots.some((l) => l.auction_house_id === h.id && l.lot_status === 'Available'),
        )
        .map((h) => h.slug)
        .sort()
        .map((slug) => ({
          slug,
          auction_properties: expected(slug),
        })),
    );
  });

  const badInput: [string, string, Record<string, unknown>, string][] = [
    [
      'a null operand',
      'query ($v: String) { auction_properties(where: { title: { _eq: $v } }) { id } }',
      { v: null },
      'where.title._eq must not be null (use _is_null to match missing values).',
    ],
    [
      'a LIKE pattern ending in a lone backslash',
      'query ($v: String) { auction_properties(where: { title: { _ilike: $v } }) { id } }',
      { v: 'abc\\' },
      'where.title._ilike must not end with a single backslash (escape it as \\\\).',
    ],
    [
      'a NUL character',
      'query ($v: String) { auction_properties(where: { title: { _eq: $v } }) { id } }',
      { v: 'a\u0000b' },
      'Text values must not contain the NUL character or broken Unicode.',
    ],
    [
      'an _in list over 1000 values',
      'query ($v: [bigint!]) { auction_properties(where: { id: { _in: $v } }) { id } }',
      { v: Array.from({ length: 1001 }, (_, i) => i) },
      'where.id._in accepts at most 1000 values.',
    ],
    [
      'nesting deeper than 8 levels',
      'query ($w: auction_properties_bool_exp) { auction_properties(where: $w) { id } }',
      {
        w: Array.from({ length: 10 }).reduce<Record<string, unknown>>(
          (inner) => ({ _not: inner }),
          { id: { _eq: 1 } },
        ),
      },
      'where._not._not._not._not._not._not._not._not._not is nested too deeply (at most 8 levels).',
    ],
    [
      'more than 64 conditions',
      'query ($w: auction_properties_bool_exp) { auction_properties(where: $w) { id } }',
      { w: { _or: Array.from({ length: 70 }, (_, i) => ({ id: { _eq: i } })) } },
      'where has too many conditions (at most 64).',
    ],
  ];

  it.each(badInput)(
    'refuses %s with 400 BAD_USER_INPUT',
    async (_name, query, variables, message) => {
      const res = await gql(query, variables);
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].message).toBe(message);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    },
  );

  const badValues: [string, string, Record<string, unknown> | undefined, RegExp][] = [
    [
      'a timestamptz literal that is not ISO 8601',
      '{ auction_properties(where: { auction_date: { _gt: "yesterday" } }) { id } }',
      undefined,
      /^timestamptz must be an ISO 8601 date-time, e\.g\. 2024-05-01T10:00:00Z\. Found "yesterday"\.$/,
    ],
    [
      'a date variable that is not a calendar date',
      'query ($d: date) { sold_house_prices(where: { date_of_transfer: { _eq: $d } }) { price } }',
      { d: '2024-02-30' },
      /Variable "\$d" got invalid value "2024-02-30"; date must be a calendar date written YYYY-MM-DD\./,
    ],
    [
      'a smallint out of range',
      '{ auction_properties(where: { bedrooms: { _gt: 40000 } }) { id } }',
      undefined,
      /smallint is out of range/,
    ],
    [
      'a bigint that is not an integer',
      'query ($id: bigint!) { auction_properties_by_pk(id: $id) { id } }',
      { id: '12abc' },
      /bigint must be an integer/,
    ],
    [
      'an unknown column in where',
      '{ auction_properties(where: { search_vector: { _eq: "x" } }) { id } }',
      undefined,
      /Field "search_vector" is not defined by type "auction_properties_bool_exp"/,
    ],
    [
      'an operator the column type does not have',
      '{ auction_properties(where: { bedrooms: { _ilike: "%3%" } }) { id } }',
      undefined,
      /Field "_ilike" is not defined by type "smallint_comparison_exp"/,
    ],
    [
      'an unknown order_by direction',
      '{ auction_properties(order_by: { id: sideways }) { id } }',
      undefined,
      /Value "sideways" does not exist in "order_by" enum/,
    ],
  ];

  it.each(badValues)('refuses %s with 400', async (_name, query, variables, message) => {
    const res = await gql(query, variables);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(message);
  });
});
