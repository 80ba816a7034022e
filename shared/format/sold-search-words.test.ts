import { describe, expect, it } from 'vitest';
import { soldSearchLine, soldSearchWords } from './sold-search-words';

describe('soldSearchWords', () => {
  it('says each filter that narrows the sales beyond their place, in words', () => {
    expect(
      soldSearchWords({
        location: 'SR5 2',
        property_type: 'F',
        date_from: '2024-11-29',
        date_to: '2026-11-28',
        order_by: 'date_desc',
        page: 1,
      }),
    ).toEqual(['flats and maisonettes', 'sold 29 November 2024 to 28 November 2026']);
    expect(
      soldSearchWords({
        property_type: 'D,S,T',
        min_price: 100_000,
        search: 'grosvenor road',
        date_from: '2025-01-01',
        order_by: 'price_asc',
        page: 2,
      }),
    ).toEqual([
      'houses',
      'matching “grosvenor road”',
      'sold since 01 January 2025',
      'for £100,000 or more',
    ]);
    expect(
      soldSearchWords({
        max_price: 250_000,
        date_to: '2025-06-30',
        order_by: 'date_desc',
        page: 1,
      }),
    ).toEqual(['sold up to 30 June 2025', 'for up to £250,000']);
    expect(
      soldSearchWords({
        property_type: 'F',
        tenure: 'Leasehold',
        new_build: 'only',
        order_by: 'date_desc',
        page: 1,
      }),
    ).toEqual(['flats and maisonettes', 'leasehold', 'new builds only']);
    expect(
      soldSearchWords({ tenure: 'Freehold', new_build: 'exclude', order_by: 'date_desc', page: 1 }),
    ).toEqual(['freehold', 'excluding new builds']);
  });

  it('nothing for a search by place alone', () => {
    expect(soldSearchWords({ location: 'LS6', order_by: 'date_desc', page: 1 })).toEqual([]);
  });
});

describe('soldSearchLine', () => {
  it('is the filters in one line, as the page says them beside its count; empty without any', () => {
    expect(
      soldSearchLine({
        new_build: 'only',
        date_from: '2024-01-01',
        date_to: '2024-12-31',
        order_by: 'date_desc',
        page: 1,
      }),
    ).toBe('new builds only · sold 01 January 2024 to 31 December 2024');
    expect(soldSearchLine({ order_by: 'date_desc', page: 1 })).toBe('');
  });
});
