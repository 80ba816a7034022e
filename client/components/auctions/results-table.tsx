import { Link } from 'react-router';
import { StatusBadge } from '#client/components/cards/status-badge';
import { formatOverGuide, lotOverGuide } from '#schema/auction-results';
import { DASH, formatMoney } from '#shared/format/format';
import type { AuctionResultRow } from '#shared/payloads/auction-data';

const guideOf = (r: AuctionResultRow) =>
  r.guide_price_min === null
    ? DASH
    : `${formatMoney(r.guide_price_min)}${r.guide_price_max ? ` – ${formatMoney(r.guide_price_max)}` : ''}`;

/** Every lot of a closed auction in lot order: its result, its price and the price against guide. */
export function ResultsTable({ rows }: { rows: AuctionResultRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
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
                <Link to={`/listings/${r.id}`} className="text-brand-700 hover:underline">
                  {r.title}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{guideOf(r)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={r.state} />
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {r.state === 'Sold' && r.sold_price !== null
                  ? formatMoney(r.sold_price)
                  : r.state === 'Sold'
                    ? 'Not published'
                    : DASH}
              </td>
              <td className="px-3 py-2 text-right">
                {r.state === 'Sold'
                  ? (formatOverGuide(lotOverGuide(r.sold_price, r.guide_price_min)) ?? DASH)
                  : DASH}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
