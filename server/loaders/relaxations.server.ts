import type { ServerLoaderArgs } from './loader-args.server';
import { parseListingQuery, RADIUS_CHOICES_MILES, type ListingQuery } from '#schema/listing-query';
import {
  chipPlaceName,
  milesText,
  type PlaceResolution,
  type ResolvedPlace,
  type UnknownPlace,
} from '#schema/place';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import { halfTypedUnit, postcodeLabel } from '#server/areas/postcode-text';
import { filterChips, searchWithout, type FilterChip } from '#schema/listing-chips';
import type { ReadingOffer, Relaxation } from '#shared/payloads/directory-data';
import { hrefWith } from '#shared/links/href-with';
import { lotCounts } from './lot-counts.server';
import { placeWordsOverPlace, wordsOverEmptyPlace } from './words-over-empty-place.server';
import { readSearchAsFilters, searchMeant, type SearchReading } from './search-reading.server';
import { COUNTED, isFillerWord } from '#schema/search-words';
import { termUnits, withoutUnit } from '#schema/auction-terms';
import { streetSaid } from '#schema/lot-search-text';
import { bedroomsLabel } from '#schema/said-bedrooms';
import { CLOSING_LABELS, type SaidWhen } from '#schema/said-when';
import { houseNames } from './house-options.server';
import { oneTypoAway } from '#schema/one-typo-away';
import { houseOwnWords, typedNameWords } from './house-in-words.server';

const ALL_STATUSES = 'lot_status:all';
/** Free text of more words than this is not tried word by word. */
const MAX_WORDS_TRIED = 6;
/** Most counts one empty page asks for (one statement: see mergedCountStatement). */
const MAX_TRIES = 20;
const SHOWN = 3;

interface Try {
  action: string;
  search: string;
  /** The place the try's search resolves to, when it differs from the page's (a wider circle). */
  place?: ResolvedPlace;
  /** Offered before the others whatever its count: a wider circle is the nearest thing to the search. */
  first?: boolean;
  /** The words read as filters (readingTry): when one finds lots, the fallbacks are not offered. */
  reading?: boolean;
  /**
   * Made from the reading, not from what the buyer typed or set (the filters alone, and the
   * fallbacks: those that are not a reading): not offered when another offer leads to the same
   * page, which says better what changes ("Leave out “xylophone”" rather than "Search Leeds").
   */
  derived?: boolean;
  /** Made from the page without its words (textFallbacks): offered only when that page is empty too. */
  withoutText?: boolean;
  /** The reading in another place the words name ("… or bradford"): offered after the nearest. */
  also?: boolean;
  /** Keeps every filter, one of them wider ("2+ bedrooms" for two): offered after those. */
  widens?: boolean;
  /** A wider area than the nearest offer (LS6 beyond LS6 8): shown only when it finds more lots. */
  outward?: boolean;
}

/** The page's query string with `changes` applied, without `page` (the results change). */
const searchWith = (search: string, changes: Record<string, string | null>) =>
  hrefWith({ pathname: '', search }, { ...changes, page: null });

/** A query string without its empty parameters (`?radius=&location=x` → `?location=x`). */
function withoutEmptyParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([, value]) => value !== '');
  if (kept.length === [...params].length) return search;
  const qs = new URLSearchParams(kept).toString();
  return qs ? `?${qs}` : '';
}

/** Whether two query strings say the same, whatever the order of their parameters. */
const sameSearch = (a: string, b: string) => searchKey(a) === searchKey(b);
const searchKey = (search: string) =>
  [...new URLSearchParams(search)]
    .filter(([, value]) => value !== '')
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');

/** Each filter taken away alone; the default status filter becomes "every status". */
function withoutEachFilter(search: string, chips: FilterChip[]): Try[] {
  const tries = chips.map((chip) => ({
    // The free-text chip is quoted already (“garden”); the others are names (Flats, Leeds).
    action: `Remove ${chip.id === 'search' ? chip.label : `“${chip.label}”`}`,
    search: searchWithout(search, chip),
  }));
  if (!chips.some((c) => c.id === 'lot_status')) {
    const all = { id: ALL_STATUSES, label: '', params: ['lot_status'] };
    tries.push({ action: 'Include past auctions', search: searchWithout(search, all, 'all') });
  }
  return [
    ...moreBedrooms(search, chips),
    ...laterClosings(search),
    ...shareOfFreehold(search),
    ...tries,
  ];
}

/**
 * Freehold without a share of freehold widened to both: a flat is seldom sold freehold, and a
 * buyer's "freehold flat" is most often a flat with a share of the freehold. It was 0 lots,
 * offering only to remove the flats or the freehold.
 */
function shareOfFreehold(search: string): Try[] {
  const { tenure } = parseListingQuery(new URLSearchParams(search));
  if (!tenure.includes('Freehold') || tenure.includes('Share of freehold')) return [];
  const params = new URLSearchParams(search);
  params.append('tenure', 'Share of freehold');
  params.delete('page');
  return [
    { action: 'Widen to “Freehold or share of freehold”', search: `?${params}`, widens: true },
  ];
}

/** The closing days that hold each said time's: a buyer of "tomorrow" may well bid this week. */
const WIDER_CLOSINGS: Partial<Record<SaidWhen, SaidWhen[]>> = {
  today: ['this_week', 'this_month'],
  tomorrow: ['this_week', 'this_month'],
  this_weekend: ['this_week', 'this_month'],
  this_week: ['this_month'],
};

/**
 * Closing days said that hold no lot, widened to the days around them: "closing tomorrow" with
 * nothing closing tomorrow offered only "Remove", where 73 lots closed this week.
 */
function laterClosings(search: string): Try[] {
  const { closing } = parseListingQuery(new URLSearchParams(search));
  return (closing ? (WIDER_CLOSINGS[closing] ?? []) : []).map((wider) => ({
    action: `Widen to “${CLOSING_LABELS[wider]}”`,
    search: searchWith(search, { closing: wider }),
    widens: true,
  }));
}

/**
 * A most bedrooms beside a fewest ("2 bed": exactly two) widened to the fewest alone ("2+
 * bedrooms"), the nearest thing to it: a buyer of two bedrooms may well take three.
 */
function moreBedrooms(search: string, chips: FilterChip[]): Try[] {
  const chip = chips.find((c) => c.id === 'bedrooms');
  const { bedrooms } = parseListingQuery(new URLSearchParams(search));
  if (!chip || bedrooms === undefined || !new URLSearchParams(search).has('bedrooms_max'))
    return [];
  const widened = searchWithout(search, { ...chip, params: ['bedrooms_max'] });
  return [
    { action: `Widen to “${bedroomsLabel(bedrooms, undefined)}”`, search: widened, widens: true },
  ];
}

/** A place search with nothing in it: the same place in wider circles (the smallest that finds lots is kept). */
function widerCircles(search: string, q: ListingQuery, place: ResolvedPlace | null): Try[] {
  if (!place?.centre || !q.location) return [];
  const current = place.radiusMiles ?? 0;
  return RADIUS_CHOICES_MILES.filter((r) => r > current).map((radius) => ({
    action: `Search within ${milesText(radius)} of ${chipPlaceName(place)}`,
    search: searchWith(search, { radius: String(radius) }),
    place: { ...place, radiusMiles: radius },
    first: true,
  }));
}

/**
 * The smallest wider circle of a place search that holds lots, counted ("Search within 5 miles of
 * Sale: 3 lots"), or null: beside the words of a place that holds none (`wordsOverEmptyPlace`).
 */
export async function nearestWiderCircle(
  args: ServerLoaderArgs,
  search: string,
  place: ResolvedPlace,
): Promise<Relaxation | null> {
  const tries = widerCircles(search, parseListingQuery(new URLSearchParams(search)), place);
  const counts = tries.length ? await countTries(args, tries, place) : [];
  const at = counts.findIndex((n) => n > 0);
  return at < 0
    ? null
    : { action: tries[at]!.action, search: tries[at]!.search, count: counts[at]! };
}

/**
 * A real postcode we hold nothing in yet ("E15"): the same search in its postcode area, which the
 * page names beside it ("Try the E (London) postcode area"), counted and offered first
 * (the nearest thing to it: there is no centre to draw a wider circle around). "LS61" is also
 * offered as LS6 1, typed without its space. A neighbourhood we hold none of the districts of
 * ("balham", SW12) the same: its postcode area first. A place name misspelt ("leds") offers the
 * place it most likely means, counted, after the words searched as typed: the page's "Did you
 * mean Leeds?" gave no count, and the offers only "Remove “leds”".
 */
async function suggestedPlaceTries(
  args: ServerLoaderArgs,
  search: string,
  unknown: UnknownPlace | null,
): Promise<Try[]> {
  const misspelt = !unknown?.postcode && !unknown?.searchedAs;
  // A postcode half typed has its own offers (halfTypedPostcodeTries).
  if (!unknown || (misspelt && unknown.halfPostcode)) return [];
  const suggestions = misspelt ? unknown.suggestions.slice(0, 1) : unknown.suggestions;
  const tries = await Promise.all(
    suggestions.map(async (suggestion): Promise<Try | null> => {
      const found = await resolveLotPlace(args.scope.db, suggestion.value);
      if (!found.found) return null;
      const to = searchWith(search, { location: suggestion.value, radius: null });
      const others = filterChips(parseListingQuery(new URLSearchParams(to)), {})
        .filter((c) => c.id !== 'location')
        .map((c) => c.label);
      return {
        action: searchAction([suggestion.label, ...others]),
        search: to,
        place: found.place,
        ...(misspelt ? { also: true } : { first: true }),
      };
    }),
  );
  return tries.filter((t) => t !== null);
}

/**
 * "LS6 8E" in either box: no postcode is written so, and it offered only to remove it. Its sector
 * (LS6 8), the nearest search a postcode begun so can run, offered first; then its district (LS6),
 * where it holds more lots (it was offered as "Leave out “8e”", the words left read as LS6).
 */
async function halfTypedPostcodeTries(
  args: ServerLoaderArgs,
  search: string,
  q: ListingQuery,
  unknownPlaceText: string | null,
): Promise<Try[]> {
  const inSearchBox = q.search ? halfTypedUnit(q.search) : null;
  const half = inSearchBox ?? (unknownPlaceText ? halfTypedUnit(unknownPlaceText) : null);
  if (!half) return [];
  const sector = postcodeLabel(half.sector);
  const district = postcodeLabel(half.sector.split('/')[0]!);
  const [inSector, inDistrict] = await Promise.all(
    [sector, district].map((p) => resolveLotPlace(args.scope.db, p)),
  );
  const areaTry = (label: string, found: PlaceResolution | undefined): Try | null =>
    found?.found
      ? {
          action: `Search ${label}`,
          search: searchWith(search, {
            location: label,
            radius: null,
            ...(inSearchBox ? { search: null } : {}),
          }),
          place: found.place,
        }
      : null;
  const nearest = areaTry(sector, inSector);
  const wider = areaTry(district, inDistrict);
  return [
    ...(nearest ? [{ ...nearest, first: true }] : []),
    ...(wider ? [{ ...wider, ...(nearest ? { outward: true } : { first: true }) }] : []),
  ];
}

/**
 * Words read with a neighbourhood we hold none of the districts of ("high street wimbledon"): the
 * reading finds nothing there, so its postcode area stands in, with the words and without, as the
 * Location box's offers do (it offered only "Leave out “wimbledon”": lots anywhere).
 */
async function readingInUnheldPart(
  args: ServerLoaderArgs,
  reading: SearchReading | null,
): Promise<Try[]> {
  const location = reading && !reading.place && new URLSearchParams(reading.search).get('location');
  if (!reading || !location) return [];
  const found = await resolveLotPlace(args.scope.db, location);
  if (found.found || !found.unknown.searchedAs) return [];
  const only = filtersOnly(reading);
  const [withWords, without] = await Promise.all([
    suggestedPlaceTries(args, reading.search, found.unknown),
    only.search === reading.search ? [] : suggestedPlaceTries(args, only.search, found.unknown),
  ]);
  return [...withWords, ...without];
}

/** Free text read as filters ("2 bed flat leeds"): offered first, as the nearest thing meant. */
const readingTry = (r: SearchReading): Try => ({
  action: searchAction(r.labels),
  search: r.search,
  ...(r.place ? { place: r.place } : {}),
  first: true,
  reading: true,
});

/**
 * Location-box text that names no place ("flat with garden leeds", "cottage"): the same words as
 * a free-text search, read as the filters they name where they name any ("Search Leeds, Flats
 * and maisonettes, “garden”", else without the words no lot holds: "Search Leeds, Flats and
 * maisonettes"), else as words to find in the lots. The first of these that finds lots is offered.
 */
async function locationAsWords(
  args: ServerLoaderArgs,
  search: string,
  text: string,
): Promise<Try[]> {
  const asText = searchWith(search, { location: null, radius: null, search: text });
  const q = parseListingQuery(new URLSearchParams(asText));
  const reading = await readSearchAsFilters(args.scope.db, q, asText);
  return [
    ...readingTries(reading),
    { action: `Search lot descriptions for “${text}”`, search: asText, first: true },
  ];
}

/**
 * A reading of the words as filters, then the same without the words it left as text: when no
 * "3 bed house in Bristol" holds "garden", the 3 bed houses in Bristol are the nearest thing.
 */
function readingTries(reading: SearchReading | null): Try[] {
  if (!reading) return [];
  // "flats in leeds or bradford": Bradford's flats too, after Leeds'.
  const also = (reading.alternatives ?? []).map((r): Try => ({
    ...readingTry(r),
    first: false,
    also: true,
  }));
  const only = filtersOnly(reading);
  if (only.search === reading.search) return [readingTry(reading), ...also];
  // "union street leeds": a street is in one place, and a Union Street 50 miles off is another
  // street (wider circles offered Hull's). What is near is the place, and the street wherever it is.
  if (reading.place && streetSaid(new URLSearchParams(reading.search).get('search') ?? '')) {
    const anywhere = searchWith(reading.search, { location: null, radius: null });
    return [
      readingTry(reading),
      ...also,
      { ...readingTry(only), first: false },
      { action: searchNamed(anywhere, null), search: anywhere, reading: true },
    ];
  }
  return [
    readingTry(reading),
    ...also,
    ...widerReadings(reading),
    { ...readingTry(only), derived: true },
  ];
}

/**
 * "cottage leeds": the words in wider circles of the place ("Search within 25 mi of Leeds,
 * “cottage”"), as the page of that place and those words offers, before the place without the
 * words. A circle that keeps the words is a reading: when one finds lots, those without are not
 * offered.
 */
function widerReadings(reading: SearchReading): Try[] {
  const q = parseListingQuery(new URLSearchParams(reading.search));
  return widerCircles(reading.search, q, reading.place).map((t) => ({
    ...t,
    action: searchNamed(t.search, t.place ?? null),
    reading: true,
    derived: true,
  }));
}

/** "Search York, Flats and maisonettes": a try named by the filters it leads to. */
function searchNamed(search: string, place: ResolvedPlace | null, house?: string): string {
  const chips = filterChips(parseListingQuery(new URLSearchParams(search)), {
    place: place ? chipPlaceName(place) : undefined,
    house,
  });
  // The filters first, the words last: "Search within 25 mi of Leeds, “cottage”".
  const labels = [
    ...chips.filter((c) => c.id !== 'search'),
    ...chips.filter((c) => c.id === 'search'),
  ].map((c) => c.label);
  return searchAction(labels);
}

/** "Search within 10 mi of Leeds, Flats": a try named by the chips of where it leads. */
function searchAction(labels: readonly string[]): string {
  const said = labels.join(', ').replace(/^Within /, 'within ');
  return said ? `Search ${said}` : 'Search every lot';
}

/**
 * When the filters the words were read as find nothing either ("2 bed flat with balcony in york": no
 * 2 bed flat in York), what the same filters' empty page would offer: the place in wider circles,
 * and each filter left out. Each is named by where it leads ("Search within 25 mi of York, Flats
 * and maisonettes, 2 bedrooms"), since the buyer set none of them.
 */
function readingFallbacks(reading: SearchReading | null): Try[] {
  if (!reading) return [];
  const only = filtersOnly(reading);
  return filterFallbacks(only.search, only.place);
}

/**
 * A page of filters and words where the words match nothing, nor the filters alone ("balcony" in
 * York's 2 bed flats, where "2 bed flat with balcony in york" leads): what the filters' own empty
 * page would offer, without the words.
 */
function textFallbacks(
  bare: string | null,
  chips: FilterChip[],
  place: ResolvedPlace | null,
): Try[] {
  if (bare === null || chips.length < 2) return [];
  return filterFallbacks(bare, place).map((t) => ({
    ...t,
    withoutText: true,
  }));
}

/** The wider circles and each filter left out of a search of filters only, named by where they lead. */
function filterFallbacks(search: string, place: ResolvedPlace | null): Try[] {
  const q = parseListingQuery(new URLSearchParams(search));
  const chips = filterChips(q, { place: place ? chipPlaceName(place) : undefined });
  return [
    ...widerCircles(search, q, place),
    // Past auctions are offered for what the buyer set, not for what their words were read as.
    ...withoutEachFilter(search, chips).filter(
      (t) => t.search !== '' && !new URLSearchParams(t.search).has('lot_status'),
    ),
  ].map((t) => {
    // The place is counted (and named) wherever the try keeps its location.
    const kept = new URLSearchParams(t.search).has('location') ? (t.place ?? place) : null;
    return {
      ...t,
      ...(kept ? { place: kept } : {}),
      action: searchNamed(t.search, kept),
      derived: true,
    };
  });
}

/** A reading without the words it left as text (their chip is the quoted one, last). */
function filtersOnly(reading: SearchReading): SearchReading {
  const params = new URLSearchParams(reading.search);
  if (!params.has('search')) return reading;
  params.delete('search');
  const qs = params.toString();
  return {
    ...reading,
    search: qs ? `?${qs}` : '',
    labels: reading.labels.filter((l) => !l.startsWith('“')),
  };
}

/**
 * Free text of a few words that together match nothing: each word left out in turn. Words that
 * say nothing ("with", "in", "property") are not: leaving out "with" turned "house with land"
 * into a house or land.
 */
function withoutEachWord(search: string, q: ListingQuery): Try[] {
  const words = (q.search ?? '').split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > MAX_WORDS_TRIED) return [];
  // A street is left out whole: "Leave out “union”" searched "street leeds".
  const street = streetSaid(q.search ?? '')?.toLowerCase() ?? null;
  const split = street ? ` ${words.join(' ').toLowerCase()} `.split(` ${street} `) : [];
  const parts = split.length > 1 ? split : null;
  // So is a term ("ground rent": "Leave out “rent”" found every ground floor flat).
  const units = parts
    ? [street!, ...termUnits(parts.join(' ').split(/\s+/).filter(Boolean))]
    : termUnits(words);
  // Nor what a number counts ("under 100 sqm" less "sqm" was a budget of £100,000).
  const counted = (unit: string) =>
    COUNTED.test(unit) && words.some((w, k) => w === unit && /^£?\d/.test(words[k - 1] ?? ''));
  const distinct = [...new Set(units)].filter((w) => !isFillerWord(w) && !counted(w));
  // One unit ("ground rent") left out is the page without its words: "Remove" says that.
  if (units.length < 2) return [];
  return distinct.map((unit) => {
    const left =
      unit === street
        ? parts!.join(' ').replace(/\s+/g, ' ').trim()
        : withoutUnit(words, unit).join(' ');
    // Words left that say nothing ("sdl auctions" less "sdl") are the page without its words:
    // the same page as "Remove …", offered once.
    const saysSomething = left.split(' ').some((w) => w && !isFillerWord(w));
    return {
      action: `Leave out “${unit}”`,
      search: searchWith(search, { search: saysSomething ? left : null }),
    };
  });
}

/**
 * The auction houses whose own name begins with the one word searched ("harland", "wessex",
 * "severn"): their lots. The reading takes a house by its first word only with "auctions" after
 * it, as the word may be a place's or a street's; alone, "harland" offered only "Remove", "wessex"
 * only Essex and "severn" a circle round Nevern. Offered beside the nearest.
 */
async function housesNamedTries(
  args: ServerLoaderArgs,
  search: string,
  q: ListingQuery,
): Promise<Try[]> {
  if (q.auction_house !== undefined) return [];
  // The words that may name a house ("air and calder" is "air calder" beside Aire & Calder's).
  const typed = typedNameWords(q.search ?? '');
  const all = await houseNames(args.scope.db);
  // The word alone: beside others it is most often an ordinary word ("black cottage", "granite
  // worktops", "peak house" offered Black Country, Granite Coast and Peak & Dale: a review).
  const [word] = typed;
  const named =
    typed.length === 1 && word!.length >= 4
      ? all.filter((house) => houseOwnWords(house.name)[0] === word)
      : [];
  const houses = named.length ? named : all.filter((house) => misspeltHouse(typed, house.name));
  return houses.slice(0, 2).map((house) => {
    const to = searchWith(search, { auction_house: String(house.id), search: null });
    return { action: searchNamed(to, null, house.name), search: to, also: true };
  });
}

/** Letters a lone misspelt word needs to be offered as a house ("thamside", "whitcomb"). */
const MIN_LONE_HOUSE_TYPO = 8;

/**
 * Whether the words are a house's own words (all of them, or the first ones), one or more of
 * them one typo out: "whitcomb", "whitcomb alard" (Whitcombe Allard), "thamside" (Thameside
 * Auction Rooms) found no lot and offered no house; or its one word spaced ("castle hill" for
 * Castlehill). Words under five letters must be exact, unless a word of five or more beside them
 * is ("air calder" for Aire & Calder): alone, a typo of a short word is too often another word.
 */
function misspeltHouse(typed: readonly string[], name: string): boolean {
  const own = houseOwnWords(name);
  if (!typed.length) return false;
  if (typed.length > 1 && own.length === 1) return typed.join('') === own[0];
  if (typed.length > own.length) return false;
  // One word alone is a house's only when it is long: "silent", "trend", "garland", "number" are
  // words of their own (they offered Solent, Trent Valley, Harland & Pryce, Humber Estuary).
  if (typed.length === 1 && typed[0]!.length < MIN_LONE_HOUSE_TYPO) return false;
  const anchored = typed.some((w, i) => w === own[i] && w.length >= 5);
  const close = (word: string, of: string) =>
    word === of ||
    ((word.length >= 5 || (anchored && word.length >= 3)) &&
      oneTypoAway(word).includes(of.toUpperCase()));
  return typed.every((w, i) => close(w, own[i]!)) && typed.some((w, i) => w !== own[i]);
}

/**
 * The page's words read as filters, unless the place they name is a word to find: "church
 * conversion" offered "Search within 5 mi of Church" (Lancashire), never what was meant.
 */
async function readingOfPlace(
  args: ServerLoaderArgs,
  q: ListingQuery,
  search: string,
): Promise<SearchReading | null> {
  const reading = await readSearchAsFilters(args.scope.db, q, search);
  const overPlace =
    reading?.place &&
    reading.placeWords &&
    (await placeWordsOverPlace(args, reading.placeWords, reading.search, reading.place));
  return overPlace ? null : reading;
}

/**
 * A try whose words now all mean filters ("Leave out “xylophone”" leaves "leeds") leads where the
 * results page would send it, so its count is what following it finds.
 */
async function asMeant(args: ServerLoaderArgs, t: Try): Promise<Try> {
  const params = new URLSearchParams(t.search);
  if (!params.get('search') || t.place) return t;
  const q = parseListingQuery(params);
  const { meant } = await searchMeant(args.scope.db, q, t.search, null);
  // Words that lead to another page ("auction houses …") stay a lot search here, as do the words
  // of a place that holds no lot ("church").
  if (meant === null || meant.path) return t;
  if (await wordsOverEmptyPlace(args, { q, place: null }, meant)) return t;
  return { ...t, search: meant.search, ...(meant.place ? { place: meant.place } : {}) };
}

/** How many lots each try finds (kept a while per filter; those not kept in one graph query). */
const countTries = (args: ServerLoaderArgs, tries: Try[], place: ResolvedPlace | null) =>
  lotCounts(
    args,
    tries.map((t) => ({
      query: parseListingQuery(new URLSearchParams(t.search)),
      place: t.place ?? place,
    })),
  );

/**
 * A free-text search that found lots, but whose words also name filters it did not apply (some
 * words were not understood, so it was searched as typed): "york road" matched York Roads
 * everywhere. The page offers the reading beside its results ("York, “road”: 1 lot") when it
 * finds any lots. Null when it finds none.
 */
export async function readingOffer(
  args: ServerLoaderArgs,
  reading: SearchReading,
  place: ResolvedPlace | null,
): Promise<ReadingOffer | null> {
  // "leeds or york": York's lots offered beside Leeds' (only Leeds was, beside the lots on York
  // Road in Leeds that the words found as text).
  const readings = [reading, ...(reading.alternatives ?? [])];
  const tries = await Promise.all(readings.map((r) => asMeant(args, readingTry(r))));
  const counts = await countTries(args, tries, place);
  const offers = readings
    .map((r, i) => ({ labels: r.labels, search: tries[i]!.search, count: counts[i]! }))
    .filter((o) => o.count > 0);
  const [first, ...also] = offers;
  return first ? { ...first, ...(also.length ? { also } : {}) } : null;
}

/**
 * For a search with no results: what would bring lots back, with how many. Free text read as
 * filters comes first ("Search Leeds, Flats and maisonettes, 2 bedrooms" for "2 bed flat leeds"),
 * or a place in the smallest wider circle that holds lots ("Search within 5 miles of M1"), then
 * an exact number of bedrooms widened to that many or more ("Widen to “2+ bedrooms”"); then the filters
 * taken away one at a time and the words of a free-text search left out one at a time, most lots
 * first (upcoming lots first: past results when the status filter is the default), and last the
 * one that leaves no filter at all. At most three, so the empty page can say what to change in
 * one click. The counts are kept a while per filter (lotCounts): the sort orders of one empty
 * search, and empty searches offering the same wider one, count once; those not kept go in one
 * graph query (the graph merges sibling counts into one statement).
 */
export async function relaxations(
  args: ServerLoaderArgs,
  q: ListingQuery,
  chips: FilterChip[],
  place: ResolvedPlace | null,
  /** What the Location box said when it names no place we hold: words, or a postcode of no lots. */
  unknownPlace: UnknownPlace | null = null,
): Promise<Relaxation[]> {
  // The home page's form sends its empty boxes (`radius=&property_type=`): offers leave them out.
  const search = withoutEmptyParams(args.url.search);
  // Location-box text that names no place (not a postcode): offered as words.
  const unknownPlaceText =
    unknownPlace && !unknownPlace.postcode && !unknownPlace.searchedAs ? unknownPlace.text : null;
  // The page without its free-text words, when it has some.
  const text = chips.find((c) => c.id === 'search');
  const bare = text ? searchWithout(search, text) : null;
  const [reading, asWords, inArea, halfTyped, houses] = await Promise.all([
    readingOfPlace(args, q, search),
    unknownPlaceText ? locationAsWords(args, search, unknownPlaceText) : [],
    suggestedPlaceTries(args, search, unknownPlace),
    halfTypedPostcodeTries(args, search, q, unknownPlaceText),
    housesNamedTries(args, search, q),
  ]);
  const readingInArea = await readingInUnheldPart(args, reading);
  const tries = await Promise.all(
    [
      ...halfTyped,
      ...houses,
      ...readingTries(reading),
      ...readingInArea,
      ...asWords,
      ...inArea,
      ...widerCircles(search, q, place),
      ...withoutEachFilter(search, chips),
      // Two places said ("leeds or bradford"): each is offered; leaving out a word of them is not.
      ...(reading?.alternatives?.length ? [] : withoutEachWord(search, q)),
      ...readingFallbacks(reading),
      ...textFallbacks(bare, chips, place),
    ]
      .slice(0, MAX_TRIES)
      .map((t) => asMeant(args, t)),
  );
  if (!tries.length) return [];
  const counts = await countTries(args, tries, place);
  const counted = tries.map((t, i) => ({ ...t, count: counts[i]! })).filter((r) => r.count > 0);
  const readingFound = counted.some((r) => r.reading);
  // "Remove “balcony”" found lots: the page without its words needs no fallbacks of its own.
  const bareFound = bare !== null && counted.some((r) => r.search === bare);
  const found = counted
    // The fallbacks (readingFallbacks) are for a reading that found nothing.
    .filter((r) => !(readingFound && r.derived && !r.reading))
    .filter((r) => !(bareFound && r.withoutText))
    .filter((r) => !r.derived || !counted.some((o) => !o.derived && o.search === r.search));
  const nearest = found.find((r) => r.first);
  // Taking every filter away is what "Clear filters" does already: offered last.
  const rest = found
    .filter((r) => !r.first && !r.also && !r.widens && !r.outward)
    .sort((a, b) => Number(a.search === '') - Number(b.search === '') || b.count - a.count);
  const outward = found.filter((r) => r.outward && r.count > (nearest?.count ?? 0));
  const next = [...outward, ...found.filter((r) => r.also), ...found.filter((r) => r.widens)];
  return (
    [...(nearest ? [nearest] : []), ...next, ...rest]
      // One offer per search, however its parameters are ordered.
      .filter((r, i, all) => all.findIndex((o) => sameSearch(o.search, r.search)) === i)
      .slice(0, SHOWN)
      .map(({ action, search: s, count }) => ({ action, search: s, count }))
  );
}
