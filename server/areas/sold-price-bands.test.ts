import { describe, expect, it } from 'vitest';
import { bandEnd, districtsOnly, medianRange } from './sold-price-bands.server';
import { districtsWhere, soldPriceWhere } from './sold-price-where';
import type { SoldPriceQuery } from '#schema/sold-price-query';

const q = (filters: Partial<SoldPriceQuery> = {}): SoldPriceQuery => ({
  order_by: 'date_desc',
  page: 1,
  ...filters,
});

describe('districtsOnly: which figures the price bands can answer', () => {
  it('a town (its districts) or one postcode district, as the sold-price page builds them', () => {
    expect(districtsOnly(soldPriceWhere(q(), districtsWhere(['ls1', 'ls2'])))).toEqual([
      'ls1',
      'ls2',
    ]);
    expect(districtsOnly(soldPriceWhere(q({ search: 'LS6' })))).toEqual(['ls6']);
    expect(districtsOnly(districtsWhere(['bd1']))).toEqual(['bd1']);
  });

  it('anything more or else is not: a price, a type, a date, a street, a sector, a unit, no filter', () => {
    const town = districtsWhere(['ls1']);
    expect(districtsOnly(soldPriceWhere(q({ min_price: 100_000 }), town))).toBeNull();
    expect(districtsOnly(soldPriceWhere(q({ property_type: 'flat' }), town))).toBeNull();
    expect(districtsOnly(soldPriceWhere(q({ date_from: '2020-01-01' }), town))).toBeNull();
    expect(districtsOnly(soldPriceWhere(q({ search: 'park' }), town, ['PARK LANE']))).toBeNull();
    expect(districtsOnly(soldPriceWhere(q({ search: 'LS6 2' })))).toBeNull();
    expect(districtsOnly(soldPriceWhere(q({ search: 'LS6 2AB' })))).toBeNull();
    expect(districtsOnly(soldPriceWhere(q()))).toBeNull();
    expect(districtsOnly({ postcode_district: { _neq: 'ls1' } })).toBeNull();
    expect(districtsOnly({ postcode_district: { _in: ['ls1'], _eq: 'ls2' } })).toBeNull();
  });
});

describe('bandEnd: the first price of the next band (two significant figures)', () => {
  it.each([
    [45, 46],
    [99, 100],
    [100, 110],
    [180_000, 190_000],
    [99_000, 100_000],
    [1_200_000, 1_300_000],
  ])('band %i ends before %i', (band, end) => expect(bandEnd(band)).toBe(end));
});

describe('medianRange: the bands holding the middle ranks', () => {
  const bands = [
    { band: 100_000, sales: 3 },
    { band: 110_000, sales: 2 },
    { band: 150_000, sales: 4 },
  ];
  it('both middle ranks in one band: that band, counted from its first sale', () => {
    expect(medianRange(bands, 4, 4)).toEqual({ low: 110_000, high: 120_000, offset: 1 });
  });
  it('the two middle ranks across two bands: both bands', () => {
    expect(medianRange(bands, 4, 5)).toEqual({ low: 110_000, high: 160_000, offset: 1 });
  });
  it('ranks past the sales held: none', () => {
    expect(medianRange(bands, 9, 9)).toBeNull();
  });
});
