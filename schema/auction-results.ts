import { lazyFormatter } from './number-format';
/**
 * The result figures of a set of lots (one auction, or an auction house over a year), from the
 * counts one SQL query returns per set (`server/auctions/auction-figures.server.ts`). A lot's state
 * is `lot_state()`'s: Sold, Unsold, Withdrawn, Postponed, Awaiting result or Available.
 */
export interface LotResultCounts {
  /** Every lot in the set. */
  lots: number;
  sold: number;
  unsold: number;
  withdrawn: number;
  postponed: number;
  /** The auction is over and no result is recorded yet. */
  awaiting: number;
  /** Sum of the sold prices of sold lots (lots sold without a published price add nothing). */
  raised: number;
  /** Sold lots with both a sold price and a guide price: their sums, for price against guide. */
  sold_with_guide: number;
  sold_price_with_guide: number;
  guide_of_sold: number;
}

/** The counts of a set without lots (an auction whose catalogue is not in yet). */
export const NO_LOTS: LotResultCounts = {
  lots: 0,
  sold: 0,
  unsold: 0,
  withdrawn: 0,
  postponed: 0,
  awaiting: 0,
  raised: 0,
  sold_with_guide: 0,
  sold_price_with_guide: 0,
  guide_of_sold: 0,
};

export interface ResultFigures extends LotResultCounts {
  /** Lots that went under the hammer: every lot less the withdrawn and the postponed. */
  offered: number;
  /**
   * Sold ÷ (sold + unsold): the share of lots with a result that sold. Lots awaiting a result
   * are left out (they would read as failures before the house reports them); null with none.
   */
  soldRate: number | null;
  /** Σ sold price ÷ Σ lower guide − 1 over sold lots with both (0.12 = 12 % over guide); null with none. */
  overGuide: number | null;
}

export function resultFigures(c: LotResultCounts): ResultFigures {
  const decided = c.sold + c.unsold;
  return {
    ...c,
    offered: c.lots - c.withdrawn - c.postponed,
    soldRate: decided > 0 ? c.sold / decided : null,
    overGuide:
      c.sold_with_guide > 0 && c.guide_of_sold > 0
        ? c.sold_price_with_guide / c.guide_of_sold - 1
        : null,
  };
}

/**
 * Lots still to be offered: every lot less those with a result (sold, including sold before the
 * sale, unsold), withdrawn, postponed or awaiting a result. Before a sale closes these are the
 * lots a buyer can bid on.
 */
export const lotsLeft = (f: LotResultCounts) =>
  f.lots - f.sold - f.unsold - f.withdrawn - f.postponed - f.awaiting;

/**
 * A catalogue that had lots, each withdrawn or postponed: nothing went under the hammer, before or
 * after the sale's date (decision 068: not a cancelled event, nor one a buyer could take part in).
 */
export const noneOffered = (f: LotResultCounts) =>
  f.lots > 0 && f.withdrawn + f.postponed === f.lots;

/**
 * A sale not yet closed whose catalogue had lots and has none left to bid on: every one withdrawn,
 * postponed or sold before it. An empty catalogue (lots not in yet) is not this.
 */
export const nothingLeftToBid = (f: LotResultCounts, ended: boolean) =>
  !ended && f.lots > 0 && lotsLeft(f) === 0;

const percent = lazyFormatter<number>(
  () => new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 }),
);
const signed = lazyFormatter<number>(
  () =>
    new Intl.NumberFormat('en-GB', {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    }),
);

/** 0.625 → "63%"; null → null (the page says why there is no figure). */
export const formatRate = (rate: number | null) => (rate === null ? null : percent(rate));

/** A price against its guide: 0.12 → "+12%", −0.05 → "−5%". */
export const formatOverGuide = (ratio: number | null) => (ratio === null ? null : signed(ratio));

/** One lot's price against its lower guide, or null when either is missing. */
export function lotOverGuide(
  soldPrice: number | null | undefined,
  guide: number | null | undefined,
): number | null {
  return soldPrice && guide ? soldPrice / guide - 1 : null;
}
