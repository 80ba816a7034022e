import { describe, expect, it } from 'vitest';
import { soldBeforeAuction } from './sold-before-auction';

const listed = { date: '2026-10-01', event: 'listed', price: 100_000 };

describe('soldBeforeAuction', () => {
  it('a sold lot whose last result event is a sale before the auction', () => {
    expect(soldBeforeAuction('Sold', [listed, { event: 'sold_prior', price: 110_000 }])).toBe(true);
    // A corrected price is still the sale before the auction.
    expect(
      soldBeforeAuction('sold', [
        listed,
        { event: 'sold_prior' },
        { event: 'sold_price_corrected' },
      ]),
    ).toBe(true);
  });

  it('a sale that fell through and a later sale at the auction is a sale at auction', () => {
    expect(
      soldBeforeAuction('Sold', [
        listed,
        { event: 'sold_prior' },
        { event: 'back_on_sale' },
        { event: 'sold' },
      ]),
    ).toBe(false);
    expect(soldBeforeAuction('Sold', [listed, { event: 'sold' }])).toBe(false);
    expect(soldBeforeAuction('Sold', [])).toBe(false);
    expect(soldBeforeAuction('Sold', null)).toBe(false);
  });

  it('only a lot whose state is Sold', () => {
    expect(
      soldBeforeAuction('Available', [{ event: 'sold_prior' }, { event: 'back_on_sale' }]),
    ).toBe(false);
    expect(soldBeforeAuction('Withdrawn', [{ event: 'sold_prior' }])).toBe(false);
  });
});
