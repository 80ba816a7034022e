import { useLocation } from 'react-router';
import type { PageProps } from '#shared/routes/page-data';
import { useRootData } from '#client/app/root-data';
import { CmsModal } from '#client/components/cms-modal';
import { MapView } from '#client/components/map/map-view';
import { hrefWith } from '#shared/links/href-with';
import { PlaceSummary } from '#client/components/search/place-summary';
import { NearMeAskedNote, NearNote } from '#client/components/search/near-note';
import { UnlistedHouseNote } from '#client/components/search/unlisted-house-note';
import { LeftOutNote } from '#client/components/search/left-out-note';
import { ViewSwitch, viewBefore, viewLink } from '#client/components/search/view-switch';
import { ListingFilters } from '#client/components/search/listing-filters';
import { useSearchFormKey } from '#client/components/search/search-fold';
import {
  ActiveFilters,
  ReadingOfferLine,
  EmptyPlaceLine,
  RelaxSuggestions,
} from '#client/components/search/active-filters';
import { chosenOrderWords, PAGE_SIZE } from '#schema/listing-query';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { PropertyCard } from '#client/components/cards/property-card';
import { ResultCount } from '#client/components/result-count';
import { SaveSearchForm } from '#client/components/search/save-search-form';

/** The map's sign-in modal gives focus back to the "Map" link that opens it. */
const mapViewLink = () => viewLink('map');

export function ListingsPage({ data }: PageProps<'listings'>) {
  const { query, place, unknownPlace, items, total, houses, chips, relax, map, mapAccess } = data;
  const root = useRootData();
  const location = useLocation();
  const formKey = useSearchFormKey('lot-filters', location.search);
  return (
    <>
      <PageHeading title="Property auction lots">
        Residential and commercial lots from UK auction houses.
      </PageHeading>
      {/* Keyed by the query: a chip or link that changes the URL resets every field to it (an
          uncontrolled select keeps its old value otherwise, and the next submit restores it). Not
          while the buyer is typing in it as the new search arrives (useSearchFormKey). */}
      <ListingFilters
        key={formKey}
        query={query}
        houses={houses}
        placeValue={place?.value}
        postcodeRadius={place?.kind === 'postcode' && !query.radius ? place.radiusMiles : null}
      />
      <LeftOutNote items={data.leftOut} />
      <PlaceSummary
        place={place}
        unknownPlace={unknownPlace}
        types={query.property_type}
        tenures={query.tenure}
      />
      {query.near ? <NearNote near={query.near} radius={query.radius} /> : null}
      {query.nearMeAsked && !query.location ? <NearMeAskedNote /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultCount total={total} noun="lot" order={chosenOrderWords(query)} />
        <ViewSwitch current={query.view} />
      </div>
      <ActiveFilters
        chips={chips}
        clearTo={query.view === 'grid' ? '/listings' : `/listings?view=${query.view}`}
      />
      {data.reading ? <ReadingOfferLine offer={data.reading} /> : null}
      {data.emptyPlace && query.search ? (
        <EmptyPlaceLine place={data.emptyPlace} words={query.search} />
      ) : null}
      {/* A place we do not know is no search to save; a real postcode we hold nothing in yet is
          (its alert tells of the first lot there, decision 125). */}
      {unknownPlace && !unknownPlace.postcode ? null : <SaveSearchForm saved={data.savedSearch} />}
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
          opener={mapViewLink}
          // Back to the view the buyer switched from (list stays list), else the default grid.
          closeTo={hrefWith(location, {
            view: viewBefore(location.state) === 'list' ? 'list' : null,
          })}
        />
      ) : null}
      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            title="No lots match this search"
            // One filter: its counted "Remove" already leads to every lot, so no second link there.
            action={
              relax.some((r) => r.search === '')
                ? undefined
                : { to: '/listings', label: 'Clear filters' }
            }
          >
            {data.unlistedHouse ? <UnlistedHouseNote house={data.unlistedHouse} /> : null}
            <RelaxSuggestions relax={relax} />
          </EmptyState>
        </div>
      ) : (
        <ul
          className={`mt-4 grid gap-6 ${query.view === 'list' ? '' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
        >
          {items.map((lot, i) => (
            <li key={lot.id}>
              <PropertyCard
                lot={lot}
                headingLevel={query.view === 'map' && mapAccess.allowed ? 3 : 2}
                layout={query.view === 'list' ? 'row' : 'tile'}
                priority={i === 0}
                excerpt={data.excerpts[String(lot.id)]}
                matchedAddress={data.matchedAddresses[String(lot.id)]}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={query.page} total={total} pageSize={PAGE_SIZE} />
    </>
  );
}
