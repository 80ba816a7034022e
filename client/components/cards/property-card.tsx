import { PrefetchLink } from '#client/components/prefetch-link';
import { EXCERPT_MARK, type PropertyCardData } from '#schema/entities';
import { formatGuide, formatMoney } from '#shared/format/format';
import { cardDates, closingLabel } from '#shared/format/sale-phase';
import { WatchButton } from '#client/components/watchlist/watch-button';
import { StatusBadge } from './status-badge';
import { soldWhenLabel } from '#schema/sold-when';
import { resultOnDay } from '#shared/format/sold-for';
import { LOGO_WIDTHS, PHOTO_WIDTHS, ResponsiveImage } from './responsive-image';
import { lotPhotos } from './lot-photos';
import { hydratedLater } from '#client/app/hydrate-later';

/** Lot photos (seeded and placeholder) are 800 × 600. */
export const PHOTO_SIZE = { width: 800, height: 600 } as const;

/** Rendered widths: a third of the 1280 px container, half a tablet, a whole phone; 256 px in a row. */
const TILE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const ROW_SIZES = '(min-width: 640px) 256px, 100vw';

/**
 * SPEC §3 property card: cover, status badge, guide price / sold price only when present, Modern →
 * end date. Each card hydrates in a task of its own (a results page holds up to 24; decision 061).
 */
export const PropertyCard = hydratedLater(PropertyCardBody);

function PropertyCardBody({
  lot,
  headingLevel = 3,
  layout = 'tile',
  priority = false,
  showHouse = true,
  excerpt,
  matchedAddress,
}: {
  lot: PropertyCardData;
  /** The line of the description a text search matched, words marked (EXCERPT_MARK). */
  excerpt?: string | undefined;
  /** The lot's address when a text search matched it ("union street"), words marked. */
  matchedAddress?: string | undefined;
  /** Off on the auction house's own page: twelve links back to the page itself say nothing. */
  showHouse?: boolean;
  headingLevel?: 2 | 3;
  /** tile: the grid's upright card; row: the list view's wide card (picture on the left from sm up). */
  layout?: 'tile' | 'row';
  /** The page's first card above the fold: its photo is the likely LCP, so fetched at once. */
  priority?: boolean;
}) {
  const row = layout === 'row';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = cardDates(lot);
  const resultOn = resultOnDay(lot);
  const cover = lotPhotos(lot.image_urls)[0]!;
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${row ? 'sm:flex-row' : ''}`}
    >
      <div
        className={`relative aspect-[4/3] shrink-0 bg-slate-100 ${row ? 'sm:aspect-auto sm:w-64' : ''}`}
      >
        <ResponsiveImage
          src={cover}
          alt=""
          {...PHOTO_SIZE}
          sizes={row ? ROW_SIZES : TILE_SIZES}
          widths={PHOTO_WIDTHS}
          priority={priority}
          className="h-full w-full object-cover"
        />
        <div className="absolute left-3 top-3">
          <StatusBadge
            status={lot.lot_status}
            phase={lot.sale_phase}
            label={soldWhenLabel(lot.lot_status, lot.sold_when)}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold leading-snug break-words text-slate-900">
          <PrefetchLink
            to={`/listings/${lot.id}`}
            className="after:absolute after:inset-0 hover:underline focus-visible:underline"
          >
            {lot.title}
          </PrefetchLink>
        </Heading>
        <p className="text-sm text-slate-600">
          {[lot.lot_number ? `Lot ${lot.lot_number}` : null, lot.location, lot.property_type]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {matchedAddress ? <MatchedText label="Address" text={matchedAddress} /> : null}
        {excerpt ? <MatchedText label="From the description" text={excerpt} cut /> : null}
        <dl className="mt-auto grid grid-cols-two-up gap-x-3 gap-y-1 pt-2 text-sm">
          {lot.guide_price_min !== null && lot.guide_price_min !== undefined ? (
            <div>
              <dt className="text-slate-500">Guide price</dt>
              <dd className="font-semibold text-slate-900">
                {formatGuide(lot.guide_price_min, lot.guide_price_max)}
              </dd>
            </div>
          ) : null}
          {lot.sold_price !== null && lot.sold_price !== undefined ? (
            <div>
              <dt className="text-slate-500">Sold for</dt>
              <dd className="font-semibold text-slate-900">{formatMoney(lot.sold_price)}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-500">{date.label}</dt>
            <dd className="font-medium text-slate-900">{date.value}</dd>
          </div>
          {date.closes ? (
            <div>
              <dt className="text-slate-500">{closingLabel(lot)}</dt>
              <dd className="font-medium text-slate-900">{date.closes}</dd>
            </div>
          ) : null}
          {resultOn ? (
            <div>
              <dt className="text-slate-500">{resultOn.label}</dt>
              <dd className="font-medium text-slate-900">{resultOn.day}</dd>
            </div>
          ) : null}
        </dl>
        <div className="pt-1">
          <WatchButton
            lotId={Number(lot.id)}
            // With its place: a page of results holds lots of one title ("Three-bedroom mid-terrace
            // house" twice), whose buttons were heard alike.
            title={lot.location ? `${lot.title}, ${lot.location}` : lot.title}
            status={lot.lot_status}
          />
        </div>
        {lot.auction_house && showHouse ? (
          <PrefetchLink
            to={`/auctioneers/${lot.auction_house.id}`}
            className="relative z-10 mt-2 flex items-center gap-2 border-t border-slate-100 pt-3 text-sm font-medium text-brand-700 hover:underline"
          >
            {lot.auction_house.logo ? (
              <ResponsiveImage
                src={lot.auction_house.logo}
                alt=""
                width={24}
                height={24}
                sizes="24px"
                widths={LOGO_WIDTHS}
                className="h-6 w-6 rounded object-contain"
              />
            ) : null}
            {lot.auction_house.name}
          </PrefetchLink>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Why a text search found a lot whose title does not say the words: the line of the description
 * ("…suited to cash buyers only…", `cut` from a longer text) or the address ("14 Union Street,
 * Stoke-on-Trent") that holds them, the words marked. A screen reader hears what the line is.
 */
function MatchedText({ label, text, cut = false }: { label: string; text: string; cut?: boolean }) {
  const parts = text.split(EXCERPT_MARK.open).flatMap((part, i) => {
    if (i === 0) return [{ text: part, marked: false }];
    const [marked = '', rest = ''] = part.split(EXCERPT_MARK.close);
    return [
      { text: marked, marked: true },
      { text: rest, marked: false },
    ];
  });
  return (
    <p className="text-sm text-slate-700">
      <span className="sr-only">{`${label}: `}</span>
      {cut ? '…' : null}
      {parts.map((p, i) =>
        p.marked ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
      {cut ? '…' : null}
    </p>
  );
}
