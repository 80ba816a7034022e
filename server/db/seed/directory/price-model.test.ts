import { describe, expect, it } from 'vitest';
import {
  MIN_PRICE_PAID,
  REGION_AVERAGE,
  guidePrice,
  hammerPrice,
  lotMarketValue,
  priceIndex,
  pricePaid,
  roundGuide,
  typeFactor,
} from './price-model';
import { Rng } from './prng';
import type { Region } from './regions';

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function sample(region: Region, type: 'D' | 'S' | 'T' | 'F' | 'O', n = 4000, townFactor = 1) {
  const rng = new Rng(`${region}:${type}`);
  return Array.from({ length: n }, () =>
    pricePaid(rng, { region, townFactor, type, yearsAgo: 0, category: 'A', newBuild: false }),
  );
}

describe('price model', () => {
  it('ranks regions and types as the UK market does', () => {
    expect(median(sample('London', 'T'))).toBeGreaterThan(median(sample('North East', 'T')) * 2.5);
    expect(median(sample('South East', 'D'))).toBeGreaterThan(median(sample('South East', 'S')));
    expect(median(sample('South East', 'S'))).toBeGreaterThan(median(sample('South East', 'T')));
    expect(median(sample('South East', 'T'))).toBeGreaterThan(median(sample('South East', 'F')));
    expect(typeFactor('London', 'F')).toBeLessThan(typeFactor('London', 'T'));
  });

  it('centres prices near the regional average for the type', () => {
    const m = median(sample('West Midlands', 'S'));
    const expected = REGION_AVERAGE['West Midlands'] * typeFactor('West Midlands', 'S');
    expect(m).toBeGreaterThan(expected * 0.8);
    expect(m).toBeLessThan(expected * 1.1);
  });

  it('never goes below the floor and rounds like Price Paid data', () => {
    const prices = sample('North East', 'F', 5000, 0.5);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(MIN_PRICE_PAID);
    const round = prices.filter((p) => p % 500 === 0).length;
    expect(round / prices.length).toBeGreaterThan(0.8);
    for (const p of prices) expect(Number.isInteger(p)).toBe(true);
  });

  it('indexes prices lower in the past', () => {
    expect(priceIndex(0)).toBe(1);
    expect(priceIndex(1)).toBeLessThan(1);
    expect(priceIndex(5)).toBeLessThan(priceIndex(3));
    expect(priceIndex(5)).toBeGreaterThan(0.7);
    expect(priceIndex(-1)).toBe(1);
  });

  it('rounds guides to auction-catalogue steps', () => {
    expect(roundGuide(42_300)).toBe(42_000);
    expect(roundGuide(123_400)).toBe(125_000);
    expect(roundGuide(456_000)).toBe(460_000);
    expect(roundGuide(1_234_000)).toBe(1_225_000);
    expect(roundGuide(200)).toBe(1000);
  });

  it('sets guides below market value, with ranges that make sense', () => {
    const rng = new Rng(4);
    let single = 0;
    for (let i = 0; i < 2000; i++) {
      const value = rng.range(30_000, 900_000);
      const g = guidePrice(rng, value);
      expect(g.min).toBeLessThanOrEqual(roundGuide(value * 0.92));
      if (g.max === null) single++;
      else expect(g.max).toBeGreaterThan(g.min);
      const sold = hammerPrice(rng, g.min);
      expect(sold).toBeGreaterThan(g.min * 0.95);
      expect(sold).toBeLessThan(g.min * 2);
    }
    expect(single / 2000).toBeGreaterThan(0.25);
    expect(single / 2000).toBeLessThan(0.45);
  });

  it('values lots by type and bedrooms', () => {
    const rng = new Rng(9);
    const value = (type: Parameters<typeof lotMarketValue>[1]['type'], bedrooms: number | null) =>
      median(
        Array.from({ length: 1500 }, () =>
          lotMarketValue(rng, { region: 'North West', townFactor: 1, type, bedrooms }),
        ),
      );
    expect(value('Terraced house', 4)).toBeGreaterThan(value('Terraced house', 2));
    expect(value('Detached house', 4)).toBeGreaterThan(value('Flat', 2));
    expect(value('Garage', null)).toBeLessThan(40_000);
    expect(value('Land', null)).toBeLessThan(value('Semi-detached house', 3));
  });
});
