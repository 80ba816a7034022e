import {
  formatOverGuide,
  formatRate,
  noneOffered as noLotOffered,
  type ResultFigures,
} from '#schema/auction-results';
import { DASH, formatCount, formatCountOf, formatMoney } from '#shared/format/format';

/**
 * The result figures of an auction or a house's year: what sold, the sold rate, the money raised
 * and prices against guides. A figure with nothing behind it says so instead of showing 0 %.
 * While lots await a result they have their own figure, so sold, unsold and awaiting add up to
 * the lots offered, and the sold rate names how many lots it rests on ("100%" of a two-lot sale
 * with one result read as the sale's rate, where the calendar said "1 of 2 lots sold so far").
 */
export function ResultFiguresList({ figures }: { figures: ResultFigures }) {
  const f = figures;
  const decided = f.sold + f.unsold;
  // Every lot taken out of the sale: its result is final, nothing was offered.
  const noneOffered = noLotOffered(f);
  const items: Array<[string, string, string?]> = [
    ['Lots offered', formatCount(f.offered)],
    ['Sold', formatCount(f.sold)],
    ['Unsold', formatCount(f.unsold)],
    ...(f.awaiting ? [['Awaiting result', formatCount(f.awaiting)] as [string, string]] : []),
    [f.postponed ? 'Withdrawn or postponed' : 'Withdrawn', formatCount(f.withdrawn + f.postponed)],
    [
      'Sold rate',
      formatRate(f.soldRate) ?? DASH,
      f.soldRate !== null
        ? `of ${formatCountOf(decided, 'lot')} with a result`
        : noneOffered
          ? 'No lot was offered'
          : 'No results yet',
    ],
    // "£0" before any result read as nothing sold; with every lot withdrawn, none will come.
    f.sold > 0
      ? ['Total raised', formatMoney(f.raised)]
      : [
          'Total raised',
          DASH,
          decided > 0 ? 'No lot sold' : noneOffered ? 'No lot was offered' : 'No results yet',
        ],
    [
      'Price against guide',
      formatOverGuide(f.overGuide) ?? DASH,
      f.overGuide === null ? 'No sold prices with a guide' : 'sold lots, against the lower guide',
    ],
  ];
  return (
    // Seven figures sit in one row; eight (with lots awaiting a result) in two rows of four.
    <dl
      className={`grid grid-cols-two-up gap-3 text-sm sm:grid-cols-4 ${items.length === 7 ? 'lg:grid-cols-7' : ''}`}
    >
      {items.map(([label, value, note]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
          {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Lots of a closed sale with no result yet: said plainly, so the figures are read as partial. */
export function AwaitingNote({ awaiting }: { awaiting: number }) {
  if (!awaiting) return null;
  return (
    <p className="mt-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
      {awaiting === 1
        ? '1 lot has no result published yet.'
        : `${formatCount(awaiting)} lots have no result published yet.`}{' '}
      The sold rate counts only lots with a result; it will change as the house reports them.
    </p>
  );
}
