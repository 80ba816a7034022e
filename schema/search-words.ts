import { isFlatNumberAt } from './flat-number';
import {
  HOUSE_WORDS,
  parseTypeChoice,
  choiceValue,
  PROPERTY_TYPE_FAMILIES,
  PROPERTY_TYPE_FAMILY_IDS,
} from './property-types';
import { levenshtein } from './edit-distance';
import { TENURES, type Tenure } from './lot-vocabulary';
import { CLOSING_WORDS, whenAt, type SaidWhen } from './said-when';
import { isYearWord, yearsAt, type SaidYears } from './said-years';
import { monthAt, type SaidMonth } from './said-months';
import { HOMES_NOT_HOUSES } from './homes-not-houses';
import { longestAt, phraseAt } from './phrase-at';
import type { AuctionMethod } from './auction-methods';
import { own } from './own';
import { poundsIn } from './money-text';
import type { StatusFilter } from './lot-status';
import { isButBeforeRefusal, NOT_LOT_TEXT, NOT_WORDS, saysAuctionToCome } from './lot-search-text';
import { bathroomsAt, bedroomsAt } from './said-bedrooms';
import { endsAsStreet } from './street-endings';
import { sumsOrLess, sumsOrMore, sumsSaidInWords } from './said-sums';

/**
 * What a buyer's free text says in the results page's own terms: "2 bed flat leeds" is two
 * bedrooms, flats and maisonettes, and "leeds" (a place, if the server finds one). Words it
 * does not read stay as they were typed, in order.
 */
export interface SearchWords {
  /** Fewest and most bedrooms: "2 bed" is both 2, "4+ beds" a fewest, "up to 2 bedrooms" a most. */
  bedrooms?: number | undefined;
  bedroomsMax?: number | undefined;
  /** Guide price bounds in pounds: "under 150k", "over £200,000", "100k-200k", "£90,000". */
  guidePriceMin?: number;
  guidePriceMax?: number;
  /** `property_type` values (a family id such as `flats`, or an exact type such as `Bungalow`). */
  propertyTypes: string[];
  /** Tenures said ("freehold", "leasehold", "share of freehold"). */
  tenures: Tenure[];
  /**
   * Types and tenures said after "not", "no", "without" ("houses not flats", "no leasehold"):
   * those the buyer does not want. They were read as the filter itself: "not leasehold" was
   * every leasehold lot.
   */
  notPropertyTypes?: string[];
  notTenures?: Tenure[];
  /** The order said ("cheapest", "most expensive", "newest", "ending soon"), in each search's terms. */
  order?: SaidOrder;
  /** How the lots are sold ("online auctions", "modern method of auction"). */
  methods: AuctionMethod[];
  /** When the lots should close ("today", "this week", "next month"). */
  when?: SaidWhen;
  /** Which results ("sold", "unsold", "past auctions", "withdrawn"), in the lot search's terms. */
  status?: SaidStatus;
  /** The years said ("2024", "since 2020", "2019-2021"): when lots were auctioned, or homes sold. */
  years?: SaidYears;
  /** The month said ("december", "in january 2027"): when lots are auctioned, or homes sold. */
  month?: SaidMonth;
  /** The words left, as typed: a place name, or text to match. */
  rest: string[];
  /**
   * Where in `rest` the words after the last "in" begin ("garden flat in leeds" → 1): a place
   * named by exactly those words is where the buyer means, not one more word to match.
   */
  afterIn?: number;
  /**
   * Where in `rest` the words after the last "with" begin ("3 bed houses in leeds with garden" →
   * 1): what the lot has, said after the place, not part of its name.
   */
  afterWith?: number;
  /** A circle said around the place ("within 10 miles of leeds", "5 miles from york"), in miles. */
  radiusMiles?: number;
  /**
   * Where in `rest` the words after the last "near" begin ("houses near bath" → 1): a town named
   * there is asked for with the country around it.
   */
  afterNear?: number;
  /**
   * "near me", "nearby": where the buyer is, which words cannot say (the "Near me" button beside
   * the Location field can). Read so that it is no text to match: "near" found every lot "near the
   * station".
   */
  nearMe?: true;
}

/**
 * `yearToo`: a bare year-like number ("2000") is money here, because a price word or another sum
 * says so ("under 2000", "2000 to 5000"); alone it is a year ("flats in manchester 2025"). A bare
 * number under 1,000 is never money ("Flat 4", "17 Nelson Lane").
 */
function readMoney(word: string, yearToo = false): number | undefined {
  if (!yearToo && isYearWord(word)) return undefined;
  const pounds = poundsIn(word);
  return pounds !== undefined && pounds >= 1_000 ? pounds : undefined;
}

/** A bare number alone this large or more is a budget ("150000"); a smaller one is no price. */
const BARE_SUM_MIN = 10_000;

/**
 * A sum said alone, with no bound word: money when written as money ("£1,849", "150k",
 * "150,000") or a bare number large enough to be a budget. "1849" and "lot 1849" are a lot's
 * number or a word of its address, not "Guide up to £1,849" (0 lots).
 */
function sumAlone(words: string[], i: number): number | undefined {
  const word = words[i]!;
  const before = words[i - 1]?.toLowerCase() ?? '';
  if (before === 'lot') return undefined;
  const pounds = readMoney(word);
  // "guide price 5000", "budget 8000": said to be money.
  if (MONEY_WORDS.has(before)) return pounds;
  return pounds !== undefined && /^\d+$/.test(word) && pounds < BARE_SUM_MIN ? undefined : pounds;
}

/** Words right before a bare number that say it is money. */
const MONEY_WORDS: ReadonlySet<string> = new Set(['price', 'guide', 'budget', 'gbp']);

/** Words after a number that say what it counts, so that it is no sum ("under 20 miles"). */
export const COUNTED =
  /^(?:pcm|pw|pa|per|p\/w|percent|pct|miles?|mi|km|beds?|bedrooms?|bdrms?|baths?|bathrooms?|years?|yrs?|months?|weeks?|days?|mins?|minutes?|acres?|hectares?|ha|sq|sqm|sqft|ft|feet|m2|m²|metres?|meters?|rooms?|storeys?|floors?|units?|flats?|houses?|lots?|%)$/i;

/**
 * "under 80", "max 250" (the bound's words at `at`, `size` of them, then the number): a budget
 * said in thousands, as buyers say it (no lot has a guide under £1,000). It matched "80" in "about
 * 80 years unexpired" and "let at £26,100 a year": a £160,000 flat for "2 bed under 80". A number
 * counting something ("under 20 miles", "under 500 pcm") or a lease's years is no sum.
 */
function budgetInThousands(words: readonly string[], at: number, size: number): number | undefined {
  const key = words
    .slice(at, at + size)
    .join(' ')
    .toLowerCase();
  const said = /^£?(\d{2,3})$/.exec(words[at + size] ?? '');
  if (!said || !BUDGET_WORDS.has(key) || COUNTED.test(words[at + size + 1] ?? '')) return undefined;
  // "short lease under 80": years left of a lease.
  return /^leases?$/i.test(words[at - 1] ?? '') ? undefined : Number(said[1]) * 1_000;
}

/** Words before a sum that make it an upper or a lower bound ("under 150k", "over £200,000"). */
const UPPER = new Set([
  'under',
  'below',
  'sub',
  'max',
  'maximum',
  'upto',
  'less than',
  'lower than',
  'cheaper than',
  'up to',
  'to',
]);
/**
 * Words before a small number that make it a budget in thousands ("under 80" is £80,000): the
 * upper bounds but "to" ("1 to 100") and "lower than".
 */
const BUDGET_WORDS: ReadonlySet<string> = new Set(
  [...UPPER].filter((w) => w !== 'to' && w !== 'lower than'),
);
const LOWER = new Set([
  'over',
  'above',
  'min',
  'minimum',
  'from',
  'more than',
  'higher than',
  'at least',
  // As agents write a guide: "offers over 250k", "offers in excess of £200,000", "OIEO 150k".
  'offers over',
  'offers above',
  'offers from',
  'in excess of',
  'offers in excess of',
  'oieo',
  'oeo',
]);

/**
 * A price range in one word or three: "100k-200k", "£100,000 - £200,000", "100k to 200k",
 * "2000-5000" (a garage's guide), after "between" also "between 100k and 200k". Two years are no
 * range of prices ("2019-2021").
 */
function priceRange(words: string[], i: number): { min: number; max: number; used: number } | null {
  if (words[i]?.toLowerCase() === 'between') {
    const after = sumsApart(words, i + 1, ['-', '–', 'to', 'and']) ?? sumsJoined(words[i + 1]);
    return after ? { ...after, used: after.used + 1 } : null;
  }
  return sumsJoined(words[i]) ?? sumsApart(words, i, ['-', '–', 'to']);
}

/** Two sums, not two years: a range of prices. */
function twoSums(a: string, b: string): { min: number; max: number } | null {
  if (isYearWord(a) && isYearWord(b)) return null;
  // "50-100k", "1-1.5m": the first sum is in the second's thousands or millions; "500-1m" in
  // thousands (the first no more than the second).
  const scale = /\d([km])$/i.exec(b)?.[1];
  const max = readMoney(b, true);
  const first =
    scale && /^£?\d+(?:\.\d+)?$/.test(a)
      ? ([`${a}${scale}`, `${a}k`].find((s) => (readMoney(s, true) ?? Infinity) <= (max ?? 0)) ??
        `${a}${scale}`)
      : a;
  const min = readMoney(first, true);
  return min !== undefined && max !== undefined ? { min, max } : null;
}

/** "100k-200k": a range in one word. */
function sumsJoined(word: string | undefined): { min: number; max: number; used: number } | null {
  const one = word === undefined ? null : /^(.+?)[-–](.+)$/.exec(word);
  const joined = one ? twoSums(one[1]!, one[2]!) : null;
  return joined ? { ...joined, used: 1 } : null;
}

/** "100k to 200k": two sums with one of `joins` between them. */
function sumsApart(
  words: string[],
  i: number,
  joins: readonly string[],
): { min: number; max: number; used: number } | null {
  const [a, sep, b] = [words[i], words[i + 1]?.toLowerCase(), words[i + 2]];
  const apart = a && b && sep !== undefined && joins.includes(sep) ? twoSums(a, b) : null;
  return apart ? { ...apart, used: 3 } : null;
}

/** Words for a type the URL values do not spell ("semi", "terrace", "plot", "shop"). */
const TYPE_WORDS: Record<string, string> = {
  flat: 'flats',
  apartment: 'flats',
  // "maisonettes" is the maisonettes, as "maisonette" is: it was every flat as well.
  maisonettes: 'Maisonette',
  'flats and maisonettes': 'flats',
  'flats or maisonettes': 'flats',
  // "semis in leeds", "terraces in york": as buyers say them, not words to match.
  ...HOUSE_WORDS,
  'semi detached': 'Semi-detached house',
  detached: 'Detached house',
  terraced: 'Terraced house',
  bungalow: 'bungalows',
  // A detached bungalow is a bungalow: not every detached house as well.
  'detached bungalow': 'bungalows',
  'detached bungalows': 'bungalows',
  'semi detached bungalow': 'bungalows',
  'semi detached bungalows': 'bungalows',
  'semi bungalow': 'bungalows',
  'semi bungalows': 'bungalows',
  plot: 'land',
  plots: 'land',
  site: 'land',
  // "development land", "development opportunity", "building plot": land and development sites,
  // not lots whose text holds "development" (two did, of dozens; decision 129). "development
  // site" is still the exact type.
  development: 'land',
  developments: 'land',
  'development land': 'land',
  'development opportunity': 'land',
  'development opportunities': 'land',
  'development plot': 'land',
  'development plots': 'land',
  'building plot': 'land',
  'building plots': 'land',
  'building land': 'land',
  'plot of land': 'land',
  'plots of land': 'land',
  shop: 'commercial',
  shops: 'commercial',
  // "commercial units": the type, not lots whose text says "units". A retail or industrial unit
  // is left to the words, which find exactly those.
  'commercial unit': 'commercial',
  'commercial units': 'commercial',
  office: 'commercial',
  offices: 'commercial',
  garage: 'garages',
  parking: 'garages',
  // "parking space" was "parking" and "space" to match: 0 lots, where "parking" alone is the type.
  'parking space': 'garages',
  'parking spaces': 'garages',
  'car parking space': 'garages',
  'car parking spaces': 'garages',
  'lock up': 'garages',
  'lock ups': 'garages',
  'lock up garage': 'garages',
  'lock up garages': 'garages',
  'mixed use': 'mixed-use',
  // What catalogues title a mixed-use lot ("Shop with two-bedroom flat above"): as words, "shop"
  // and "flat" found any flat near the shops.
  ...shopWithHome(),
};

/** "shop with flat above", "flat over shop", "shop and maisonette": a shop with a home above it. */
function shopWithHome(): Record<string, string> {
  const homes = ['flat', 'flats', 'maisonette', 'accommodation', 'living accommodation'];
  const shops = ['shop', 'shops', 'retail unit', 'commercial unit'];
  return Object.fromEntries(
    shops.flatMap((shop) =>
      homes.flatMap((home) => [
        ...['with', 'and', '&'].flatMap((join) =>
          ['', ' above', ' over'].map((at) => [`${shop} ${join} ${home}${at}`, 'mixed-use']),
        ),
        ...['above', 'over'].map((at) => [`${home} ${at} ${shop}`, 'mixed-use']),
      ]),
    ),
  );
}

/** Tenures by their words in any case, "share of freehold" as one. */
const TENURE_WORDS: Record<string, Tenure> = Object.fromEntries(
  TENURES.map((t) => [t.toLowerCase(), t]),
);

/** The long words of the tenures: "freehold", "leasehold", "heritable". */
const TENURE_WORD_SPELLINGS = [
  ...new Set(TENURES.flatMap((t) => t.toLowerCase().split(' ')).filter((w) => w.length >= 7)),
];

/**
 * A tenure's word typed with one slip ("freehod", "leashold", "freehol"), as that word; other
 * words as they are. Tenures are long words no other search word is one letter from.
 */
function mendedTenureWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 6 || TENURE_WORD_SPELLINGS.includes(lower)) return word;
  return (
    TENURE_WORD_SPELLINGS.find((w) => w[0] === lower[0] && levenshtein(lower, w, 1) <= 1) ?? word
  );
}

/**
 * An order a buyer says in words: lowest or highest price first, the most recent first (newly
 * listed lots, the latest sales), or the soonest to close. Each search maps it to its own orders.
 */
export type SaidOrder = 'price_asc' | 'price_desc' | 'recent' | 'closing';

/** Phrases of one to three words that say an order ("cheapest", "most expensive", "ending soon"). */
const ORDER_WORDS: Record<string, SaidOrder> = {
  cheapest: 'price_asc',
  cheap: 'price_asc',
  'lowest price': 'price_asc',
  'lowest priced': 'price_asc',
  'least expensive': 'price_asc',
  'low to high': 'price_asc',
  'price low to high': 'price_asc',
  'most expensive': 'price_desc',
  priciest: 'price_desc',
  dearest: 'price_desc',
  'highest price': 'price_desc',
  'highest priced': 'price_desc',
  'high to low': 'price_desc',
  'price high to low': 'price_desc',
  newest: 'recent',
  latest: 'recent',
  'most recent': 'recent',
  'newly listed': 'recent',
  'just listed': 'recent',
  'recently listed': 'recent',
  'new listings': 'recent',
  'recently added': 'recent',
  'newly added': 'recent',
  'just added': 'recent',
  'new lots': 'recent',
  // An auction house's word for the lots it has just been asked to sell.
  'new instructions': 'recent',
  'ending soon': 'closing',
  'ending soonest': 'closing',
  'closing soon': 'closing',
  'closing soonest': 'closing',
  soonest: 'closing',
};

/** Where the buyer is, said in words: no words to match (see `SearchWords.nearMe`). */
const NEAR_ME_WORDS: Record<string, true> = {
  'near me': true,
  nearby: true,
  'close to me': true,
  'close by': true,
  'around me': true,
  'in my area': true,
  'my area': true,
};

/** The words without those that say where the buyer is ("auction houses near me": "auction houses"). */
function withoutNearMe(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < words.length;) {
    const said = phraseAt(NEAR_ME_WORDS, 3, words, i);
    if (said) i += said.used;
    else kept.push(words[i++]!);
  }
  return kept;
}

/** What buyers call an auction house, which names no one of them. */
const HOUSE_WORD = /^(?:auction(?:eer)?s?|houses?|property|properties|estate|agents?)$/i;

/**
 * The words of a search of the auction houses that can tell one from another: "auction houses
 * near me", "auctioneers in leeds", "property auctions" asked for houses whose names held "near"
 * and "me", or "in" and "leeds" (none), and found none or the wrong ones. What says only "an
 * auction house", where the buyer is, and words that say nothing are left out: an empty rest is
 * every house, "leeds" the houses with lots there.
 */
export function auctionHouseSearchWords(text: string): string {
  return withoutNearMe(text.split(/\s+/).filter(Boolean))
    .filter((w) => !HOUSE_WORD.test(w) && !isFillerWord(w))
    .join(' ');
}

/**
 * How lots are sold, as buyers say it. "Modern" and "traditional" alone describe a house as
 * often as a sale ("modern flat"), so they are read only with "auction" or "method".
 */
const METHOD_WORDS: Record<string, AuctionMethod> = {
  online: 'Online',
  'online auction': 'Online',
  'online auctions': 'Online',
  // "online sale manchester" went to the online lots of Sale, Greater Manchester.
  'online sale': 'Online',
  'online sales': 'Online',
  'internet auction': 'Online',
  timed: 'Timed',
  'timed auction': 'Timed',
  'timed auctions': 'Timed',
  'timed sale': 'Timed',
  'timed sales': 'Timed',
  'modern method': 'Modern',
  'modern method of auction': 'Modern',
  'modern method of auctions': 'Modern',
  'modern auction': 'Modern',
  'modern auctions': 'Modern',
  mmoa: 'Modern',
  'traditional auction': 'Traditional',
  'traditional auctions': 'Traditional',
  'live auction': 'Traditional',
  'room auction': 'Traditional',
  'live sale': 'Traditional',
  'room sale': 'Traditional',
  'in-room auction': 'Traditional',
  unconditional: 'Unconditional',
  'unconditional auction': 'Unconditional',
  'unconditional auctions': 'Unconditional',
  'unconditional sale': 'Unconditional',
  'unconditional sales': 'Unconditional',
};

/** A lot status said in words: what the lot search's status filter calls it. */
export type SaidStatus = Extract<
  StatusFilter,
  'sold' | 'unsold' | 'ended' | 'withdrawn' | 'postponed'
>;

/**
 * Results said in words ("sold houses in bristol", "unsold lots in leeds", "past auctions
 * manchester"). As text they matched catalogue phrases ("to be sold by auction", "sold with vacant
 * possession") in lots still for sale.
 */
const STATUS_WORDS: Record<string, SaidStatus> = {
  sold: 'sold',
  'sold lots': 'sold',
  unsold: 'unsold',
  'unsold lots': 'unsold',
  'not sold': 'unsold',
  'past auctions': 'ended',
  'past auction': 'ended',
  'past lots': 'ended',
  'previous auctions': 'ended',
  'auction results': 'ended',
  results: 'ended',
  withdrawn: 'withdrawn',
  postponed: 'postponed',
};

/** Words that say nothing about which lots ("2 bed flat for sale in leeds"). */
/** Words that end what a lot has, said after "with": "flats with parking or houses" is houses too. */
const JOINS_AFTER_WITH = new Set(['or', 'and', '&', 'in', 'near']);

/**
 * Words that say nothing of which lots. "area" and "surrounding": "leeds area" was the one lot
 * whose text says "area", not Leeds' 17; "leeds and surrounding areas" Leeds.
 */
const FILLER = new Set([
  'in',
  'near',
  'at',
  'for',
  'with',
  'a',
  'an',
  'the',
  'area',
  'areas',
  'surrounding',
  ...NOT_LOT_TEXT,
]);

/** Whether a word says nothing about which lots (leaving it out of a search changes nothing). */
export const isFillerWord = (word: string) => FILLER.has(word.toLowerCase());

/**
 * Words joining two things a buyer would take either of: two places ("leeds or bradford") or two
 * kinds of lot ("house and land"). Left alone, they are no words to find: the full-text search
 * drops them, and matched no lot.
 */
const JOIN_WORDS: ReadonlySet<string> = new Set(['or', 'and', '&', '/']);

export const isJoinWord = (word: string) => JOIN_WORDS.has(word.toLowerCase());

/**
 * Words without the joining words at either end: what is left of "house and land in york" once
 * the types and the place are read is "and", of "house and flat in leeds" "and leeds". A joining
 * word between two others ("bed and breakfast") stays.
 */
export function withoutEdgeJoins(words: readonly string[]): string[] {
  let from = 0;
  let to = words.length;
  while (from < to && isJoinWord(words[from]!)) from++;
  while (to > from && isJoinWord(words[to - 1]!)) to--;
  return words.slice(from, to);
}

/**
 * Whether the "home" at `i` names no house: the Home Counties (a place: "home counties" was the
 * houses searched for "counties", 0 lots), a care home or a park home (a house was offered).
 */
function homeNotAHouse(words: readonly string[], i: number): boolean {
  const word = words[i]!.toLowerCase();
  if (word !== 'home' && word !== 'homes') return false;
  return (
    words[i + 1]?.toLowerCase() === 'counties' ||
    HOMES_NOT_HOUSES.has(words[i - 1]?.toLowerCase() ?? '')
  );
}

/**
 * Whether the "house" at `i` is a house auction's: "house auctions leeds" is property auctions in
 * Leeds (it was Leeds' houses alone, 8 of its 13 lots), as "property auctions leeds" is.
 */
function houseOfAuction(words: readonly string[], i: number): boolean {
  if (words[i]!.toLowerCase() !== 'house' || !/^auctions?$/i.test(words[i + 1] ?? '')) return false;
  // "3 bed house auction leeds", "detached house auctions": the house said is the lot's kind.
  const before = words[i - 1]?.toLowerCase() ?? '';
  return !/^\d/.test(before) && !HOUSE_QUALIFIERS.has(before) && !NUMBER_WORDS_SAID.has(before);
}

/** Words before "house" that say which house ("3 bed house auction", "detached house auctions"). */
const HOUSE_QUALIFIERS = new Set([
  ...['bed', 'beds', 'bedroom', 'bedrooms', 'bedroomed', 'detached', 'semi', 'terraced'],
  ...['terrace', 'family', 'town', 'country', 'end', 'mid', 'link', 'linked', 'large', 'small'],
]);
const NUMBER_WORDS_SAID = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven']);

/** Some words as a type's key: lower case, a dash or spaces between words one space. */
const typeKey = (words: string) =>
  words
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** The type some words name as written, or with each long word's one typo mended. */
function typeOf(words: string): string | undefined {
  // "flat -" ("2 bed flat - leeds") is "flat": a dash between words is no part of the type.
  const key = typeKey(words);
  return typeSpelt(key) ?? typeSpelt(key.split(' ').map(mendedTypeWord).join(' '));
}

function typeSpelt(key: string): string | undefined {
  const word = own(TYPE_WORDS, key);
  if (word) return word;
  const choice = parseTypeChoice(key);
  return choice ? choiceValue(choice) : undefined;
}

/** Words for types of seven letters or more ("detached", "bungalows", "maisonette"). */
const LONG_TYPE_WORDS: readonly string[] = [
  ...new Set(
    [
      ...Object.keys(TYPE_WORDS),
      ...PROPERTY_TYPE_FAMILY_IDS,
      ...PROPERTY_TYPE_FAMILY_IDS.flatMap((f) => PROPERTY_TYPE_FAMILIES[f].lotTypes),
    ]
      .flatMap((w) => w.toLowerCase().split(/[\s-]+/))
      // "appartments": the plural of each word ("apartments") as well.
      .flatMap((w) => (w.endsWith('s') ? [w] : [w, `${w}s`]))
      .filter((w) => w.length >= 7),
  ),
];

/**
 * Short words for a type, typed with the slips buyers make most ("terraced hose" found 0 lots):
 * each listed, as a short word one letter from another is too often that other word.
 */
const SHORT_TYPE_TYPOS: Record<string, string> = {
  hose: 'house',
  hous: 'house',
  huose: 'house',
  hosue: 'house',
  houes: 'houses',
  hosues: 'houses',
  falt: 'flat',
  flta: 'flat',
  falts: 'flats',
  // Agents' and catalogues' short forms ("3 bed det", "mid tce", "eot"): each found 0 lots as a
  // word to match, with "Remove" the only offer.
  det: 'detached',
  tce: 'terrace',
  terr: 'terrace',
  eot: 'end of terrace',
};

/**
 * A long word for a type typed with one typo ("detatched", "bungalo", "appartment",
 * "commerical"), as that word; other words as they are. Shorter words are too often another word
 * ("horses" is one letter from "houses"), and a first letter is seldom the typo.
 */
function mendedTypeWord(word: string): string {
  // "flat's in leeds": an apostrophe typed in a plural.
  const plural = word.replace(/['’]s$/, 's');
  if (plural !== word && typeSpelt(plural)) return plural;
  const short = own(SHORT_TYPE_TYPOS, word);
  if (short) return short;
  if (word.length < 6 || LONG_TYPE_WORDS.includes(word)) return word;
  return LONG_TYPE_WORDS.find((w) => w[0] === word[0] && levenshtein(word, w, 1) <= 1) ?? word;
}

/** "10", "10 miles", "10mi": a distance in miles; how many words say it. */
function milesAt(words: readonly string[], i: number): { miles: number; used: number } | null {
  const joined = /^(\d{1,3})(?:miles?|mi)$/i.exec(words[i] ?? '');
  if (joined) return { miles: Number(joined[1]), used: 1 };
  if (/^\d{1,3}$/.test(words[i] ?? '') && /^(?:miles?|mi)$/i.test(words[i + 1] ?? ''))
    return { miles: Number(words[i]), used: 2 };
  return null;
}

/** Words before miles that make them a circle. */
const WITHIN: readonly (readonly string[])[] = [
  ['within', 'a'],
  ['within'],
  ['up', 'to'],
  ['under'],
  ['less', 'than'],
  ['no', 'more', 'than'],
  ['max'],
  ['maximum'],
];

/**
 * A circle around the place said next ("within 10 miles of", "5 miles from", "within 25 mi"): its
 * miles and how many words say it. The place follows it, as it follows "in".
 */
function radiusAt(
  words: readonly string[],
  i: number,
): { miles: number; used: number; of: boolean } | null {
  // "within 10 miles", "up to 10 miles", "under 5 miles", "less than 5 miles" ("up to" was left as
  // words to match: 0 lots).
  const within =
    WITHIN.find((said) => said.every((w, k) => words[i + k]?.toLowerCase() === w))?.length ?? 0;
  const miles = milesAt(words, i + within);
  if (!miles || miles.miles === 0) return null;
  let j = i + within + miles.used;
  if (words[j]?.toLowerCase() === 'radius') j++;
  const of = ['of', 'from', 'around'].includes(words[j]?.toLowerCase() ?? '');
  // "10 miles" alone says nothing of a place: only "within 10 miles", "10 miles of/from", or the
  // miles said after the place ("leeds 5 miles", "ls6 10 mile radius", "york 5 miles under 200k":
  // was 0 lots, "Leeds 5" read as LS5).
  if (!within && !of && i === 0) return null;
  return { miles: miles.miles, used: j + (of ? 1 : 0) - i, of };
}

/**
 * The words of a search, without the punctuation typed around them ("2 bed flat, leeds", "2 bed
 * flat!"): "leeds," is no place. Marks inside a word stay ("£150,000", "semi-detached", "4+"), as
 * do "&" and "/" between words (they join two types or places) and a dash (it may join a range).
 */
export function searchWordsOf(text: string): string[] {
  return (
    text
      .trim()
      // "leeds/bradford": two names either side of a slash are either (it was one word: 0 lots,
      // and nothing offered). Not "2/3 bed", "b/c".
      .replace(/(?<=\p{L}{3})\/(?=\p{L}{3})/gu, ' or ')
      // "leeds,york", "LS6,Manchester", "leeds,2 bed": a comma typed without its space parts two
      // words, as with it ("£150,000" and "2,3 bed" keep theirs).
      .replace(/(?<=\p{L}),(?=[\p{L}\d])|(?<=\d),(?=\p{L})/gu, ', ')
      .split(/\s+/)
      .map((w) => w.replace(/^[("'“‘[]+|[,.;:!?)"'”’\]]+$/g, ''))
      .filter((w) => w !== '' && !/^[|.,;:!?]+$/.test(w))
  );
}

/**
 * "100 grand", "150 thousand", "1.2 million": one sum ("100k", "1.2m"). Not before a street
 * ending: "12 Grand Parade" is an address.
 */
function sumsInWords(words: string[]): string[] {
  const out: string[] = [];
  words.forEach((word, i) => {
    const scale = SCALE_WORDS[word.toLowerCase()];
    const before = out.at(-1);
    if (scale && before && /^£?\d+(?:\.\d+)?$/.test(before) && !endsAsStreet(words[i + 1] ?? ''))
      out[out.length - 1] = before + scale;
    else out.push(word);
  });
  return out;
}
const SCALE_WORDS: Record<string, string> = {
  grand: 'k',
  thousand: 'k',
  mil: 'm',
  million: 'm',
};

/** A dash alone between words ("2 bed flat - leeds"): read in a range ("100k - 200k"), else nothing. */
const LONE_DASH = /^[-–—]+$/;

/** A month said at `words[i]`, after a word saying the lots close then or not. */
function monthSaidAt(words: string[], i: number, forSales: boolean): ReturnType<typeof monthAt> {
  // "march 2027" in a lot search: lots close then; "house prices march 2024" is the town's sales.
  const options = { marchWithYear: !forSales };
  const afterClosing = CLOSING_WORDS.has(words[i]!.toLowerCase())
    ? monthAt(words, i + 1, options)
    : null;
  return afterClosing
    ? { ...afterClosing, used: afterClosing.used + 1 }
    : monthAt(words, i, options);
}

/**
 * The words of a type's phrase that say which of the type, as the lot search finds them in titles
 * ("End-of-terrace house", "Three-bedroom detached bungalow"): "end of terrace" → "end terrace",
 * "detached bungalows" → "detached bungalow". A bungalow's keep their noun: read again on the
 * bungalows page, "detached" alone would be the detached-house type in place of the bungalows.
 */
function typeQualifier(said: readonly string[]): string[] | undefined {
  const key = typeKey(said.map(mendedTypeWord).join(' ')).replace(/ of /g, ' ');
  if (/^(?:end|mid) terrace/.test(key)) return key.split(' ').slice(0, 2);
  const bungalow = /^((?:semi )?detached|semi) bungalows?$/.exec(key);
  return bungalow ? [...bungalow[1]!.split(' '), 'bungalow'] : undefined;
}

/** A tenure said from `words[i]`, as typed or with a typo mended ("leashold"). */
const tenureAt = (words: readonly string[], i: number) =>
  phraseAt(TENURE_WORDS, 3, words, i) ??
  phraseAt(TENURE_WORDS, 3, words.slice(0, i + 3).map(mendedTenureWord), i);

/**
 * The type or tenure said from `words[i]` after a word of refusal, and the words it took. A type
 * the lot would have rather than be ("without garage", "no land", "no shop") is what it lacks:
 * `lacks`, left to the text search to refuse (lot-search-text), not a type refused or asked for.
 */
function refusedAt(
  words: readonly string[],
  i: number,
  refusal: string,
): { type?: string; tenure?: Tenure; lacks?: true; used: number } | null {
  const skip = ['a', 'an', 'any'].includes(words[i]?.toLowerCase() ?? '') ? 1 : 0;
  const tenure = tenureAt(words, i + skip);
  if (tenure) return { tenure: tenure.value, used: tenure.used + skip };
  const type = longestAt(typeOf, 5, words, i + skip);
  if (!type) return null;
  const kindWord = type.used === 1 && COMMERCIAL_KIND_WORDS.has(words[i + skip]!.toLowerCase());
  const lacks = kindWord || refusal === 'without' || HAD_TYPES.has(type.value);
  return lacks
    ? { lacks: true, used: type.used + skip }
    : { type: type.value, used: type.used + skip };
}

/** Types a lot may have as well as be: "house no garage", "bungalow without land". */
const HAD_TYPES: ReadonlySet<string> = new Set(['garages', 'Garage', 'land', 'Land']);

/** Kinds of commercial lot said by one word: a lot search finds them by their titles. */
const COMMERCIAL_KIND_WORDS: ReadonlySet<string> = new Set(['shop', 'shops', 'office', 'offices']);

/**
 * Reads bedrooms, property types, tenures, guide prices, an order, how and when the lots are sold
 * out of free text; everything else is `rest`. `afterType`: the words are said of a type already
 * chosen, as after "with", until an "or", "and" or "in". So are words that begin with "with": the
 * houses page "house with garage" leads to searches "with garage" (decision 142), what the houses
 * have, not a second type.
 *
 * `forSales`: the words as the sold-price search reads them, by Price Paid's types: "shop" and
 * "office" are the commercial type ("other"), and "end of terrace" the type alone; the lot search
 * leaves those words to its text (see above).
 */
export function readSearchWords(
  text: string,
  { afterType = false, forSales = false } = {},
): SearchWords {
  // "house nr bath": "nr" is how listings shorten "near" (it was a word to match: 0 lots).
  // "under half a million": "under 500k"; "£1m plus": "£1m+".
  const words = sumsOrLess(sumsOrMore(sumsInWords(sumsSaidInWords(searchWordsOf(text))))).map(
    (w) => (/^nr\.?$/i.test(w) ? 'near' : w),
  );
  const out: SearchWords = { propertyTypes: [], tenures: [], methods: [], rest: [] };
  let placeAfterRadius = false;
  let saidBeds = false;
  /**
   * "with" said, and no "or", "and" or "in" since: what the lot has follows, whether a type was
   * said before it ("flats with parking") or a kind of lot we match as words ("pub with flat":
   * "flat" was read as the type, 0 lots). The words of a type's page begin so.
   */
  let hasFollows = afterType;
  /** Each type said, and where (narrowestTypes: said either, a family and its kind are both kept). */
  const typesSaid: { value: string; at: number; end: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const radius = out.radiusMiles === undefined ? radiusAt(words, i) : null;
    if (radius) {
      out.radiusMiles = radius.miles;
      i += radius.used - 1;
      // "flats within 10 miles of leeds": the place comes next, as after "in" (and a later "in" is
      // part of it: "of newport in wales"). "… in leeds within 5 miles" names none.
      if (radius.of && i + 1 < words.length) {
        out.afterIn = out.rest.length;
        placeAfterRadius = true;
      }
      continue;
    }
    const order = out.order === undefined ? phraseAt(ORDER_WORDS, 3, words, i) : null;
    if (order) {
      out.order = order.value;
      i += order.used - 1;
      continue;
    }
    const nearMe = phraseAt(NEAR_ME_WORDS, 3, words, i);
    if (nearMe) {
      out.nearMe = true;
      i += nearMe.used - 1;
      continue;
    }
    const method = phraseAt(METHOD_WORDS, 4, words, i);
    if (method) {
      if (!out.methods.includes(method.value)) out.methods.push(method.value);
      i += method.used - 1;
      continue;
    }
    const status = out.status === undefined ? phraseAt(STATUS_WORDS, 2, words, i) : null;
    if (status) {
      out.status = status.value;
      i += status.used - 1;
      continue;
    }
    const when = out.when === undefined ? whenAt(words, i) : null;
    if (when) {
      out.when = when.when;
      i += when.used - 1;
      continue;
    }
    // "auctions in december", "january 2027": before the years, so that the month keeps its year.
    // "closing in december": the lots' closing days are what a month filters anyway.
    const month =
      out.month === undefined && out.years === undefined ? monthSaidAt(words, i, forSales) : null;
    if (month) {
      out.month = month.said;
      i += month.used - 1;
      continue;
    }
    // "not leasehold", "houses not flats", "no flats": a type or tenure the buyer leaves out.
    const refusal = words[i]!.toLowerCase();
    const refused = NOT_WORDS.has(refusal) ? refusedAt(words, i + 1, refusal) : null;
    if (refused?.lacks) {
      out.rest.push(...words.slice(i, i + 1 + refused.used));
      i += refused.used;
      continue;
    }
    if (refused) {
      const key = refused.type ? 'notPropertyTypes' : 'notTenures';
      const list: string[] = (out[key] ??= []);
      const value = (refused.type ?? refused.tenure)!;
      if (!list.includes(value)) list.push(value);
      i += refused.used;
      continue;
    }
    const tenure = tenureAt(words, i);
    if (tenure) {
      if (!out.tenures.includes(tenure.value)) out.tenures.push(tenure.value);
      i += tenure.used - 1;
      continue;
    }
    const range = priceRange(words, i);
    if (range && out.guidePriceMin === undefined && out.guidePriceMax === undefined) {
      [out.guidePriceMin, out.guidePriceMax] = [
        Math.min(range.min, range.max),
        Math.max(range.min, range.max),
      ];
      i += range.used - 1;
      continue;
    }
    // After a range of prices ("2000-5000"), before a bound ("from 2020" is a year, "under 2000" not).
    const years = out.years === undefined ? yearsAt(words, i) : null;
    if (years) {
      out.years = years.years;
      i += years.used - 1;
      continue;
    }
    // "under 150k", "up to £150,000", "offers in excess of 200k": a bound of up to four words,
    // then the sum.
    const boundSum = (n: number) => {
      const key = words
        .slice(i, i + n)
        .join(' ')
        .toLowerCase();
      if (!UPPER.has(key) && !LOWER.has(key)) return undefined;
      return readMoney(words[i + n] ?? '', true) ?? budgetInThousands(words, i, n);
    };
    const bound = [4, 3, 2, 1].find((n) => boundSum(n) !== undefined);
    if (bound) {
      const key = words
        .slice(i, i + bound)
        .join(' ')
        .toLowerCase();
      const sum = boundSum(bound)!;
      if (UPPER.has(key)) out.guidePriceMax ??= sum;
      else out.guidePriceMin ??= sum;
      i += bound;
      continue;
    }
    // "£500k+", "£1m+": that sum or more, as "4+ beds" is four or more. It was a word to match
    // (0 sales, 0 lots).
    const plus = /^(.+)\+$/.exec(words[i]!);
    const atLeast = plus ? readMoney(plus[1]!) : undefined;
    if (atLeast !== undefined && out.guidePriceMin === undefined) {
      out.guidePriceMin = atLeast;
      continue;
    }
    // A sum alone is what the buyer can spend: an upper bound.
    const alone = sumAlone(words, i);
    if (alone !== undefined && out.guidePriceMax === undefined) {
      out.guidePriceMax = alone;
      continue;
    }
    // "2 bed" (two), "3-4 bedrooms", "4+ beds", "up to 2 bedrooms".
    const beds = saidBeds ? null : bedroomsAt(words, i);
    if (beds) {
      out.bedrooms = beds.said.min;
      out.bedroomsMax = beds.said.max;
      saidBeds = true;
      i += beds.used - 1;
      continue;
    }
    // "3 bed 2 bath": bathrooms are not recorded; read, they are no place and no words.
    const baths = bathroomsAt(words, i, saidBeds);
    if (baths) {
      i += baths - 1;
      continue;
    }
    // "flat 9": an address's flat, found as written (lot-search-text), not the flats and a "9".
    if (isFlatNumberAt(words, i)) {
      out.rest.push(words[i]!, words[i + 1]!);
      i += 1;
      continue;
    }
    // "flats with parking", "house with land", "house with double garage": what comes with a lot
    // is no second type ("garage" was, and the search was left as typed: 0 lots).
    const withType = hasFollows;
    // The longest phrase of up to five words: "semi detached bungalow" is a bungalow, "shop with
    // living accommodation above" mixed use.
    const auctionWord = houseOfAuction(words, i);
    const found =
      withType || homeNotAHouse(words, i) || auctionWord ? null : longestAt(typeOf, 5, words, i);
    // "shop", "office": for lots, the shops or offices, whose titles say so (lot-search-text), of
    // whichever type: "shop" was every commercial lot (warehouses, pubs), and no shop with a flat
    // above. Price Paid files them all as "other" (`forSales`).
    const type =
      found && found.used === 1 && !forSales && COMMERCIAL_KIND_WORDS.has(words[i]!.toLowerCase())
        ? null
        : found;
    if (type) {
      if (!out.propertyTypes.includes(type.value)) out.propertyTypes.push(type.value);
      typesSaid.push({ value: type.value, at: i, end: i + type.used });
      // "end of terrace", "mid terrace": the type, and for lots the words that say which of it,
      // left to be found in the titles (lot-search-text): "mid" was dropped, and end-of-terrace
      // houses were among them. Price Paid records neither.
      const which = forSales ? undefined : typeQualifier(words.slice(i, i + type.used));
      if (which) out.rest.push(...which);
      i += type.used - 1;
      continue;
    }
    const word = words[i]!.toLowerCase();
    // "for sale" says nothing; "sale" alone may be Sale, Greater Manchester ("flats in sale").
    const forSale = word === 'sale' && words[i - 1]?.toLowerCase() === 'for';
    // "next auction in london", "upcoming auctions": the lots for sale, soonest first, which the
    // search is without them ("next" was a word to find).
    const nextAuction = saysAuctionToCome(words, i);
    // "guide price 50000", "guide under 100k": every lot has a guide. "Guide Post" is a place.
    const next = words[i + 1]?.toLowerCase() ?? '';
    const nextTwo = words
      .slice(i + 1, i + 3)
      .join(' ')
      .toLowerCase();
    const guide =
      word === 'guide' &&
      (/^prices?$/.test(next) ||
        [next, nextTwo].some((w) => UPPER.has(w) || LOWER.has(w)) ||
        readMoney(next, true) !== undefined);
    const guidePrice = /^prices?$/.test(word) && words[i - 1]?.toLowerCase() === 'guide';
    if (word === 'in' && !placeAfterRadius) out.afterIn = out.rest.length;
    if (word === 'near' && !placeAfterRadius) out.afterNear = out.rest.length;
    if (word === 'with') out.afterWith = out.rest.length;
    if (word === 'with') hasFollows = true;
    else if (JOINS_AFTER_WITH.has(word)) hasFollows = false;
    if (
      !FILLER.has(word) &&
      !isButBeforeRefusal(words, i) &&
      !forSale &&
      !nextAuction &&
      !guide &&
      !guidePrice &&
      !auctionWord &&
      !LONE_DASH.test(word)
    )
      out.rest.push(words[i]!);
  }
  out.propertyTypes = narrowestTypes(out.propertyTypes, typesSaid, words);
  return out;
}

/**
 * A kind said with its family is that kind: "terraced houses" is terraced houses, not every house
 * (a family beside one of its own types is dropped). Said either ("houses or flats", "flat or
 * maisonette", "flat/maisonette"), both are kept: "flat or maisonette" was the maisonettes alone.
 */
function narrowestTypes(
  types: string[],
  said: readonly { value: string; at: number; end: number }[],
  words: readonly string[],
): string[] {
  const either = (a: { at: number; end: number }, b: { at: number; end: number }) =>
    words
      .slice(Math.min(a.end, b.end), Math.max(a.at, b.at))
      .some((w) => EITHER_WORDS.has(w.toLowerCase()));
  return types.filter((t) => {
    const choice = parseTypeChoice(t);
    if (!choice || !('family' in choice)) return true;
    const members: readonly string[] = PROPERTY_TYPE_FAMILIES[choice.family].lotTypes;
    const family = said.find((s) => s.value === t);
    return !said.some(
      (other) => members.includes(other.value) && !(family && either(family, other)),
    );
  });
}

/** Words that join two types as either. */
const EITHER_WORDS: ReadonlySet<string> = new Set(['or', '/']);
