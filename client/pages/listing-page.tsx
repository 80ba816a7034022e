import { useScrollTabStop } from '#client/app/use-scroll-tab-stop';
import type { PageProps } from '#shared/routes/page-data';
import { AppLink } from '#client/components/prefetch-link';
import { PageHeading } from '#client/components/page-heading';
import { PHOTO_SIZE } from '#client/components/cards/property-card';
import { lotPhotoAlt, lotPhotos } from '#client/components/cards/lot-photos';
import { PHOTO_WIDTHS, ResponsiveImage } from '#client/components/cards/responsive-image';
import { StatusBadge } from '#client/components/cards/status-badge';
import { formatGuide, formatMoney } from '#shared/format/format';
import { auctionWhen, closesLine, closingLabel } from '#shared/format/sale-phase';
import { resultOnDay } from '#shared/format/sold-for';
import { isBiddingOpen } from '#schema/lot-status';
import { auctionPath } from '#schema/auction-calendar';
import { lotCrumbs } from '#schema/lot-crumbs';
import { soldWhenLabel } from '#schema/sold-when';
import { Breadcrumbs } from '#client/components/breadcrumbs';
import { LotNeighboursNav } from '#client/components/auctions/lot-neighbours-nav';
import { auctionWhere } from '#client/components/auctions/auction-facts';
import { OfferedAgainNote, OfferedBeforeLink } from '#client/components/auctions/lot-offers';
import { WatchButton } from '#client/components/watchlist/watch-button';
import { DetailSections } from '#sections/detail/detail-sections';
import { LotPlaceLink, LotPostcodeLink } from '#sections/detail/location/area-links';
import type { LotRecord } from '#schema/entities';

/**
 * The first photo spans the two-thirds column; the rest share it in pairs from sm up. On a phone
 * they are one strip that scrolls sideways, each photo 85% of the screen (the next one peeks in).
 */
const HERO_SIZES =
  '(min-width: 1280px) 816px, (min-width: 1024px) 66vw, (min-width: 640px) 100vw, 85vw';
const THUMB_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 85vw';

/**
 * The lot's photos: a grid from sm up; on a phone a strip scrolled (and snapped) sideways with no
 * script, so the price box is on the first screen instead of after every photo. Only the first
 * photo loads at once. The strip can take focus, for the arrow keys to scroll it.
 */
function Photos({ lot }: { lot: LotRecord }) {
  const [photosRef, tabIndex] = useScrollTabStop<HTMLUListElement>();
  return (
    <ul
      aria-label="Photos"
      ref={photosRef}
      tabIndex={tabIndex}
      className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 focus-visible:outline-2 focus-visible:outline-brand-700 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:col-span-2"
    >
      {lotPhotos(lot.image_urls).map((src, i, photos) => (
        <li
          key={src}
          className={`w-[85%] shrink-0 snap-start sm:w-auto ${i === 0 ? 'sm:col-span-2 print:max-w-sm' : 'print:hidden'}`}
        >
          <ResponsiveImage
            src={src}
            alt={lotPhotoAlt(lot.title, i, photos.length, src)}
            {...PHOTO_SIZE}
            sizes={i === 0 ? HERO_SIZES : THUMB_SIZES}
            widths={PHOTO_WIDTHS}
            priority={i === 0}
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

/** Guide (or sold) price with the auction's date and time beside it: what a buyer looks for first. */
function PriceFacts({ lot }: { lot: LotRecord }) {
  const when = auctionWhen(lot);
  const resultOn = resultOnDay(lot);
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3">
      {lot.guide_price_min !== null ? (
        <div>
          <dt className="text-sm text-slate-500">Guide price</dt>
          <dd className="text-2xl font-bold">
            {formatGuide(lot.guide_price_min, lot.guide_price_max)}
          </dd>
        </div>
      ) : null}
      {lot.sold_price !== null ? (
        <div>
          <dt className="text-sm text-slate-500">Sold for</dt>
          <dd className="text-2xl font-bold">{formatMoney(lot.sold_price)}</dd>
        </div>
      ) : null}
      {when ? (
        <div>
          <dt className="text-sm text-slate-500">{when.label}</dt>
          <dd className="font-semibold">{when.value}</dd>
        </div>
      ) : null}
      {when?.closes ? (
        <div>
          <dt className="text-sm text-slate-500">{closingLabel(lot)}</dt>
          <dd className="font-semibold">{when.closes}</dd>
        </div>
      ) : null}
      {resultOn ? (
        <div>
          <dt className="text-sm text-slate-500">{resultOn.label}</dt>
          <dd className="font-semibold">{resultOn.day}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** `/listings/{id}`: gallery, price box and auction house, then the detail sections in the editors' layout. */
export function ListingPage({ data }: PageProps<'listing'>) {
  const { lot, details } = data;
  return (
    <article>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6">
        <Breadcrumbs crumbs={lotCrumbs(lot)} />
        {data.neighbours ? <LotNeighboursNav neighbours={data.neighbours} /> : null}
      </div>
      <p className="mb-2">
        <StatusBadge
          status={lot.lot_status}
          phase={lot.sale_phase}
          label={soldWhenLabel(lot.lot_status, lot.sold_when)}
        />
        {isBiddingOpen(lot.lot_status, lot.sale_phase) && lot.auction_end_date ? (
          <span className="ml-2 text-sm font-semibold text-emerald-900">
            {closesLine(lot.auction_end_date)}
          </span>
        ) : null}
      </p>
      {data.offers.again ? <OfferedAgainNote offer={data.offers.again} /> : null}
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
        <Photos lot={lot} />
        <aside className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <PriceFacts lot={lot} />
            {lot.legal_pack_url ? (
              <a
                href={lot.legal_pack_url}
                rel="noopener noreferrer"
                className="mt-4 block font-semibold text-brand-700 hover:underline"
              >
                Legal pack (PDF)
              </a>
            ) : null}
            <div className="mt-4 print:hidden">
              <WatchButton
                lotId={Number(lot.id)}
                title={lot.title}
                status={lot.lot_status}
                variant="page"
              />
            </div>
          </div>
          {lot.auction ? (
            <AppLink
              to={auctionPath(lot.auction.id)}
              className="block rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-brand-700 hover:underline"
            >
              <span className="block text-sm font-normal text-slate-600">In the auction</span>
              {lot.auction.title}
              {/* Where to go (or that it is online): a room sale's buyer needs the venue. */}
              <span className="mt-1 block text-sm font-normal text-slate-700">
                {auctionWhere(lot.auction)}
              </span>
            </AppLink>
          ) : null}
          {data.offers.before ? <OfferedBeforeLink offer={data.offers.before} /> : null}
          {lot.auction_house ? (
            <AppLink
              to={`/auctioneers/${lot.auction_house.id}`}
              className="block rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-brand-700 hover:underline"
            >
              Offered by {lot.auction_house.name}
            </AppLink>
          ) : null}
        </aside>
        <div className="lg:col-span-2">
          <DetailSections sections={details} lot={lot} />
        </div>
      </div>
    </article>
  );
}
