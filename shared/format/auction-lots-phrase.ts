import { lotsLeft, noneOffered, type ResultFigures } from '#schema/auction-results';
import { formatCountOf } from './format';

/**
 * How many lots an auction's description counts, as its page does: before the sale closes, the
 * lots a buyer can still bid on (the page's "Lots" figure, not those withdrawn, postponed or sold
 * before it); after, the lots that went under the hammer (its results' "Lots offered").
 */
export function auctionLotsPhrase(f: ResultFigures, ended: boolean): string {
  if (ended)
    return noneOffered(f)
      ? 'no lot was offered'
      : `${formatCountOf(f.offered, 'lot')} offered, results and prices`;
  const left = lotsLeft(f);
  if (left === 0 && f.lots > 0) return 'no lots left to bid on';
  return `${formatCountOf(left, 'lot')} to bid on`;
}
