import type { Queryable } from '#server/db/db.server';
import { placeKey } from './place-match';

/**
 * The most postcode districts a Price Paid name is looked for in: as many as around a place we
 * hold no postcodes for (decision 094), so a name many villages share ("Newton") reads a bounded
 * number of index ranges.
 */
export const MAX_NAME_DISTRICTS = 24;

/** A place Land Registry names and our place list does not ("Grassington"), with where it is. */
export interface PricePaidPlace {
  /** As Land Registry writes it ("GRASSINGTON"): what its place columns are compared with. */
  name: string;
  /** As the page says it ("Grassington"). */
  label: string;
  /** The postcode districts whose sales carry the name, at most MAX_NAME_DISTRICTS. */
  districts: string[];
}

/** Words of a place name written in lower case inside it: "Stoke-on-Trent", "Barton upon Humber". */
const LOWER_WORDS = new Set([
  'and',
  'by',
  'cum',
  'de',
  'in',
  'la',
  'le',
  'next',
  'of',
  'on',
  'super',
  'the',
  'under',
  'upon',
  'with',
]);

/** Land Registry's capitals as a place name is written: "STOKE-ON-TRENT" → "Stoke-on-Trent". */
export function placeNameCase(name: string): string {
  let first = true;
  return name.toLowerCase().replace(/[a-z]+/g, (word, at: number, all: string) => {
    const inside = !first;
    first = false;
    // A letter after an apostrophe stays small: "Bishop's", not "Bishop'S".
    if (at > 0 && /['’]/.test(all[at - 1]!)) return word;
    if (inside && LOWER_WORDS.has(word)) return word;
    return word[0]!.toUpperCase() + word.slice(1);
  });
}

/**
 * The place Land Registry's own place columns (locality, town, district) name by `text`, from the
 * names kept with their postcode districts (migration 051, decision 101); null when none does.
 */
export async function pricePaidPlace(db: Queryable, text: string): Promise<PricePaidPlace | null> {
  const key = placeKey(text);
  if (key.length < 3) return null;
  const { rows } = await db.query<{ name: string; postcode_district: string }>(
    `SELECT name, postcode_district FROM sold_price_place_names
      WHERE name_key = $1 ORDER BY postcode_district LIMIT $2`,
    [key, MAX_NAME_DISTRICTS],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    name: first.name,
    label: placeNameCase(first.name),
    districts: rows.map((r) => r.postcode_district),
  };
}
