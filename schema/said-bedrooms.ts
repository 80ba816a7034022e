import { longestAt } from './phrase-at';

/** Bedrooms as a buyer says them, as the lot search's `bedrooms` (fewest) and `bedrooms_max` (most). */
export interface SaidBedrooms {
  min?: number;
  max?: number;
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const N = '(10|[1-9]|one|two|three|four|five|six)';
/** "bed", "beds", "bedroom", "bedrooms", "bedroomed" (British: "a three bedroomed house"), "br". */
const BED = '[\\s-]*(?:bed(?:room(?:ed)?)?s?|br)';
const FORMS: Array<[RegExp, (a: number, b: number) => SaidBedrooms]> = [
  // "2 bed", "2-bed", "2bed", "two bedroom", "3 bedroomed": that many, as UK portals read it.
  [new RegExp(`^${N}${BED}$`, 'i'), (a) => ({ min: a, max: a })],
  // "4+ beds", "4 bed+", "4 or more bedrooms", "4 beds or more", "at least 3 bedrooms".
  [new RegExp(`^${N}\\s*\\+${BED}$|^${N}${BED}\\s*\\+$`, 'i'), (a) => ({ min: a })],
  [new RegExp(`^${N} or more${BED}$|^${N}${BED} or more$`, 'i'), (a) => ({ min: a })],
  [new RegExp(`^(?:at least|min|minimum) ${N}${BED}$`, 'i'), (a) => ({ min: a })],
  // "up to 3 bedrooms", "max 2 beds".
  [new RegExp(`^(?:up to|upto|max|maximum|no more than) ${N}${BED}$`, 'i'), (a) => ({ max: a })],
  // "2-3 bed", "2 to 3 bedrooms", "2 or 3 bed", "two or three bedroom".
  [
    new RegExp(`^${N}\\s*(?:-|–|to|or)\\s*${N}${BED}$`, 'i'),
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
    const [a, b] = m.slice(1).filter((g) => g !== undefined).map(count);
    return read(a!, b ?? a!);
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
  const found = longestAt(bedroomsOf, 5, words, i);
  return found ? { said: found.value, used: found.used } : null;
}

/**
 * How the chips and a saved search's name say a bedrooms filter: "2 bedrooms" (exactly), "2–3
 * bedrooms", "3+ bedrooms", "Up to 2 bedrooms".
 */
export function bedroomsLabel(min: number | undefined, max: number | undefined): string {
  const rooms = (n: number) => `${n} bedroom${n === 1 ? '' : 's'}`;
  if (min !== undefined && max !== undefined)
    return min === max ? rooms(min) : `${min}–${rooms(max)}`;
  if (min !== undefined) return `${min}+ bedrooms`;
  return `Up to ${rooms(max!)}`;
}
