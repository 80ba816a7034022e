import { describe, expect, it } from 'vitest';
import {
  formatOverGuide,
  formatRate,
  lotOverGuide,
  NO_LOTS,
  resultFigures,
} from './auction-results';

const NONE = NO_LOTS;

describe('resultFigures', () => {
  it('sold rate over lots with a result; withdrawn and postponed lots were not offered', () => {
    const f = resultFigures({ ...NONE, lots: 10, sold: 6, unsold: 2, withdrawn: 1, postponed: 1 });
    expect(f.offered).toBe(8);
    expect(f.soldRate).toBe(6 / 8);
  });

  it('lots awaiting a result do not count against the sold rate', () => {
    const f = resultFigures({ ...NONE, lots: 5, sold: 1, unsold: 1, awaiting: 3 });
    expect(f.soldRate).toBe(0.5);
  });

  it('no result yet: no rate and no price against guide (never a 0 %)', () => {
    const f = resultFigures({ ...NONE, lots: 4, awaiting: 4 });
    expect(f.soldRate).toBeNull();
    expect(f.overGuide).toBeNull();
    expect(formatRate(f.soldRate)).toBeNull();
  });

  it('price against guide is the ratio of the sums', () => {
    const f = resultFigures({
      ...NONE,
      lots: 2,
      sold: 2,
      sold_with_guide: 2,
      sold_price_with_guide: 330_000,
      guide_of_sold: 300_000,
    });
    expect(f.overGuide).toBeCloseTo(0.1, 10);
    expect(formatOverGuide(f.overGuide)).toBe('+10%');
  });
});

describe('lotOverGuide', () => {
  it('is the price against the lower guide, or null when either is missing', () => {
    expect(formatOverGuide(lotOverGuide(95_000, 100_000))).toBe('-5%');
    expect(lotOverGuide(null, 100_000)).toBeNull();
    expect(lotOverGuide(100_000, null)).toBeNull();
  });
});
