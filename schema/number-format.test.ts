import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGbp, formatGroupedNumber, lazyFormatter } from './number-format';

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-GB');

describe('number formats without Intl', () => {
  it('formats money exactly as Intl does, halves and negatives included', () => {
    for (const n of [0, -0, 1, 999, 1000, 1234567, 2.5, -2.5, 0.5, -0.4, 1e15 - 1, 1e15, 1e21, -7])
      expect(formatGbp(n), String(n)).toBe(gbp.format(n));
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e16, max: 1e16 }), (n) => {
        expect(formatGbp(n)).toBe(gbp.format(n));
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(formatGbp(n + 0.5)).toBe(gbp.format(n + 0.5));
      }),
    );
  });

  it('formats counts exactly as Intl does', () => {
    for (const n of [0, 12, 1234, 12345678, -1000, 0.125, 1.0005, NaN, Infinity])
      expect(formatGroupedNumber(n), String(n)).toBe(count.format(n));
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true })), (n) => {
        expect(formatGroupedNumber(n)).toBe(count.format(n));
      }),
      { numRuns: 5_000 },
    );
  });

  it('builds an Intl formatter on first use only, then reuses it', () => {
    let built = 0;
    const format = lazyFormatter<number>(() => {
      built++;
      return { format: (n) => `#${n}` };
    });
    expect(built).toBe(0);
    expect(format(1)).toBe('#1');
    expect(format(2)).toBe('#2');
    expect(built).toBe(1);
  });
});
