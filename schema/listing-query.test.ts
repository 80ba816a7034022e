import { describe, expect, it } from 'vitest';
import {
  LIST_GRID,
  LISTING_ORDERS,
  listingOrderGraph,
  MILES_TO_KM,
  orderNaming,
  parseListingQuery,
  parseView,
  reversedRanges,
} from './listing-query';
import { LEEDS_PLACE } from './test-places';
// The where built from a query is server code (server/areas/listing-where.ts), tested here beside
// the parse it follows.
import { listingWhere } from '#server/areas/listing-where';

const LEEDS = LEEDS_PLACE;

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

describe('parseListingQuery', () => {
  it('keeps a radius in miles from 0 (exclusive) to 100', () => {
    expect(parse('radius=10').radius).toBe(10);
    for (const bad of ['0', '-1', '101', 'far', ''])
      expect(parse(`radius=${bad}`).radius, bad).toBeUndefined();
  });

  it('strips control characters from free text (a NUL once reached SQL and gave a 500)', () => {
    expect(parse('search=%00').search).toBeUndefined();
    expect(parse('location=le%00eds%0A').location).toBe('le eds');
  });

  it('normalises view, order and page', () => {
    expect(parse('view=map').view).toBe('map');
    expect(parse('view=3d').view).toBe('grid');
    expect(parse('order_by=drop').order_by).toBe('auction_date_asc');
    expect(parse('page=-2').page).toBe(1);
  });
});

describe('parseView', () => {
  it('accepts only the views a page offers, else grid', () => {
    expect(parseView('map')).toBe('map');
    expect(parseView('map', LIST_GRID)).toBe('grid');
    expect(parseView('list', LIST_GRID)).toBe('list');
    expect(parseView(null)).toBe('grid');
  });
});

describe('listingWhere', () => {
  it('a location with a radius and a known centre is the place and a circle in km (× 1.609344)', () => {
    const where = listingWhere(parse('location=leeds&radius=10'), {
      ...LEEDS,
      radiusMiles: 10,
    });
    expect(where).toEqual({
      _and: [
        {
          _or: [
            {
              _or: [
                { location_slug: { _eq: 'england/west-yorkshire/leeds' } },
                { location_slug: { _like: 'england/west-yorkshire/leeds/%' } },
              ],
            },
            { _near: { lat: 53.8, lng: -1.55, km: 10 * MILES_TO_KM } },
          ],
        },
        { lot_status: { _eq: 'Available' } },
      ],
    });
    expect(MILES_TO_KM).toBe(1.609344);
  });

  it('a location that names no place matches no lot (not every place containing the text)', () => {
    expect(listingWhere(parse('location=leedz&lot_status=all'), null)).toEqual({
      _and: [{ _or: [] }],
    });
  });

  it('every filter reaches the where', () => {
    const where = listingWhere(
      parse(
        'search=garden&property_type=Flat&lot_status=sold&guide_price_min=1&guide_price_max=2' +
          '&bedrooms=3&bedrooms_max=4&auction_method=online&auction_method=Modern&auction_house=7' +
          '&auction_from=2026-12-01&auction_to=2026-12-31',
      ),
    );
    expect(where).toEqual({
      _and: [
        { _search: 'garden' },
        { property_type: { _in: ['Flat'] } },
        { lot_status: { _eq: 'Sold' } },
        { bedrooms: { _gte: 3 } },
        { bedrooms: { _lte: 4 } },
        { auction_method: { _in: ['Online', 'Modern'] } },
        { auction_house_id: { _eq: 7 } },
        { closes_at: { _gte: '2026-12-01T00:00:00.000Z' } },
        { closes_at: { _lt: '2027-01-01T00:00:00.000Z' } },
        // Sold lots: what each sold for, else (no price published) its guide.
        {
          _or: [
            {
              _and: [
                { lot_status: { _eq: 'Sold' }, sold_price: { _is_null: false } },
                { sold_price: { _gte: 1, _lte: 2 } },
              ],
            },
            {
              _and: [
                {
                  _or: [
                    { lot_status: { _neq: 'Sold' } },
                    { lot_status: { _is_null: true } },
                    { sold_price: { _is_null: true } },
                  ],
                },
                {
                  _or: [
                    { guide_price_max: { _gte: 1 } },
                    { guide_price_max: { _is_null: true }, guide_price_min: { _gte: 1 } },
                  ],
                },
                { guide_price_min: { _lte: 2 } },
              ],
            },
          ],
        },
      ],
    });
  });

  it('opens on upcoming lots; a status filter reaches past results, "all" drops it', () => {
    expect(listingWhere(parse(''))).toEqual({ _and: [{ lot_status: { _eq: 'Available' } }] });
    expect(listingWhere(parse('lot_status=all'))).toEqual({ _and: [] });
    const ended = listingWhere(parse('lot_status=ended')) as {
      _and: [{ lot_status: { _in: string[] } }];
    };
    expect(ended._and[0].lot_status._in).toEqual(
      expect.arrayContaining(['Sold', 'Unsold', 'Awaiting result', 'Withdrawn', 'Postponed']),
    );
    expect(ended._and[0].lot_status._in).not.toContain('Available');
  });

  it('with the clock given, lots for sale close at most 25 hours before it (an index-friendly range)', () => {
    const now = new Date('2026-11-24T07:00:00Z');
    // A room sale runs its day (decision 154): 25 hours back (the day the clocks go back), and the
    // state decides within it.
    expect(listingWhere(parse(''), null, now)).toEqual({
      _and: [
        {
          _or: [
            { closes_at: { _gt: '2026-11-23T06:00:00.000Z' } },
            { closes_at: { _is_null: true } },
          ],
        },
        { lot_status: { _eq: 'Available' } },
      ],
    });
    // Past auctions: closed by now, whatever the result (not a withdrawal from one still ahead,
    // nor a lot of a room sale under way).
    expect(listingWhere(parse('lot_status=ended'), null, now)).toEqual({
      _and: [{ closes_at: { _lte: now.toISOString() } }, { sale_phase: { _eq: 'closed' } }],
    });
    expect(listingWhere(parse('lot_status=sold'), null, now)).toEqual({
      _and: [{ lot_status: { _eq: 'Sold' } }],
    });
  });

  it('a type family stands for its exact types (Houses was an exact match and found nothing)', () => {
    const where = listingWhere(parse('property_type=House')) as {
      _and: [{ property_type: { _in: string[] } }];
    };
    expect(where._and[0].property_type._in).toEqual(
      expect.arrayContaining(['Terraced house', 'Semi-detached house', 'Detached house']),
    );
  });
});

describe('parseListingQuery filters', () => {
  it('reads a bedrooms range, a reversed one the right way round (as the page redirects it)', () => {
    expect(parse('bedrooms=2&bedrooms_max=2')).toMatchObject({ bedrooms: 2, bedrooms_max: 2 });
    expect(parse('bedrooms_max=3')).toMatchObject({ bedrooms: undefined, bedrooms_max: 3 });
    const reversed = new URLSearchParams('bedrooms=4&bedrooms_max=2&guide_price_max=9000');
    expect(reversedRanges(reversed)).toEqual({ bedrooms: '2', bedrooms_max: '4' });
    expect(parseListingQuery(reversed)).toMatchObject({ bedrooms: 2, bedrooms_max: 4 });
    const both = new URLSearchParams(
      'guide_price_min=500000&guide_price_max=100000&bedrooms=3&bedrooms_max=1',
    );
    expect(reversedRanges(both)).toEqual({
      guide_price_min: '100000',
      guide_price_max: '500000',
      bedrooms: '1',
      bedrooms_max: '3',
    });
    expect(reversedRanges(new URLSearchParams('bedrooms=2&bedrooms_max=2'))).toBeNull();
    // Closing days from a later day to an earlier found 0 lots and said nothing.
    const days = new URLSearchParams('auction_from=2027-01-10&auction_to=2026-12-10');
    expect(reversedRanges(days)).toEqual({
      auction_from: '2026-12-10',
      auction_to: '2027-01-10',
    });
    expect(parseListingQuery(days)).toMatchObject({
      auction_from: '2026-12-10',
      auction_to: '2027-01-10',
    });
    expect(
      reversedRanges(new URLSearchParams('auction_from=2026-12-10&auction_to=2026-12-10')),
    ).toBeNull();
    // A most that is no count is dropped, not read as a range; 0 is a studio ("3 to studio": up to 3).
    expect(parse('bedrooms=3&bedrooms_max=x')).toMatchObject({
      bedrooms: 3,
      bedrooms_max: undefined,
    });
    expect(reversedRanges(new URLSearchParams('bedrooms=3&bedrooms_max=x'))).toBeNull();
    expect(parse('bedrooms=3&bedrooms_max=0')).toMatchObject({
      bedrooms: undefined,
      bedrooms_max: 3,
    });
  });

  it('keeps valid values of every filter and drops the rest', () => {
    const q = parse(
      'property_type=houses&property_type=Maisonette,nonsense&auction_method=online&auction_method=auction' +
        '&bedrooms=0&auction_house=abc&auction_from=2026-02-30&auction_to=2026-03-01',
    );
    expect(q.property_type).toEqual(['houses', 'Maisonette']);
    expect(q.auction_method).toEqual(['Online']);
    expect(q.bedrooms).toBeUndefined();
    expect(q.auction_house).toBeUndefined();
    expect(q.auction_from).toBeUndefined();
    expect(q.auction_to).toBe('2026-03-01');
  });

  it('an auction date range is of UK days: a lot closing at 00:30 BST on 3 June is on the 3rd', () => {
    expect(
      listingWhere(parse('auction_from=2027-06-03&auction_to=2027-06-03&lot_status=all')),
    ).toEqual({
      _and: [
        { closes_at: { _gte: '2027-06-02T23:00:00.000Z' } },
        { closes_at: { _lt: '2027-06-03T23:00:00.000Z' } },
      ],
    });
  });

  it('reads closing days in words when the search runs, so a saved “next week” moves on', () => {
    const q = parse('closing=next_week&lot_status=all');
    expect(q.closing).toBe('next_week');
    // Saved on Wednesday 25 November 2026: the week of 30 November (GMT, so midnight is 00:00Z).
    expect(listingWhere(q, null, new Date('2026-11-25T12:00:00Z'))).toEqual({
      _and: [
        { closes_at: { _gte: '2026-11-30T00:00:00.000Z' } },
        { closes_at: { _lt: '2026-12-07T00:00:00.000Z' } },
      ],
    });
    // Its alert run a fortnight later: the week after that one, on the UK clock (BST here).
    expect(listingWhere(q, null, new Date('2027-06-02T23:30:00Z'))).toEqual({
      _and: [
        { closes_at: { _gte: '2027-06-06T23:00:00.000Z' } },
        { closes_at: { _lt: '2027-06-13T23:00:00.000Z' } },
      ],
    });
    for (const v of ['constructor', '__proto__', '2026-12-01', 'THIS_WEEK', ''])
      expect(parse(`closing=${v}`).closing, v).toBeUndefined();
  });

  it('keeps dates to years an auction can have (9999-12-31 reached the graph and gave a 500)', () => {
    for (const day of ['9999-12-31', '0000-01-01', '1899-12-31', '2101-01-01'])
      expect(parse(`auction_to=${day}&auction_from=${day}`), day).toMatchObject({
        auction_from: undefined,
        auction_to: undefined,
      });
    expect(parse('auction_to=2100-12-31').auction_to).toBe('2100-12-31');
    expect(listingWhere(parse('auction_to=2100-12-31&lot_status=all'))).toEqual({
      _and: [{ closes_at: { _lt: '2101-01-01T00:00:00.000Z' } }],
    });
  });

  it('sorts upcoming lots soonest first and past results latest first, unless asked', () => {
    expect(parse('').order_by).toBe('auction_date_asc');
    expect(parse('lot_status=sold').order_by).toBe('auction_date_desc');
    expect(parse('lot_status=sold&order_by=price_asc').order_by).toBe('price_asc');
  });
});

describe('near: lots around a point', () => {
  it('keeps two plain decimals inside the UK, with a default radius of 5 miles', () => {
    expect(parse('near=53.8167,-1.5747').near).toEqual([53.8167, -1.5747]);
    const where = listingWhere(parse('near=53.8167,-1.5747&lot_status=all'));
    expect(where).toEqual({
      _and: [{ _near: { lat: 53.8167, lng: -1.5747, km: 5 * MILES_TO_KM } }],
    });
    expect(listingWhere(parse('near=53.8167,-1.5747&radius=2&lot_status=all'))._and).toEqual([
      { _near: { lat: 53.8167, lng: -1.5747, km: 2 * MILES_TO_KM } },
    ]);
  });

  it('ignores anything else (outside the UK, extra parts, exponents, spaces, NaN)', () => {
    for (const bad of [
      '40.7,-74.0',
      '53.8,-1.5,9',
      '53.8',
      '5.38e1,-1.5',
      ' 53.8,-1.5',
      '53.8, -1.5',
      'NaN,NaN',
      '53.8,-1.5x',
      '',
    ])
      expect(parse(`near=${encodeURIComponent(bad)}`).near, bad).toBeUndefined();
  });
});

describe('listingOrderGraph: past results by when each came', () => {
  it('orders sold, unsold and past lots by their result’s date, lots for sale by closing', () => {
    for (const status of ['sold', 'unsold', 'ended'] as const) {
      expect(listingOrderGraph('auction_date_desc', status), status).toEqual([
        { result_at: 'desc_nulls_last' },
        { id: 'desc' },
      ]);
      expect(orderNaming('auction_date_desc', status).label).toBe('Latest results first');
      expect(orderNaming('auction_date_asc', status).label).toBe('Oldest results first');
    }
    expect(listingOrderGraph('auction_date_asc', 'available')).toEqual(
      LISTING_ORDERS.auction_date_asc.graph,
    );
    // Awaiting a result: none is dated yet, so by when the auction was.
    expect(listingOrderGraph('auction_date_desc', 'awaiting')).toEqual(
      LISTING_ORDERS.auction_date_desc.graph,
    );
    expect(orderNaming('auction_date_desc', 'awaiting').label).toBe('Latest auctions first');
    expect(listingOrderGraph('price_asc', 'sold')).toEqual(LISTING_ORDERS.price_asc.graph);
    // A lot taken out of its sale: by when it was (a lot withdrawn today sat among January's).
    expect(listingOrderGraph('auction_date_desc', 'withdrawn')).toEqual([
      { result_at: 'desc_nulls_last' },
      { id: 'desc' },
    ]);
    expect(orderNaming('auction_date_desc', 'withdrawn').label).toBe('Latest withdrawn first');
    expect(orderNaming('auction_date_desc', 'postponed').label).toBe('Latest postponed first');
    // Every lot, past and to come: "Closing soonest" led with lots closed a year ago.
    expect(orderNaming('auction_date_asc', 'all').label).toBe('Earliest closing date first');
    expect(orderNaming('auction_date_desc', 'all').words).toBe('latest closing date first');
    expect(orderNaming('auction_date_asc', 'available').label).toBe('Closing soonest');
  });
});
