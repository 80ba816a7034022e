import { describe, expect, it } from 'vitest';
import {
  LIST_GRID,
  listingWhere,
  MILES_TO_KM,
  parseListingQuery,
  parseView,
} from './listing-query';

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
  it('a location with a radius and a known centre becomes a circle in km (× 1.609344)', () => {
    const where = listingWhere(parse('location=leeds&radius=10'), {
      name: 'Leeds',
      lat: 53.8,
      lng: -1.55,
    });
    expect(where).toEqual({ _and: [{ _near: { lat: 53.8, lng: -1.55, km: 10 * MILES_TO_KM } }] });
    expect(MILES_TO_KM).toBe(1.609344);
  });

  it('without a centre the location matches by text', () => {
    const where = listingWhere(parse('location=leeds&radius=10'), null) as {
      _and: Array<Record<string, unknown>>;
    };
    expect(where._and[0]).toHaveProperty('_or');
  });

  it('every filter reaches the where', () => {
    const where = listingWhere(
      parse('search=garden&property_type=Flat&lot_status=sold&guide_price_min=1&guide_price_max=2'),
    );
    expect(where).toEqual({
      _and: [
        { _search: 'garden' },
        { property_type: { _eq: 'Flat' } },
        { lot_status: { _ilike: 'sold' } },
        { guide_price_min: { _gte: 1 } },
        { guide_price_min: { _lte: 2 } },
      ],
    });
  });
});

describe('near: lots around a point', () => {
  it('keeps two plain decimals inside the UK, with a default radius of 5 miles', () => {
    expect(parse('near=53.8167,-1.5747').near).toEqual([53.8167, -1.5747]);
    const where = listingWhere(parse('near=53.8167,-1.5747'));
    expect(where).toEqual({
      _and: [{ _near: { lat: 53.8167, lng: -1.5747, km: 5 * MILES_TO_KM } }],
    });
    expect(listingWhere(parse('near=53.8167,-1.5747&radius=2'))._and).toEqual([
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
