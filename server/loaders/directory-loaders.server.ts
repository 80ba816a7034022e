import { chipPlaceName, escapeLike, placeHeading, type ResolvedPlace } from '#schema/place';
import { listingsTitle, pagedDescription, pagedTitle } from '#schema/listings-title';
import { AUCTIONEERS_DESCRIPTION, AUCTIONEERS_TITLE, auctioneers } from '#shared/pages/auctioneers';
import { LISTINGS_DESCRIPTION, listings } from '#shared/pages/listings';
import type { ServerLoaderArgs } from './loader-args.server';
import { CARD_FIELDS } from '#schema/entities';
import { LOT_AVAILABLE } from '#schema/lot-status';
import { modalPage } from '#server/cms/modal-page.server';
import { pageNotFound } from '#shared/routes/route-errors';
import { isPositiveId } from '#shared/routes/route-params';
import { redirect } from 'react-router';
import { lotDetailSections } from '#server/cms/lot-layout.server';
import { sectionContext } from '#server/cms/page-data.server';
import { loadDetailSections } from '#sections/detail/loaders.server';
import {
  reversedRanges,
  parseListingQuery,
  unreadListingFilters,
  listingOrderGraph,
  defaultListingOrder,
  PAGE_SIZE,
} from '#schema/listing-query';
import { hrefWith } from '#shared/links/href-with';
import { lotFilter } from './lot-filter.server';
import { filterChips } from '#schema/listing-chips';
import { nearestWiderCircle, readingOffer, relaxations } from './relaxations.server';
import { matchExcerpts } from './match-excerpts.server';
import { houseLike, unlistedHouse } from './unlisted-house.server';
import { searchMeant } from './search-reading.server';
import { auctionHouseSearchWords } from '#schema/search-words';
import { resultsMapData } from './results-map.server';
import type {
  ListingsData,
  ListingData,
  AuctioneersData,
  AuctioneerData,
} from '#shared/payloads/directory-data';
import { breadcrumbListJsonLd, organizationJsonLd, realEstateListingJsonLd } from '#schema/json-ld';
import { lotCrumbs } from '#schema/lot-crumbs';
import { houseCrumbs } from '#schema/house-crumbs';
import { leftOutFilters } from '#schema/left-out-filters';
import { lotMeta } from './lot-meta.server';
import { HOME_CRUMB, pagedCanonicalUrl, siteOf } from './seo.server';
import { requirePageInRange } from './page-range.server';
import { houseYearFigures } from '#server/auctions/auction-figures.server';
import { auctionCalendar } from '#server/auctions/auction-calendar.server';
import { lotOffers } from '#server/lots/offered-again.server';
import { lotNeighbours } from '#server/auctions/lot-neighbours.server';

/** A house page's next auctions, soonest closing first (the calendar lists the rest). */
const HOUSE_NEXT_AUCTIONS = 3;
import { houseNames, houseOptions } from './house-options.server';
import { housesInPlace } from './houses-in-place.server';
import { graph } from './graph-query.server';
import { wordsOverEmptyPlace } from './words-over-empty-place.server';
import { lotCounts, type CountedSearch } from './lot-counts.server';
import { findSavedSearch } from '#server/alerts/saved-searches-store.server';
import { savedQueryAt } from '#schema/saved-search';
import { sharesName } from '#schema/shares-name';

const CARD = CARD_FIELDS.auction_properties;
const HOUSE_CARD = CARD_FIELDS.auction_houses;

/**
 * Whether the link's auction house is none we hold ("auction_house=9999"): it is left out and
 * said, as a house that is no number is. It was a chip "Auction house 9999" over "No lots match".
 */
async function noSuchHouse(args: ServerLoaderArgs, id: number | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const { rows } = await args.scope.db.query('SELECT 1 FROM auction_houses WHERE id = $1', [id]);
  return rows.length === 0;
}

export async function listingsPage(args: ServerLoaderArgs): Promise<ListingsData> {
  const asked = parseListingQuery(args.url.searchParams);
  const houseLeftOut = await noSuchHouse(args, asked.auction_house);
  const q = houseLeftOut ? { ...asked, auction_house: undefined } : asked;
  // The query reads a reversed range the right way round; the URL (and so the chips) follows.
  const reversed = reversedRanges(args.url.searchParams);
  if (reversed) throw redirect(hrefWith(args.url, reversed), 302);
  const { where, place, unknownPlace } = await lotFilter(args.scope.db, q);
  // Words that all mean filters are those filters ("york", "3 bed house leeds"): matched as text
  // they find the wrong lots. The chips then say what was understood, each removable.
  const { meant, reading } = await searchMeant(
    args.scope.db,
    q,
    args.url.search,
    // A neighbourhood we hold nothing in ("Clapham (London)") is read already: it is the place.
    unknownPlace && !unknownPlace.postcode && !unknownPlace.searchedAs ? unknownPlace.text : null,
  );
  // "church": Church, Lancashire holds no lot; lots that mention a church are shown, and the page
  // says the place has none.
  const emptyPlace = meant && (await wordsOverEmptyPlace(args, { q, place }, meant));
  if (meant !== null && !emptyPlace)
    throw redirect(`${meant.path ?? args.url.pathname}${meant.search}`, 302);
  // SPEC §6: map search is for signed-in users; others get the map-access modal's page.
  const mapShown = q.view === 'map' && args.scope.user !== null;
  const [data, allHouses, map] = await Promise.all([
    graph<{ items: ListingsData['items']; chosen?: ListingsData['houses'] }>(
      args,
      `query Listings($where: auction_properties_bool_exp, $order: [auction_properties_order_by!], $limit: Int, $offset: Int, $house: [bigint!], $withHouse: Boolean!) {
      items: auction_properties(where: $where, order_by: $order, limit: $limit, offset: $offset) { ${CARD} }
      chosen: auction_houses(where: { id: { _in: $house } }, limit: 1) @include(if: $withHouse) { id name }
    }`,
      {
        where,
        house: q.auction_house === undefined ? [] : [q.auction_house],
        withHouse: q.auction_house !== undefined,
        order: listingOrderGraph(q.order_by, q.lot_status),
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      },
    ),
    houseOptions(args),
    mapShown ? resultsMapData(args.scope.db, { q, where, place }) : null,
  ]);
  const user = args.scope.user;
  const [total, savedSearch, matched] = await Promise.all([
    resultsTotal(args, { query: q, place }, data.items.length),
    // A place we do not know is no search to save (the page offers no button).
    user && !unknownPlace ? findSavedSearch(args.scope.db, user.id, savedQueryAt(q, place)) : null,
    matchExcerpts(
      args.scope.db,
      data.items.map((l) => l.id),
      q.search,
    ),
  ]);
  requirePageInRange(args.url, q.page, total);
  // The chosen house is always offered (and named), even past the first hundred.
  const chosen = data.chosen?.[0];
  const houses =
    chosen && !allHouses.some((h) => String(h.id) === String(chosen.id))
      ? [...allHouses, chosen]
      : allHouses;
  const chips = filterChips(q, {
    house: chosen?.name,
    place: place ? chipPlaceName(place) : unknownPlace?.text,
    radius: place?.radiusMiles,
  });
  const leftOut = [
    ...unreadListingFilters(args.url.searchParams),
    ...(houseLeftOut ? leftOutFilters(args.url.searchParams, ['auction_house'], () => false) : []),
  ];
  return {
    query: q,
    ...(leftOut.length ? { leftOut } : {}),
    place: place && shownPlace(place),
    unknownPlace:
      unknownPlace && sharesName(unknownPlace.text, unknownPlace.suggestions)
        ? { ...unknownPlace, sharedName: true }
        : unknownPlace,
    items: data.items,
    excerpts: matched.excerpts,
    matchedAddresses: matched.addresses,
    total,
    houses,
    chips,
    relax: total === 0 ? await relaxations(args, q, chips, place, unknownPlace) : [],
    unlistedHouse:
      total === 0 && q.search && q.auction_house === undefined
        ? await unlistedHouse(args.scope.db, q.search)
        : null,
    reading: total > 0 && q.search && reading ? await readingOffer(args, reading, place) : null,
    emptyPlace: emptyPlace
      ? {
          heading: placeHeading(emptyPlace),
          search: meant!.search,
          nearest: await nearestWiderCircle(args, meant!.search, emptyPlace),
        }
      : null,
    map,
    mapAccess:
      q.view !== 'map' || args.scope.user
        ? { allowed: true }
        : { allowed: false, modal: await modalPage(args.scope, 'map_access_modal') },
    meta: {
      title: listingsTitle(chips, q.page, total),
      description: pagedDescription(LISTINGS_DESCRIPTION, q.page, total),
      // Filtered or re-sorted views name the whole list; its later pages are their own pages.
      canonical: pagedCanonicalUrl(
        args.scope,
        listings.path,
        q.page,
        !chips.length && q.order_by === defaultListingOrder(q.lot_status),
      ),
    },
    savedSearch,
  };
}

/**
 * The place as the page needs it: without its land's boxes (up to 100: Kent's were 6 KB of every
 * Kent search's payload), which only the server's `where` reads.
 */
function shownPlace({ areaBoxes: _land, ...place }: ResolvedPlace): ResolvedPlace {
  return place;
}

/**
 * How many lots the search finds in all. A page that is not full is the last one, so its lots say
 * it; only a full page (or one past the end) counts them, kept a while per filter (lotCounts); a
 * full page's total is never fewer than the pages up to it hold.
 */
async function resultsTotal(
  args: ServerLoaderArgs,
  search: CountedSearch,
  shown: number,
): Promise<number> {
  const before = (search.query.page - 1) * PAGE_SIZE;
  if (shown > 0 && shown < PAGE_SIZE) return before + shown;
  if (shown === 0 && search.query.page === 1) return 0;
  const [counted] = await lotCounts(args, [search]);
  // Past the end (no lots shown), the count says where the last page is.
  return shown === 0 ? counted! : Math.max(counted!, before + shown);
}

/** Every field of a lot its page and detail sections read. */
export const LOT_FIELDS = `${CARD} description address postcode postcode_district location_slug bedrooms tenure lot_number legal_pack_url guide_price_max history lat lng created_at updated_at auction { id title venue }`;

export async function listingPage(args: ServerLoaderArgs): Promise<ListingData> {
  const [data, details] = await Promise.all([
    graph<{ lot: ListingData['lot'] | null }>(
      args,
      `query Lot($id: bigint!) { lot: auction_properties_by_pk(id: $id) { ${LOT_FIELDS} } }`,
      { id: args.params.id },
    ),
    lotDetailSections(args.scope),
  ]);
  if (!data.lot) throw pageNotFound(`${args.url.pathname}${args.url.search}`);
  const lot = data.lot;
  const [loaded, neighbours, offers] = await Promise.all([
    loadDetailSections(details, lot, sectionContext(args.scope), (section, err) =>
      args.scope.logger.warn(
        { lot: lot.id, section: section.id, type: section.type, err },
        'detail section loader failed; section skipped',
      ),
    ),
    lot.auction ? lotNeighbours(args.scope.db, lot.id, lot.auction.id) : null,
    lotOffers(args.scope.db, lot.id),
  ]);
  return {
    lot,
    details: loaded,
    neighbours,
    offers,
    meta: {
      ...lotMeta(lot),
      jsonLd: [
        realEstateListingJsonLd(siteOf(args.scope), lot),
        breadcrumbListJsonLd(siteOf(args.scope), [HOME_CRUMB, ...lotCrumbs(lot)]),
      ],
    },
  };
}

/** The words of a house-name search matched, at most: each is a pattern of the graph's budget. */
const HOUSE_NAME_WORDS = 6;

/**
 * Houses whose name has every word searched at the start of one of its words, in any order:
 * "aire and calder" is "Aire & Calder Auctions", "harland pryce auctions" is "Harland & Pryce
 * Property Auctions" (the whole text as one piece found neither). "and" and "&" join names and are no words to find; `%` and `_`, which
 * no name holds, are dropped (a word of them alone was a wildcard, or over the pattern budget: a
 * 500). Words said twice count once, and the first six count.
 */
function houseNameWhere(search: string): Record<string, unknown> {
  if (!search) return {};
  const words = [
    ...new Set(
      search
        .toLowerCase()
        .replace(/[%_]/g, ' ')
        .split(/\s+/)
        .filter((w) => w && !/^(?:and|&|\+)$/.test(w)),
    ),
  ].slice(0, HOUSE_NAME_WORDS);
  // Nothing left to find: no house (an empty `_or` is false).
  if (!words.length) return { _or: [] };
  // Each word at the start of a word of the name: "essex" found "Wessex Hammer" (and no house
  // selling in Essex), "bury" "Kingsbury Lane Auctions".
  return {
    _and: words.map((w) => ({
      _or: ['', '% ', '%-', '%('].map((before) => ({
        name: { _ilike: `${before}${escapeLike(w)}%` },
      })),
    })),
  };
}

export async function auctioneersPage(args: ServerLoaderArgs): Promise<AuctioneersData> {
  const search = (args.url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = Math.max(
    1,
    Math.min(500, Number.parseInt(args.url.searchParams.get('page') ?? '1', 10) || 1),
  );
  const asked = auctionHouseSearchWords(search);
  const where = houseNameWhere(asked);
  const data = await graph<{
    items: AuctioneersData['items'];
    agg: { aggregate: { count: number } };
  }>(
    args,
    `query Houses($where: auction_houses_bool_exp, $limit: Int, $offset: Int) {
      items: auction_houses(where: $where, order_by: [{ name: asc }], limit: $limit, offset: $offset) { ${HOUSE_CARD} }
      agg: auction_houses_aggregate(where: $where) { aggregate { count } }
    }`,
    { where, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  requirePageInRange(args.url, page, data.agg.aggregate.count);
  const total = data.agg.aggregate.count;
  const inPlace = asked && !total ? await housesInPlace(args, asked) : null;
  // "quaysde": no house of that name, and no place; the house it is a typo of.
  const found =
    asked && !total && !inPlace ? houseLike(await houseNames(args.scope.db), asked) : null;
  const like = found ? { id: found.id, name: found.name } : null;
  const meta = {
    title: pagedTitle(
      search ? `${AUCTIONEERS_TITLE}: “${search}”` : AUCTIONEERS_TITLE,
      page,
      total,
    ),
    description: pagedDescription(AUCTIONEERS_DESCRIPTION, page, total),
    // A search's pages name the whole list as canonical.
    canonical: pagedCanonicalUrl(args.scope, auctioneers.path, page, !search),
  };
  return { search, page, items: data.items, total, inPlace, like, meta };
}

export async function auctioneerPage(args: ServerLoaderArgs): Promise<AuctioneerData> {
  if (!isPositiveId(args.params.id)) {
    // `/auctioneers/{slug}`: the house's one address is its id's.
    const { rows } = await args.scope.db.query<{ id: string }>(
      'SELECT id::text AS id FROM auction_houses WHERE slug = $1',
      [args.params.id],
    );
    if (!rows[0]) throw pageNotFound(`${args.url.pathname}${args.url.search}`);
    throw redirect(`/auctioneers/${rows[0].id}${args.url.search}`, 301);
  }
  const [data, yearResults, nextAuctions] = await Promise.all([
    graph<{ house: AuctioneerData['house'] | null }>(
      args,
      `query House($id: bigint!) { house: auction_houses_by_pk(id: $id) {
      ${HOUSE_CARD} description phone email website address
      lots: auction_properties(where: { lot_status: { _eq: "${LOT_AVAILABLE}" } }, order_by: [{ closes_at: asc_nulls_last }, { id: asc }], limit: 12) { ${CARD} }
    } }`,
      { id: args.params.id },
    ),
    houseYearFigures(args.scope.db, args.params.id!),
    auctionCalendar(
      args.scope.db,
      { when: 'upcoming', house: Number(args.params.id), page: 1 },
      HOUSE_NEXT_AUCTIONS,
    ),
  ]);
  if (!data.house) throw pageNotFound(`${args.url.pathname}${args.url.search}`);
  return {
    house: data.house,
    yearResults,
    nextAuctions,
    meta: {
      title: data.house.name,
      description: `Auction lots, regions and methods of ${data.house.name}.`,
      jsonLd: [
        organizationJsonLd(siteOf(args.scope), data.house),
        breadcrumbListJsonLd(siteOf(args.scope), [HOME_CRUMB, ...houseCrumbs(data.house)]),
      ],
    },
  };
}
