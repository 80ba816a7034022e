import { describe, expect, it } from 'vitest';
import { priceFigures } from './figures';

describe('priceFigures', () => {
  it('says "About" before prices that come from a sample, as before its count', () => {
    expect(
      priceFigures({ count: 200_000, average: 308_000, median: 228_000, approximate: true }),
    ).toEqual([
      ['Average price', 'About £308,000'],
      ['Median price', 'About £228,000'],
    ]);
  });

  it('exact figures are given as they are', () => {
    expect(priceFigures({ count: 334, average: 199_815, median: 178_998 })).toEqual([
      ['Average price', '£199,815'],
      ['Median price', '£178,998'],
    ]);
  });
});
