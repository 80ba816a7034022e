import { saysBedroomsAt } from './said-bedrooms';
import { monthAt } from './said-months';

/**
 * A flat's number as addresses write it: "flat 9", "apartment 12b", "unit 3". Buyers who know the
 * lot type it so ("flat 9 victoria mansions"); read as a flat and a word "9", it found flats whose
 * rent was "£9,000 a year" and no "Flat 9". Not "flat 2 bed" (two bedrooms), nor a price ("flat
 * 300k", "flat 95000"), nor a day ("flat 14 december"; "flat 3 may court" is Flat 3).
 */
const UNIT_WORDS: ReadonlySet<string> = new Set(['flat', 'apartment', 'apt', 'unit', 'maisonette']);
/**
 * After the number, what a count says instead: bedrooms (saysBedroomsAt), and units of time or
 * size. Not baths: "flat 2 bath street" is Flat 2, Bath Street.
 */
const COUNTED_AFTER = /^(?:b|bedder|mins?|minutes?|miles?|mi|acres?|sq)$/i;

/** Whether the words at `i` say a flat's number (the word and the number: two words). */
export const isFlatNumberAt = (words: readonly string[], i: number): boolean =>
  UNIT_WORDS.has(words[i]?.toLowerCase() ?? '') &&
  /^\d{1,3}[a-h]?$/i.test(words[i + 1] ?? '') &&
  !saysBedroomsAt(words, i + 2) &&
  !COUNTED_AFTER.test(words[i + 2] ?? '') &&
  // "flat 14 december": a day ("2 bed flat 14 december" was Flat 14 and the word "december").
  monthAt(words, i + 1) === null;
