import { PrefetchLink } from '#client/components/prefetch-link';
import type { AuctionHouseCardData } from '#schema/entities';
import { DASH, formatCount, formatCountOf } from '#shared/format/format';
import { houseLotsPath } from '#schema/listing-query';
import { LOGO_WIDTHS, ResponsiveImage } from './responsive-image';

const list = (items: string[]) => (items.length ? items.join(', ') : DASH);

/** SPEC §3 auction house card with its 'All lots' link: the results page filtered by its id. */
export function AuctionHouseCard({
  house,
  headingLevel = 3,
  here,
}: {
  house: AuctionHouseCardData;
  headingLevel?: 2 | 3;
  /** Found by place: its lots for sale there and the search listing them ("In Leeds: 3 lots"). */
  here?: { place: string; lots: number; href: string } | undefined;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // Less padding where the text is large for the screen: "Brackenridge" fits on a phone at 200 %.
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm xs:p-5">
      {/* The name goes below the logo where it would get less than 8rem beside it. */}
      <div className="flex flex-wrap items-center gap-3">
        {house.logo ? (
          <ResponsiveImage
            src={house.logo}
            alt=""
            width={48}
            height={48}
            sizes="48px"
            widths={LOGO_WIDTHS}
            className="h-12 w-12 rounded-lg border border-slate-100 object-contain"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-12 w-12 place-items-center rounded-lg bg-brand-100 font-bold text-brand-800"
          >
            {house.name.slice(0, 1)}
          </span>
        )}
        <Heading className="min-w-0 grow basis-32 text-base font-semibold break-words text-slate-900">
          <PrefetchLink to={`/auctioneers/${house.id}`} className="hover:underline">
            {house.name}
          </PrefetchLink>
        </Heading>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">Lots for sale</dt>
          <dd className="font-semibold text-slate-900">
            {formatCount(house.number_of_properties)}
          </dd>
        </div>
        {here ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-500">{`In ${here.place}`}</dt>
            <dd>
              <PrefetchLink
                to={here.href}
                className="font-semibold text-brand-700 hover:underline"
                aria-label={`${formatCountOf(here.lots, 'lot')} from ${house.name} in ${here.place}`}
              >
                {formatCountOf(here.lots, 'lot')}
              </PrefetchLink>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-500">Regions covered</dt>
          <dd className="text-slate-900">{list(house.regions_covered)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Property types</dt>
          <dd className="text-slate-900">{list(house.type_of_properties)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Auction methods</dt>
          <dd className="text-slate-900">{list(house.auction_method)}</dd>
        </div>
      </dl>
      {/* With none for sale, "All lots" opened "0 lots": its past results, as its page offers. */}
      <PrefetchLink
        to={houseLotsPath(house.id, house.number_of_properties > 0 ? undefined : 'ended')}
        className="mt-auto pt-4 text-sm font-semibold text-brand-700 hover:underline"
        aria-label={`${house.number_of_properties > 0 ? 'All lots' : 'Past results'} from ${house.name}`}
      >
        {house.number_of_properties > 0 ? 'All lots' : 'Past results'}{' '}
        <span aria-hidden="true">→</span>
      </PrefetchLink>
    </article>
  );
}
