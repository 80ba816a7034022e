import { useLoaderData } from 'react-router';
import { EmptyState } from '#client/components/empty-state';
import { PageHeading } from '#client/components/page-heading';

/** Loader data shared by the browse pages until their own result views land. */
export interface CollectionData {
  total: number;
}

function Collection({ title, intro, empty }: { title: string; intro: string; empty: string }) {
  const data = useLoaderData() as CollectionData | undefined;
  const total = data?.total ?? 0;
  return (
    <>
      <PageHeading title={title}>{intro}</PageHeading>
      {total === 0 ? (
        <EmptyState title={empty} action={{ to: '/', label: 'Back to search' }}>
          New entries appear here as soon as they are published. Try another search from the home
          page.
        </EmptyState>
      ) : (
        <p className="text-slate-700" aria-live="polite">
          {total.toLocaleString('en-GB')} results
        </p>
      )}
    </>
  );
}

export const SoldHousePricesPage = () => (
  <Collection
    title="Sold house prices"
    intro="What homes sold for, from HM Land Registry Price Paid Data."
    empty="No sold prices match this search"
  />
);
export const LocationsPage = () => (
  <Collection
    title="Locations"
    intro="Auction lots and sold prices by region, county and town."
    empty="No locations yet"
  />
);
export const PostcodesPage = () => (
  <Collection
    title="Postcodes"
    intro="Browse by postcode area, district and sector."
    empty="No postcodes yet"
  />
);
