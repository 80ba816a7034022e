import type { Queryable } from '#server/db/db.server';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import {
  PPD_PROPERTY_TYPES,
  parseTypeChoice,
  ppdCodesParam,
  typesOf,
} from '#schema/property-types';
import { readSearchWords, withoutEdgeJoins } from '#schema/search-words';
import { yearDays } from '#schema/said-years';
import { daysFromToday } from '#schema/said-from-today';
import { monthDays } from '#schema/said-months';
import { londonDayOf } from '#schema/london-time';
import { flatNumberIn } from '#schema/said-flat-number';
import { howSoldIn } from '#schema/lot-search-text';
import {
  DEFAULT_SOLD_PRICE_ORDER,
  SOLD_TENURE_OPTIONS,
  type SoldNewBuild,
  type SoldPriceOrder,
} from '#schema/sold-price-options';
import type { SaidOrder } from '#schema/search-words';
import { locationValue } from './sold-price-filter.server';
import { placeKey } from './place-match';
import { namesakeWithin, placeNamedAs, placesNested } from './place-within.server';
import { isStreetName } from './street-names.server';
import { namedHouseOnStreet } from './sold-price-where';
import { endsAsStreet } from '#schema/street-endings';

/** Whether a type read is bungalows or a build of house ("detached"), not flats or land. */
const isHouseBuild = (type: string) =>
  type === 'bungalows' ||
  (ppdCodesParam(type)
    ?.split(',')
    .every((c) => 'DST'.includes(c)) ??
    false);

/**
 * How a bungalow said is built ("semi-detached bungalows", "detached bungalow"), as Price Paid's
 * code for it (S, D, T); undefined when not said.
 */
function bungalowBuiltAs(text: string): string | undefined {
  const m = /\b(semi[\s-]*detached|detached|terraced|terrace)\s+bungalows?\b/i.exec(text);
  const built = m?.[1]!.toLowerCase();
  return !built
    ? undefined
    : built.startsWith('semi')
      ? 'S'
      : built.startsWith('terrace')
        ? 'T'
        : 'D';
}

/** "not new build", "no new builds", "established": established homes only (Price Paid's N). */
const ESTABLISHED =
  /\b(?:(?:not|no|exclude|excluding|without)\s+new[\s-]?buil(?:d|ds|t)|established)\b/gi;
/** "new build", "new-builds", "newbuild", "new built", "new homes": new builds only (Y). */
const NEW_BUILD = /\b(?:new[\s-]?buil(?:d|ds|t)|new\s+homes?)\b/gi;
/**
 * Words a sold-price search says nothing with ("leasehold sold prices in leeds"); "sold" is read
 * as a result (readSearchWords) and said nothing of here (readSoldWords).
 */
const SOLD_FILLER = new Set([
  'price',
  'prices',
  'sales',
  // What the page shows of them: "average house price leeds", "median price york".
  'average',
  'averages',
  'median',
  'recent',
  'value',
  'values',
  'paid',
  'sell',
]);
/**
 * A question asked of the sales, whose words say nothing more on this page: "how much did houses
 * sell for in leeds", "what are flats worth in bath". As phrases, not words: "much" is Much
 * Wenlock's, "worth" a village's.
 */
const QUESTION_ASKED: readonly [RegExp, string][] = [
  [/\bhow\s+much\s+(?:did|do|does|is|are|was|were)\b/gi, ' '],
  [/\bwhat\s+(?:are|is|were|was)\b(.*?)\bworth\b/gi, ' $1 '],
];
/** Words that join a street to the words asking about it: "prices on", "sales of", "sold along". */
const BEFORE_STREET = new Set(['on', 'of', 'along']);

/** The new-build words of a text, and the text without them; null when it says both. */
function newBuildIn(text: string): { newBuild?: SoldNewBuild; rest: string } | null {
  const established = text.search(ESTABLISHED) >= 0;
  let rest = text.replace(ESTABLISHED, ' ');
  const only = rest.search(NEW_BUILD) >= 0;
  rest = rest.replace(NEW_BUILD, ' ');
  if (established && only) return null;
  return {
    ...(only ? { newBuild: 'only' as const } : established ? { newBuild: 'exclude' as const } : {}),
    rest,
  };
}

/** An order said in words as the sold-price search's order: sales have no closing time. */
const SOLD_ORDER_SAID: Record<SaidOrder, SoldPriceOrder | null> = {
  price_asc: 'price_asc',
  price_desc: 'price_desc',
  recent: 'date_desc',
  closing: null,
};

/** The filters some words of a sold-price search say, and the words left. */
export interface SoldWords {
  said: {
    new_build?: SoldNewBuild;
    tenure?: string;
    property_type?: string;
    min_price?: string;
    max_price?: string;
    date_from?: string;
    date_to?: string;
    order_by?: SoldPriceOrder;
  };
  /** The words that are none of those (a place, a street, words Price Paid cannot search). */
  rest: string[];
  /** Whether words that say nothing here were left out ("sold prices", "house prices"). */
  filler: boolean;
  /** Bedrooms were said and left out (`withoutUnrecorded`): Price Paid records none. */
  bedroomsLeftOut?: true;
  /**
   * Bungalows were said (`withoutUnrecorded`): Price Paid records none, a bungalow being a
   * detached, semi-detached or terraced house there; `property_type` is houses.
   */
  bungalowsLeftOut?: true;
  /**
   * A flat's number was said ("flat 4 york") and left out (`withoutUnrecorded`): it is part of an
   * address, not the type, and is searched only with its street ("flat 4 high street": see
   * flatOnStreet), which these words did not find.
   */
  flatLeftOut?: string;
  /**
   * How a home was sold was said ("probate sale", "repossessions") and left out
   * (`withoutUnrecorded`): Price Paid records neither an estate's sale nor a lender's. The words.
   */
  howSoldLeftOut?: string;
}

/**
 * "House prices" is what the British call the prices of any home, flats included (and "house
 * values" their worth): on this page it says nothing, and its "house" is no filter to houses
 * ("house prices in Bath").
 */
const HOUSE_PRICES = /\bhouse[\s-]+(?:prices?|values?)\b/gi;
/** Where the sales come from ("land registry leeds"), whose "land" is no type of property. */
const LAND_REGISTRY = /\b(?:hm\s+)?land\s+registry\b/gi;

/** Words read as the sold-price search reads them: a shop or an office is a type (Price Paid's "other"). */
const SALES = { forSales: true };

/**
 * A building named with a type's word last ("Riverside House", "The Old School House", "The
 * Bungalow"), a comma, then its street: the first two parts of an address. Its other words, a
 * leading "the" aside, are no filters: "semi detached houses, leeds road" and "flats near leeds,
 * church road" are filters and a street.
 */
function buildingBeforeStreet(text: string): boolean {
  const [building, street] = text.split(',');
  if (street === undefined || !namedHouseOnStreet(`${building},${street}`)) return false;
  const words = building!.trim().split(/\s+/);
  const the = /^the$/i.test(words[0]!);
  const name = words.slice(the ? 1 : 0, -1);
  return (
    (the || name.length > 0) &&
    readSearchWords(words.at(-1)!, SALES).propertyTypes.length > 0 &&
    readSearchWords(name.join(' '), SALES).rest.length === name.length
  );
}

/**
 * New builds or none, freehold or leasehold, property types, a price, years of sale and an order
 * ("cheapest", "latest") in a search-box text, and the other words. Null when a word names
 * something Price Paid cannot filter or order by (bedrooms, share of freehold, closing soonest,
 * this week, an auction method, bungalows) or the text says both new builds and established
 * homes, or a flat's number is said (an address). With `withoutUnrecorded`, bedrooms, bungalows
 * and a flat's number said are left out instead (and `bedroomsLeftOut`, `bungalowsLeftOut`,
 * `flatLeftOut` say so): what an empty page may offer, saying why, never a
 * search made silently without them ("bungalows in york" was every house in York, said "Houses").
 */
export function readSoldWords(
  text: string,
  { withoutUnrecorded = false }: { withoutUnrecorded?: boolean } = {},
): SoldWords | null {
  // "flat 4 high street york": an address, whose "flat" is no type.
  const flat = flatNumberIn(text);
  if (flat && !withoutUnrecorded) return null;
  const built = newBuildIn(flat?.rest ?? text);
  if (!built) return null;
  const plain = QUESTION_ASKED.reduce(
    (text, [asked, left]) => text.replace(asked, left),
    built.rest.replace(HOUSE_PRICES, ' ').replace(LAND_REGISTRY, ' '),
  );
  // "Riverside House, Beech Avenue", "Cavendish Apartments, Empire Road, Leeds": a building named
  // before its street, whose "House" is no type (it was 0 sales of houses on "Riverside Beech Avenue").
  if (buildingBeforeStreet(plain)) return null;
  // "sold last year", "house prices leeds this year": those days (they were words to match).
  const fromToday = daysFromToday(plain, londonDayOf(new Date()));
  // A comma parts words ("flats, leeds"), not a sum's thousands ("under 100,000" was "100 000").
  const read = readSearchWords(
    (fromToday?.rest ?? plain).replace(/(?<!\d),|,(?!\d{3})/g, ' '),
    SALES,
  );
  // "house and flat in leeds": the "and" joined the types; Leeds is what is left.
  const asked = withoutEdgeJoins(read.rest.filter((w) => !SOLD_FILLER.has(w.toLowerCase())));
  // "probate sale", "repossessions leeds": how a home was sold, which Price Paid does not record
  // (the "sale" of "probate sale" offered the town of Sale).
  const howSold = howSoldIn(asked);
  const howSoldSaid = asked.filter((_, i) => howSold(i)).join(' ');
  if (howSoldSaid && !withoutUnrecorded) return null;
  const rest = withoutEdgeJoins(asked.filter((_, i) => !howSold(i)));
  // "prices on high street bath", "sales of church road": what joined the asking words to the
  // street, once they are read ("in", "for" and "at" are read as saying nothing already).
  while (rest.length && BEFORE_STREET.has(rest[0]!.toLowerCase())) rest.shift();
  // "Sold" says nothing here: every sale is one. Nor does a circle ("within 5 miles of leeds"):
  // sales are found by postcode, and the place's own postcodes are the nearest search there is.
  const filler =
    plain !== built.rest ||
    rest.length < read.rest.length ||
    read.status === 'sold' ||
    read.radiusMiles !== undefined;
  // Bedrooms, closing days, auction methods and results other than sold are the lots' terms;
  // Price Paid records none.
  const bedrooms = read.bedrooms !== undefined || read.bedroomsMax !== undefined;
  const bungalows = read.propertyTypes.includes('bungalows');
  if (
    ((bedrooms || bungalows) && !withoutUnrecorded) ||
    read.when !== undefined ||
    read.methods.length
  )
    return null;
  if (read.status !== undefined && read.status !== 'sold') return null;
  // "not leasehold": the other tenure Price Paid records; "houses not flats": the houses.
  const refusedTenures = read.notTenures ?? [];
  const tenures = refusedTenures.length
    ? SOLD_TENURE_OPTIONS.map((o) => o.value).filter(
        (t) => !refusedTenures.includes(t) && (!read.tenures.length || read.tenures.includes(t)),
      )
    : read.tenures;
  if (tenures.length !== 1 && (read.tenures.length || refusedTenures.length)) return null;
  const tenure = tenures.length
    ? SOLD_TENURE_OPTIONS.find((o) => o.value === tenures[0])?.value
    : undefined;
  if (tenures.length && !tenure) return null;
  // "detached bungalows", "semi-detached bungalow": the build said is the type Price Paid records
  // the bungalow under, not every house (the words read say "bungalows" alone).
  const builtAs =
    bungalows && read.propertyTypes.every(isHouseBuild) ? bungalowBuiltAs(plain) : undefined;
  // Price Paid does not tell bungalows apart: "not bungalows" would leave out every house.
  const refusedChoices = (read.notPropertyTypes ?? []).map(parseTypeChoice);
  if (refusedChoices.some((c) => c && typesOf([c]).includes('Bungalow'))) return null;
  const refusedTypes = read.notPropertyTypes?.length
    ? ppdCodesParam(read.notPropertyTypes.join(','))?.split(',')
    : undefined;
  if (read.notPropertyTypes?.length && !refusedTypes) return null;
  const saidTypes = read.propertyTypes.length
    ? ppdCodesParam(read.propertyTypes.join(','))
    : undefined;
  if (read.propertyTypes.length && !saidTypes) return null;
  const types =
    builtAs ??
    (refusedTypes
      ? (saidTypes?.split(',') ?? [...PPD_PROPERTY_TYPES])
          .filter((c) => !refusedTypes.includes(c))
          .join(',') || undefined
      : saidTypes);
  if (refusedTypes && !types) return null;
  const order = read.order ? SOLD_ORDER_SAID[read.order] : undefined;
  // "sold in march 2025", "house prices leeds 2024": the days of that month, or of those years.
  // "last year" beside "2024" or "march" says two times: no reading.
  if (fromToday && (read.month || read.years)) return null;
  const days =
    fromToday?.days ??
    (read.month
      ? monthDays(read.month, londonDayOf(new Date()), 'back', { thisMonth: false })
      : read.years && yearDays(read.years));
  if (order === null) return null;
  const said = {
    new_build: built.newBuild,
    tenure,
    property_type: types,
    min_price: read.guidePriceMin?.toString(),
    max_price: read.guidePriceMax?.toString(),
    // "house prices leeds 2024", "sold since 2020", "sold in march 2025": the days said.
    date_from: days?.from,
    date_to: days?.to,
    order_by: order,
  };
  return {
    said: Object.fromEntries(Object.entries(said).filter(([, v]) => v !== undefined)),
    rest,
    filler,
    ...(bedrooms ? { bedroomsLeftOut: true as const } : {}),
    ...(bungalows ? { bungalowsLeftOut: true as const } : {}),
    ...(flat ? { flatLeftOut: flat.flat } : {}),
    ...(howSoldSaid ? { howSoldLeftOut: howSoldSaid } : {}),
  };
}

/**
 * The street the words left name, once the words asking about it are read: "church road" of
 * "sold prices on church road". Null when they end as no street does, or are its ending alone:
 * "Freehold Road" is a street, not freehold sales on a "Road".
 */
function streetAsked(rest: readonly string[]): string | null {
  return rest.length > 1 && endsAsStreet(rest.join(' ')) ? rest.join(' ') : null;
}

/**
 * The filters a search-box text is when every word of it is one (decision 067, as the lot search
 * reads its box): new builds or none, freehold or leasehold, property types, a price, and a place
 * or postcode when no `location` is set ("new build flats in Leeds", "leasehold under 200k").
 * The URL parameters to set (the text itself removed), each in place of the page's choice of it;
 * null when a word is not understood (a street such as "Freehold Road" stays a street search), no
 * filter word is said, or a word names something Price Paid cannot filter (bedrooms, share of
 * freehold).
 */
export async function filtersNamedBySearch(
  db: Queryable,
  query: SoldPriceQuery,
): Promise<Record<string, string | null> | null> {
  if (!query.search) return null;
  const words = readSoldWords(query.search);
  if (!words) return null;
  // A place with words that say nothing here ("sold prices bristol") is that place.
  const saysPlace = words.filler && words.rest.length > 0;
  if (!Object.keys(words.said).length && !saysPlace) return null;
  const { said, rest } = words;
  let location: string | null = null;
  let street: string | null = null;
  if (rest.length) {
    // The page's own place said again by its name ("flats richmond" on Richmond, North
    // Yorkshire's sales) is that place, not the other Richmond the name alone would be.
    const pageNamed =
      query.location !== undefined && (await placeNamedAs(db, query.location, rest.join(' ')));
    let named = pageNamed ? null : await locationValue(db, rest.join(' '));
    let nested = named && query.location ? await placesNested(db, named, query.location) : null;
    // "flats clifton" with Bedfordshire set: the village there, not Bristol's (decision 144).
    if (named && query.location && !nested?.within) {
      const namesake = (await namesakeWithin(db, rest.join(' '), query.location))?.value;
      if (namesake && namesake !== named) {
        named = namesake;
        nested = await placesNested(db, named, query.location);
      }
    }
    // "leeds flats" with LS6 set: Leeds holds LS6, so the page's place stays (it was all of
    // Leeds, LS6 dropped without a word).
    const holdsPage = nested?.holds === true;
    location = holdsPage ? null : named;
    // "sold prices on church road", "flats sold on church road": the street, searched with what
    // the words said beside it (the page said "No street called Sold Prices On Church Road").
    street = location || pageNamed || holdsPage ? null : streetAsked(rest);
    if (!location && !pageNamed && !holdsPage && !street) return null;
    // Beside a place the page has, words saying more than another place search there ("flats
    // york" with Leeds set: decision 142); another place alone stays words to find in the
    // page's place (a street: "york" with Leeds may be York Road).
    if (
      location &&
      query.location &&
      !Object.keys(said).length &&
      placeKey(location) !== placeKey(query.location) &&
      !nested?.within
    )
      return null;
    // "Victoria Terrace": a place and a type, and a street sales were made in. The buyer typed
    // the street's name: it stays a street search.
    if (Object.keys(said).length && (await isStreetName(db, query.search))) return null;
  }
  const changes: Record<string, string | null> = { search: street, page: null };
  if (location) changes.location = location;
  // What the words say is the newer ask (decision 142): it replaces the page's choice of the same
  // filter ("flats in leeds" typed on a page of detached houses was Leeds' detached houses, the
  // flats lost), a range both ends ("2024" typed beside a set 2019-01-01 is 2024, not 2019 to 2024).
  const pairs = [
    ['min_price', 'max_price'],
    ['date_from', 'date_to'],
  ] as const;
  for (const [key, value] of Object.entries(said)) changes[key] = value;
  // "latest sales": the default order, which the URL leaves out.
  if (said.order_by === DEFAULT_SOLD_PRICE_ORDER) changes.order_by = null;
  for (const pair of pairs)
    if (pair.some((key) => said[key] !== undefined)) for (const key of pair) changes[key] ??= null;
  return changes;
}
