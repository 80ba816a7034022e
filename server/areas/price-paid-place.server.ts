import type { Queryable } from '#server/db/db.server';
import { memoisePerDatabase } from '#server/cache/memoise.server';
import { placeKey } from './place-match';
import { own } from '#schema/own';

/**
 * The most postcode districts a Price Paid name is looked for in: as many as around a place we
 * hold no postcodes for (decision 094), so a name many villages share ("Newton") reads a bounded
 * number of index ranges.
 */
export const MAX_NAME_DISTRICTS = 24;

/**
 * The most postcode districts a local authority is searched in (decision 114): one area, not
 * villages of one name, and the largest (Cornwall, the East Riding, Cheshire East) span 30–50.
 */
export const MAX_AUTHORITY_DISTRICTS = 80;

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
export function pricePaidPlace(db: Queryable, text: string): Promise<PricePaidPlace | null> {
  return namedIn(db, text, false);
}

/**
 * Local authorities by the initials their residents, agents and the councils themselves write
 * ("RBKC", "H&F", "BCP"), keyed by placeKey, each as the name Land Registry gives it.
 */
export const AUTHORITY_INITIALS: Readonly<Record<string, string>> = {
  rbkc: 'Kensington and Chelsea',
  'k and c': 'Kensington and Chelsea',
  lbhf: 'Hammersmith and Fulham',
  'h and f': 'Hammersmith and Fulham',
  lbth: 'Tower Hamlets',
  rbwm: 'Windsor and Maidenhead',
  banes: 'Bath and North East Somerset',
  'b and nes': 'Bath and North East Somerset',
  bcp: 'Bournemouth, Christchurch and Poole',
};

/**
 * The local authority Land Registry names by `text` ("Newham", "Tower Hamlets", "Kirklees", or
 * initials: "RBKC"), with the postcode districts its sales are in (migration 054, decision 114);
 * null when none does.
 */
export function pricePaidAuthority(db: Queryable, text: string): Promise<PricePaidPlace | null> {
  return namedIn(db, text, true);
}

/**
 * Every local authority Land Registry names, by name key, with its name as the page says it (a few
 * hundred nationally), kept ten minutes per database like the place list: the search box reads
 * them in memory as it reads our places, and the Location box suggests them.
 */
export const pricePaidAuthorities = memoisePerDatabase(async (db) => {
  const { rows } = await db.query<{ name_key: string; name: string }>(
    `SELECT name_key, min(name) AS name FROM sold_price_place_names WHERE authority
      GROUP BY name_key ORDER BY name_key`,
  );
  const byKey = new Map(rows.map((r) => [r.name_key, placeNameCase(r.name)]));
  // The initials read as the name: the search box and the Location box's suggestions too.
  for (const [initials, name] of Object.entries(AUTHORITY_INITIALS)) {
    const label = byKey.get(placeKey(name));
    if (label) byKey.set(initials, label);
  }
  return byKey;
}, 10 * 60_000);

async function namedIn(
  db: Queryable,
  text: string,
  authority: boolean,
): Promise<PricePaidPlace | null> {
  // An authority's initials ("rbkc") are its name, among Land Registry's names too.
  const said = placeKey(text);
  const initialled = own(AUTHORITY_INITIALS, said);
  const key = initialled ? placeKey(initialled) : said;
  if (key.length < 3) return null;
  const { rows } = await db.query<{ name: string; postcode_district: string }>(
    `SELECT name, postcode_district FROM sold_price_place_names
      WHERE name_key = $1 ${authority ? 'AND authority' : ''} ORDER BY postcode_district LIMIT $2`,
    [key, authority ? MAX_AUTHORITY_DISTRICTS : MAX_NAME_DISTRICTS],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    name: first.name,
    label: placeNameCase(first.name),
    districts: rows.map((r) => r.postcode_district),
  };
}
