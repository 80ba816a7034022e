import { matchPlace, type PlaceEntry, MAX_PLACE_WORDS } from './place-match';
import { endsAsStreet } from '#schema/street-endings';

/**
 * Whether words written before a town are a street of it ("high street" in "high street leeds",
 * "york road" in "york road leeds"): two words or more, ending as a street name does, and not
 * ending in a place's name of two words or more. "street somerset", "broadway worcestershire" and
 * "burgess hill west sussex" name a town and its county: Street, Broadway and Burgess Hill.
 */
export function isStreetBeforeTown(
  places: readonly PlaceEntry[],
  words: readonly string[],
): boolean {
  if (words.length < 2 || !endsAsStreet(words.join(' '))) return false;
  // Names of two words or more: "street" and "broadway" alone end many a street name.
  for (let size = 2; size <= Math.min(words.length, MAX_PLACE_WORDS); size++)
    if (matchPlace(places, words.slice(words.length - size).join(' '))) return false;
  return true;
}
