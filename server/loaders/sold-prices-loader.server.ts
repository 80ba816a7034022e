import { outsideDescription } from '#schema/land-registry-coverage';
import type { ServerLoaderArgs } from './loader-args.server';
import type { Queryable } from '#server/db/db.server';
import { soldPriceRows } from './area-listings.server';
import { canonicalUrl, HOME_CRUMB, siteOf } from './seo.server';
import { requirePageInRange } from './page-range.server';
import { redirect } from 'react-router';
import { hrefWith } from '#shared/links/href-with';
import {
  locationNamedBySearch,
  locationValue,
  resolveSoldPriceFilter,
} from '#server/areas/sold-price-filter.server';
import { filtersNamedBySearch, readSoldWords } from '#server/areas/sold-search-filters.server';
import { townTypedAsStreet } from '#server/areas/sold-town-typed.server';
import { streetHeldNowhere, streetInOtherTowns } from '#server/areas/sold-street-elsewhere.server';
import { nonResidentialOnly, ppdCodesOf } from '#schema/property-types';
import { soldPriceStats } from '#server/areas/sold-price-stats.server';
import { placeMisspeltAs, placesMeantBy } from '#server/areas/sold-price-place.server';
import { nearbyTownsWithPostcodes } from '#server/areas/nearby-places.server';
import { isStreetHeld, partlyReadSearch } from '#server/areas/sold-search-partly-read.server';
import { halfTypedPostcodeOffers } from '#server/areas/half-typed-postcode.server';
import { filtersLeftOut } from '#server/areas/sold-filters-left-out.server';
import { pricePaidSpan, type PricePaidSpan } from '#server/areas/price-paid-span.server';
import { flatOnStreet, houseNumberAlone, searchesStreet } from '#server/areas/sold-price-where';
import { placeList } from '#server/areas/place-list.server';
import { postcodeAwayFromPlace } from '#server/areas/postcode-in-place.server';
import { streetCommaPlace, streetInPlacesMeant } from '#server/areas/sold-street-comma.server';
import { flatStreetOffers } from '#server/areas/sold-flat-street.server';
import { houseNamedBeforeStreet } from '#server/areas/sold-address.server';
import {
  SOLD_PRICE_ORDERS,
  parseSoldPriceQuery,
  soldPriceSearchParams,
  unreadSoldFilters,
  type SoldPriceQuery,
  type SoldPriceSummary,
} from '#schema/sold-price-query';
import { soldSearchLine, soldSearchWords, soldTypeWords } from '#shared/format/sold-search-words';
import { PAGE_SIZE } from '#schema/listing-query';
import { MAX_SOLD_PRICE_PAGE } from '#schema/sold-price-options';
import { breadcrumbListJsonLd } from '#schema/json-ld';
import type { SoldPricesData, WiderArea } from '#shared/payloads/area-data';
import { formatEstimate, formatMoney } from '#shared/format/format';

const PATH = '/sold-house-prices';

/** "8 sales of flats and maisonettes in SR5 2, sold 29 November 2024 to 28 November 2026,". */
function describedSales(stats: SoldPriceSummary, query: SoldPriceQuery, place: string): string {
  const type = soldTypeWords(query.property_type);
  const rest = soldSearchWords(query).slice(type ? 1 : 0);
  const count = `${formatEstimate(stats.count, stats.approximate)} sale${stats.count === 1 ? '' : 's'}`;
  return `${count}${type ? ` of ${type}` : ''} in ${place}${rest.map((w) => `, ${w}`).join('')}${rest.length ? ',' : ''}`;
}

/**
 * A postcode with no sales under these filters: the wider postcodes holding it that have some
 * under the same filters ("LS6 1 (45 sales)"), so the page leads on instead of ending.
 */
async function widerAreas(
  db: Queryable,
  query: SoldPriceQuery,
  areas: readonly { label: string; value: string }[],
): Promise<WiderArea[]> {
  const found = await Promise.all(
    areas.map(async ({ label, value }) => {
      const { figuresWhere } = await resolveSoldPriceFilter(db, {
        ...query,
        location: value,
        page: 1,
      });
      const stats = await soldPriceStats(db, figuresWhere);
      return {
        label,
        value,
        count: stats.count,
        ...(stats.approximate ? { approximate: true } : {}),
      };
    }),
  );
  return found.filter((w) => w.count > 0);
}

/** The sales held (first and last day) when the dates searched lie wholly outside them; else null. */
async function datesOutsideSales(
  db: Queryable,
  { date_from: from, date_to: to }: SoldPriceQuery,
): Promise<PricePaidSpan | null> {
  if (!from && !to) return null;
  const held = await pricePaidSpan(db);
  return held && ((to && to < held.from) || (from && from > held.to)) ? held : null;
}

/**
 * The words of a search that may be a street: those no filter reads ("flats the crescent"), nor a
 * flat's number ("flat 4 the crescent").
 */
function soldStreetWords(search: string): string {
  const words = readSoldWords(search, { withoutUnrecorded: true });
  return words && (Object.keys(words.said).length || words.flatLeftOut)
    ? words.rest.join(' ')
    : search;
}

/** /sold-house-prices: HM Land Registry sales matching the URL's filters, 12 a page, with figures. */
export async function soldHousePricesPage(args: ServerLoaderArgs): Promise<SoldPricesData> {
  const { scope } = args;
  const query = parseSoldPriceQuery(args.url.searchParams);
  // "new build flats in Leeds", "leasehold": words that are all filters are those filters (first:
  // "new build, Leeds" is not the street "new build" in Leeds).
  const filters = await filtersNamedBySearch(scope.db, query);
  if (filters) throw redirect(hrefWith(args.url, filters), 302);
  // "Norwich" or "NR1" in the search box means the place: its page is the location search.
  const named = await locationNamedBySearch(scope.db, query);
  if (named) throw redirect(hrefWith(args.url, { ...named, page: null }), 302);
  const { location, where, figuresWhere } = await resolveSoldPriceFilter(scope.db, query);
  // Words in the Location box that are no place but filters ("terraced houses in York") are
  // those filters, as they are in the search box.
  // Not a postcode of no area ("QQ1 1AA"): said so, read no other way (it was read as itself).
  if (query.location && location?.unknownPlace && !location.notPostcode && !query.search) {
    const asWords = { ...query, location: undefined, search: query.location };
    const read = await filtersNamedBySearch(scope.db, asWords);
    if (read) throw redirect(hrefWith(args.url, { location: null, ...read }), 302);
    // "Manchester M14": a postcode and its town are the postcode, as in the search box.
    const value = await locationValue(scope.db, query.location);
    if (value && value !== query.location)
      throw redirect(hrefWith(args.url, { location: value, page: null }), 302);
    // "grosvenor road leeds", "Grosvenor Road": a street (and its place) typed in the Location
    // box found no sale as a place; it is read as the Street box reads it. Not "LS6, Manchester"
    // (a postcode and a place it is not in: both are offered, placesMeantBy).
    const apart = await postcodeAwayFromPlace(scope.db, await placeList(scope.db), query.location);
    const street = apart ? null : await locationNamedBySearch(scope.db, asWords);
    if (street) throw redirect(hrefWith(args.url, { ...street, page: null }), 302);
    if (!apart && (await isStreetHeld(scope.db, query.location)))
      throw redirect(
        hrefWith(args.url, { location: null, search: query.location, page: null }),
        302,
      );
  }
  const [items, stats] = await Promise.all([
    soldPriceRows(
      args,
      where,
      SOLD_PRICE_ORDERS[query.order_by].graph,
      PAGE_SIZE,
      (query.page - 1) * PAGE_SIZE,
    ),
    soldPriceStats(scope.db, figuresWhere).then((figures) =>
      // "Other" sales alone: counted, not priced (the lot's comparables hold them back too).
      nonResidentialOnly(ppdCodesOf(query.property_type ?? ''))
        ? { ...figures, average: null, median: null }
        : figures,
    ),
  ]);
  // "the cottage wellington street", searched as a street: none. A house's name, then its street,
  // written with the comma that reads it so.
  const house =
    stats.count === 0 && query.search ? await houseNamedBeforeStreet(scope.db, query.search) : null;
  if (house) throw redirect(hrefWith(args.url, { search: house, page: null }), 302);
  // A page past the last one served (MAX_SOLD_PRICE_PAGE) or holding sales goes to the last one,
  // as the address asked for: the parser clamps the number, so it reads the address itself.
  const asked = Number(args.url.searchParams.get('page'));
  requirePageInRange(
    args.url,
    Number.isInteger(asked) && asked > query.page ? asked : query.page,
    Math.min(stats.count, MAX_SOLD_PRICE_PAGE * PAGE_SIZE),
  );
  // Text that names no place is no place the page is in: it said "Sold house prices in Kingston"
  // over "No place called 'Kingston'".
  const placeLabel = location && !location.unknownPlace ? location.label : null;
  // "flat 4 high street" in York: the flat's sales, and its street's one click away; none of the
  // flat's, and the page says so over the street's (the empty page's other readings are not its).
  const flatSaid = query.search ? flatOnStreet(query.search) : null;
  const flatStreet = await flatStreetOffers(scope.db, query, flatSaid, args.url.search, placeLabel);
  const unanswered = stats.count === 0 && !flatStreet;
  // "high street, yrok": a street and a misspelt town, the town's look-alikes offered with it.
  const streetBeforeComma =
    unanswered && query.search && !query.location ? streetCommaPlace(query.search) : null;
  // A street search that found nothing may be a misspelt town typed in the search box.
  const didYouMean = !unanswered
    ? []
    : query.location && location?.unknownPlace
      ? await placesMeantBy(scope.db, query.location)
      : streetBeforeComma
        ? await placesMeantBy(scope.db, streetBeforeComma.place)
        : query.search && !query.location
          ? await placeMisspeltAs(scope.db, query.search)
          : [];
  // "high street, yrok": the street in each place meant, counted as the other offers are.
  const commaOffers =
    streetBeforeComma && didYouMean.length
      ? await streetInPlacesMeant(scope.db, streetBeforeComma, didYouMean, args.url.search)
      : null;
  // Words read only partly as filters ("flats in leeds with garden"): what they may mean.
  const wordsTyped = query.search && !query.location ? query.search : null;
  const boxWords =
    query.location && location?.unknownPlace && !query.search ? query.location : null;
  const typed = wordsTyped ?? boxWords;
  // "LS6 8E": a postcode half typed, the postcodes it begins offered.
  const halfTyped =
    unanswered && typed ? await halfTypedPostcodeOffers(scope.db, typed, args.url.search) : null;
  const partlyRead =
    halfTyped ??
    (unanswered && !didYouMean.length && typed
      ? await partlyReadSearch(scope.db, typed, args.url.search)
      : null);
  const empty = unanswered && location !== null && !location.nation;
  const datesOutside = unanswered ? await datesOutsideSales(scope.db, query) : null;
  const wider =
    empty && location.wider
      ? await widerAreas(
          scope.db,
          query,
          location.wider.map((value) => ({ label: value, value })),
        )
      : [];
  // A town we hold no postcodes for: the sales of the nearest towns we do.
  const nearby =
    empty && location.withoutPostcodes
      ? await widerAreas(
          scope.db,
          query,
          (await nearbyTownsWithPostcodes(scope.db, location.withoutPostcodes, 3)).map((n) => ({
            label: n.name,
            value: n.slug,
          })),
        )
      : [];
  // Filters that together match no sale: the search with each left out, and the place alone.
  const fewerFilters =
    unanswered &&
    !location?.nation &&
    !location?.unknownPlace &&
    !didYouMean.length &&
    !partlyRead &&
    !datesOutside &&
    !wider.length &&
    !nearby.length
      ? await filtersLeftOut(scope.db, query, args.url.search, location?.label ?? null)
      : [];
  // "high street bath", "high street, bath": a street and a place, none of its sales there. Said
  // as that, not "No street or place called …" nor "No sale matches all of these filters".
  // "flat 4, high street, bath": the street without the flat, which is said beside it.
  // "999 LS6 8EF": no sale of that house number at the postcode.
  const houseNumber = query.search ? houseNumberAlone(query.search) : null;
  const streetNotIn =
    partlyRead?.streetNotIn ??
    (unanswered && houseNumber && placeLabel !== null
      ? { street: '', number: houseNumber, place: placeLabel }
      : null) ??
    (unanswered &&
    placeLabel !== null &&
    query.search &&
    searchesStreet(query.search) &&
    soldSearchWords(query).length === 1 &&
    fewerFilters.length
      ? {
          street: flatSaid?.address ?? query.search,
          place: placeLabel,
          ...(flatSaid ? { flat: flatSaid.flat } : {}),
        }
      : null);
  // "high street bath": the towns whose sales are on High Street, to follow.
  const elsewhere =
    streetNotIn && !streetNotIn.number
      ? await streetInOtherTowns(scope.db, streetNotIn.street, streetNotIn.place, args.url.search)
      : [];
  // "leeds" with Manchester set: Leeds' sales offered beside Manchester's.
  const townTyped =
    unanswered && query.location && placeLabel !== null && query.search && !houseNumber
      ? await townTypedAsStreet(scope.db, query.search, query.location, args.url.search)
      : null;
  // After the page's own offers: a one-word street ("woodlands") may name a village too.
  const offers = townTyped ? [...fewerFilters, townTyped] : fewerFilters;
  // "london road", "the crescent", "london road leeds": a street no sale is on anywhere, said so,
  // with the streets like it that have some.
  const streetNowhere =
    unanswered && query.search && searchesStreet(query.search) && !elsewhere.length
      ? await streetHeldNowhere(
          scope.db,
          partlyRead?.streetNowhere?.street ?? soldStreetWords(query.search),
          args.url.search,
          partlyRead?.streetNowhere?.place ??
            (placeLabel && query.location ? { value: query.location, label: placeLabel } : null),
        )
      : null;
  // The title names the place, the street or postcode searched and the page: what a screen reader
  // hears after a search or "Next" (decision 084).
  const words = [location?.unknownPlace ? location.label : null, query.search ?? null]
    .filter((w) => w !== null)
    .map((w) => `“${w}”`);
  // Without a place, the other filters are what tells the page from the whole list: the home
  // banner's `?date_from=…` was titled and described as /sold-house-prices. Each filtered page is
  // its own canonical page here (decision 020: the sold prices keep every filter, a place's
  // filtered pages among them), unlike /listings, whose filtered views fold into the whole list;
  // folding these alone would leave a place's filtered pages indexed and the same filters without
  // a place not. So they say their filters, as the line beside the count does.
  const filtersLine = placeLabel ? '' : soldSearchLine({ ...query, search: undefined });
  const said = [...words, ...(filtersLine ? [filtersLine] : [])];
  const title = `${placeLabel ? `Sold house prices in ${placeLabel}` : 'Sold house prices'}${said.length ? `: ${said.join(', ')}` : ''}${query.page > 1 ? ` – page ${query.page}` : ''}`;
  // "8 sales of flats in Leeds, leasehold, recorded by HM Land Registry, average £180,000."
  const recorded = (place: string) =>
    `${describedSales(stats, query, place)} recorded by HM Land Registry${stats.average === null ? '' : `, average ${stats.approximate ? 'about ' : ''}${formatMoney(stats.average)}`}.`;
  const leftOut = unreadSoldFilters(args.url.searchParams);
  return {
    meta: {
      title,
      ...(location && !location.unknownPlace
        ? {
            // Scotland and Northern Ireland: not "0 sales in EH1", which reads as none sold.
            description: location.nation
              ? outsideDescription(location.label, location.nation)
              : empty && location.withoutPostcodes
                ? // Not "0 sales … recorded": we hold none of its postcodes, not that none sold.
                  `We hold no postcodes for ${location.label}; HM Land Registry sales are found by postcode.`
                : stats.count === 0
                  ? // Not "0 sales in Wimbledon recorded": that we hold none, not that none sold.
                    `We hold no HM Land Registry sales in ${location.label} matching this search.`
                  : recorded(location.label),
          }
        : !query.location && soldSearchWords(query).length && stats.count
          ? { description: recorded('England and Wales') }
          : {}),
      // One URL per result set: the filters as parsed, without tracking or unknown parameters.
      canonical: canonicalUrl(scope, PATH, soldPriceSearchParams(query)),
      ...(items.length ? {} : { noindex: true }),
      jsonLd: breadcrumbListJsonLd(siteOf(scope), [
        HOME_CRUMB,
        { name: 'Sold house prices', path: PATH },
      ]),
    },
    query,
    ...(leftOut.length ? { leftOut } : {}),
    locationLabel: placeLabel,
    nationWithoutPricePaid: location?.nation ?? null,
    ...(location?.namesakes?.length ? { namesakes: location.namesakes } : {}),
    ...(didYouMean.length ? { didYouMean } : {}),
    ...(commaOffers?.offers.length && streetBeforeComma
      ? { streetBeforeComma: { ...streetBeforeComma, ...commaOffers } }
      : {}),
    ...(wider.length ? { wider } : {}),
    ...(location?.searchedAs ? { searchedAs: location.searchedAs } : {}),
    ...(location?.notPostcode ? { notPostcode: location.notPostcode } : {}),
    ...(nearby.length ? { nearby } : {}),
    ...(partlyRead ? { partlyRead } : {}),
    ...(offers.length ? { fewerFilters: offers } : {}),
    ...(streetNotIn
      ? { streetNotIn: { ...streetNotIn, ...(elsewhere.length ? { elsewhere } : {}) } }
      : {}),
    ...(streetNowhere ? { streetNowhere } : {}),
    ...(datesOutside ? { datesOutside } : {}),
    ...(flatStreet ? { flatOnStreet: flatStreet } : {}),
    items,
    stats,
  };
}
