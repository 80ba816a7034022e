import { describe, expect, it } from 'vitest';
import {
  LIST_GRID,
  listingWhere,
  MILES_TO_KM,
  parseListingQuery,
  parseView,
} from './listing-query';
import type { ResolvedPlace } from './place';

const LEEDS: ResolvedPlace = {
  kind: 'town',
  label: 'Leeds',
  context: 'West Yorkshire',
  slug: 'england/west-yorkshire/leeds',
  centre: { lat: 53.8, lng: -1.55 },
  radiusMiles: null,
  bbox: null,
  districts: [],
};

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
      ...LEEDS,
      radiusMiles: 10,
    });
    expect(where).toEqual({ _and: [{ _near: { lat: 53.8, lng: -1.55, km: 10 * MILES_TO_KM } }] });
    expect(MILES_TO_KM).toBe(1.609344);
  });

  it('a location that names no place matches no lot (not every place containing the text)', () => {
    expect(listingWhere(parse('location=leedz'), null)).toEqual({ _and: [{ _or: [] }] });
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
