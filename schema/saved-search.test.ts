import { describe, expect, it } from 'vitest';
import { parseListingQuery } from './listing-query';
import { sameSavedSearch, savedQueryOf, savedSearchPath } from './saved-search';
import { CreateSavedSearchBodySchema } from './saved-search-body';

const saved = (qs: string) => savedQueryOf(new URLSearchParams(qs));

describe('savedQueryOf', () => {
  it('keeps the valid filters and the chosen order, and drops paging, view and unknown or malformed values', () => {
    expect(
      saved(
        'search=+garden+&location=Leeds&guide_price_min=abc&guide_price_max=250000&page=4&view=map&order_by=price_desc&utm_source=x',
      ),
    ).toEqual({
      search: 'garden',
      location: 'leeds',
      guide_price_max: '250000',
      order_by: 'price_desc',
    });
  });

  it('saves “near me” asked as the search it is: every lot of its filters', () => {
    // A review found `nearMeAsked: "true"` stored, and written back as an unknown parameter.
    expect(saved('property_type=flats&near=me')).toEqual({ property_type: 'flats' });
    expect(savedSearchPath(saved('property_type=flats&near=me'))).toBe(
      '/listings?property_type=flats',
    );
  });

  it('leaves out an order that is the default for the status, or not an order', () => {
    expect(saved('location=leeds&order_by=auction_date_asc')).toEqual({ location: 'leeds' });
    expect(saved('location=leeds&lot_status=sold&order_by=auction_date_desc')).toEqual({
      location: 'leeds',
      lot_status: 'sold',
    });
    expect(saved('location=leeds&order_by=cheapest')).toEqual({ location: 'leeds' });
  });

  it('gives two spellings of one search the same saved query', () => {
    expect(saved('location=LEEDS&property_type=Flat&page=2')).toEqual(
      saved('?property_type=Flat&location=leeds'),
    );
    expect(JSON.stringify(saved('property_type=Flat&location=leeds'))).toBe(
      JSON.stringify(saved('location=leeds&property_type=Flat')),
    );
  });

  it('round-trips: the saved query parses back to the same filters', () => {
    const original = parseListingQuery(
      new URLSearchParams('search=barn&location=york&lot_status=sold&guide_price_min=1000'),
    );
    const again = parseListingQuery(new URLSearchParams(savedQueryOf(original)));
    expect({ ...again, page: original.page }).toEqual(original);
  });

  it('links to the results page of the search', () => {
    expect(savedSearchPath(saved('location=leeds&property_type=Flat'))).toBe(
      '/listings?location=leeds&property_type=Flat',
    );
    expect(savedSearchPath(saved('order_by=price_asc&location=leeds'))).toBe(
      '/listings?location=leeds&order_by=price_asc',
    );
    expect(savedSearchPath({}, { order_by: 'newest' })).toBe('/listings?order_by=newest');
    expect(savedSearchPath({})).toBe('/listings');
    // Stored jsonb comes back in its own key order; the link is the same whatever the order.
    expect(savedSearchPath({ search: 'garden', location: 'leeds' })).toBe(
      '/listings?location=leeds&search=garden',
    );
  });
});

describe('sameSavedSearch', () => {
  it('reads a stored query again, so an older spelling is the same search', () => {
    expect(
      sameSavedSearch(
        { property_type: 'Flat', page: '2', location: 'LEEDS' },
        saved('location=leeds&property_type=Flat'),
      ),
    ).toBe(true);
    expect(
      sameSavedSearch(saved('location=leeds'), saved('location=leeds&property_type=Flat')),
    ).toBe(false);
  });

  it('is the same search in another order (the same lots, the same alerts)', () => {
    expect(
      sameSavedSearch(saved('location=leeds&order_by=price_asc'), saved('location=leeds')),
    ).toBe(true);
    expect(
      sameSavedSearch(
        saved('location=leeds&order_by=price_asc'),
        saved('location=leeds&order_by=newest'),
      ),
    ).toBe(true);
  });

  it('is the same search with its words in another case (a walk saved "Garden" beside "garden")', () => {
    expect(sameSavedSearch(saved('search=Garden'), saved('search=garden'))).toBe(true);
    expect(sameSavedSearch(saved('search=garden'), saved('search=gardens'))).toBe(false);
    expect(sameSavedSearch(saved('location=leeds'), saved('location=leeds&search=x'))).toBe(false);
  });
});

describe('CreateSavedSearchBodySchema', () => {
  it('normalises the query string and treats a blank name as none', () => {
    expect(
      CreateSavedSearchBodySchema.parse({ query: '?location=Hull&page=2', name: '  ' }),
    ).toEqual({ query: { location: 'hull' }, name: undefined, frequency: 'daily' });
  });
});
