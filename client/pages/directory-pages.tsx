import { Form, Link, useLoaderData, useLocation } from 'react-router';
import { useRootData } from '#client/app/root-data';
import { CmsModal } from '#client/components/cms-modal';
import { MapView } from '#client/components/map/map-view';
import { hrefWith } from '#client/components/search/href-with';
import { NearNote } from '#client/components/search/near-note';
import { KeepView, ViewSwitch } from '#client/components/search/view-switch';
import type { AuctioneerData, AuctioneersData, ListingsData } from './directory-data';
import { LISTING_ORDERS, LIST_GRID, PAGE_SIZE, parseView } from '#schema/listing-query';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { PropertyCard } from '#client/components/cards/property-card';
import { AuctionHouseCard } from '#client/components/cards/auction-house-card';
import { ResultCount } from '#client/components/result-count';
import { SaveSearchForm } from '#client/components/search/save-search-form';
import { DASH, formatCount } from '#client/format/format';

export { ListingPage } from './listing-page';

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';
const RADIUS_MILES = [1, 5, 10, 25, 50];

export function ListingsPage() {
  const { query, centre, items, total, map, mapAccess } = useLoaderData() as ListingsData;
  const root = useRootData();
  const location = useLocation();
  return (
    <>
      <PageHeading title="Property auction lots">
        Residential and commercial lots from UK auction houses.
      </PageHeading>
      <Form
        method="get"
        role="search"
        aria-label="Filter lots"
        className="mb-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      >
        <KeepView view={query.view} />
        <label className="text-sm font-medium text-slate-700 lg:col-span-2">
          Search
          <input
            name="search"
            type="search"
            defaultValue={query.search}
            placeholder="Street, town or postcode"
            className={input}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Location
          <input
            name="location"
            defaultValue={query.location}
            placeholder="e.g. leeds"
            className={input}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Within
          <select name="radius" defaultValue={query.radius ?? ''} className={input}>
            <option value="">This area only</option>
            {RADIUS_MILES.map((m) => (
              <option key={m} value={m}>
                {m} miles
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Sort by
          <select name="order_by" defaultValue={query.order_by} className={input}>
            {Object.entries(LISTING_ORDERS).map(([value, o]) => (
              <option key={value} value={value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Show lots
        </button>
      </Form>
      {query.near ? <NearNote near={query.near} radius={query.radius} /> : null}
      {query.location && query.radius ? (
        <p className="mb-2 text-sm text-slate-700">
          {centre
            ? `Within ${query.radius} miles of ${centre.name}.`
            : `We could not find a place called “${query.location}”, so these lots mention it in their address.`}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultCount total={total} noun="lot" />
        <ViewSwitch current={query.view} />
      </div>
      <SaveSearchForm />
      {query.view === 'map' && map ? (
        <div className="mt-4">
          <MapView {...map} total={total} styleUrl={root?.app.mapStyleUrl ?? null} />
          <h2 className="mt-8 text-xl font-semibold">Lots on this page</h2>
        </div>
      ) : null}
      {query.view === 'map' && !mapAccess.allowed ? (
        <CmsModal
          content={mapAccess.modal}
          fallbackTitle="Sign in to use the map"
          fallbackText="Map search is free for registered users. Sign in or create an account to see lots on the map."
          closeTo={hrefWith(location, { view: null })}
        />
      ) : null}
      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title="No lots match this search"
            action={{ to: '/listings', label: 'Clear filters' }}
          >
            Try a wider area or remove a filter.
          </EmptyState>
        </div>
      ) : (
        <ul
          className={`mt-4 grid gap-6 ${query.view === 'list' ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
        >
          {items.map((lot) => (
            <li key={lot.id}>
              <PropertyCard
                lot={lot}
                headingLevel={query.view === 'map' && mapAccess.allowed ? 3 : 2}
                layout={query.view === 'list' ? 'row' : 'tile'}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} total={total} pageSize={PAGE_SIZE} />
    </>
  );
}

export function AuctioneersPage() {
  const { search, page, items, total } = useLoaderData() as AuctioneersData;
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
          Auction house name
        </label>
        <input
          id="house-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Auction house name"
          className="block w-full rounded-lg border border-slate-300 px-3 py-2"
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
        <ResultCount total={total} noun="auction house" />
        <ViewSwitch current={view} views={LIST_GRID} />
      </div>
      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title="No auction houses match"
            action={{ to: '/auctioneers', label: 'Show all' }}
          />
        </div>
      ) : (
        <ul
          className={`mt-4 grid gap-6 ${view === 'list' ? 'max-w-3xl' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
        >
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

export function AuctioneerPage() {
  const { house } = useLoaderData() as AuctioneerData;
  return (
    <article>
      <PageHeading title={house.name}>{house.description}</PageHeading>
      <dl className="mb-8 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {[
          ['Lots', formatCount(house.number_of_properties)],
          ['Regions', house.regions_covered.join(', ') || DASH],
          ['Methods', house.auction_method.join(', ') || DASH],
          ['Contact', [house.phone, house.email].filter(Boolean).join(' · ') || DASH],
        ].map(([k, v]) => (
          <div key={k} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-slate-500">{k}</dt>
            <dd className="mt-1 font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="mb-4 flex items-baseline justify-between">
        <h2 className="text-2xl font-bold">Latest lots</h2>
        <Link
          to={`/listings?search=${encodeURIComponent(house.name)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          All lots
        </Link>
      </div>
      {house.lots.length === 0 ? (
        <EmptyState title="No lots listed yet" />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {house.lots.map((lot) => (
            <li key={lot.id}>
              <PropertyCard lot={lot} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
