import type { Queryable } from '#server/db/db.server';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import { namesakeWithin, placeWithin } from '#server/areas/place-within.server';
import { placeEverHeldLots, placesEverHeldLots } from '#server/areas/area-tree.server';
import { councilWordsAt } from '#server/areas/council-words';
import { regionMembers } from '#schema/uk-regions';
import { placeList } from '#server/areas/place-list.server';
import {
  matchPlace,
  misspeltPlace,
  slippedTown,
  isBigTown,
  placeKey,
  placeValue,
  MAX_PLACE_WORDS,
  type PlaceEntry,
} from '#server/areas/place-match';
import {
  areaWordsAround,
  isPostTownOf,
  namedSpans,
  spanKey,
  townsNotMeant,
  type NamedSpan,
} from '#server/areas/said-areas';
import { pricePaidAuthorities } from '#server/areas/price-paid-place.server';
import { namedPart, namedPartsMisspelt } from '#server/areas/named-parts.server';
import { parsePostcodeText, postcodeAreaOf } from '#server/areas/postcode-text';
import { notAPostcodeArea } from '#server/areas/postcode-districts';
import { postcodeBesideItsPlace } from '#server/areas/postcode-in-place.server';
import { isStreetBeforeTown } from '#server/areas/street-then-town';
import { streetNamedAfter } from '#server/areas/street-meant';
import {
  orderNaming,
  NEAR_TOWN_MILES,
  parseListingQuery,
  MAX_RADIUS_MILES,
  SAID_LISTING_ORDERS,
  type ListingOrder,
  type ListingQuery,
} from '#schema/listing-query';
import { chipPlaceName, type ResolvedPlace } from '#schema/place';
import { NEAR_ME_ASKED, parseNear } from '#schema/map-view';
import { filterChips } from '#schema/listing-chips';
import {
  auctionHouseSearchWords,
  isFillerWord,
  isJoinWord,
  readSearchWords,
  searchWordsOf,
  type SearchWords,
  withoutEdgeJoins,
} from '#schema/search-words';
import { phraseAt } from '#schema/phrase-at';
import { kindPhrasesIn, NOT_WORDS, saysOnlyKinds } from '#schema/lot-search-text';
import { streetTypeForms } from '#schema/street-endings';
import { isRangeWord, monthDays, type SaidMonth } from '#schema/said-months';
import { bedroomsIn, type SaidBedrooms } from '#schema/said-bedrooms';
import { isEverydayWord } from '#schema/everyday-words';
import {
  familyOfLotType,
  parseTypeChoice,
  typesRefusing,
  type PropertyTypeFamilyId,
} from '#schema/property-types';
import { TENURES } from '#schema/lot-vocabulary';
import { housesInWords, type HouseInWords } from './house-in-words.server';
import { houseNames } from './house-options.server';
import { londonDayOf } from '#schema/london-time';
import { yearDays, type SaidYears } from '#schema/said-years';
import { daysFromToday } from '#schema/said-from-today';
import { daysAhead } from '#schema/said-ahead';

/** Free text as the results page's filters, and what the page should call that search. */
export interface SearchReading {
  /** The query string of the filtered search (`?location=leeds&property_type=flats&bedrooms=2`). */
  search: string;
  place: ResolvedPlace | null;
  /** The filters it sets, as their chips name them ("Leeds, West Yorkshire", "Flats and maisonettes"). */
  labels: string[];
  /**
   * The same reading in another place the words name beside this one ("flats in leeds or
   * bradford": Bradford's flats). The search holds one place: each is offered.
   */
  alternatives?: SearchReading[];
}

/** Points of the compass said before a town: "north leeds", "central manchester". */
const COMPASS = new Set(['north', 'south', 'east', 'west', 'central', 'inner', 'outer']);

/**
 * The place some words name, as `radius` says (a circle around it, or the place itself); null
 * when they name none. Names are checked against the place list in memory first: only words that
 * name something are resolved.
 */
async function placeNamedBy(
  db: Queryable,
  text: string,
  radius: number | null,
): Promise<ResolvedPlace | null> {
  if ((await namesPlace(db, text)) === null) return null;
  const found = await resolveLotPlace(db, text, radius);
  return found.found ? found.place : null;
}

/**
 * Whether some words name a place, a postcode, an authority or a part of London, read from the
 * lists in memory (no query): how populous the place is (0 for those without a count), or null.
 */
export async function namesPlace(db: Queryable, text: string): Promise<number | null> {
  const [places, authorities] = await Promise.all([placeList(db), pricePaidAuthorities(db)]);
  // Postcode area letters alone ("b", "ls") are too often a word or a flat's letter in free
  // text ("flat b"); the Location box still reads them as areas.
  const postcode = parsePostcodeText(text);
  // A postcode district beside a town's name is no more likely the place: "m6" in "barn penrith
  // near m6" is the motorway, not Salford's M6. A full postcode (two words) is read before either.
  if (postcode && postcode.kind !== 'area') return 0;
  const place = matchPlace(places, text);
  if (place) return place.population ?? 0;
  return authorities.has(placeKey(text)) || namedPart(text) ? 0 : null;
}

/**
 * The place joined to a place found by a word between them ("leeds or bradford", "york &
 * harrogate"), after it or before it, longest name first, and where its words are; null when none
 * is.
 */
async function placeJoinedTo(
  db: Queryable,
  words: readonly string[],
  found: { from: number; to: number },
  end: number,
  radius: number | null,
): Promise<{ place: ResolvedPlace; from: number; to: number; beside?: true } | null> {
  const windows: [number, number][] = [];
  // After it ("… or bradford"), then before it ("leeds or …"), longest name first.
  if (isJoinWord(words[found.to] ?? ''))
    for (let size = Math.min(end - found.to - 1, MAX_PLACE_WORDS); size >= 1; size--)
      windows.push([found.to + 1, found.to + 1 + size]);
  if (isJoinWord(words[found.from - 1] ?? ''))
    for (let size = Math.min(found.from - 1, MAX_PLACE_WORDS); size >= 1; size--)
      windows.push([found.from - 1 - size, found.from - 1]);
  for (const [from, to] of windows) {
    const place = await placeNamedBy(db, words.slice(from, to).join(' '), radius);
    if (place) return { place, from, to };
  }
  return bigTownBeside(db, words, found, end, radius);
}

/**
 * Big towns whose names are words a buyer types beside a town for themselves: "auction sale
 * leeds" is Leeds' lots that say "sale", not Leeds or Sale; "leeds reading room" no Reading.
 */
const TOWNS_THAT_ARE_WORDS: ReadonlySet<string> = new Set([
  'sale',
  'reading',
  'bath',
  'bury',
  'rugby',
]);

/** Two places said side by side as named spans, the one said first first. */
function saidInOrder(
  ...said: { from: number; to: number; place: PlaceEntry }[]
): [NamedSpan, NamedSpan] {
  const [a, b] = said
    .sort((x, y) => x.from - y.from)
    .map(({ from, to, place }) => ({ from, size: to - from, place }));
  return [a!, b!];
}

/**
 * Two big towns said side by side, as a list ("leeds, york", "leeds york": the comma is gone by
 * now), read as "leeds or york": the town the words were read as searched (the most populous of
 * those said), the other offered. Each must be a big town
 * (isBigTown), neither within the other, the second no street's name ("leeds york road"). "leeds
 * york" had been Leeds' lots with "york" in their text (2, on York Road), York never offered.
 */
async function bigTownBeside(
  db: Queryable,
  words: readonly string[],
  found: { from: number; to: number },
  end: number,
  radius: number | null,
): Promise<{ place: ResolvedPlace; from: number; to: number; beside: true } | null> {
  const places = await placeList(db);
  const town = matchPlace(places, words.slice(found.from, found.to).join(' '));
  if (!town || !isBigTown(town)) return null;
  const inKind = kindPhrasesIn(words);
  const windows: [number, number][] = [];
  for (let size = Math.min(end - found.to, MAX_PLACE_WORDS); size >= 1; size--)
    windows.push([found.to, found.to + size]);
  for (let size = Math.min(found.from, MAX_PLACE_WORDS); size >= 1; size--)
    windows.push([found.from - size, found.from]);
  for (const [from, to] of windows) {
    const said = words.slice(from, to);
    const other = matchPlace(places, said.join(' '));
    if (
      !other ||
      !isBigTown(other) ||
      other.slug === town.slug ||
      other.slug.startsWith(`${town.slug}/`) ||
      town.slug.startsWith(`${other.slug}/`) ||
      (said.length === 1 &&
        (isEverydayWord(said[0]!) || TOWNS_THAT_ARE_WORDS.has(said[0]!.toLowerCase()))) ||
      streetNamedAfter(words, to) ||
      // "probate sale liverpool": the words of a kind of lot name no Sale.
      inKind(from, to - from) ||
      // "sale manchester": a locality and the town that says where it is (areaWordsAround).
      isPostTownOf(...saidInOrder({ ...found, place: town }, { from, to, place: other }))
    )
      continue;
    const place = await placeNamedBy(db, said.join(' '), radius);
    if (place) return { place, from, to, beside: true };
  }
  return null;
}

/**
 * The place some consecutive words name, longest first: "2 bed flat west yorkshire" → "west
 * yorkshire". Windows are checked against the place list in memory and the postcode grammar;
 * only one that names something is resolved. With none, one word may misspell a place: a scan of
 * every name, only on a search that found nothing.
 */
async function placeIn(
  db: Queryable,
  /**
   * The words, where the words after "in" begin (those words, all of them, are tried first) and
   * where the words after "with" begin (the words after "in" end there, when it comes later).
   */
  read: { rest: string[]; afterIn?: number; afterWith?: number },
  /** Every run of the words that names a place (`namedSpans`). */
  spans: readonly NamedSpan[],
  {
    misspelt,
    radius,
    alone,
    typeChosen,
  }: {
    /** Offer the place a misspelt word is closest to. */
    misspelt: boolean;
    /** The search is one word ("b"): a postcode area's letter, where "flat b" is a flat's. */
    alone: boolean;
    /**
     * The page has a property type: a word about the home alone ("pool" on the houses "house
     * with pool" led to) is what the lot has, not a place (Pool, North Yorkshire).
     */
    typeChosen: boolean;
    /** A circle said around the place ("within 10 miles of leeds"): the place is that circle. */
    radius: number | null;
  },
): Promise<{ place: ResolvedPlace; from: number; to: number } | null> {
  const { rest: words, afterIn } = read;
  const named = async (from: number, to: number) => {
    const place = await placeNamedBy(db, words.slice(from, to).join(' '), radius);
    return place ? { place, from, to } : null;
  };
  /** Words already known to name something (namesPlace): resolved without asking again. */
  const resolvedAt = async (from: number, to: number) => {
    const found = await resolveLotPlace(db, words.slice(from, to).join(' '), radius);
    return found.found ? { place: found.place, from, to } : null;
  };
  // "victoria terrace in leeds": Leeds, before the Victoria the words also name.
  // "3 bed houses in leeds with garden": the words after "in" end at "with".
  const end = placeWordsEnd(read);
  const last = afterIn !== undefined && end - afterIn <= MAX_PLACE_WORDS;
  // "flats in headingley in leeds": the neighbourhood said in its city, not the city searched
  // for the neighbourhood's name (decision 152).
  for (let from = afterIn === undefined || !last ? -1 : afterIn - 1; from >= 0; from--) {
    if (end - from > MAX_PLACE_WORDS) break;
    if (!namedPart(words.slice(from, end).join(' '))) continue;
    const part = await named(from, end);
    if (part) return part;
  }
  const after = last && afterIn < end ? await named(afterIn, end) : null;
  if (after) return after;
  const area = await heldAreaIn(db, read, end, { alone, radius });
  if (area) return area;
  const places = await placeList(db);
  // "leeds ls6", "M14 manchester": a postcode beside the town it lies in is the postcode.
  const postcode = await postcodeBesideItsPlace(db, places, words, end);
  const inTown = postcode && (await placeNamedBy(db, postcode.postcode, radius));
  if (postcode && inTown) return { place: inTown, from: postcode.spanFrom, to: postcode.spanTo };
  // "york road leeds": a street, then its town, as an address is written: Leeds.
  for (let size = Math.min(end - 2, MAX_PLACE_WORDS); size >= 1; size--)
    if (isStreetBeforeTown(places, words.slice(0, end - size))) {
      const found = await named(end - size, end);
      if (found) return found;
    }
  // The longest name; of names as long, the most populous place ("probate sale liverpool" is
  // Liverpool's, not Sale's), then the first said.
  const notMeant = townsNotMeant(spans);
  const inKind = kindPhrasesIn(words);
  for (let size = Math.min(words.length, MAX_PLACE_WORDS); size >= 1; size--) {
    const windows: { from: number; population: number }[] = [];
    for (let from = 0; from + size <= words.length; from++) {
      if (
        notMeant.has(spanKey({ from, size })) ||
        inKind(from, size) ||
        endsStreetAt(words, from, size) ||
        streetNamedAfter(words, from + size) ||
        hadWith(read, from) ||
        (typeChosen && size === 1 && isEverydayWord(words[from]!))
      )
        continue;
      const population = await namesPlace(db, words.slice(from, from + size).join(' '));
      if (population !== null) windows.push({ from, population });
    }
    windows.sort((a, b) => b.population - a.population || a.from - b.from);
    for (const { from } of windows) {
      const found = await resolvedAt(from, from + size);
      if (found) return found;
    }
  }
  // No window names a place: a word may misspell one ("leedz"), as the Location box offers.
  if (!misspelt) return null;
  for (let from = 0; from < words.length; from++) {
    // A buyer's word for a kind of lot ("seaside") is no misspelt place (Deeside), nor is a word
    // bounding a time ("flats since january": Ince) or one about the home ("balcony": Blacon).
    const word = words[from]!;
    if (
      saysOnlyKinds([word]) ||
      isRangeWord(word) ||
      isEverydayWord(word) ||
      hadWith(read, from) ||
      streetNamedAfter(words, from + 1) ||
      // A neighbourhood's own name is no misspelt place: "balham high road" offered Balsham.
      [1, 2, 3].some((size) => namedPart(words.slice(from, from + size).join(' ')))
    )
      continue;
    // A neighbourhood's first ("headingly", "cliftn": Bristol's, not the village it took the name
    // from), as the Location box offers them (decision 144).
    const part = (await namedPartsMisspelt(db, word))[0];
    const slip = part ? null : slippedTown(places, word);
    const meant = part ? null : (misspeltPlace(places, word) ?? slip);
    const value = part?.name ?? (meant ? placeValue(places, meant) : null);
    // A word some lot holds is that word, unless it is a big town's short name slipped ("leds":
    // six lots with LED lighting, and the buyer meant Leeds) or said where a place goes ("flats
    // in leads": flats whose descriptions say "leads").
    if (!value || (!slip && from !== read.afterIn && (await lotsHold(db, word)))) continue;
    const found = await resolveLotPlace(db, value, radius);
    if (found.found) return { place: found.place, from, to: from + 1 };
  }
  return null;
}

/**
 * Whether the words from `from` are what a lot has, said after "with": "house with pool" is no
 * house in Pool, North Yorkshire, nor is "house with swimming pool" (a word about the home, later
 * in what it has). A place said after them ("flat with parking leeds") still is.
 */
const hadWith = (read: { rest: readonly string[]; afterWith?: number }, from: number) =>
  from === read.afterWith ||
  (read.afterWith !== undefined && from > read.afterWith && isEverydayWord(read.rest[from]!));

/**
 * Whether a one-word window is the type of a street said with its name: "street" in "garden flat
 * union street" is no Street, Somerset ("Search within 25 mi of Street" was offered).
 */
const endsStreetAt = (words: readonly string[], from: number, size: number): boolean =>
  size === 1 &&
  from > 0 &&
  streetTypeForms(words[from]!, from === words.length - 1).length > 0 &&
  /^\p{L}+$/u.test(words[from - 1]!);

/**
 * A postcode area we hold, said by its letters where nothing else can be meant: the only word
 * left once types and prices are read ("ls", "flats ls"), or the word after "in" ("houses in
 * bd"). A single letter only alone or after "in": "flat b" is a flat's letter. Elsewhere the
 * letters are too often a word ("me", "so") and stay text (the Location box reads them always).
 * As a word, "ls" found no lot.
 */
async function heldAreaIn(
  db: Queryable,
  read: { rest: string[]; afterIn?: number },
  end: number,
  { alone, radius }: { alone: boolean; radius: number | null },
): Promise<{ place: ResolvedPlace; from: number; to: number } | null> {
  const at =
    read.afterIn !== undefined && end - read.afterIn === 1
      ? read.afterIn
      : end === 1 && read.rest.length === 1 && (alone || read.rest[0]!.length === 2)
        ? 0
        : null;
  if (at === null || parsePostcodeText(read.rest[at]!)?.kind !== 'area') return null;
  const found = await resolveLotPlace(db, read.rest[at]!, radius);
  return found.found && found.place.kind === 'area'
    ? { place: found.place, from: at, to: at + 1 }
    : null;
}

/**
 * Whether some lot's text holds the words: then they are words of the catalogues ("garage",
 * "cottage"), not a misspelt place ("garage" is two typos from Garvagh), nor an auction house we
 * do not list ("repossession auctions").
 */
export async function lotsHold(db: Queryable, word: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM auction_properties
       WHERE search_vector @@ plainto_tsquery('english', $1)) AS held`,
    [word],
  );
  return rows[0]?.held === true;
}

/** The filters a reading may set, beside the place, the order and the words left as text. */
const READ_FILTERS = [
  'location',
  'lot_status',
  'search',
  'bedrooms',
  'guide_price_min',
  'guide_price_max',
  'closing',
  'auction_from',
  'auction_to',
  'auction_day',
  'auction_year',
  'auction_month',
];

/** Words read as filters: the search they are, whether that is all they say, the place's words. */
type WordsRead = SearchReading & { whole: boolean; placeWords: string | null };

/**
 * Words as the results page's filters, on top of the page's query string `params`: the place
 * some words name (unless the page has one), the types, bedrooms, guide prices, auction methods and
 * closing days they say, and the words left as text. What the words say replaces the page's choice
 * of the same filter (the words are the newer ask: decisions 119 and 142); the page's other
 * filters are kept, and so is a place the page has. Null when the words say no filter.
 */
async function readWordsInto(
  db: Queryable,
  text: string,
  q: ListingQuery,
  params: URLSearchParams,
  /** Offer the place a misspelt word is closest to (never applied without asking). */
  misspelt: boolean,
): Promise<WordsRead | null> {
  const pageParams = new URLSearchParams(params);
  const asSaid = wordsAndDays(text);
  // "garage" on the houses "house with garage" led to: what the houses have (decision 142).
  const afterType =
    q.property_type.length > 0 && saysWhatTypesHave(asSaid.read.propertyTypes, q.property_type);
  const { read, fromToday } = afterType ? wordsAndDays(text, { afterType }) : asSaid;
  const placeFree = !q.location && !q.near;
  // "within 10 miles of leeds": that circle, the place read as it (its offers are counted in it).
  // The miles said, not the next circle the "Within" list offers: "within 2 miles of LS6" was 5
  // (the list shows any other circle too). No wider than a page allows.
  const miles = read.radiusMiles;
  // Said in the words, the circle replaces the page's "Within" (the words are the newer ask).
  const radius = miles !== undefined ? Math.min(miles, MAX_RADIUS_MILES) : null;
  // The circle the place is read in: the words', else the "Within" the page has.
  const circle = radius ?? q.radius ?? null;
  const places = await placeList(db);
  // Every run of the words that names a place: for the town said with where it is.
  // Not the words of a kind of lot: "probate sale manchester" names no Sale, so Manchester is no
  // post town said after it.
  const inKind = kindPhrasesIn(read.rest);
  // "flats not in london", "houses in leeds not bradford": a place refused is no place read (it
  // was London's flats), but words the lots must not hold (lot-search-text). Its words are hidden
  // from the place search, each in its place, so the other words keep their positions.
  const placeSpans = placeFree ? namedSpans(places, read.rest) : [];
  const refusedAt = (n: NamedSpan) => NOT_WORDS.has(read.rest[n.from - 1]?.toLowerCase() ?? '');
  const hidden = placeSpans.filter(refusedAt);
  const placeWords = hidden.length
    ? read.rest.map((w, i) => (hidden.some((n) => i >= n.from && i < n.from + n.size) ? '' : w))
    : read.rest;
  const spans = placeSpans.filter((n) => !refusedAt(n) && !inKind(n.from, n.size));
  const found =
    placeFree && read.rest.length > 0
      ? await placeIn(db, { ...read, rest: placeWords }, spans, {
          misspelt,
          radius: circle,
          alone: searchWordsOf(text).length === 1,
          typeChosen: q.property_type.length > 0,
        })
      : null;
  // "flats in leeds or bradford": Leeds, and Bradford offered beside it (the first said first).
  const other = found
    ? await placeJoinedTo(db, read.rest, found, placeWordsEnd(read), circle)
    : null;
  // Beside it with no "or", the place read stays first ("york leeds": Leeds, the larger).
  const [placeFirst, placeJoined] =
    found && other && other.from < found.from && !other.beside ? [other, found] : [found, other];
  // "flat e15": a real postcode we hold nothing in yet is still the place asked for.
  const inWords = placeFree && read.rest.length > 0 ? await unheldPostcodeIn(db, read.rest) : null;
  // "flats in stratford london": the neighbourhood said with its city, not the city with a word
  // left to find in it (decision 150).
  const unheld = inWords && (!placeFirst || holds(inWords, placeFirst)) ? inWords : null;
  const [first, joined] = unheld && placeFirst ? [null, null] : [placeFirst, placeJoined];
  const named = first ?? unheld;
  // "house wales cardiff": the country the place is in is said with it, not words to find.
  const around = first
    ? areaWordsAround(places, spans, {
        from: first.from,
        size: first.to - first.from,
        slug: first.place.slug,
      })
    : [];
  // "houses in north leeds": a part of a town by its point of the compass, which we do not split
  // towns by, is the town (the word found "north" in Leeds' lots: none).
  const compassAt = first && first.place.kind === 'town' ? first.from - 1 : -1;
  if (compassAt >= 0 && COMPASS.has(read.rest[compassAt]!.toLowerCase()))
    around.push({ from: compassAt, size: 1 });
  // "houses in tendring district council": the council's words after its place.
  const councilWords = first ? councilWordsAt(read.rest, first.to) : 0;
  if (first && councilWords) around.push({ from: first.to, size: councilWords });
  const keptAt = read.rest
    .map((_, i) => i)
    .filter(
      (i) =>
        !(
          named &&
          i >= Math.min(named.from, joined?.from ?? named.from) &&
          i < Math.max(named.to, joined?.to ?? named.to)
        ) && !around.some((s) => i >= s.from && i < s.from + s.size),
    );
  const left = keptAt.map((i) => read.rest[i]!);
  // "house and land in york": the "and" left between two types is no word to find (as text it
  // found nothing: the full-text search drops it and matches no lot).
  const rest = withoutEdgeJoins(left);
  params.delete('page');
  params.delete('search');
  if (rest.length) params.set('search', withSaid(rest, keptAt, afterType ? 0 : read.afterWith));
  // "property near me": no words to match ("near" is in half the descriptions).
  let changed = Boolean(named) || read.nearMe === true;
  if (first) params.set('location', first.place.value);
  else if (unheld) params.set('location', unheld.text);
  // "flats near me" with no place: the page asks where the buyer is (it was every flat, and
  // nothing said "near me" was not read).
  else if (read.nearMe && !params.has('location') && !params.has('near'))
    params.set('near', NEAR_ME_ASKED);
  if (radius !== null && params.has('location')) {
    params.set('radius', String(radius));
    changed = true;
  }
  // "houses near bath": a town and the country around it (a county or a postcode is an area
  // already, and a "Within" the page has chosen stays).
  if (first?.place.kind === 'town' && first.from === read.afterNear && radius === null && !q.radius)
    params.set('radius', String(NEAR_TOWN_MILES));
  // A "Within" chosen beside Location-box words that name no place is a circle around nothing.
  if (!params.has('location') && !parseNear(params.get('near'))) params.delete('radius');
  // "bungalow", "freehold", "online": what the words say is what the buyer asks now, so it
  // replaces the page's choice of that filter (the form sends both), as bedrooms do below: the
  // word "bungalow" typed on a page of flats is the bungalows, not the flats with the word lost.
  // "houses not flats", "not leasehold": the types or tenures said (or the page's, or every one)
  // less those refused. Read as the filter itself, "not leasehold" was every leasehold lot.
  // Of the page's own choice nothing left ("not flats" on the flats): every other one.
  const refusing = (name: string, said: readonly string[], refused: readonly string[]) => {
    const left = (chosen: readonly string[]) =>
      name === 'tenure'
        ? TENURES.filter((t) => (!chosen.length || chosen.includes(t)) && !refused.includes(t))
        : typesRefusing(chosen, refused);
    const chosen = said.length ? said : params.getAll(name);
    const fromChosen = left(chosen);
    return fromChosen.length || !chosen.length ? fromChosen : left([]);
  };
  for (const [name, said, refused] of [
    ['property_type', read.propertyTypes, read.notPropertyTypes],
    ['tenure', read.tenures, read.notTenures],
    ['auction_method', read.methods, undefined],
  ] as const) {
    if (!said.length && !refused?.length) continue;
    const values = refused?.length ? refusing(name, said, refused) : said;
    params.delete(name);
    for (const value of values) params.append(name, value);
    changed = true;
  }
  // "2 bed", "under 200k": the words are what the buyer asks now, so they replace the page's
  // bedrooms or guide prices (the form sends both), each pair whole: "up to 2 bed" on a page of
  // 3+ bedrooms is two at most, not three to two.
  const pairs = [
    { names: ['bedrooms', 'bedrooms_max'], said: [read.bedrooms, read.bedroomsMax] },
    {
      names: ['guide_price_min', 'guide_price_max'],
      said: [read.guidePriceMin, read.guidePriceMax],
    },
  ] as const;
  for (const { names, said } of pairs) {
    if (said.every((v) => v === undefined)) continue;
    setRange(params, names, said);
    changed = true;
  }
  // "this week", "closing tomorrow": the days the lots close, in place of the page's days.
  // Kept as words (`closing=this_week`), not dates: a saved search means "this week" next month too.
  if (read.when) {
    for (const name of ['auction_from', 'auction_to']) params.delete(name);
    params.set('closing', read.when);
    changed = true;
  }
  // "auctions 2025", "flats in leeds since 2020", "auctions in december": the lots auctioned in
  // those days, in place of the page's. Days gone by are auctions over: every result, unless a
  // result is said or chosen.
  const said = fromToday ?? (read.years || read.month ? saidAuctionDays(read) : null);
  if (said) {
    if (!read.when) params.delete('closing');
    setRange(params, ['auction_from', 'auction_to'], [said.from, said.to]);
    if (!read.status && !params.get('lot_status') && said.past) params.set('lot_status', 'all');
    changed = true;
  }
  // "sold", "past auctions": those results, in place of the page's.
  if (read.status) {
    params.set('lot_status', read.status);
    changed = true;
  }
  // "cheapest", "newest": the order, in place of the page's.
  const order = read.order ? SAID_LISTING_ORDERS[read.order] : null;
  if (order) {
    params.set('order_by', order);
    changed = true;
  }
  // The page's own filters and words again ("end terrace" among the terraced houses its reading
  // led to): nothing to change, or the page would lead to itself. (Words of the Location box
  // that name only the page's type leave no words: the page without them.)
  if (!changed || (params.has('search') && sameQuery(params, pageParams))) return null;
  const alternatives = joined
    ? [readingAt(withParam(params, 'location', joined.place.value), joined.place, order)]
    : [];
  return {
    ...readingAt(params, first?.place ?? null, order),
    ...(alternatives.length ? { alternatives } : {}),
    placeWords: first ? read.rest.slice(first.from, first.to).join(' ') : null,
    // "fixer upper in leeds": Leeds, and the words for a kind of lot, which are found as text;
    // "garden flat in leeds", "cottages in devon": the place after "in", and the words before it.
    // Two places: the buyer chooses (the search holds one).
    whole:
      !joined &&
      (rest.length === 0 ||
        // "garage leeds" on a page of bungalows: Leeds' bungalows that say garage.
        (afterType && first !== null) ||
        saysOnlyKinds(rest) ||
        (first !== null &&
          first.from === read.afterIn &&
          (first.to === read.rest.length || first.to === read.afterWith)) ||
        // "3 bed house with garden bristol", "flats leeds with parking": a place, and only what
        // the lot has left as words, as "… in bristol with garden" (decision 129). So is one type
        // without a place: "terraced house with garden" is the terraced houses that say garden
        // (as words, "terraced" missed the end-of-terrace ones). Two types are not: "houses with
        // detached garage" read the garage as a second type. Before "with", only words of a kind
        // of lot: "end of terrace house with garden", "detached bungalow with garage".
        ((first !== null || read.propertyTypes.length === 1) &&
          read.afterWith !== undefined &&
          saysKindsOrNothing(keptAt.filter((i) => i < read.afterWith!).map((i) => read.rest[i]!)))),
  };
}

/** Whether the words are none, or only say kinds of lot ("end terrace", "probate"). */
const saysKindsOrNothing = (words: readonly string[]) => !words.length || saysOnlyKinds(words);

/**
 * The words left to find, with "with" before those said after it when they name a type: "house
 * with office" searches the houses "with office", so that the page read again finds what the
 * houses have, not the offices (the type typed would replace the page's: decision 142).
 */
function withSaid(
  rest: readonly string[],
  keptAt: readonly number[],
  afterWith: number | undefined,
): string {
  if (afterWith === undefined) return rest.join(' ');
  const count = Math.min(keptAt.filter((i) => i >= afterWith).length, rest.length);
  const said = rest.slice(rest.length - count);
  // A shop or an office too: alone, "office" is the lots titled so (lot-search-text).
  const typeSaid = readSearchWords(said.join(' '), { forSales: true }).propertyTypes;
  if (!count || !typeSaid.length) return rest.join(' ');
  return [...rest.slice(0, rest.length - count), 'with', ...said].join(' ');
}

/**
 * The words read, and the days of a time said from today ("sold last week", "auctions in the past
 * month", "yesterday"), which begin before today: auctions over, every result unless one is said;
 * or ahead of it ("closing friday", "in the next 30 days", "before christmas"): lots to come.
 * A time said twice ("last year 2024") leaves those words to the years or month said.
 */
function wordsAndDays(
  text: string,
  options: { afterType?: boolean } = {},
): {
  read: SearchWords;
  fromToday: { from?: string; to?: string; past: boolean } | null;
} {
  const today = londonDayOf(new Date());
  const said = daysFromToday(text, today) ?? daysAhead(text, today);
  const read = readSearchWords(said?.rest ?? text, options);
  if (said && !read.years && !read.month && !read.when)
    return {
      read,
      fromToday: { ...said.days, past: said.days.from !== undefined && said.days.from < today },
    };
  return { read: said ? readSearchWords(text, options) : read, fromToday: null };
}

/** Kinds of lot a home can also have: "garage", "parking", "land" (decision 142). */
const HAD_WITH_A_HOME: readonly PropertyTypeFamilyId[] = ['garages', 'land'];
const HOMES: readonly PropertyTypeFamilyId[] = ['houses', 'bungalows', 'flats'];

/**
 * Whether the types said are what the page's chosen types have, not types of their own: "garage"
 * or "detached garage" on the houses "house with garage" led to, "parking" on a page of flats.
 * Then they are words to find among the page's lots; other types said replace the page's.
 */
function saysWhatTypesHave(said: readonly string[], chosen: readonly string[]): boolean {
  const familyOf = (value: string) => {
    const choice = parseTypeChoice(value);
    if (!choice) return null;
    return 'family' in choice ? choice.family : (familyOfLotType(choice.type)?.id ?? null);
  };
  const chosenFamilies = new Set(chosen.map(familyOf));
  // On a page of land or garages, "garage" or "land" typed is that kind of lot.
  if (![...chosenFamilies].every((f) => f !== null && HOMES.includes(f))) return false;
  return said.some((t) => {
    const family = familyOf(t);
    return family !== null && HAD_WITH_A_HOME.includes(family) && !chosenFamilies.has(family);
  });
}

/**
 * The days of the years or month said, and whether they reach into the past: years before this
 * one ("2025", "since 2020"), a month that has ended, days since a month gone by ("since
 * january"), days up to a month with results said ("sold before june"). A month without a year is
 * the one to come, or, with results said ("sold in october", "past auctions in june"), the one
 * gone by.
 */
function saidAuctionDays(read: { years?: SaidYears; month?: SaidMonth; status?: string }): {
  from?: string;
  to?: string;
  past: boolean;
} {
  const today = londonDayOf(new Date());
  if (read.month) {
    const towards = read.status ? 'back' : 'ahead';
    const days = monthDays(read.month, today, towards);
    // A month's days are past once it has ended; open days once they begin before today, and
    // days up to a month ("until june") when results are said.
    const begins = days.from ?? (towards === 'back' ? '' : today);
    // Days up to a month gone by ("flats before june 2025") are past whatever the search said.
    const ended = days.to !== undefined && days.to < today;
    return {
      ...days,
      past: days.to !== undefined && days.from !== undefined ? ended : ended || begins < today,
    };
  }
  const { from } = read.years!;
  const thisYear = Number(today.slice(0, 4));
  return { ...yearDays(read.years!), past: from === undefined || from < thisYear };
}

/**
 * A real postcode in the words that we hold no lots or sales in yet ("flat e15", "e15 1aa"), in a
 * postcode area we do hold: read as the place, its page says so and offers the area, where as
 * text "e15" found nothing and offered only to remove it. Shapes of no area we hold ("a1", the
 * road) stay words. A full postcode (two words) is tried before a district. A neighbourhood we hold
 * none of the districts of ("flats in balham", "muswell hill") the same: as text it found nothing
 * and offered the look-alike Balsham.
 */
async function unheldPostcodeIn(
  db: Queryable,
  words: readonly string[],
): Promise<{ text: string; from: number; to: number } | null> {
  for (const size of [3, 2, 1])
    for (let from = 0; from + size <= words.length; from++) {
      const text = words.slice(from, from + size).join(' ');
      const pc = parsePostcodeText(text);
      const part = pc ? undefined : namedPart(text);
      if ((!pc && !part) || pc?.kind === 'area' || (pc && size > 2)) continue;
      const found = await resolveLotPlace(db, text);
      if (found.found || !found.unknown.suggestions.length) continue;
      if (found.unknown.postcode) return { text: found.unknown.text, from, to: from + size };
      if (part && found.unknown.searchedAs) {
        // "stratford london": its own name alone is another place's (Stratford-upon-Avon).
        const alone = (await resolveLotPlace(db, part.name)).found;
        return { text: alone ? `${part.name}, ${part.context}` : part.name, from, to: from + size };
      }
    }
  return null;
}

/** Whether one run of words holds another and more: "stratford london" holds "london". */
const holds = (outer: { from: number; to: number }, inner: { from: number; to: number }) =>
  outer.from <= inner.from && outer.to >= inner.to && outer.to - outer.from > inner.to - inner.from;

/** Where the words a place may take end: at "with" when it follows "in" ("in leeds with garden"). */
const placeWordsEnd = (read: { rest: string[]; afterIn?: number; afterWith?: number }) =>
  read.afterIn !== undefined && read.afterWith !== undefined && read.afterWith > read.afterIn
    ? read.afterWith
    : read.rest.length;

/** Whether two query strings hold the same values, in any order of their parameters. */
const sameQuery = (a: URLSearchParams, b: URLSearchParams) => {
  const entries = (p: URLSearchParams) =>
    [...p.entries()]
      .filter(([name]) => name !== 'page')
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return entries(a) === entries(b);
};

/** A copy of the query string with one parameter set. */
function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.set(name, value);
  return copy;
}

/** A reading's search and the chips that name it, for the filters `params` hold. */
function readingAt(
  params: URLSearchParams,
  place: ResolvedPlace | null,
  order: ListingOrder | null,
): SearchReading {
  const q = parseListingQuery(params);
  const chips = filterChips(q, {
    place: place ? chipPlaceName(place) : undefined,
  }).filter(
    (c) =>
      READ_FILTERS.includes(c.id) ||
      c.id.startsWith('property_type:') ||
      c.id.startsWith('tenure:') ||
      c.id.startsWith('auction_method'),
  );
  // The filters first, then the order, the words left as text last: "York, cheapest first, “road”".
  const labels = [
    ...chips.filter((c) => c.id !== 'search').map((c) => c.label),
    ...(order ? [orderNaming(order, q.lot_status).words] : []),
    ...chips.filter((c) => c.id === 'search').map((c) => c.label),
  ];
  const qs = params.toString();
  return { search: qs ? `?${qs}` : '', place, labels };
}

/**
 * What a free-text search probably meant, as filters: "2 bed flat leeds" → Leeds, flats and
 * maisonettes, two bedrooms (words it cannot read stay as text). On a page that found nothing it
 * is offered first. Null when the text names no place, type, bedrooms or price, or nothing changes.
 */
export async function readSearchAsFilters(
  db: Queryable,
  q: ListingQuery,
  pageSearch: string,
): Promise<(SearchReading & { placeWords: string | null }) | null> {
  if (!q.search) return null;
  const params = new URLSearchParams(pageSearch);
  const over = await placeOverPage(db, q.search, q, params);
  return over?.read ?? readWordsInto(db, q.search, q, params, true);
}

/** Where a visitor's words lead: the filtered search they are, or their reading as filters. */
export interface SearchMeaning {
  /**
   * Every word understood: the search is these filters (the results page redirects there), on
   * another page when `path` says so ("auction houses in london" is the auction houses).
   */
  meant: {
    search: string;
    place: ResolvedPlace | null;
    path?: string;
    /** The words name the place and nothing else ("church"): see `wordsOverEmptyPlace`. */
    placeOnly?: boolean;
  } | null;
  /** Some words not understood: what the others would mean as filters, to offer (or null). */
  reading: SearchReading | null;
}

const NOTHING_MEANT: SearchMeaning = { meant: null, reading: null };

/**
 * What a visitor's words mean, read once per request. When every word is understood the search
 * is those filters: "york" is the town, "4 bedroom" four bedrooms, "3 bed house leeds" a
 * place, a type and bedrooms; matched as text they find the wrong lots ("Flat 4", "York Street").
 * Text in the Location box that names no place is read the same way. Otherwise the text is
 * searched as typed (a street, a title, a keyword) and its reading, if any, can be offered. A
 * misspelt place is never read here (see `readSearchAsFilters`): no name scan on a page of results.
 */
export async function searchMeant(
  db: Queryable,
  q: ListingQuery,
  pageSearch: string,
  unknownLocation: string | null,
): Promise<SearchMeaning> {
  const params = new URLSearchParams(pageSearch);
  const fromLocation = unknownLocation !== null && !q.search;
  const text = fromLocation ? unknownLocation : q.search;
  if (!text) return NOTHING_MEANT;
  // "QQ1 1AA" typed as words: a whole postcode of no postcode area goes to the Location box,
  // which says so (as words it found no lot and said nothing). Not a shorter one: "A1" and "M62"
  // are roads a lot's words may name.
  const typedPostcode = fromLocation || q.location ? null : parsePostcodeText(text);
  if (typedPostcode?.kind === 'unit' && notAPostcodeArea(postcodeAreaOf(typedPostcode), false)) {
    for (const name of ['search', 'page']) params.delete(name);
    params.set('location', text.trim());
    return { meant: { search: `?${params.toString()}`, place: null }, reading: null };
  }
  if (fromLocation) {
    // The Location box's text as words: what they name replaces it, in the "Within" chosen
    // beside it ("2 bed flat leeds" within 10 miles is Leeds' circle of 10 miles).
    params.delete('location');
  }
  const asked = fromLocation ? { ...q, location: undefined } : q;
  // "Severn Vale Auction House", "brindley wharf", "quayside durham": that house's lots, and the
  // other words read as ever, within them (decision 129). Typed on a page of another house's
  // lots, the house named replaces it ("quayside" on Aire & Calder's lots was 0 lots: decision 142).
  const house = await houseIn(db, text);
  if (house !== null) {
    for (const name of ['search', 'page']) params.delete(name);
    params.set('auction_house', String(house.id));
    if (!house.rest)
      return { meant: { search: `?${params.toString()}`, place: null }, reading: null };
    // "quayside shire hall": two houses named; the words are searched as typed (Shire Hall's lots
    // searching "quayside" led on to Quayside's: one search, two redirects).
    if (await houseIn(db, house.rest)) return NOTHING_MEANT;
    const withHouse = { ...asked, auction_house: house.id };
    const read = await readWordsInto(db, house.rest, withHouse, new URLSearchParams(params), false);
    if (read?.whole) return { meant: { search: read.search, place: read.place }, reading: null };
    // "property from castlehill auctions", "castlehill next auction": words that say nothing are
    // none (they were searched for as text among its lots: 0).
    if (!read && readSearchWords(house.rest).rest.length === 0)
      return { meant: { search: `?${params.toString()}`, place: null }, reading: null };
    // Words it cannot read ("brindley wharf canal") are found as text among the house's lots.
    params.set('search', house.rest);
    const reading = read ? { search: read.search, place: read.place, labels: read.labels } : null;
    return { meant: { search: `?${params.toString()}`, place: null }, reading };
  }
  // After a house's own name ("Severn Vale Auction House" is its lots).
  const houses = auctioneersAsked(text);
  if (houses !== null) {
    const search = houses ? `?${new URLSearchParams({ search: houses }).toString()}` : '';
    return { meant: { path: '/auctioneers', search, place: null }, reading: null };
  }
  // "sold prices in leeds", "house prices bristol": what homes sold for, the sold-price search's.
  const soldAsked = soldPricesAsked(text, params.get('location') ?? undefined);
  if (soldAsked !== null) return { meant: { ...soldAsked, place: null }, reading: null };
  // Words naming a place beside a place the page has: see `placeOverPage`.
  const over = fromLocation ? null : await placeOverPage(db, text, asked, params);
  if (over?.alone) {
    const { search, place, labels } = over.read;
    return { meant: null, reading: { search, place, labels } };
  }
  const unread = new URLSearchParams(params);
  const read = over?.read ?? (await readWordsInto(db, text, asked, params, false));
  // "leds": a big town's short name slipped, found as text ("LED lighting"); the town is offered
  // beside what it found (a misspelt place is otherwise read only on a search that found nothing).
  const slipped =
    !read?.place && !fromLocation && (await slipsTown(db, text))
      ? await readWordsInto(db, text, asked, unread, true)
      : null;
  // Only when the town makes sense of every word: "house in working order" is no Woking with
  // "order" to find (it replaced the reading "Houses, “working order”": 52 lots, with 1).
  const slippedReading =
    slipped?.place && slipped.whole
      ? { search: slipped.search, place: slipped.place, labels: slipped.labels }
      : null;
  if (!read) return slippedReading ? { meant: null, reading: slippedReading } : NOTHING_MEANT;
  const { whole, placeWords, ...wordsReading } = read;
  const reading = slippedReading ?? wordsReading;
  // "Victoria Terrace", "Carlton House": a place and a type, and also a street or a building some
  // lot stands in. The buyer typed its name: it is searched as typed, the reading offered. So
  // is "flats in victoria terrace": the words after "in" name more than the place.
  // The words name the place and nothing else ("york" on a page of houses: the page's own
  // filters are in the labels too, and York Road is no reason to search "york" as typed).
  const placeAlone =
    read.place !== null && placeWords !== null && placeKey(placeWords) === placeKey(text);
  const street = whole && read.place !== null && !placeAlone && read.labels.length > 1;
  const after = afterIn(text);
  // Not when the words after "in" end the place's ("headingley in leeds": "leeds").
  const streetAfterIn =
    after !== null &&
    placeWords !== null &&
    !` ${placeKey(placeWords)}`.endsWith(` ${placeKey(after)}`);
  if (whole && !(street && (await addressHolds(db, text, streetAfterIn ? after : null))))
    return {
      meant: {
        search: read.search,
        place: read.place,
        placeOnly: placeAlone,
      },
      reading: null,
    };
  // Searched as typed, bedrooms are still bedrooms: as text "3 bed" matches no title ("Three-
  // bedroom house") but any lot holding a "3", so "3 bed york road" is York Road's lots of three.
  const beds = fromLocation ? null : bedroomsIn(searchWordsOf(text));
  return beds
    ? { meant: { search: withBedrooms(pageSearch, beds), place: null }, reading }
    : { meant: null, reading };
}

/**
 * Whether the text misspells a big town where the buyer surely meant a place: a short name slipped
 * anywhere (`slippedTown`: "leds"), or a longer one said after "in" ("flats in leads" found 20
 * flats whose descriptions say "leads", none in Leeds). Cheap enough for a page of results: a
 * lookup among the big towns, and one name scan for the word after "in".
 */
const slipsTown = async (db: Queryable, text: string): Promise<boolean> => {
  const words = searchWordsOf(text);
  const afterIn = words.findIndex((w) => w.toLowerCase() === 'in') + 1;
  if (!afterIn && !words.some((w) => w.length <= 4)) return false;
  const places = await placeList(db);
  return words.some((w, i) => {
    if (slippedTown(places, w)) return true;
    // A word about the lot after "in" is no town ("in good order").
    const word =
      afterIn > 0 && i === afterIn && !saysOnlyKinds([w]) && !isEverydayWord(w) ? w : null;
    const meant = word === null ? null : misspeltPlace(places, word);
    // Its first letter too, as typos seldom are: "in needs" is no Leeds, "in leads" is.
    return (
      meant !== null && isBigTown(meant) && meant.name[0]?.toLowerCase() === w[0]?.toLowerCase()
    );
  });
};

/**
 * The words read with a place of their own when the page has one (the Location box's, or "near"
 * a point): "flats york" typed with Leeds in the Location box (where an earlier search put it)
 * was York's flats searched as the words "york" among Leeds' lots: 0 lots, and nothing offered
 * about York. Words that name the page's own place ("flats leeds" with Leeds) are that place
 * again. Words that say more than another place are the newer ask: that place replaces the
 * page's (decision 142). Another place alone ("york") may be a street of the place set (York
 * Road, Leeds): it is searched as typed, and the place is offered (`alone`). Null when the
 * page has no place or the words name none.
 */
async function placeOverPage(
  db: Queryable,
  text: string,
  q: ListingQuery,
  params: URLSearchParams,
): Promise<{
  alone: boolean;
  read: WordsRead;
} | null> {
  if (!q.location && !q.near) return null;
  const placeFree = new URLSearchParams(params);
  for (const name of ['location', 'near']) placeFree.delete(name);
  const read = await readWordsInto(
    db,
    text,
    { ...q, location: undefined, near: undefined },
    placeFree,
    false,
  );
  if (!read?.place || read.placeWords === null) return null;
  const page = q.location ? await resolveLotPlace(db, q.location, q.radius ?? null) : null;
  const pagePlace = page?.found ? page.place : null;
  // "houses richmond" on Richmond, North Yorkshire's page is its houses, not Richmond, London's.
  // "leeds flats" on LS6's: Leeds holds LS6, so LS6's flats (it was all of Leeds, LS6 dropped).
  const same =
    pagePlace !== null &&
    (read.place.slug === pagePlace.slug ||
      placeKey(read.placeWords) === placeKey(pagePlace.label) ||
      placeWithin(pagePlace, read.place));
  if (same) {
    const others = withoutWords(text, read.placeWords);
    const kept = others
      ? await readWordsInto(db, others, q, new URLSearchParams(params), false)
      : null;
    return { alone: false, read: kept ?? pageWithout(params, pagePlace) };
  }
  // "clifton" with Bedfordshire set: the village there, not Bristol's Clifton the name alone is.
  const namesake =
    pagePlace !== null && !placeWithin(read.place, pagePlace)
      ? await namesakeWithin(db, read.placeWords, pagePlace)
      : null;
  if (namesake) return { alone: false, read: withPlace(read, namesake) };
  // "headingley" with Leeds set: a place within the page's narrows it, alone too.
  const within = pagePlace !== null && placeWithin(read.place, pagePlace);
  // "houses heaton" on Bradford's page: a neighbourhood of another city is offered, not taken.
  const neighbourhood = namedPart(read.placeWords)?.kind === 'neighbourhood';
  const alone = !within && (neighbourhood || placeKey(read.placeWords) === placeKey(text));
  return { alone, read };
}

/** A reading with another place of the same words in it. */
function withPlace(read: WordsRead, place: ResolvedPlace): WordsRead {
  const params = new URLSearchParams(read.search);
  params.set('location', place.value);
  return { ...read, search: `?${params.toString()}`, place };
}

/** The text without the words of a place said in it ("houses in richmond" → "houses in"). */
function withoutWords(text: string, words: string): string {
  const at = ` ${text.toLowerCase()} `.indexOf(` ${words.toLowerCase()} `);
  if (at < 0) return text;
  return `${text.slice(0, at)} ${text.slice(at + words.length)}`.replace(/\s+/g, ' ').trim();
}

/** The page as it is without its words: the reading of words that only name its own place. */
function pageWithout(params: URLSearchParams, place: ResolvedPlace): WordsRead {
  const without = new URLSearchParams(params);
  for (const name of ['search', 'page']) without.delete(name);
  const qs = without.toString();
  return {
    search: qs ? `?${qs}` : '',
    place,
    labels: [place.label],
    whole: true,
    placeWords: null,
  };
}

/** A range's two parameters as the words said them: each end set, or removed when not said. */
function setRange(
  params: URLSearchParams,
  names: readonly [string, string],
  said: readonly [number | string | undefined, number | string | undefined],
): void {
  names.forEach((name, i) => {
    const value = said[i];
    if (value === undefined) params.delete(name);
    else params.set(name, String(value));
  });
}

/** The page's query with the bedrooms said set and their words taken out of its search. */
function withBedrooms(pageSearch: string, beds: { said: SaidBedrooms; rest: string }): string {
  const params = new URLSearchParams(pageSearch);
  params.delete('page');
  // The words replace the page's bedrooms, both ends ("up to 2 bed" on a page of 3+).
  setRange(params, ['bedrooms', 'bedrooms_max'], [beds.said.min, beds.said.max]);
  if (beds.rest) params.set('search', beds.rest);
  else params.delete('search');
  return `?${params.toString()}`;
}

/**
 * The words after the last "in" of the text, less those that say nothing ("flats in victoria
 * terrace" → "victoria terrace", "houses in the wirral" → "wirral"). From the text, not the
 * reading's `afterIn`: the reading took "terrace" as a type, and the street is both words.
 */
function afterIn(text: string): string | null {
  // What the lot has, said after the place ("in leeds with garden"), is no part of it.
  const after = /.*\sin\s+(.+)$/i.exec(text)?.[1]?.split(/\s+with\s+/i)[0];
  if (after === undefined) return null;
  return after
    .split(/\s+/)
    .filter((w) => !isFillerWord(w))
    .join(' ');
}

/**
 * Whether some lot's address holds one of the texts (cleaned, as the query holds it) in any case.
 */
async function addressHolds(db: Queryable, ...texts: (string | null)[]): Promise<boolean> {
  for (const text of texts) {
    if (text === null) continue;
    // The full-text index finds the lots holding the words in that order; the address confirms.
    const { rows } = await db.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM auction_properties
         WHERE search_vector @@ phraseto_tsquery('english', $1)
           AND strpos(lower(address), lower($1)) > 0) AS held`,
      [text],
    );
    if (rows[0]?.held === true) return true;
  }
  return false;
}

/**
 * What buyers call the prices homes sold for: "sold prices", "sold house prices", "house prices",
 * "property prices", "house values", "average house price", "price paid", "land registry", "how
 * much did … sell", "what are … worth". A lot's "house price guide" or "3 bed house price under
 * 100k" (one price, no "sold") is no such question, nor an "average guide price". On the lot
 * search, "sold" alone is the lots sold at auction.
 */
const SOLD_PRICES_ASKED = new RegExp(
  [
    /\bsold\s+(?:house\s+|property\s+)?prices?\b/,
    /\b(?:house|property)\s+(?:prices|values?)\b/,
    /\b(?:average|median)\s+(?:(?:house|property|sold)\s+)?prices?\b/,
    /\bprice\s+paid\b/,
    /\bland\s+registry\b/,
    /\bhow\s+much\s+did\b.*\bsell\b/,
    /\bwhat\s+(?:are|is)\b.*\bworth\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  'i',
);

/**
 * The sold-price search a text asks for ("sold prices in leeds"): the text for it to read (it
 * reads "sold prices in leeds" as Leeds), with the place the visitor set kept; the words alone
 * ("house prices") are that search with nothing more. Null when the text asks no such thing.
 */
function soldPricesAsked(
  text: string,
  location: string | undefined,
): { path: string; search: string } | null {
  if (!SOLD_PRICES_ASKED.test(text)) return null;
  const rest = text
    .replace(SOLD_PRICES_ASKED, ' ')
    .split(/\s+/)
    .filter((w) => w && !isFillerWord(w));
  const params = new URLSearchParams({
    ...(location ? { location } : {}),
    ...(rest.length ? { search: text } : {}),
  });
  const qs = params.toString();
  return { path: '/sold-house-prices', search: qs ? `?${qs}` : '' };
}

/** What buyers call the auction houses themselves, not their lots. */
const HOUSES_SAID: Record<string, true> = {
  'auction house': true,
  'auction houses': true,
  auctioneer: true,
  auctioneers: true,
};

/**
 * "auction houses in london", "property auctioneers leeds": the buyer asks for the auction
 * houses (of a place), which the lot search read as the houses for sale in London. The other
 * words, less those that say nothing, for the auction houses' search (it finds the houses with
 * lots in a place it names); null when the text (cleaned: one space between words) does not ask
 * for auction houses.
 */
function auctioneersAsked(text: string): string | null {
  const words = text.split(' ');
  if (!words.some((_, i) => phraseAt(HOUSES_SAID, 2, words, i))) return null;
  // "modern method of auction houses in leeds", "online auction houses": a way of selling lots.
  if (readSearchWords(text).methods.length) return null;
  // The words the auction houses' search reads: "auction houses near me" is every house ("me"
  // found 7), "property auctioneers leeds" those with lots in Leeds.
  return auctionHouseSearchWords(text);
}

/**
 * The auction house the text names (`housesInWords`), and the words beside its name. A house
 * named only by words that also name a place or that some lot's text says ("chiltern" is the
 * district, "severn vale" could be a street) is that house only when the text says "auctions" or
 * the like after them, or is its whole name.
 */
async function houseIn(db: Queryable, text: string): Promise<HouseInWords | null> {
  if (text.trim().length < 4) return null;
  for (const house of housesInWords(await houseNames(db), text)) {
    // "chiltern flats" names the district's flats; "severn vale" could be a street of some lot.
    const placeOrWords = house.firstOnly
      ? await placeHeldLots(db, house.own)
      : !house.saidHouse &&
        ((await namesPlace(db, house.own)) !== null || (await lotsSay(db, house.own)));
    if (placeOrWords) continue;
    const rest = withoutEdgeJoins(house.rest.split(' ').filter(Boolean)).join(' ');
    return { ...house, rest };
  }
  return null;
}

/**
 * Whether the words name a place (`namesPlace`) that some lot, of any status, has stood in:
 * "cotswold" (the Cotswolds) has, "humber" (Humber, Herefordshire, a hamlet) has not. A postcode,
 * an authority or a part of London counts as held.
 */
async function placeHeldLots(db: Queryable, words: string): Promise<boolean> {
  if ((await namesPlace(db, words)) === null) return false;
  const found = await resolveLotPlace(db, words, null);
  if (!found.found) return true;
  // "fenland auctions": Fenland & Broads Auctions, not a district none of whose places held a lot.
  const members = found.place.kind === 'region' ? regionMembers(found.place.slug).within : [];
  if (members.length) return placesEverHeldLots(db, members);
  if (found.place.kind !== 'town' && found.place.kind !== 'county') return true;
  return placeEverHeldLots(db, found.place.slug);
}

/**
 * Whether some lot's title, address or description says the words, in that order. A first or
 * last word the text search holds no trace of ("don", an English stop word) says nothing: "don
 * valley" was read as "valley", which many streets are, and never reached Don Valley Property
 * Auctions.
 */
async function lotsSay(db: Queryable, words: string): Promise<boolean> {
  // A stop word inside the phrase keeps its place ("forth and clyde canal"); one at its edge is
  // dropped, and the phrase with it.
  const said = words.split(/\s+/).filter(Boolean);
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT length(to_tsvector('english', $2)) > 0 AND length(to_tsvector('english', $3)) > 0
        AND EXISTS (SELECT 1 FROM auction_properties
              WHERE search_vector @@ phraseto_tsquery('english', $1)) AS held`,
    [words, said[0] ?? '', said.at(-1) ?? ''],
  );
  return rows[0]?.held === true;
}
