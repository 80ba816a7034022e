import type { Queryable } from '#server/db/db.server';
import { oneTypoAway } from '#schema/one-typo-away';
import { streetText } from './sold-price-where';
import { fullStreetType } from '#schema/street-endings';

/** Shorter words are not read as misspelt: "elm" is one typo from too many names. */
const MIN_WORD = 4;
/** At most this many words of a name are read (some 400 look-ups each, by the names' key). */
const MAX_WORDS = 3;
/** At most this many names are returned, to count and offer the most sold. */
const MAX_NAMES = 6;

/**
 * The stored street names one typo from a street no sale is on ("staton road" → STATION ROAD):
 * one word of four letters or more before its ending misspelt, each spelling looked up by the
 * names' key (sold_price_streets' primary key), never a scan of every name; a short ending ("av")
 * written out. Empty when none is.
 */
export async function streetNamesOneTypoFrom(db: Queryable, street: string): Promise<string[]> {
  const typed = streetText(street).trim().toUpperCase().split(/\s+/);
  // "prak av": the names are looked up whole, so its ending as written (PARK AVENUE).
  const ending = fullStreetType(typed.at(-1) ?? '');
  const words = ending ? [...typed.slice(0, -1), ending.toUpperCase()] : typed;
  const spellings = words
    .slice(0, -1)
    .map((word, i) => ({ word, i }))
    .filter(({ word }) => word.length >= MIN_WORD && /^[A-Z]+$/.test(word))
    .slice(0, MAX_WORDS)
    .flatMap(({ word, i }) =>
      oneTypoAway(word).map((near) =>
        [...words.slice(0, i), near, ...words.slice(i + 1)].join(' '),
      ),
    );
  if (!spellings.length) return [];
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM sold_price_streets WHERE name = ANY($1::text[]) ORDER BY name LIMIT $2`,
    [spellings, MAX_NAMES],
  );
  return rows.map((r) => r.name);
}
