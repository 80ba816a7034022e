import { useLocation } from 'react-router';
import type { PageProps } from '#shared/routes/page-data';
import { ViewSwitch } from '#client/components/search/view-switch';
import { LIST_GRID, PAGE_SIZE, parseView } from '#schema/listing-query';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { ResultCount } from '#client/components/result-count';
import { SoldPriceGrid } from '#client/components/cards/sold-price-grid';
import { Figures, priceFigures } from '#client/components/area/figures';
import { SoldPriceFilters } from '#client/components/search/sold-price-filters';
import { LeftOutNote } from '#client/components/search/left-out-note';
import { MAX_SOLD_PRICE_PAGE } from '#schema/sold-price-options';
import {
  nonResidentialOnly,
  OTHER_NOTE,
  ppdCodesOf,
  UNPRICED_SALES_NOTE,
} from '#schema/property-types';
import { formatCount, formatEstimate } from '#shared/format/format';
import {
  SoldEmptyReason,
  SoldFlatOnStreet,
  SoldNamesakes,
  SoldSearchedAs,
  SoldSearchWords,
} from '#client/components/search/sold-place-notes';

/** Sales a visitor can page through (the graph serves no deeper offset). */
const PAGED_SALES = MAX_SOLD_PRICE_PAGE * PAGE_SIZE;

export function SoldHousePricesPage({ data }: PageProps<'sold-house-prices'>) {
  const { query, locationLabel, items, stats } = data;
  const view = parseView(new URLSearchParams(useLocation().search).get('view'), LIST_GRID);
  return (
    <>
      <PageHeading
        title={locationLabel ? `Sold house prices in ${locationLabel}` : 'Sold house prices'}
      >
        What homes sold for in England and Wales, from HM Land Registry Price Paid Data.
      </PageHeading>
      <SoldPriceFilters query={query} view={view} />
      <LeftOutNote items={data.leftOut} />
      <SoldSearchedAs data={data} />
      <SoldNamesakes data={data} />
      <div className="mb-6 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <ResultCount total={stats.count} noun="sale" approximate={stats.approximate} />
            <SoldSearchWords query={query} />
          </div>
          <ViewSwitch current={view} views={LIST_GRID} />
        </div>
        <SoldFlatOnStreet data={data} />
        {!stats.count ? null : nonResidentialOnly(ppdCodesOf(query.property_type ?? '')) ? (
          <p className="max-w-2xl text-sm text-slate-700">{`${OTHER_NOTE} ${UNPRICED_SALES_NOTE}`}</p>
        ) : (
          <Figures items={priceFigures(stats)} />
        )}
      </div>
      {items.length ? (
        <SoldPriceGrid
          records={items}
          layout={view === 'list' ? 'list' : 'grid'}
          headingLevel={2}
        />
      ) : (
        <EmptyState
          title="No sold prices match this search"
          action={{ to: '/sold-house-prices', label: 'Clear filters' }}
        >
          <SoldEmptyReason data={data} />
        </EmptyState>
      )}
      {query.page === MAX_SOLD_PRICE_PAGE && stats.count > PAGED_SALES ? (
        <p className="mt-6 text-center text-sm text-slate-700">
          {`These are the first ${formatCount(PAGED_SALES)} of ${formatEstimate(stats.count, stats.approximate, 'about')} sales in this order. Narrow the search by postcode, price or sale dates, or change the order, to see the others.`}
        </p>
      ) : null}
      <Pagination
        page={query.page}
        total={stats.count}
        pageSize={PAGE_SIZE}
        maxPage={MAX_SOLD_PRICE_PAGE}
      />
    </>
  );
}
