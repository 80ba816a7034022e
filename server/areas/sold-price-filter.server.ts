import { MAX_PLACE_WORDS, placeKey } from './place-match';
import type { Queryable } from '#server/db/db.server';
import type { BoolExp } from '#server/graph/sql.server';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import { resolveSoldPriceLocation, type ResolvedLocation } from './resolve-location.server';
import { namedPart } from './named-parts.server';
import { namesakeWithin, placesNested } from './place-within.server';
import { pricePaidPlace } from './price-paid-place.server';
import { namedPlace } from './sold-price-place.server';
import { matchingStreetNames, MAX_STREET_NAMES } from './street-names.server';
import { MAX_IN_LIST } from '#server/graph/sql.server';
import {
  flatOnStreet,
  numberedStreet,
  searchPostcode,
  searchesStreet,
  searchStreet,
  soldPriceWhere,
} from './sold-price-where';
import { soldPriceStats } from './sold-price-stats.server';
import { placeList } from './place-list.server';
import { isStreetBeforeTown } from './street-then-town';
import { postcodeWithItsPlace } from './postcode-in-place.server';
import { parsePostcodeText, postcodeTextLabel } from './postcode-text';
import { areaDistricts } from './area-tree.server';
import {
  addressAtPostcode,
  addressWithoutPlaces,
  houseNamedBeforeStreet,
} from './sold-address.server';
import { flatNumberIn } from '#schema/said-flat-number';
import { readSearchWords } from '#schema/search-words';

/**
 * The `where` of a sold-price search, with what needs the database resolved first: the place
 * (to its postcode districts) and a street search (to the street names it matches), both at once.
 * `figuresWhere` is the same sales for the figures: a street text too common for the list's
 * one-name-at-a-time reading ("avenue", 150 names) is still its names there, so the count and
 * median read those names' sales from the (street, date, price) index instead of testing the
 * pattern on every sale (0.25–0.47 s at the demo's 200,000; decision 095).
 */
export async function resolveSoldPriceFilter(
  db: Queryable,
  query: SoldPriceQuery,
): Promise<{ where: BoolExp; figuresWhere: BoolExp; location: ResolvedLocation | null }> {
  const search = query.search;
  const streetText = search && searchesStreet(search) ? searchStreet(search) : null;
  const [location, names] = await Promise.all([
    query.location ? resolveSoldPriceLocation(db, query.location) : null,
    streetText ? matchingStreetNames(db, streetText, MAX_IN_LIST) : undefined,
  ]);
  const listed = names && names.length > MAX_STREET_NAMES ? null : names;
  const where = soldPriceWhere(query, location?.where, listed);
  return {
    location,
    where,
    figuresWhere: listed === names ? where : soldPriceWhere(query, location?.where, names),
  };
}

/**
 * The narrowest of the places said after a street that lie each within the next ("headingley,
 * leeds" within Leeds: Headingley), starting from `outer`; a place that holds the one chosen
 * ("leeds" after LS6) is passed over. A place outside: null when `strict`, else the narrowest
 * found so far.
 */
async function narrowest(
  db: Queryable,
  places: readonly string[],
  outer: string,
  strict: boolean,
): Promise<string | null> {
  let chosen = outer;
  for (const place of [...places].reverse()) {
    if (placeKey(place) === placeKey(chosen)) continue;
    // "grosvenor road, leeds" with LS6 set: Leeds holds LS6, so says nothing more.
    const { within, holds } = await placesNested(db, place, chosen);
    if (holds) continue;
    if (within) chosen = place;
    else return strict ? null : chosen;
  }
  return chosen;
}

/** locationValue on one database. */
const placeNamer = (db: Queryable) => (text: string) => locationValue(db, text);

/** The `location` value a text names: a postcode, or a place as the Location box reads it. */
export async function locationValue(db: Queryable, text: string): Promise<string | null> {
  const postcode = searchPostcode(text);
  if (postcode) return postcodeTextLabel(postcode);
  // A postcode area we hold ("LS", "b", "sw"), as the Location box reads it: as part of a street
  // name, "ls" found 1,972 sales of Nelson Roads and Wellesley Streets across the country.
  const area = parsePostcodeText(text);
  if (area?.kind === 'area' && (await areaDistricts(db, area.slug)).length)
    return area.slug.toUpperCase();
  // The value finds the same place again ("Newport, Isle of Wight").
  const named = await namedPlace(db, text);
  if (named) return named.value;
  // A part of London ("south london"), or a place only Land Registry names ("Greenwich",
  // "Grassington"), as the `location` filter reads them (decisions 101 and 114).
  // Else a postcode and its town ("leeds ls6").
  return (
    namedPart(text)?.name ??
    (await pricePaidPlace(db, text))?.label ??
    (await postcodeWithItsPlace(db, await placeList(db), text))
  );
}

/**
 * The `location` a `search` stands for, when no location is set: a postcode ("LS", "NR1",
 * "NR1 5AF") or a town, county or region ("Norwich", typed in the home page's sold-prices box). Its
 * sales are the place's, as `location` finds them (with its name in the heading), not those of streets that
 * happen to contain the name ("Norwich Road"). A street, then a comma and its town or postcode
 * ("Grosvenor Road, Leeds") is that street in that place: `search` keeps the street. Null for
 * anything else, and when a `location` is set already (then the text is a street or postcode
 * within it).
 */
export async function locationNamedBySearch(
  db: Queryable,
  query: SoldPriceQuery,
): Promise<{ location: string; search: string | null } | null> {
  const search = query.search;
  if (!search) return null;
  // "headingley" with Leeds set: a place within the page's narrows it (decision 142); another
  // place alone, or a street, is searched within the page's place.
  if (query.location) {
    const whole = await locationValue(db, search);
    const nested = whole ? await placesNested(db, whole, query.location) : null;
    if (whole && nested?.within) return { location: whole, search: null };
    // "Leeds" typed with LS6 set: the words name a place the page's lies in, and add nothing
    // (they were a street "Leeds" in LS6: "No sales are recorded"). The page's own place typed
    // again stays a street in it ("York" in York: York Road, York Street).
    if (nested?.holds) return { location: query.location, search: null };
    // "LS6 1WE" typed with York set: a postcode elsewhere is that postcode's sales. It was a
    // street of York ("No sale matches all of these filters"), its own sales not offered.
    if (whole && searchPostcode(search)) return { location: whole, search: null };
    // "withington" with Herefordshire set: the village there (decision 144).
    const inside = await namesakeWithin(db, search, query.location);
    if (inside) return { location: inside.value, search: null };
    // "126 grosvenor rd, headingley" with Leeds set: the street in Headingley. A place outside
    // the page's ("station road manchester" with Leeds) is no reason to leave it unasked.
    const read = await addressWithoutPlaces(db, search, placeNamer(db));
    const location = read && (await narrowest(db, read.places, query.location, true));
    if (read && location) return { location, search: read.address };
    // "grosvenor road, LS6" with York set: the street at the postcode said (as "LS6 1WE" alone).
    const postcode = read?.places.at(-1);
    return read && postcode && searchPostcode(postcode)
      ? { location: postcode, search: read.address }
      : null;
  }
  // "Flat 2 126 Grosvenor Road Headingley Leeds LS6 8EF", pasted whole: the postcode's sales.
  const pasted = await addressAtPostcode(db, search, placeNamer(db));
  if (pasted) return pasted;
  const flat = flatNumberIn(search);
  if (flat?.rest) return flatInPlace(db, query, flat);
  const comma = search.lastIndexOf(',');
  if (!numberedStreet(search) || searchPostcode(search)) {
    const whole = await locationValue(db, search);
    if (whole) return { location: whole, search: null };
  }
  if (comma < 0) {
    // "Church Street" is no street "Church" in the town of Street: the whole text is part of a
    // street's name (one, or more than one: null).
    if (
      searchPostcode(search) ||
      (await matchingStreetNames(db, searchStreet(search), 1))?.length !== 0
    )
      return null;
    const read = { ...query, search };
    return (await streetThenPlace(db, read)) ?? (await placeThenStreet(db, read));
  }
  const [street, place] = [search.slice(0, comma).trim(), search.slice(comma + 1).trim()];
  if (!street || !place) return null;
  const location = await locationValue(db, place);
  if (!location) return null;
  // "126 grosvenor rd, headingley, leeds": the street in Headingley, the locality between the
  // street and the town left out of the street; "234 station road, bradford, west yorkshire":
  // Bradford's, not any in West Yorkshire.
  const read = await addressWithoutPlaces(db, street, placeNamer(db));
  if (!read) return { location, search: street };
  const narrowed = await narrowest(db, read.places, location, false);
  return { location: narrowed ?? location, search: read.address };
}

/** At most this many words before a street are read as a building's name ("mill heights"). */
const MAX_BUILDING_WORDS = 4;

/**
 * "flat 4 high street york", "flat 4, 12 high street, york": the address read without the flat's
 * number and the house number (a street, then its town, as "high street york" is read), both kept
 * with the street ("flat 4, 12 high street" in York), where the page says when no sale of the
 * flat, or of the house, is recorded. "flat 18 mill heights canal road york": the first words the
 * building's name when the others are a street in a place ("flat 18, mill heights, canal road" in
 * York). Null when the words left name no street in a place.
 */
async function flatInPlace(
  db: Queryable,
  query: SoldPriceQuery,
  { flat, rest }: { flat: string; rest: string },
): Promise<{ location: string; search: string } | null> {
  const house = numberedStreet(rest);
  const read = await locationNamedBySearch(db, { ...query, search: house?.street ?? rest });
  if (read?.search) {
    const address = `${flat}${house ? `, ${house.number}` : ''} ${read.search}`;
    return flatOnStreet(address) ? { location: read.location, search: address } : null;
  }
  if (house || rest.includes(',')) return null;
  const words = rest.split(/\s+/);
  // "leasehold flat 2 manor street york": a filter's word is no building's name ("Belvedere
  // Apartments" is one, its first word no filter).
  if (!readSearchWords(words[0]!, { forSales: true }).rest.length) return null;
  for (let size = 1; size <= Math.min(MAX_BUILDING_WORDS, words.length - 2); size++) {
    const street = await locationNamedBySearch(db, {
      ...query,
      search: words.slice(size).join(' '),
    });
    if (!street?.search) continue;
    const address = `${flat}, ${words.slice(0, size).join(' ')}, ${street.search}`;
    return flatOnStreet(address) ? { location: street.location, search: address } : null;
  }
  return null;
}

/**
 * "high street leeds", "station road york": a street, then its town without a comma, as an address
 * is written. The last words name the place (the longest name first) and the words before them are
 * part of a street name some sale's address holds. Null when no split reads so (a text that is
 * part of a street name whole is read so before: "Church Street" is no "Church" in Street).
 */
async function streetThenPlace(
  db: Queryable,
  query: SoldPriceQuery & { search: string },
): Promise<{ location: string; search: string } | null> {
  const search = query.search;
  const words = search.trim().split(/\s+/);
  if (words.length < 2) return null;
  const places = await placeList(db);
  for (let size = Math.min(words.length - 2, MAX_PLACE_WORDS); size >= 1; size--) {
    const streetWords = words.slice(0, words.length - size);
    if (!isStreetBeforeTown(places, streetWords)) continue;
    const found = await streetInPlace(db, query, streetWords, words.slice(words.length - size));
    if (found) return found;
  }
  return null;
}

/**
 * "leeds high street", "york station road": a town, then a street of it, as people name a town's
 * high street. As streetThenPlace, the other way round: tried after it ("york road leeds" is York
 * Road in Leeds).
 */
async function placeThenStreet(
  db: Queryable,
  query: SoldPriceQuery & { search: string },
): Promise<{ location: string; search: string } | null> {
  const words = query.search.trim().split(/\s+/);
  if (words.length < 3) return null;
  const places = await placeList(db);
  for (let size = Math.min(words.length - 2, MAX_PLACE_WORDS); size >= 1; size--) {
    const streetWords = words.slice(size);
    if (!isStreetBeforeTown(places, streetWords)) continue;
    const found = await streetInPlace(db, query, streetWords, words.slice(0, size));
    if (found) return found;
  }
  return null;
}

/**
 * The street and the place some words name, when some sale of that street is in that place. A
 * street of that name elsewhere only ("station road york", none in York): null, the words stay a
 * search, whose empty page offers the town's sales.
 */
async function streetInPlace(
  db: Queryable,
  query: SoldPriceQuery,
  streetWords: readonly string[],
  placeWords: readonly string[],
): Promise<{ location: string; search: string } | null> {
  const location = await locationValue(db, placeWords.join(' '));
  if (!location) return null;
  let street = streetWords.join(' ');
  const names = await matchingStreetNames(db, searchStreet(street), 1);
  if (names !== null && !names.length) {
    // "the cottage wellington street leeds": a house's name before its street.
    const house = await houseNamedBeforeStreet(db, street);
    if (!house) return null;
    street = house;
  }
  const read = { ...query, location, search: street };
  const { figuresWhere } = await resolveSoldPriceFilter(db, read);
  return (await soldPriceStats(db, figuresWhere)).count > 0 ? { location, search: street } : null;
}
