import type { ReactNode } from 'react';
import { AppLink } from '#client/components/prefetch-link';
import type { PageProps } from '#shared/routes/page-data';
import type { AreaIndexData, AreaPageData } from '#shared/payloads/area-data';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Breadcrumbs } from '#client/components/breadcrumbs';
import { PropertyCard } from '#client/components/cards/property-card';
import { SoldPriceGrid } from '#client/components/cards/sold-price-grid';
import { Figures, priceFigures, type Figure } from '#client/components/area/figures';
import { formatCount, formatDate, formatEstimate } from '#shared/format/format';
import { LinkGroups } from '#client/components/area/link-groups';

function AreaIndex({
  title,
  intro,
  groups,
}: {
  title: string;
  intro: string;
  groups: AreaIndexData['groups'];
}) {
  return (
    <>
      <PageHeading title={title}>{intro}</PageHeading>
      {groups.length ? (
        <LinkGroups groups={groups} />
      ) : (
        <EmptyState title="No areas yet" action={{ to: '/', label: 'Back to search' }} />
      )}
    </>
  );
}

export const LocationsPage = ({ data }: PageProps<'locations'>) => (
  <AreaIndex
    groups={data.groups}
    title="Locations"
    intro="Auction lots and sold house prices by country, county and town."
  />
);

export const PostcodesPage = ({ data }: PageProps<'postcodes'>) => (
  <AreaIndex
    groups={data.groups}
    title="Postcodes"
    intro="Auction lots and sold house prices by postcode area, district and sector."
  />
);

/** A titled block with an optional "see all" link beside the title. */
function AreaSection({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link: AreaPageData['lotsLink'];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {link ? (
          <AppLink to={link.href} className="font-semibold text-brand-700 hover:underline">
            {link.label}
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const salesFigures = (stats: AreaPageData['stats']): Figure[] => [
  ['Sales recorded', formatEstimate(stats.count, stats.approximate)],
  ...priceFigures(stats),
];

/** A place (/locations/…) or a postcode (/postcodes/…): figures, lots, recent sales, sub-areas. */
export function AreaPage({ data }: PageProps<'location' | 'postcode'>) {
  return (
    <article className="space-y-10">
      <div>
        <Breadcrumbs crumbs={data.crumbs} />
        <PageHeading title={data.heading}>{data.summary}</PageHeading>
        <Figures
          items={[
            ['Lots available', formatCount(data.lotsTotal)],
            // No "0 sales recorded" where Land Registry records none: it reads as nothing sold.
            ...(data.noSalesReason ? [] : salesFigures(data.stats)),
          ]}
        />
        {data.stats.count && data.salesSpan ? (
          <p className="mt-2 text-sm text-slate-600">
            {/* The data held, not this area's first and last sale: it read as the area's. */}
            {`Sales figures from HM Land Registry Price Paid Data, which we hold from ${formatDate(data.salesSpan.from, 'long')} to ${formatDate(data.salesSpan.to, 'long')}.`}
          </p>
        ) : null}
      </div>
      <AreaSection id="area-lots" title={`Lots for auction in ${data.name}`} link={data.lotsLink}>
        {data.lots.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.lots.map((lot) => (
              <li key={lot.id}>
                <PropertyCard lot={lot} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title={`No lots for auction in ${data.name} right now`}
            headingLevel={3}
            action={
              data.nearbyLots
                ? { to: data.nearbyLots.href, label: data.nearbyLots.label }
                : undefined
            }
          >
            {data.nearbyLots
              ? 'New lots are added every day. The nearest for sale now:'
              : 'New lots are added every day.'}
          </EmptyState>
        )}
      </AreaSection>
      <AreaSection id="area-sales" title={`Recent sales in ${data.name}`} link={data.salesLink}>
        {data.noSalesReason ? (
          <EmptyState title={`No sold prices for ${data.name}`} headingLevel={3}>
            {data.noSalesReason}
          </EmptyState>
        ) : data.sales.length ? (
          <SoldPriceGrid records={data.sales} headingLevel={3} />
        ) : (
          <EmptyState title={`No sales recorded in ${data.name}`} headingLevel={3}>
            {`We hold no HM Land Registry sales in ${data.name} yet; the areas around it may have some.`}
          </EmptyState>
        )}
      </AreaSection>
      <LinkGroups groups={data.groups} />
    </article>
  );
}
