import { describe, expect, it } from 'vitest';
import { NO_LOTS, resultFigures, type LotResultCounts } from '#schema/auction-results';
import { lotsLine, resultLine } from './result-line';
import type { SalePhase } from '#schema/lot-status';

const counts = (c: Partial<LotResultCounts>): LotResultCounts => ({ ...NO_LOTS, ...c });
const line = (c: Partial<LotResultCounts>) => resultLine(resultFigures(counts(c)));

describe('a past auction’s result line', () => {
  it('does not call an auction 100% sold while half its lots await a result', () => {
    expect(line({ lots: 2, sold: 1, awaiting: 1, raised: 250_000 })).toBe(
      '1 of 2 lots sold so far · 1 awaiting a result · £250,000 raised',
    );
    expect(line({ lots: 3, sold: 2, awaiting: 1 })).toBe(
      '2 of 3 lots sold so far · 1 awaiting a result',
    );
  });

  it('gives the sold rate once every lot has its result', () => {
    expect(line({ lots: 4, sold: 3, unsold: 1, raised: 1_000_000 })).toBe(
      '75% sold · £1,000,000 raised',
    );
    expect(line({ lots: 2, unsold: 1, withdrawn: 1 })).toBe('0 of 1 offered sold (0%)');
  });

  it('beside lots taken out, says the rate is of the lots offered', () => {
    // Auction 699 read "6 lots · 40% sold" (2 of 5 offered), 668 "2 lots · 100% sold" (1 withdrawn).
    expect(line({ lots: 6, sold: 2, unsold: 3, withdrawn: 1 })).toBe('2 of 5 offered sold (40%)');
    expect(line({ lots: 2, sold: 1, withdrawn: 1, raised: 95_500 })).toBe(
      '1 of 1 offered sold (100%) · £95,500 raised',
    );
  });

  it('says results are awaited when none are in', () => {
    expect(line({ lots: 3, awaiting: 3 })).toBe('Results awaited');
  });

  it('a closed sale whose every lot was withdrawn or postponed awaits nothing: it says so', () => {
    // The seed's auction 287, closed seven months ago, read "Results awaited".
    expect(line({ lots: 2, withdrawn: 2 })).toBe('No lot was offered: 2 withdrawn');
    expect(line({ lots: 3, withdrawn: 1, postponed: 2 })).toBe(
      'No lot was offered: 1 withdrawn, 2 postponed',
    );
  });
});

describe('an auction’s number of lots', () => {
  const lots = (c: Partial<LotResultCounts>, ended: boolean, phase: SalePhase = 'upcoming') =>
    lotsLine(resultFigures(counts(c)), { ended, phase: ended ? 'closed' : phase });

  it('before it closes: the lots still to be offered, and apart those that left the sale', () => {
    expect(lots({ lots: 18, withdrawn: 1, sold: 1 }, false)).toBe(
      '16 lots to bid on · 1 sold before the auction, 1 withdrawn',
    );
    // Each lot that left the sale is said by how, none as "no longer offered".
    expect(lots({ lots: 5, unsold: 1, postponed: 1 }, false)).toBe(
      '3 lots to bid on · 1 unsold, 1 postponed',
    );
    expect(lots({ lots: 1 }, false)).toBe('1 lot');
  });

  it('while an online sale’s lots close one after another: closed, sold at their close, awaiting', () => {
    // A lot closed minutes before read "1 no longer offered", as if withdrawn; one sold at its
    // close, "sold before the auction".
    expect(lots({ lots: 5, awaiting: 1 }, false, 'bidding open')).toBe(
      '4 lots to bid on · 1 awaiting a result',
    );
    expect(lots({ lots: 5, sold: 1, unsold: 1, withdrawn: 1 }, false, 'bidding open')).toBe(
      '2 lots to bid on · 1 sold, 1 unsold, 1 withdrawn',
    );
    expect(lots({ lots: 4, sold: 1 }, false, 'under way')).toBe('3 lots to bid on · 1 sold');
  });

  it('with every lot gone before the sale, none left rather than "0 lots"', () => {
    expect(lots({ lots: 3, withdrawn: 1, postponed: 1, sold: 1 }, false)).toBe(
      'None left · 1 sold before the auction, 1 withdrawn, 1 postponed',
    );
    expect(lots({ lots: 0 }, false)).toBe('0 lots');
  });

  it('after: every lot it listed', () => {
    expect(lots({ lots: 17, sold: 10, unsold: 7 }, true)).toBe('17 lots');
    expect(lots({ lots: 18, withdrawn: 1, sold: 10, unsold: 7 }, true)).toBe(
      '18 lots · 1 withdrawn',
    );
  });
});
