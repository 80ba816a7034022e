import { Link } from 'react-router';
import type { PageProps } from '#shared/routes/page-data';
import { PageHeading } from '#client/components/page-heading';
import { PHOTO_SIZE } from '#client/components/cards/property-card';
import { lotPhotos } from '#client/components/cards/lot-photos';
import { PHOTO_WIDTHS, ResponsiveImage } from '#client/components/cards/responsive-image';
import { StatusBadge } from '#client/components/cards/status-badge';
import { formatMoney } from '#shared/format/format';
import { auctionPath } from '#schema/auction-calendar';
import { WatchButton } from '#client/components/watchlist/watch-button';
import { DetailSections } from '#sections/detail/detail-sections';
import { LotPlaceLink, LotPostcodeLink } from '#sections/detail/location/area-links';

/** The first photo spans the two-thirds column; the rest share it in pairs from sm up. */
const HERO_SIZES = '(min-width: 1280px) 816px, (min-width: 1024px) 66vw, 100vw';
const THUMB_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/** `/listings/{id}`: gallery, price box and auction house, then the detail sections in the editors' layout. */
export function ListingPage({ data }: PageProps<'listing'>) {
  const { lot, details } = data;
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
          {lotPhotos(lot.image_urls).map((src, i) => (
            <li key={src} className={i === 0 ? 'sm:col-span-2' : ''}>
              <ResponsiveImage
                src={src}
                alt={i === 0 ? lot.title : ''}
                {...PHOTO_SIZE}
                sizes={i === 0 ? HERO_SIZES : THUMB_SIZES}
                widths={PHOTO_WIDTHS}
                priority={i === 0}
                className="aspect-[4/3] w-full rounded-2xl object-cover"
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
            <div className="mt-4">
              <WatchButton lotId={Number(lot.id)} title={lot.title} variant="page" />
            </div>
          </div>
          {lot.auction ? (
            <Link
              to={auctionPath(lot.auction.id)}
              className="block rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-brand-700 hover:underline"
            >
              <span className="block text-sm font-normal text-slate-600">In the auction</span>
              {lot.auction.title}
            </Link>
          ) : null}
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
