/**
 * A place named with its council's words, as catalogues and council-tax lines print it: "Tendring
 * District Council", "Swale BC", "Borough of Hart", "Wealden district". The name without them, or
 * null when the text has none (decision 152). Read only when the whole text names no place, so
 * "City of London" and "Castle Point" stay themselves.
 */
import { placeKey } from './place-match';

const AFTER =
  /\s+(?:(?:metropolitan\s+)?(?:district|borough|city|county|town|unitary)\s+council|council|district|borough|dc|bc|mbc|cc|ua)$/;
const BEFORE =
  /^(?:the\s+)?(?:(?:royal\s+|london\s+|metropolitan\s+)?borough|district|city|county)\s+of\s+/;
const WORD_ALONE = /^(?:district|borough|council|city|county|town|metropolitan)$/;

export function withoutCouncilWords(key: string): string | null {
  const bare = key.replace(AFTER, '').replace(BEFORE, '').trim();
  return bare && bare !== key && !WORD_ALONE.test(bare) ? bare : null;
}

/**
 * The names to try for a place a council's name names, first to last: "Durham County Council" is
 * County Durham before the city. Empty when the text has no council words.
 */
export function councilsPlaceNames(text: string): string[] {
  const key = placeKey(text);
  const bare = withoutCouncilWords(key);
  if (!bare) return [];
  return /\bcounty\b/.test(key) ? [`county ${bare}`, bare] : [bare];
}

const AFTER_PLACE = [
  ['district', 'council'],
  ['borough', 'council'],
  ['county', 'council'],
  ['city', 'council'],
  ['district'],
  ['borough'],
  ['council'],
  ['dc'],
  ['bc'],
];

/**
 * How many of `words`, from `at` (just after a place's name), are its council's words: "houses in
 * tendring district council" searched Tendring's lots for "district council".
 */
export function councilWordsAt(words: readonly string[], at: number): number {
  const said = words.slice(at).map((w) => w.toLowerCase());
  return AFTER_PLACE.find((run) => run.every((w, i) => said[i] === w))?.length ?? 0;
}
