import { Link, useLoaderData } from 'react-router';
import type { ListingData } from '#shared/payloads/directory-data';
import { PageHeading } from '#client/components/page-heading';
import { PLACEHOLDER_IMAGE } from '#client/components/cards/property-card';
import { StatusBadge } from '#client/components/cards/status-badge';
import { formatMoney } from '#shared/format/format';
import { DetailSections } from '#sections/detail/detail-sections';
import { LotPlaceLink, LotPostcodeLink } from '#sections/detail/location/area-links';

/** `/listings/{id}`: gallery, price box and auction house, then the detail sections in the editors' layout. */
export function ListingPage() {
  const { lot, details } = useLoaderData() as ListingData;
  return (
    <article>
      <p className="mb-2">
        <StatusBadge status={lot.lot_status} />
      </p>
      <PageHeading title={lot.title}>
        <LotPlaceLink lot={lot} />
        {lot.postcode ? (
          <>
            {lot.location ? ' · ' : null}
            <LotPostcodeLink lot={lot} />
          </>
        ) : null}
      </PageHeading>
      {/* Phones: photos, price box, details; wide screens: the price box beside both. */}
      <div className="grid gap-8 lg:grid-cols-3">
        <ul className="grid gap-3 sm:grid-cols-2 lg:col-span-2" aria-label="Photos">
          {(lot.image_urls.length ? lot.image_urls : [PLACEHOLDER_IMAGE]).map((src, i) => (
            <li key={src} className={i === 0 ? 'sm:col-span-2' : ''}>
              <img
                src={src}
                alt={i === 0 ? lot.title : ''}
                className="w-full rounded-2xl object-cover"
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
        <aside className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            {lot.guide_price_min !== null ? (
              <p>
                <span className="text-sm text-slate-500">Guide price</span>
                <br />
                <span className="text-2xl font-bold">
                  {formatMoney(lot.guide_price_min)}
                  {lot.guide_price_max ? ` – ${formatMoney(lot.guide_price_max)}` : ''}
                </span>
              </p>
            ) : null}
            {lot.sold_price !== null ? (
              <p className="mt-2">
                <span className="text-sm text-slate-500">Sold for</span>
                <br />
                <span className="text-2xl font-bold">{formatMoney(lot.sold_price)}</span>
              </p>
            ) : null}
            {lot.legal_pack_url ? (
              <a
                href={lot.legal_pack_url}
                rel="noopener noreferrer"
                className="mt-4 block font-semibold text-brand-700 hover:underline"
              >
                Legal pack
              </a>
            ) : null}
          </div>
          {lot.auction_house ? (
            <Link
              to={`/auctioneers/${lot.auction_house.id}`}
              className="block rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-brand-700 hover:underline"
            >
              Offered by {lot.auction_house.name}
            </Link>
          ) : null}
        </aside>
        <div className="lg:col-span-2">
          <DetailSections sections={details} lot={lot} />
        </div>
      </div>
    </article>
  );
}
