import { Form, useLocation } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import type { PageProps } from '#shared/routes/page-data';
import { KeepView, ViewSwitch } from '#client/components/search/view-switch';
import { LIST_GRID, PAGE_SIZE, parseView } from '#schema/listing-query';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { PropertyCard } from '#client/components/cards/property-card';
import { AuctionHouseCard } from '#client/components/cards/auction-house-card';
import { ResultCount } from '#client/components/result-count';
import { DASH, formatCount } from '#shared/format/format';
import { houseLotsPath } from '#schema/listing-query';
import { HouseYearResults } from '#client/components/auctions/house-year-results';
import { HouseContact } from '#client/components/auctions/house-contact';
import { HouseNextAuctions } from '#client/components/auctions/house-next-auctions';
import { INPUT_LIMITS } from '#schema/input-limits';
import { Breadcrumbs } from '#client/components/breadcrumbs';
import { houseCrumbs } from '#schema/house-crumbs';
import { LOGO_WIDTHS, ResponsiveImage } from '#client/components/cards/responsive-image';

export function AuctioneersPage({ data }: PageProps<'auctioneers'>) {
  const { search, page, items, total } = data;
  // A search that names a place ("london") counts the houses selling there, not the 0 called so.
  const inPlace = items.length === 0 ? data.inPlace : undefined;
  const view = parseView(new URLSearchParams(useLocation().search).get('view'), LIST_GRID);
  return (
    <>
      <PageHeading title="Auction houses">
        Compare the regions, property types and auction methods of UK auctioneers.
      </PageHeading>
      <Form
        method="get"
        role="search"
        aria-label="Find an auction house"
        className="mb-6 flex max-w-xl gap-2"
      >
        <label htmlFor="house-search" className="sr-only">
          Auction house name or place
        </label>
        <input
          id="house-search"
          name="search"
          type="search"
          maxLength={INPUT_LIMITS.pageQueryText}
          defaultValue={search}
          placeholder="Auction house name or place"
          className="block w-full rounded-lg border border-slate-500 px-3 py-2"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
        <KeepView view={view} />
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultCount
          total={inPlace ? inPlace.items.length + inPlace.offices.length : total}
          noun="auction house"
        />
        <ViewSwitch current={view} views={LIST_GRID} />
      </div>
      {inPlace ? (
        <HousesInPlace inPlace={inPlace} view={view} />
      ) : items.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title="No auction houses match"
            action={{ to: '/auctioneers', label: 'Show all' }}
          >
            {data.like ? (
              <p>
                {'Did you mean '}
                <AppLink
                  to={`/auctioneers/${data.like.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {data.like.name}
                </AppLink>
                ?
              </p>
            ) : null}
          </EmptyState>
        </div>
      ) : (
        <ul className={`mt-4 ${cardsGrid(view)}`}>
          {items.map((h) => (
            <li key={h.id}>
              <AuctionHouseCard house={h} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} pageSize={PAGE_SIZE} />
    </>
  );
}

/**
 * The house's logo beside its name, as its card shows it but larger: 64 px on a phone, 80 px from
 * `sm`, square either way (the width and height keep its place). Its alt is empty: the h1 beside it
 * says the name, and a screen reader would only say it twice (WCAG H67, redundant image text).
 */
function HouseLogo({ logo }: { logo: string }) {
  return (
    <ResponsiveImage
      src={logo}
      alt=""
      width={80}
      height={80}
      sizes="(min-width: 640px) 80px, 64px"
      widths={LOGO_WIDTHS}
      className="h-16 w-16 rounded-xl border border-slate-100 bg-white object-contain sm:h-20 sm:w-20"
    />
  );
}

/** Cards in a column (list view) or a grid. */
const cardsGrid = (view: string) =>
  `grid gap-6 ${view === 'list' ? 'max-w-3xl' : 'sm:grid-cols-2 lg:grid-cols-3'}`;

/** A search that names a place, not a house: the houses selling lots there. */
function HousesInPlace({
  inPlace,
  view,
}: {
  inPlace: NonNullable<PageProps<'auctioneers'>['data']['inPlace']>;
  view: string;
}) {
  return (
    <section aria-labelledby="houses-in-place" className="mt-4">
      {/* Why the place is another ("We hold no lots in Wimbledon (London) yet. …"), said first. */}
      {inPlace.note ? <p className="mb-4 text-sm text-slate-700">{inPlace.note}</p> : null}
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="houses-in-place" className="text-2xl font-bold text-slate-900">
          {inPlace.heading}
        </h2>
        {/* None for sale there: the nearest are offered below, not a search of none. */}
        {inPlace.items.length ? (
          <AppLink to={inPlace.lotsHref} className="font-semibold text-brand-700 hover:underline">
            See the lots
          </AppLink>
        ) : null}
      </div>
      {inPlace.items.length ? (
        <ul className={cardsGrid(view)}>
          {inPlace.items.map(({ house, lots, href }) => (
            <li key={house.id}>
              <AuctionHouseCard
                house={house}
                headingLevel={3}
                here={{ place: inPlace.placeName, lots, href }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No lots for sale there right now"
          headingLevel={3}
          action={
            inPlace.nearby ? { to: inPlace.nearby.href, label: inPlace.nearby.label } : undefined
          }
        >
          {inPlace.nearby ? 'The nearest for sale now:' : undefined}
        </EmptyState>
      )}
      {inPlace.offices.length ? (
        <>
          <h3 className="mt-8 mb-4 text-xl font-bold text-slate-900">{`Based in ${inPlace.placeName}`}</h3>
          <ul className={cardsGrid(view)}>
            {inPlace.offices.map((house) => (
              <li key={house.id}>
                <AuctionHouseCard house={house} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function AuctioneerPage({ data }: PageProps<'auctioneer'>) {
  const { house } = data;
  return (
    <article>
      <Breadcrumbs crumbs={houseCrumbs(house)} />
      <PageHeading
        title={house.name}
        image={house.logo ? <HouseLogo logo={house.logo} /> : undefined}
      >
        {house.description}
      </PageHeading>
      <dl className="mb-6 grid gap-4 text-sm sm:grid-cols-3">
        {[
          ['Lots for sale', formatCount(house.number_of_properties)],
          ['Regions', house.regions_covered.join(', ') || DASH],
          ['Methods', house.auction_method.join(', ') || DASH],
        ].map(([k, v]) => (
          <div key={k} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-slate-500">{k}</dt>
            <dd className="mt-1 font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      <HouseContact house={house} />
      <HouseNextAuctions houseId={house.id} auctions={data.nextAuctions} />
      <HouseYearResults houseId={house.id} figures={data.yearResults} />
      <div className="mb-4 flex items-baseline justify-between">
        <h2 className="text-2xl font-bold">For sale now</h2>
        <AppLink
          to={houseLotsPath(house.id)}
          className="font-semibold text-brand-700 hover:underline"
        >
          All {formatCount(house.number_of_properties)} lots
        </AppLink>
      </div>
      {house.lots.length === 0 ? (
        <EmptyState
          title="No lots for sale right now"
          action={{ to: houseLotsPath(house.id, 'ended'), label: 'See past results' }}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {house.lots.map((lot) => (
            <li key={lot.id}>
              <PropertyCard lot={lot} showHouse={false} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
