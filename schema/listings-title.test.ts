import { describe, expect, it } from 'vitest';
import { listingsTitle, pagedDescription, pagedTitle } from './listings-title';

describe('listingsTitle', () => {
  it('is the plain title for the first page of every lot', () => {
    expect(listingsTitle([], 1, 900)).toBe('Property auction lots');
  });

  it('names the filters, as their chips say them', () => {
    expect(listingsTitle([{ label: 'Leeds' }, { label: 'Flats and maisonettes' }], 1, 5)).toBe(
      'Property auction lots: Leeds, Flats and maisonettes',
    );
  });

  it('names the page after the first, out of how many', () => {
    expect(listingsTitle([{ label: 'Greater London' }], 2, 40)).toBe(
      'Property auction lots: Greater London – page 2 of 4',
    );
    expect(listingsTitle([], 3, 36)).toBe('Property auction lots – page 3 of 3');
  });
});

describe('pagedDescription', () => {
  it('says the page after the first, out of how many, of a list of its own page size', () => {
    expect(pagedDescription('42 UK property auctions to come.', 1, 42, 20)).toBe(
      '42 UK property auctions to come.',
    );
    expect(pagedDescription('42 UK property auctions to come.', 3, 42, 20)).toBe(
      '42 UK property auctions to come. Page 3 of 3.',
    );
    expect(pagedTitle('Upcoming property auctions', 2, 42, 20)).toBe(
      'Upcoming property auctions – page 2 of 3',
    );
  });
});
