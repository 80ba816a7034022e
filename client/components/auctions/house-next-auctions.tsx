import { AppLink } from '#client/components/prefetch-link';
import { houseAuctionsPath } from '#schema/auction-calendar';
import { formatCountOf } from '#shared/format/format';
import type { AuctionSummary } from '#shared/payloads/auction-data';
import { AuctionItem } from './auction-item';

/**
 * An auction house's next auctions on its page, soonest closing first: the dates, where and the
 * lots a buyer following the house plans around, with the calendar for the rest. A house with no
 * sale announced says so and leads to its past results.
 */
export function HouseNextAuctions({
  houseId,
  auctions,
}: {
  houseId: number;
  auctions: { items: AuctionSummary[]; total: number };
}) {
  return (
    <section aria-labelledby="next-auctions-heading" className="mb-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="next-auctions-heading" className="text-2xl font-bold">
          Next auctions
        </h2>
        {auctions.total > auctions.items.length ? (
          <AppLink
            to={houseAuctionsPath(houseId)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            All {formatCountOf(auctions.total, 'upcoming auction')}
          </AppLink>
        ) : null}
      </div>
      {auctions.items.length === 0 ? (
        <p className="text-slate-700">
          No auction of this house is announced yet.{' '}
          <AppLink
            to={houseAuctionsPath(houseId, 'past')}
            className="text-brand-700 hover:underline"
          >
            See its past auctions
          </AppLink>
          .
        </p>
      ) : (
        <ul className="grid gap-4">
          {auctions.items.map((a) => (
            <li key={a.id}>
              <AuctionItem auction={a} headingLevel={3} showHouse={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
