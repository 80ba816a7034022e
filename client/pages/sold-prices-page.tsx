import { useLoaderData } from 'react-router';
import type { SoldPricesData } from './area-data';
import { PAGE_SIZE } from '#schema/listing-query';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { ResultCount } from '#client/components/result-count';
import { SoldPriceGrid } from '#client/components/cards/sold-price-grid';
import { Figures, priceFigures } from '#client/components/area/figures';
import { SoldPriceFilters } from '#client/components/search/sold-price-filters';

export function SoldHousePricesPage() {
  const { query, locationLabel, items, stats } = useLoaderData() as SoldPricesData;
  return (
    <>
      <PageHeading
        title={locationLabel ? `Sold house prices in ${locationLabel}` : 'Sold house prices'}
      >
        What homes sold for in England and Wales, from HM Land Registry Price Paid Data.
      </PageHeading>
      <SoldPriceFilters query={query} />
      <div className="mb-6 space-y-3">
        <ResultCount total={stats.count} noun="sale" />
        {stats.count ? <Figures items={priceFigures(stats)} /> : null}
      </div>
      {items.length ? (
        <SoldPriceGrid records={items} />
      ) : (
        <EmptyState
          title="No sold prices match this search"
          action={{ to: '/sold-house-prices', label: 'Clear filters' }}
        >
          Try a wider area, another property type or a longer date range.
        </EmptyState>
      )}
      <Pagination page={query.page} total={stats.count} pageSize={PAGE_SIZE} />
    </>
  );
}
