import { useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import type { PageProps } from '#shared/routes/page-data';
import { PageHeading } from '#client/components/page-heading';
import { Breadcrumbs } from '#client/components/breadcrumbs';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { ResultCount } from '#client/components/result-count';
import { PropertyCard } from '#client/components/cards/property-card';
import { ListingFilters } from '#client/components/search/listing-filters';
import { useSearchFormKey } from '#client/components/search/search-fold';
import { ActiveFilters } from '#client/components/search/active-filters';
import { ViewSwitch } from '#client/components/search/view-switch';
import { AuctionItem } from '#client/components/auctions/auction-item';
import {
  CalendarDroppedNote,
  CalendarFilters,
  CalendarTabs,
} from '#client/components/auctions/calendar-filters';
import { AwaitingNote, ResultFiguresList } from '#client/components/auctions/result-figures';
import { ResultsTable } from '#client/components/auctions/results-table';
import {
  auctionDates,
  auctionStatusLine,
  auctionWhere,
  beforeResultsLine,
} from '#client/components/auctions/auction-facts';
import { lotsLine } from '#client/components/auctions/result-line';
import { nothingLeftToBid } from '#schema/auction-results';
import { AUCTIONS_PAGE_SIZE, auctionCalendarFilePath, auctionPath } from '#schema/auction-calendar';
import { LIST_GRID, PAGE_SIZE } from '#schema/listing-query';

/** `/auctions`: upcoming auctions by date, or past ones with their results; by region, house and month. */
export function AuctionsPage({ data }: PageProps<'auctions'>) {
  const { query, items, total, regions, houses, months, dropped, elsewhere } = data;
  const past = query.when === 'past';
  return (
    <>
      <PageHeading title={past ? 'Past auctions and results' : 'Upcoming property auctions'}>
        {past
          ? 'Results of UK property auctions: lots sold, sold rate and the money raised.'
          : 'Every UK property auction to come, soonest first: the house, where it is held, how it is run and how many lots it offers.'}
      </PageHeading>
      <CalendarTabs query={query} />
      <CalendarFilters
        key={`${query.region}|${query.house}|${query.month}`}
        query={query}
        regions={regions}
        houses={houses}
        months={months}
      />
      <CalendarDroppedNote dropped={dropped} />
      <ResultCount total={total} noun="auction" />
      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title={past ? 'No past auctions match' : 'No upcoming auctions match'}
            action={
              elsewhere ?? {
                to: past ? '/auctions?when=past' : '/auctions',
                label: 'Show all auctions',
              }
            }
          />
        </div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {items.map((a) => (
            <li key={a.id}>
              <AuctionItem auction={a} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} total={total} pageSize={AUCTIONS_PAGE_SIZE} />
    </>
  );
}

/** `/auctions/{id}`: the auction's facts, its results once it has closed, and its catalogue. */
export function AuctionPage({ data }: PageProps<'auction'>) {
  const { auction: a, query, items, total, chips, results } = data;
  const path = auctionPath(a.id);
  const { search } = useLocation();
  const filtersKey = useSearchFormKey('lot-filters', search);
  return (
    <article>
      <Breadcrumbs
        crumbs={[
          { name: 'Auctions', path: '/auctions' },
          { name: a.title, path },
        ]}
      />
      <PageHeading title={a.title}>
        {auctionStatusLine(a)} · by{' '}
        <AppLink
          to={`/auctioneers/${a.house.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {a.house.name}
        </AppLink>
      </PageHeading>
      <dl className="mb-8 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {[
          ['Date', auctionDates(a)],
          ['Where', auctionWhere(a)],
          ['Method', a.auction_method],
          ['Lots', lotsLine(a.figures, a)],
        ].map(([k, v]) => (
          <div key={k} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-slate-600">{k}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{v}</dd>
            {k === 'Date' && !a.ended ? (
              // A file, not a page: a plain link the browser downloads (or hands to a calendar).
              <dd className="mt-2">
                <a
                  href={auctionCalendarFilePath(a.id)}
                  download={`auction-${a.id}.ics`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Add to calendar
                </a>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <section aria-labelledby="results-heading" className="mb-10">
        <h2 id="results-heading" className="mb-3 text-2xl font-bold">
          Results
        </h2>
        {results ? (
          <>
            <ResultFiguresList figures={a.figures} />
            <AwaitingNote awaiting={a.figures.awaiting} />
            {results.length ? (
              <div className="mt-4">
                <ResultsTable rows={results} />
              </div>
            ) : null}
          </>
        ) : (
          <p className="text-slate-700">
            {nothingLeftToBid(a.figures, a.ended) ? (
              <>
                Every lot of this sale has been withdrawn, postponed or sold before it: nothing is
                left to bid on.
              </>
            ) : (
              <>{beforeResultsLine(a)} Each lot’s result appears here after the auction.</>
            )}
          </p>
        )}
      </section>
      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading" className="mb-3 text-2xl font-bold">
          Catalogue
        </h2>
        <ListingFilters
          key={filtersKey}
          query={query}
          houses={[]}
          defaultStatus="all"
          withinAuction
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ResultCount total={total} noun="lot" />
          <ViewSwitch current={query.view} views={LIST_GRID} />
        </div>
        <ActiveFilters chips={chips} clearTo={path} />
        {items.length === 0 ? (
          <div className="mt-4">
            <EmptyState
              title={chips.length ? 'No lots match these filters' : 'No lots in this catalogue yet'}
              action={chips.length ? { to: path, label: 'Clear filters' } : undefined}
            />
          </div>
        ) : (
          <ul
            className={`mt-4 grid gap-6 ${query.view === 'list' ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
          >
            {items.map((lot) => (
              <li key={lot.id}>
                <PropertyCard lot={lot} layout={query.view === 'list' ? 'row' : 'tile'} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={query.page} total={total} pageSize={PAGE_SIZE} />
      </section>
    </article>
  );
}
