import { endsAsStreet } from '#schema/street-endings';
import { levenshtein } from '#schema/edit-distance';

/**
 * The street endings a buyer misspells or runs into the name ("Park Avnue", "Victoria Raod",
 * "Highstreet"): whole words of four letters or more that are no common word of their own
 * ("hill", "green", "view" and "gate" are).
 */
const MEANT_ENDINGS = [
  'crescent',
  'terrace',
  'gardens',
  'avenue',
  'street',
  'square',
  'close',
  'drive',
  'grove',
  'place',
  'court',
  'road',
  'lane',
];

/**
 * The street ending a word misspells ("raod", "avnue"): one typo up to five letters, two past
 * that; the nearest. Null for words shorter than four letters, and for an ending spelt right.
 */
export function endingMisspelt(word: string): string | null {
  if (word.length < 4 || endsAsStreet(word)) return null;
  const allowed = word.length <= 5 ? 1 : 2;
  let best: { ending: string; distance: number } | null = null;
  for (const ending of MEANT_ENDINGS) {
    // "garden" is the word ("flats in leeds with garden"), not "Gardens" misspelt.
    if (`${word}s` === ending) continue;
    const distance = levenshtein(word, ending, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { ending, distance };
  }
  return best?.ending ?? null;
}

/**
 * Whether words naming a place end right before the last word, a street's ending, spelt right or
 * not: then they are the street's name ("london road", "leeds road", "york raod"), not the place.
 * Read by both searches: the lot search offered "Greater London, “road”: 34 lots" for "london road".
 */
export function streetNamedAfter(words: readonly string[], to: number): boolean {
  if (to !== words.length - 1) return false;
  const last = words[to]!.toLowerCase();
  return endsAsStreet(last) || endingMisspelt(last) !== null;
}

/**
 * The street a search that matched none may mean: its last word a misspelt street ending ("park
 * avnue" → "park avenue") or one run into the name ("highstreet" → "high street"). Null when it
 * ends as a street already, or reads as neither. Only offered, never searched silently.
 */
export function streetMeant(text: string): string | null {
  if (endsAsStreet(text)) return null;
  const words = text.trim().toLowerCase().split(/\s+/);
  const last = words.at(-1) ?? '';
  const glued = MEANT_ENDINGS.find((e) => last.endsWith(e) && last.length - e.length >= 3);
  if (glued) return [...words.slice(0, -1), last.slice(0, -glued.length), glued].join(' ');
  if (words.length < 2) return null;
  const ending = endingMisspelt(last);
  return ending ? [...words.slice(0, -1), ending].join(' ') : null;
}
