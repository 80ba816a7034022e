import { describe, expect, it } from 'vitest';
import { filterChips, searchWithout } from './listing-chips';
import { parseListingQuery } from './listing-query';

const chipsOf = (qs: string, names = {}) =>
  filterChips(parseListingQuery(new URLSearchParams(qs)), names);

describe('filterChips', () => {
  it('names every active filter, and none for the defaults', () => {
    expect(chipsOf('')).toEqual([]);
    const labels = chipsOf(
      'location=leeds&radius=5&property_type=House&property_type=Flat&bedrooms=2&guide_price_max=150000' +
        '&lot_status=sold&auction_method=online&auction_house=3&auction_from=2026-12-01',
      { house: 'Pattinson', place: 'Leeds' },
    ).map((c) => c.label);
    expect(labels).toEqual([
      'Within 5 mi of Leeds',
      'Houses',
      'Flat',
      '2+ bedrooms',
      'Price up to £150,000',
      'Sold',
      'Online auction',
      'Pattinson',
      'Closes from 1 Dec 2026',
    ]);
  });
});

describe('filterChips: bedrooms', () => {
  it('one chip says the range, exactly, a fewest or a most; removing it removes both ends', () => {
    const chip = (qs: string) => chipsOf(qs).find((c) => c.id === 'bedrooms');
    expect(chip('bedrooms=2&bedrooms_max=2')?.label).toBe('2 bedrooms');
    expect(chip('bedrooms=1&bedrooms_max=1')?.label).toBe('1 bedroom');
    expect(chip('bedrooms=2&bedrooms_max=3')?.label).toBe('2–3 bedrooms');
    expect(chip('bedrooms=4')?.label).toBe('4+ bedrooms');
    expect(chip('bedrooms_max=1')?.label).toBe('Up to 1 bedroom');
    expect(chip('bedrooms_max=0')?.label).toBe('Studios');
    // A fewest of 0 is no filter.
    expect(chip('bedrooms=0')).toBeUndefined();
    const search = '?bedrooms=2&bedrooms_max=3&tenure=Freehold';
    expect(searchWithout(search, chip(search)!)).toBe('?tenure=Freehold');
  });
});

describe('filterChips: closing days', () => {
  it('names one day once, and removes both of its bounds together', () => {
    const search = '?auction_from=2026-12-01&auction_to=2026-12-01&bedrooms=2';
    const chip = chipsOf(search).find((c) => c.id === 'auction_day')!;
    expect(chip.label).toBe('Closes on 1 Dec 2026');
    expect(searchWithout(search, chip)).toBe('?bedrooms=2');
    const words = chipsOf('?closing=this_week&bedrooms=2').find((c) => c.id === 'closing')!;
    expect(words.label).toBe('Closing in the next 7 days');
    expect(searchWithout('?closing=this_week&bedrooms=2', words)).toBe('?bedrooms=2');
    expect(chipsOf('?auction_from=2026-12-01&auction_to=2026-12-06').map((c) => c.label)).toEqual([
      'Closes from 1 Dec 2026',
      'Closes by 6 Dec 2026',
    ]);
  });
});

describe('filterChips: a whole year', () => {
  it('names a year of auctions once (“auctions 2025”), and removes both of its bounds together', () => {
    const search = '?auction_from=2025-01-01&auction_to=2025-12-31&bedrooms=2';
    const chip = chipsOf(search).find((c) => c.id === 'auction_year')!;
    expect(chip.label).toBe('Closing dates in 2025');
    expect(searchWithout(search, chip)).toBe('?bedrooms=2');
    // Not a whole year, or two years: the bounds as they are.
    expect(chipsOf('?auction_from=2025-01-01&auction_to=2026-12-31').map((c) => c.label)).toEqual([
      'Closes from 1 Jan 2025',
      'Closes by 31 Dec 2026',
    ]);
  });
});

describe('filterChips: a whole month', () => {
  it('names a month of auctions once (“auctions in december”), and removes both bounds together', () => {
    const search = '?auction_from=2026-12-01&auction_to=2026-12-31&bedrooms=2';
    const chip = chipsOf(search).find((c) => c.id === 'auction_month')!;
    expect(chip.label).toBe('Closing dates in December 2026');
    expect(searchWithout(search, chip)).toBe('?bedrooms=2');
    expect(chipsOf('?auction_from=2028-02-01&auction_to=2028-02-29')[0]!.label).toBe(
      'Closing dates in February 2028',
    );
    // Not the month's last day: the bounds as they are.
    expect(chipsOf('?auction_from=2027-02-01&auction_to=2027-02-27').map((c) => c.label)).toEqual([
      'Closes from 1 Feb 2027',
      'Closes by 27 Feb 2027',
    ]);
  });
});

describe('searchWithout', () => {
  it('removes one value of a repeated filter, whatever its spelling, and the page', () => {
    const search = '?property_type=House&property_type=Flat&page=3&view=list';
    const houses = chipsOf(search).find((c) => c.label === 'Houses')!;
    expect(searchWithout(search, houses)).toBe('?property_type=Flat&view=list');
  });

  it('removes a location together with its radius', () => {
    const search = '?location=leeds&radius=5&bedrooms=2';
    const place = chipsOf(search)[0]!;
    expect(searchWithout(search, place)).toBe('?bedrooms=2');
  });
});
