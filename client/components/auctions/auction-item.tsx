import { AppLink, PrefetchLink } from '#client/components/prefetch-link';
import { auctionPath } from '#schema/auction-calendar';
import { nothingLeftToBid } from '#schema/auction-results';
import { lotsLine, resultLine } from './result-line';
import type { AuctionSummary } from '#shared/payloads/auction-data';
import { auctionName } from '#shared/format/auction-name';
import { auctionDates, auctionStatusLine, auctionWhere, saleIsLive } from './auction-facts';

/** One auction in the calendar: its date, title, house, where and how, and its lots or results. */
export function AuctionItem({
  auction: a,
  headingLevel = 2,
  showHouse = true,
}: {
  auction: AuctionSummary;
  /** 3 under a section's own heading (a house page's next auctions). */
  headingLevel?: 2 | 3;
  /** Off on the house's own page: a link back to the page itself says nothing. */
  showHouse?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:gap-5">
      <div className="flex-1">
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          {/* Many houses title sales alike ("Timed Online Auction – 9 December 2026"): the link's
              name adds the house after the words it shows, so each one says where it goes. */}
          <PrefetchLink
            to={auctionPath(a.id)}
            aria-label={auctionName(a)}
            className="hover:underline"
          >
            {a.title}
          </PrefetchLink>
        </Heading>
        {showHouse ? (
          <p className="text-sm text-slate-700">
            <AppLink to={`/auctioneers/${a.house.id}`} className="text-brand-700 hover:underline">
              {a.house.name}
            </AppLink>
          </p>
        ) : null}
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">Date</dt>
          <dd className="font-medium text-slate-900">{auctionDates(a)}</dd>
          <dt className="text-slate-600">Where</dt>
          <dd className="font-medium text-slate-900">{auctionWhere(a)}</dd>
          <dt className="text-slate-600">Method</dt>
          <dd className="font-medium text-slate-900">{a.auction_method}</dd>
        </dl>
      </div>
      {/* At most two fifths of the card: a long status ("Bidding open — lots close from …") wraps
          rather than squeezing the sale's name and dates into a narrow column. */}
      <p className="text-sm font-semibold text-slate-900 sm:max-w-[40%] sm:text-right">
        {!a.ended && (saleIsLive(a) || nothingLeftToBid(a.figures, a.ended)) ? (
          <span className={`block ${saleIsLive(a) ? 'text-emerald-800' : 'text-slate-700'}`}>
            {auctionStatusLine(a)}
          </span>
        ) : null}
        {lotsLine(a.figures, a)}
        {a.ended ? (
          <span className="block font-normal text-slate-700">{resultLine(a.figures)}</span>
        ) : null}
      </p>
    </article>
  );
}
