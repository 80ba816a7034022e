import { isOwnKey } from '#schema/own';
import type { ServerLoaderArgs } from './loader-args.server';
import { auctionLotsPhrase } from '#shared/format/auction-lots-phrase';
import { auctionName } from '#shared/format/auction-name';
import { redirect } from 'react-router';
import { graph } from './graph-query.server';
import { searchMeant } from './search-reading.server';
import { lotFilter } from './lot-filter.server';
import { canonicalUrl, HOME_CRUMB, pagedCanonicalUrl, siteOf } from './seo.server';
import { pagedDescription, pagedTitle } from '#schema/listings-title';
import { requirePageInRange } from './page-range.server';
import {
  auctionCalendar,
  auctionResults,
  auctionSummary,
  calendarChoices,
} from '#server/auctions/auction-calendar.server';
import {
  AUCTIONS_PAGE_SIZE,
  auctionCalendarParams,
  auctionPath,
  isOnlineAuction,
  parseAuctionCalendarQuery,
} from '#schema/auction-calendar';
import { CARD_FIELDS } from '#schema/entities';
import {
  LISTING_ORDERS,
  listingOrderGraph,
  PAGE_SIZE,
  parseListingQuery,
  type ListingQuery,
} from '#schema/listing-query';
import { filterChips, type FilterChip } from '#schema/listing-chips';
import { STATUS_FILTERS } from '#schema/lot-status';
import { auctionEventJsonLd, breadcrumbListJsonLd } from '#schema/json-ld';
import { pageNotFound } from '#shared/routes/route-errors';
import { formatDate } from '#shared/format/format';
import { monthName } from '#schema/uk-clock';
import { londonDayOf } from '#schema/london-time';
import { cleanText } from '#schema/clean-text';
import type { AuctionData, AuctionsData, AuctionSummary } from '#shared/payloads/auction-data';

const CALENDAR = '/auctions';

/**
 * `/auctions`: upcoming auctions soonest first (or past ones, latest first, with their results),
 * by region and house. A region or house that does not exist is dropped from the query, as any
 * malformed value is: the page shows (and its canonical URL names) what it actually lists, and
 * says what it left out (`dropped`), since it lists more than the link asked for.
 */
export async function auctionsPage(args: ServerLoaderArgs): Promise<AuctionsData> {
  const { db } = args.scope;
  const parsed = parseAuctionCalendarQuery(args.url.searchParams);
  const choices = await calendarChoices(db);
  const query = {
    ...parsed,
    region: choices.regions.find((r) => r.toLowerCase() === parsed.region?.toLowerCase()),
    house: choices.houses.some((h) => h.id === parsed.house) ? parsed.house : undefined,
  };
  const asked = args.url.searchParams;
  const askedMonth = cleanText(asked.get('month'), 20);
  const dropped = {
    ...(asked.get('house')?.trim() && query.house === undefined ? { house: true as const } : {}),
    ...(parsed.region && !query.region ? { region: parsed.region } : {}),
    ...(askedMonth && !query.month ? { month: askedMonth } : {}),
  };
  const thisMonth = londonDayOf(new Date()).slice(0, 7);
  // A month after this one holds no past sale (its sales are all still to close): its results
  // are the sales to come, so `?when=past&month=2027-03` is the calendar of March.
  if (query.month && query.when === 'past' && query.month > thisMonth)
    throw redirect(otherTabOf(args.url, 'upcoming'), 302);
  const { items, total } = await auctionCalendar(db, query);
  // A month gone by, asked of the upcoming calendar (`?month=2026-06` in December): "Upcoming
  // property auctions: June 2026", "0 auctions", where June's 63 sales have their results under
  // Past. The buyer is taken to them. Only when none of its sales is still open: an online sale
  // of the 30th whose last lots close on the 1st is still listed under Upcoming.
  if (query.month && query.when === 'upcoming' && query.month < thisMonth && total === 0)
    throw redirect(otherTabOf(args.url, 'past'), 302);
  requirePageInRange(args.url, query.page, total, AUCTIONS_PAGE_SIZE);
  const house = choices.houses.find((h) => h.id === query.house)?.name;
  const scope = [house, query.region, query.month && monthName(query.month)]
    .filter(Boolean)
    .join(', ');
  // The months of this tab: from this month on for upcoming sales, up to it for past ones (a sale
  // of this month may be either); the link's own month too, so the form keeps it.
  const months = choices.months
    .filter((m) => (query.when === 'past' ? m <= thisMonth : m >= thisMonth))
    .concat(query.month && !choices.months.includes(query.month) ? [query.month] : [])
    .sort((a, b) => (query.when === 'past' ? b.localeCompare(a) : a.localeCompare(b)));
  const title = `${query.when === 'past' ? 'Past auctions and results' : 'Upcoming property auctions'}${scope ? `: ${scope}` : ''}`;
  const description =
    query.when === 'past'
      ? `Results of ${total} UK property auctions${scope ? ` (${scope})` : ''}: lots sold, sold rate and totals raised.`
      : `${total} UK property auctions to come${scope ? ` (${scope})` : ''}: dates, venues or online, methods and catalogues.`;
  return {
    meta: {
      // A later page is its own canonical page (decision 160): its title and description say which.
      title: pagedTitle(title, query.page, total, AUCTIONS_PAGE_SIZE),
      description: pagedDescription(description, query.page, total, AUCTIONS_PAGE_SIZE),
      canonical: canonicalUrl(args.scope, CALENDAR, auctionCalendarParams(query)),
      ...(items.length ? {} : { noindex: true }),
      jsonLd: breadcrumbListJsonLd(siteOf(args.scope), [
        HOME_CRUMB,
        { name: 'Auctions', path: CALENDAR },
      ]),
    },
    query,
    items,
    total,
    ...choices,
    months,
    ...(Object.keys(dropped).length ? { dropped } : {}),
    // This month's sales are partly past, partly to come: an empty tab leads to the other one's
    // ("No upcoming auctions match" on the 20th, when the month's sales have their results).
    ...(!items.length && query.month === thisMonth
      ? {
          elsewhere: {
            to: otherTabOf(args.url, query.when === 'past' ? 'upcoming' : 'past'),
            label:
              query.when === 'past'
                ? `Auctions to come in ${monthName(thisMonth)}`
                : `Results of ${monthName(thisMonth)}`,
          },
        }
      : {}),
  };
}

/** The calendar's link as asked, on the other tab, from its first page. */
function otherTabOf(url: URL, when: 'upcoming' | 'past'): string {
  const params = new URLSearchParams(url.searchParams);
  if (when === 'past') params.set('when', 'past');
  else params.delete('when');
  params.delete('page');
  const qs = params.toString();
  return `${CALENDAR}${qs ? `?${qs}` : ''}`;
}

/**
 * The catalogue's filters are those of /listings, within one auction: every lot unless a status
 * is asked for, in lot order unless another order is. The house, method and auction date are the
 * auction's own, so those filters are left out.
 */
function catalogueQuery(params: URLSearchParams): ListingQuery {
  const withStatus = new URLSearchParams(params);
  if (!withStatus.get('lot_status')) withStatus.set('lot_status', 'all');
  const q = parseListingQuery(withStatus);
  return {
    ...q,
    auction_house: undefined,
    auction_method: [],
    auction_from: undefined,
    auction_to: undefined,
    closing: undefined,
    view: q.view === 'map' ? 'grid' : q.view,
  };
}

/** Filters the catalogue has not: the auction's own (`catalogueQuery`). */
const AUCTIONS_OWN = ['auction_house', 'auction_method', 'auction_from', 'auction_to', 'closing'];

/**
 * The catalogue's search box read as the lot search reads its own: "2 bed flat" is the flats of
 * two bedrooms, "terraced house" the terraced houses (as words they found no lot: the titles say
 * "Two-bedroom", "end-of-terrace cottage"). The query string to redirect to, or null when the words
 * are searched as typed: some are not understood, they lead to another page ("sold prices"), they
 * say what the auction itself is ("online", "this week", a house), or they name a place alone
 * (within one sale, its town in the addresses is as good a search).
 */
async function catalogueWordsMeant(
  args: ServerLoaderArgs,
  query: ListingQuery,
): Promise<string | null> {
  if (!query.search) return null;
  const { meant } = await searchMeant(args.scope.db, query, args.url.search, null);
  if (meant === null || meant.path !== undefined || meant.placeOnly) return null;
  const params = new URLSearchParams(meant.search);
  // "online", "this week", another house's name: what the auction is already, or is not. The
  // catalogue cannot filter by it, and leaving it out silently would drop what was typed.
  if (AUCTIONS_OWN.some((name) => params.has(name))) return null;
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

const LOT_ORDER = [
  { lot_sequence: 'asc_nulls_last' },
  { lot_number: 'asc_nulls_last' },
  { id: 'asc' },
];

function catalogueChips(q: ListingQuery, place: string | undefined): FilterChip[] {
  const chips = filterChips(q, { place }).filter((c) => c.id !== 'lot_status');
  if (q.lot_status !== 'all')
    chips.push({
      id: 'lot_status',
      label: STATUS_FILTERS[q.lot_status].label,
      params: ['lot_status'],
    });
  return chips;
}

/**
 * The sale's date in its description, said as what it is, as its page says it: an online, timed
 * or Modern sale's bidding opens on its date and closes on its end date (the title gives the
 * closing day, so an unlabelled date beside it read as another closing day); a room sale is held
 * on its date.
 */
function saleDatesPhrase(
  a: Pick<AuctionSummary, 'auction_date' | 'auction_end_date' | 'phase' | 'ended'>,
): string {
  const day = (d: string) => formatDate(d, 'long');
  if (!a.auction_end_date) return `held on ${day(a.auction_date)}`;
  const opens = a.phase === 'upcoming' ? 'opens' : 'opened';
  const closes = a.ended ? 'closed' : 'closes';
  return `bidding ${opens} ${day(a.auction_date)} and ${closes} ${day(a.auction_end_date)}`;
}

/** `/auctions/{id}`: the auction, its catalogue in lot order and, once it has closed, its results. */
export async function auctionPage(args: ServerLoaderArgs): Promise<AuctionData> {
  const { db } = args.scope;
  const auction = await auctionSummary(db, args.params.id!);
  if (!auction) throw pageNotFound(`${args.url.pathname}${args.url.search}`);
  const query = catalogueQuery(args.url.searchParams);
  const read = await catalogueWordsMeant(args, query);
  if (read !== null) throw redirect(`${args.url.pathname}${read}`, 302);
  const { where, place } = await lotFilter(db, query);
  const explicitOrder = isOwnKey(LISTING_ORDERS, args.url.searchParams.get('order_by') ?? '');
  const [data, results] = await Promise.all([
    graph<{ items: AuctionData['items']; agg: { aggregate: { count: number } } }>(
      args,
      `query Catalogue($where: auction_properties_bool_exp, $order: [auction_properties_order_by!], $limit: Int, $offset: Int) {
        items: auction_properties(where: $where, order_by: $order, limit: $limit, offset: $offset) { ${CARD_FIELDS.auction_properties} lot_number }
        agg: auction_properties_aggregate(where: $where) { aggregate { count } }
      }`,
      {
        where: { _and: [{ auction_id: { _eq: auction.id } }, where] },
        order: explicitOrder ? listingOrderGraph(query.order_by, query.lot_status) : LOT_ORDER,
        limit: PAGE_SIZE,
        offset: (query.page - 1) * PAGE_SIZE,
      },
    ),
    auction.ended ? auctionResults(db, auction.id) : null,
  ]);
  const total = data.agg.aggregate.count;
  requirePageInRange(args.url, query.page, total);
  const path = auctionPath(auction.id);
  const chips = catalogueChips(query, place?.label);
  const name = auctionName(auction);
  return {
    meta: {
      // A later page of the catalogue is its own canonical page (decision 160): it says which.
      title: pagedTitle(name, query.page, total),
      description: pagedDescription(
        `${auction.title} by ${auction.house.name}, ${saleDatesPhrase(auction)}: ${auctionLotsPhrase(auction.figures, auction.ended)}.`,
        query.page,
        total,
      ),
      // One URL per auction: filtered or re-sorted views name the whole catalogue as canonical.
      canonical: pagedCanonicalUrl(args.scope, path, query.page, !chips.length),
      jsonLd: [
        auctionEventJsonLd(siteOf(args.scope), {
          ...auction,
          title: name,
          // An online sale ends when its last lot closes (its end date is when lots start closing).
          auction_end_date: auction.auction_end_date ? auction.closes_at : null,
          online: isOnlineAuction(auction.venue),
        }),
        breadcrumbListJsonLd(siteOf(args.scope), [
          HOME_CRUMB,
          { name: 'Auctions', path: CALENDAR },
          { name: auction.title, path },
        ]),
      ],
    },
    auction,
    query,
    items: data.items,
    total,
    chips,
    results,
  };
}
