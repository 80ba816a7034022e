/**
 * An auction house named in a buyer's words, as buyers name one: by the words that make its name
 * its own ("brindley wharf", "quayside", "medway and weald"), with or without what every house
 * calls itself ("auctions", "property auctions", "auction house", "auctioneers", "& co"), and with
 * other words beside it ("brindley wharf birmingham", "quayside flats"). Decision 129.
 */

/** Words any house may call itself: they say that it is an auction house, not which one. */
const HOUSE_WORDS: ReadonlySet<string> = new Set([
  'auction',
  'auctions',
  'auctioneer',
  'auctioneers',
  'house',
  'houses',
  'rooms',
  'property',
  'properties',
  'online',
  'unconditional',
  'co',
  'company',
  'ltd',
  'limited',
]);

/** Of those, the words that say an auction house alone: "humber auctions" is no Humber's houses. */
const AUCTION_WORDS: ReadonlySet<string> = new Set([
  'auction',
  'auctions',
  'auctioneer',
  'auctioneers',
]);

/**
 * What any house is, said before or after its name in words of its own ("auction house kingsbury
 * lane", "kingsbury lane auctioneers"): read with the name, whatever the house calls itself. Left
 * beside it, "auction house" had been read as the houses for sale and "auctioneers" as a search
 * of the auction houses. ("auctions" is not among them: "chiltern auctions" may be the auctions
 * of a place, and the lot search passes over the word anyway.)
 */
const SAID_A_HOUSE: readonly (readonly string[])[] = [
  ['property', 'auction', 'house'],
  ['property', 'auctioneers'],
  ['auction', 'house'],
  ['auction', 'rooms'],
  ['auctioneers'],
  ['auctioneer'],
];

/** How many words from `at` (going `step` 1 after the name, -1 before it) say "an auction house". */
function saidAHouseAt(words: readonly string[], at: number, step: 1 | -1): number {
  for (const phrase of SAID_A_HOUSE) {
    const ordered = step === 1 ? phrase : [...phrase].reverse();
    if (ordered.every((w, j) => words[at + j * step] === w)) return phrase.length;
  }
  return 0;
}

/** Words saying whose lots they are, said before the house: "lots by …", "auctions from …". */
const BEFORE_HOUSE: ReadonlySet<string> = new Set(['by', 'from']);

/** Words joining the parts of a name ("Aire & Calder", "aire and calder", "aire + calder"). */
const NAME_JOINS: ReadonlySet<string> = new Set(['&', 'and', '+']);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[&+]/g, ' & ')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&]+$/gu, ''))
    .filter(Boolean);

/**
 * The words a buyer typed that may be a house's name: "and", "&" and the words saying an auction
 * house alone left out ("air and calder auctions" → air calder). "house" and "property" stay: "peak
 * house" is a building's name, not Peak & Dale's.
 */
export const typedNameWords = (text: string): string[] =>
  wordsOf(text).filter((w) => !NAME_JOINS.has(w) && !AUCTION_WORDS.has(w));

/** The words that make a house's name its own ("Quayside Property Auctions" → quayside). */
export const houseOwnWords = (name: string): string[] =>
  wordsOf(name).filter((w) => !NAME_JOINS.has(w) && !HOUSE_WORDS.has(w));

export interface HouseName {
  id: number;
  name: string;
}

/** Where a house is named in the words, and the words left beside it. */
export interface HouseInWords {
  id: number;
  name: string;
  /** The words of the house's own name as typed (to check they name no place or street). */
  own: string;
  /**
   * Whether the words say it is a house: its name whole ("Whitcombe Allard"), or its own words
   * with what it calls itself after them ("brindley wharf auctions", "chiltern auctions").
   */
  saidHouse: boolean;
  /**
   * Named by the first of its own words and "auctions" or "auctioneers" ("humber auctions" for
   * Humber Estuary Auctions): `own` is that word. A place of that name that has held lots is
   * meant instead ("cotswold auctions": the auctions of the Cotswolds).
   */
  firstOnly: boolean;
  /** The other words, in their order ("birmingham"), or "" when none. */
  rest: string;
}

/**
 * The houses the words name, longest own name first (one of several houses whose own words are
 * the same is the first by id). A house whose name is only words every house uses is never named
 * this way.
 */
export function housesInWords(houses: readonly HouseName[], text: string): HouseInWords[] {
  const words = wordsOf(text);
  // The words that may be a name's, with where each stands among all the words.
  const kept = words.flatMap((w, at) => (NAME_JOINS.has(w) ? [] : [{ w, at }]));
  const found: (HouseInWords & { size: number })[] = [];
  for (const house of houses) {
    const name = wordsOf(house.name).filter((w) => !NAME_JOINS.has(w));
    const own = houseOwnWords(house.name);
    if (own.length === 0) continue;
    for (let i = 0; i < kept.length; i++) {
      const whole = own.every((w, j) => kept[i + j]?.w === w);
      // "humber auctions", "pendle auctioneers": the first of its own words, then what it is.
      const firstSaid =
        !whole &&
        own.length > 1 &&
        kept[i]!.w === own[0] &&
        AUCTION_WORDS.has(kept[i + 1]?.w ?? '');
      if (!whole && !firstSaid) continue;
      const size = whole ? own.length : 1;
      // The name's other words said after its own ("brindley wharf auctions") are the name's too;
      // after the first alone, the word saying what it is, whichever ("forth auctioneers").
      let end = whole ? i + size : i + 2;
      while (end < kept.length && HOUSE_WORDS.has(kept[end]!.w) && name.includes(kept[end]!.w))
        end++;
      let from = kept[i]!.at;
      let to = kept[end - 1]!.at + 1;
      const saidAfter = saidAHouseAt(words, to, 1);
      const saidBefore = saidAHouseAt(words, from - 1, -1);
      to += saidAfter;
      from -= saidBefore;
      // "lots by castlehill auctions", "property from quayside": the word saying whose lots they
      // are is read with the house (it was left as a word to find: 0 lots).
      while (from > 0 && BEFORE_HOUSE.has(words[from - 1]!)) from--;
      found.push({
        id: house.id,
        name: house.name,
        own: own.slice(0, size).join(' '),
        saidHouse:
          whole && (end > i + size || saidAfter + saidBefore > 0 || own.length === name.length),
        firstOnly: !whole,
        rest: [...words.slice(0, from), ...words.slice(to)].join(' '),
        size,
      });
      break;
    }
  }
  return found
    .sort((a, b) => b.size - a.size || a.id - b.id)
    .map(({ size: _size, ...house }) => house);
}
