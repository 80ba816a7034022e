import { lotsLeft, noneOffered, type ResultFigures } from '#schema/auction-results';
import { formatCountOf } from './format';

/**
 * How many lots an auction's description counts, as its page does: before the sale closes, the
 * lots a buyer can still bid on (the page's "Lots" figure, not those withdrawn, postponed or sold
 * before it); after, the lots that went under the hammer (its results' "Lots offered"), and
 * whether their results are in.
 */
export function auctionLotsPhrase(f: ResultFigures, ended: boolean): string {
  if (ended) {
    if (noneOffered(f)) return 'no lot was offered';
    // No lot's result is in yet: "results and prices" promised what the page does not have.
    const results = f.sold + f.unsold ? 'results and prices' : 'results awaited';
    return `${formatCountOf(f.offered, 'lot')} offered, ${results}`;
  }
  const left = lotsLeft(f);
  if (left === 0 && f.lots > 0) return 'no lots left to bid on';
  return `${formatCountOf(left, 'lot')} to bid on`;
}
