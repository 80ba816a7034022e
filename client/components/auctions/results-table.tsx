import { StatusBadge } from '#client/components/cards/status-badge';
import { AppLink } from '#client/components/prefetch-link';
import { formatOverGuide, lotOverGuide } from '#schema/auction-results';
import { DASH, formatGuide, formatMoney } from '#shared/format/format';
import { soldWhenLabel } from '#schema/sold-when';
import type { AuctionResultRow } from '#shared/payloads/auction-data';

const guideOf = (r: AuctionResultRow) =>
  r.guide_price_min === null ? DASH : formatGuide(r.guide_price_min, r.guide_price_max);

/** What a lot sold for, as the results say it. */
const priceOf = (r: AuctionResultRow) =>
  r.state === 'Sold' && r.sold_price !== null
    ? formatMoney(r.sold_price)
    : r.state === 'Sold'
      ? 'Not published'
      : DASH;

/** "Sold before auction" or "Sold after auction": a price that is no hammer price says so. */
const resultLabel = (r: AuctionResultRow) => soldWhenLabel(r.state, r.sold_when);

const againstGuideOf = (r: AuctionResultRow) =>
  r.state === 'Sold'
    ? (formatOverGuide(lotOverGuide(r.sold_price, r.guide_price_min)) ?? DASH)
    : DASH;

/**
 * Every lot of a closed auction in lot order: its result, its price and the price against guide.
 * A table from 640 px up; below, one block per lot (the six columns need 640 px, and a phone
 * showed only the first three, with the results off screen).
 */
export function ResultsTable({ rows }: { rows: AuctionResultRow[] }) {
  return (
    <>
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm sm:hidden">
        {rows.map((r) => (
          <li key={r.id} className="space-y-1 p-3">
            <p>
              <span className="font-medium">Lot {r.lot_number ?? DASH}</span>
              {' · '}
              <AppLink to={`/listings/${r.id}`} className="text-brand-700 hover:underline">
                {r.title}
              </AppLink>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StatusBadge status={r.state} label={resultLabel(r)} />
              <span>
                <span className="text-slate-600">Price </span>
                <span className="font-semibold">{priceOf(r)}</span>
              </span>
              <span>
                <span className="text-slate-600">Against guide </span>
                {againstGuideOf(r)}
              </span>
            </p>
            <p className="text-slate-600">Guide {guideOf(r)}</p>
          </li>
        ))}
      </ol>
      <ResultsGrid rows={rows} />
    </>
  );
}

function ResultsGrid({ rows }: { rows: AuctionResultRow[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Result of every lot, in lot order</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Lot
            </th>
            <th scope="col" className="px-3 py-2">
              Property
            </th>
            <th scope="col" className="px-3 py-2">
              Guide price
            </th>
            <th scope="col" className="px-3 py-2">
              Result
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Against guide
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="px-3 py-2 font-medium">{r.lot_number ?? DASH}</td>
              <th scope="row" className="px-3 py-2 font-normal">
                <AppLink to={`/listings/${r.id}`} className="text-brand-700 hover:underline">
                  {r.title}
                </AppLink>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{guideOf(r)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={r.state} label={resultLabel(r)} />
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{priceOf(r)}</td>
              <td className="px-3 py-2 text-right">{againstGuideOf(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
