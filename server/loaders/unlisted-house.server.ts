import type { Queryable } from '#server/db/db.server';
import { isFillerWord, isJoinWord, readSearchWords, searchWordsOf } from '#schema/search-words';
import { lotTextWhere } from '#schema/lot-search-text';
import { levenshtein } from '#schema/edit-distance';
import { houseNames } from './house-options.server';
import { lotsHold } from './search-reading.server';
import { houseOwnWords, type HouseName } from './house-in-words.server';
import type { UnlistedHouse } from '#shared/payloads/directory-data';

/** What an auction house calls itself after its name: "SDL Auctions", "Savills Auctioneers". */
const AFTER_NAME = new Set(['auctions', 'auctioneers', 'auction']);
/** Most words of a name said before "auctions" ("barnard marcus", "john pye and sons"). */
const MAX_NAME_WORDS = 4;

/**
 * The name said before what a house calls itself ("sdl auctions" → "sdl", "savills property
 * auctions leeds" → "savills"), back to the start or a word that says nothing ("flats at sdl
 * auctions"); null when the words say no "auctions" after a name.
 */
export function houseNameSaid(text: string): string | null {
  const typed = searchWordsOf(text);
  const words = typed.map((w) => w.toLowerCase());
  const at = words.findIndex((w) => AFTER_NAME.has(w));
  if (at < 1) return null;
  let end = at;
  // "savills property auctions": "property" is what the house sells, not its name.
  while (end > 0 && isFillerWord(words[end - 1]!)) end--;
  let start = end;
  while (start > 0 && end - start < MAX_NAME_WORDS) {
    const word = words[start - 1]!;
    if (isFillerWord(word) || (isJoinWord(word) && start === end)) break;
    start--;
  }
  // As typed: "SDL" is how the buyer wrote the house's name.
  return start < end ? typed.slice(start, end).join(' ') : null;
}

/**
 * The listed house whose own name, or its first words, is the name said or a typo or two from it
 * ("quaysde" → Quayside Property Auctions, "ludgate" → Ludgate Hammer & Co): one letter in a name
 * of up to five letters, two past that; `start` when the name said is its first words exactly.
 * Null when none.
 */
export function houseLike(
  houses: readonly HouseName[],
  said: string,
): (HouseName & { start: boolean }) | null {
  const name = said.toLowerCase();
  const size = name.split(/\s+/).length;
  const most = name.replace(/\s/g, '').length > 5 ? 2 : 1;
  let best: { house: HouseName; distance: number; start: boolean } | null = null;
  for (const house of houses) {
    const own = houseOwnWords(house.name);
    if (!own.length) continue;
    // "ludgate" is the start of Ludgate Hammer & Co's own name: that house, not none.
    const start = own.length > size ? own.slice(0, size).join(' ') : null;
    const distance = Math.min(
      levenshtein(name, own.join(' '), most),
      start === null ? most + 1 : levenshtein(name, start, most),
    );
    if (distance <= most && (best === null || distance < best.distance))
      best = { house, distance, start: start === name };
  }
  return best ? { ...best.house, start: best.start } : null;
}

/**
 * A search that names an auction house we do not list ("sdl auctions", "savills auctions
 * leeds"): the name as said, how many houses we list, and the one its name is a typo of.
 * Searched as words, such a name emptied the page, which offered leaving it out and nothing of
 * why. Null when the words name no house (or one we list, read before this), or when the name
 * is a word of lots ("repossession auctions": lots say it) or of filters ("online auctions").
 */
export async function unlistedHouse(db: Queryable, text: string): Promise<UnlistedHouse | null> {
  const said = houseNameSaid(text);
  if (said === null) return null;
  const read = readSearchWords(said);
  // A kind of lot, a type, a method, a price: no name.
  const words = read.rest.join(' ').toLowerCase();
  if (words !== said.toLowerCase() || lotTextWhere(said).some((c) => !('_search' in c)))
    return null;
  if (await lotsHold(db, said)) return null;
  const houses = await houseNames(db);
  const like = houseLike(houses, said);
  return {
    said,
    houses: houses.length,
    like: like ? { id: like.id, name: like.name, start: like.start } : null,
  };
}
