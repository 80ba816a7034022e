import { longestAt } from './phrase-at';
import { endsAsStreet } from './street-endings';

/** Bedrooms as a buyer says them, as the lot search's `bedrooms` (fewest) and `bedrooms_max` (most). */
export interface SaidBedrooms {
  min?: number;
  max?: number;
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const N = '([1-9][0-9]?|one|two|three|four|five|six)';
/**
 * "bed", "beds", "bedroom", "bedrooms", "bedroomed" (British: "a three bedroomed house"), "br",
 * "bdrm", "bd", "bedrm", and the slips "bedrom", "bedrooom", "bedroon" ("2 bedrom flat" found 0
 * lots); "double" before it counts the same rooms ("2 double bedroom flat").
 */
const BED = '[\\s-]*(?:double[\\s-]+)?(?:bed(?:ro{1,3}m(?:ed)?|roon|rm)?s?|bdrms?|bds?|br)';

/** The bedroom words alone, compiled once (saysBedroomsAt runs for each flat number read). */
const BED_ALONE = new RegExp(`^${BED}$`, 'i');

/** Whether the words from `i` say bedrooms ("bed", "bdrm", "double bedrooms"), as counted here. */
export const saysBedroomsAt = (words: readonly string[], i: number): boolean =>
  [words.slice(i, i + 2).join(' '), words[i] ?? ''].some((said) => BED_ALONE.test(said));

/** Before or after the count, what makes it a fewest or a most; `by` moves a strict bound ("over 3": 4). */
const BEFORE: Array<[string, 'min' | 'max', number]> = [
  ['at least|min|minimum|from', 'min', 0],
  ['over|more than|above|greater than', 'min', 1],
  ['up to|upto|max|maximum|no more than|at most', 'max', 0],
  ['under|less than|below|fewer than', 'max', -1],
];
const AFTER: Array<[string, 'min' | 'max']> = [
  [
    '\\+|plus|or more|and more|or above|and above|and over|or over|upwards|min|minimum|or bigger|or larger',
    'min',
  ],
  ['or less|or fewer|or under|and under|or below|and below|max|maximum', 'max'],
];
/** The most a search can ask (listing-query's MAX_BEDROOMS): its top choice is "10+ bedrooms". */
const MOST = 10;
/**
 * What the search can hold of a count said: more than MOST is asked as its top choice ("12 bed
 * house", "over 10 beds": 10+ bedrooms), and a most above it is no bound ("up to 12 beds").
 */
const held = ({ min, max }: SaidBedrooms): SaidBedrooms => ({
  ...(min === undefined ? {} : { min: Math.min(min, MOST) }),
  ...(max === undefined || max > MOST ? {} : { max }),
});
/** A fewest or a most; none (`{}`, the words still read) below what a count can be ("under 0"). */
const bound = (side: 'min' | 'max', n: number): SaidBedrooms =>
  n < (side === 'min' ? 1 : 0) ? {} : side === 'min' ? { min: n } : { max: n };

/** "studio", "studios": no bedroom (a studio's count is 0); "studio or 1 bed" one at most. */
const STUDIO = 'studios?';
/**
 * Words around "studio" that make it something a lot has, a kind of business or a name: "house
 * with studio", "photography studio", "The Studio, Mill Lane", "Studio Road".
 */
const STUDIO_HAD = new Set([
  'with',
  'detached',
  'garden',
  'and',
  'plus',
  'the',
  'art',
  'artist',
  'artists',
  'recording',
  'music',
  'photography',
  'photo',
  'yoga',
  'dance',
  'fitness',
  'tattoo',
  'film',
  'design',
]);
const STUDIO_BUSINESS = new Set([
  'workshop',
  'workshops',
  'unit',
  'units',
  'space',
  'office',
  'offices',
]);
/** "min", "max" closing a phrase: a price's bound when a sum follows ("2 bed max 200k"). */
const PRICE_BOUND = /^(?:min|minimum|max|maximum)$/i;

const FORMS: Array<[RegExp, (a: number, b: number) => SaidBedrooms | undefined]> = [
  [new RegExp(`^${STUDIO}$`, 'i'), () => ({ max: 0 })],
  [new RegExp(`^${STUDIO} or ${N}${BED}$|^${N}${BED} or ${STUDIO}$`, 'i'), (a) => ({ max: a })],
  // "2 bed", "2-bed", "2bed", "two bedroom", "3 bedroomed": that many, as UK portals read it.
  [new RegExp(`^${N}${BED}$`, 'i'), (a) => ({ min: a, max: a })],
  // "4+ beds", "4 bed plus", "3 bedrooms minimum"; "2 bed max", "2 bedrooms or less".
  [new RegExp(`^${N}\\s*\\+${BED}$`, 'i'), (a) => ({ min: a })],
  // The same words between the count and the rooms: "4 or more bedrooms", "2 or fewer bedrooms".
  ...AFTER.map(([words, side]): (typeof FORMS)[number] => [
    new RegExp(`^${N}${BED}\\s*(?:${words})$|^${N}\\s*(?:${words})${BED}$`, 'i'),
    (a) => bound(side, a),
  ]),
  // "at least 3 bedrooms", "over 3 beds" (four or more); "up to 2 bedrooms", "under 3 beds" (two at most).
  ...BEFORE.map(([words, side, by]): (typeof FORMS)[number] => [
    new RegExp(`^(?:${words}) ${N}${BED}$`, 'i'),
    (a) => bound(side, a + by),
  ]),
  // "2-3 bed", "2 to 3 bedrooms", "2 or 3 bed", "3/4 bed", "between 2 and 3 bedrooms".
  [
    new RegExp(
      `^${N}\\s*(?:-|–|/|to|or)\\s*${N}${BED}$|^(?:between|from) ${N}\\s*(?:-|–|to|and)\\s*${N}${BED}$`,
      'i',
    ),
    (a, b) => ({ min: Math.min(a, b), max: Math.max(a, b) }),
  ],
];

const count = (word: string | undefined) =>
  word === undefined ? Number.NaN : (NUMBERS[word.toLowerCase()] ?? Number(word));

/** The bedrooms a phrase says, or undefined. */
function bedroomsOf(phrase: string): SaidBedrooms | undefined {
  for (const [form, read] of FORMS) {
    const m = form.exec(phrase);
    if (!m) continue;
    const [a = 0, b = a] = m
      .slice(1)
      .filter((g) => g !== undefined)
      .map(count);
    const said = read(a, b);
    if (said) return held(said);
  }
  return undefined;
}

/**
 * The bedrooms said from word `i` ("2 bed", "3-4 bedrooms", "4+ beds", "up to 2 bedrooms"), and
 * how many words it took; null when the words there say none.
 */
export function bedroomsAt(
  words: readonly string[],
  i: number,
): { said: SaidBedrooms; used: number } | null {
  let found = longestAt(bedroomsOf, 6, words, i);
  // "2 bed max 200k": the price's "max", and two bedrooms.
  if (
    found &&
    PRICE_BOUND.test(words[i + found.used - 1]!) &&
    /^£?\d/.test(words[i + found.used] ?? '')
  )
    found = longestAt(bedroomsOf, found.used - 1, words, i);
  if (!found) return null;
  const studio = /^studios?$/i.test(words[i]!);
  const next = words[i + found.used] ?? '';
  // "house with studio", "photography studio", "Studio Road": not a studio flat.
  const had =
    studio &&
    (STUDIO_HAD.has(words[i - 1]?.toLowerCase() ?? '') ||
      STUDIO_BUSINESS.has(next.toLowerCase()) ||
      endsAsStreet(next));
  return had ? null : { said: found.value, used: found.used };
}

const BATHS = new RegExp(`^${N}[\\s-]*(?:bath(?:room)?s?|bathrms?)$`, 'i');

/**
 * "2 bath", "2 baths", "two bathrooms", "2-bathroom", "2bath": a count of bathrooms, and how many
 * words it took (0 when the words there say none). Lots do not record bathrooms, so the phrase is
 * no filter; read, it is no place ("3 bed 2 bath" is not the city of Bath) and no words to match
 * (a lot's text says "a bathroom", never how many). "N bath" is bathrooms only after bedrooms
 * were said (`afterBedrooms`): else it may be an address ("3 Bath Row"), as it is before a street
 * ending ("3 bath road", "2 bathrooms lane") whatever was said.
 */
export function bathroomsAt(words: readonly string[], i: number, afterBedrooms: boolean): number {
  const phrase = (n: number) => words.slice(i, i + n).join(' ');
  const used = [1, 2].find((n) => i + n <= words.length && BATHS.test(phrase(n))) ?? 0;
  if (!used || endsAsStreet(words[i + used] ?? '')) return 0;
  return afterBedrooms || !/bath$/i.test(words[i + used - 1]!) ? used : 0;
}
/**
 * The first bedrooms the words say, and the text without them ("3 bed york road" → three, "york
 * road"); null when they say none.
 */
export function bedroomsIn(words: readonly string[]): { said: SaidBedrooms; rest: string } | null {
  for (let i = 0; i < words.length; i++) {
    const found = bedroomsAt(words, i);
    if (found)
      return {
        said: found.said,
        rest: [...words.slice(0, i), ...words.slice(i + found.used)].join(' '),
      };
  }
  return null;
}

/**
 * How the chips and a saved search's name say a bedrooms filter: "2 bedrooms" (exactly), "2–3
 * bedrooms", "3+ bedrooms", "Up to 2 bedrooms", "Studios" (none).
 */
export function bedroomsLabel(min: number | undefined, max: number | undefined): string {
  if (max === 0) return 'Studios';
  const rooms = (n: number) => `${n} bedroom${n === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined)
    return min === max ? rooms(min) : `${min}–${rooms(max)}`;
  if (min !== undefined) return `${min}+ bedrooms`;
  return `Up to ${rooms(max!)}`;
}
