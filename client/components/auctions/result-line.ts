import { formatRate, lotsLeft, noneOffered, type ResultFigures } from '#schema/auction-results';
import { formatCount, formatCountOf, formatMoney } from '#shared/format/format';
import type { SalePhase } from '#schema/lot-status';

/** "1 withdrawn, 2 postponed": the lots taken out of a sale, by how. */
const goneLots = (f: ResultFigures) =>
  [
    f.withdrawn ? `${formatCount(f.withdrawn)} withdrawn` : '',
    f.postponed ? `${formatCount(f.postponed)} postponed` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * What a past auction's line in the calendar says of its results. While some lots still await a
 * result it counts them ("1 of 2 lots sold so far · 1 awaiting a result"): a sold rate over the
 * lots with a result alone would read "100% sold" for an auction half of whose lots are unknown.
 */
export function resultLine(f: ResultFigures): string {
  const decided = f.sold + f.unsold;
  if (decided === 0 && noneOffered(f)) return `No lot was offered: ${goneLots(f)}`;
  if (decided === 0) return 'Results awaited';
  // Beside "6 lots · 1 withdrawn", "40% sold" is of the five offered: said so ("2 of 5 offered").
  const sold =
    f.awaiting > 0
      ? `${formatCount(f.sold)} of ${formatCountOf(decided + f.awaiting, 'lot')} sold so far · ${formatCount(f.awaiting)} awaiting a result`
      : decided < f.lots
        ? `${formatCount(f.sold)} of ${formatCount(decided)} offered sold (${formatRate(f.soldRate)})`
        : `${formatRate(f.soldRate)} sold`;
  return f.raised > 0 ? `${sold} · ${formatMoney(f.raised)} raised` : sold;
}

/**
 * How many lots an auction has, as its card and page say it. Before it closes, the lots still to
 * be offered, and apart those that left it, by how ("16 lots to bid on · 1 sold before the
 * auction, 1 withdrawn"): counting all 18 promised lots a buyer could not bid on, and "2 no longer
 * offered" hid that one had sold, and for what. While the sale runs (its bidding open, or a room
 * sale under way) a sold lot may have sold at its own close, and lots closed one after another
 * are unsold or await a result: each said so ("4 lots to bid on · 1 awaiting a result"), where
 * a lot closed minutes before read "no longer offered" and one sold at its close "sold before the
 * auction". After, every lot it listed, and those taken out.
 */
export function lotsLine(f: ResultFigures, a: { ended: boolean; phase: SalePhase }): string {
  // After: every lot it listed, and apart those taken out ("2 lots · 1 withdrawn"): "2 lots ·
  // 100% sold" read as both sold.
  if (a.ended) return [formatCountOf(f.lots, 'lot'), goneLots(f)].filter(Boolean).join(' · ');
  const left = lotsLeft(f);
  if (left === f.lots) return formatCountOf(left, 'lot');
  // "9 lots to bid on": the catalogue beside it lists all ten, the one sold before among them.
  const offered = left === 0 ? 'None left' : `${formatCountOf(left, 'lot')} to bid on`;
  const running = a.phase === 'bidding open' || a.phase === 'under way';
  const how = [
    f.sold ? `${formatCount(f.sold)} ${running ? 'sold' : 'sold before the auction'}` : '',
    f.unsold ? `${formatCount(f.unsold)} unsold` : '',
    f.awaiting ? `${formatCount(f.awaiting)} awaiting a result` : '',
    goneLots(f),
  ]
    .filter(Boolean)
    .join(', ');
  return `${offered} · ${how}`;
}
