import type { Queryable } from '#server/db/db.server';
import { parsePostcodeText, type PostcodeText } from './postcode-text';
import { matchPlace, MAX_PLACE_WORDS, type PlaceEntry } from './place-match';
import { kmApart } from './said-areas';

/** The postcode district a parsed postcode lies in (`ls6` for LS6, LS6 1 and LS6 1AB). */
export const districtOf = (pc: PostcodeText) =>
  pc.kind === 'unit' ? pc.district : pc.kind === 'sector' ? pc.slug.split('/')[0]! : pc.slug;

/** Whether the postcode district lies in the place of the list (its town, or a town under it). */
async function districtLiesIn(db: Queryable, district: string, place: PlaceEntry) {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM postcodes WHERE kind = 'district' AND slug = $1
       AND (location_slug = $2 OR location_slug LIKE $3)) AS held`,
    [district, place.slug, `${place.slug}/%`],
  );
  return rows[0]?.held === true;
}

/**
 * A postcode written beside the town (or county) it lies in, either side: "leeds ls6", "M14
 * manchester", "york yo1 7hh". The postcode says more than the town, so it is the place, and the
 * town's words are read with it. The postcode as typed (without commas), where its words are
 * (`from`, `to`) and where the town's and the postcode's words together are (`spanFrom`,
 * `spanTo`); null when no postcode (district, sector or full postcode) stands beside a place it
 * lies in. "m6 penrith": Penrith holds no M6, and stays the place.
 */
export async function postcodeBesideItsPlace(
  db: Queryable,
  places: readonly PlaceEntry[],
  typed: readonly string[],
  end: number,
): Promise<{
  postcode: string;
  from: number;
  to: number;
  spanFrom: number;
  spanTo: number;
} | null> {
  // "LS6, Leeds": an address's commas are no part of either.
  const words = typed.map((w) => w.replace(/,/g, ''));
  for (let from = 0; from < end; from++) {
    const numbered = await numberedDistrict(db, places, words, from);
    if (numbered) return numbered;
    for (const size of [2, 1]) {
      const to = from + size;
      if (to > end) continue;
      const pc = parsePostcodeText(words.slice(from, to).join(' '));
      if (!pc || pc.kind === 'area') continue;
      // The town's words just before the postcode, then just after it, longest name first.
      const beside: [number, number][] = [];
      for (let n = Math.min(from, MAX_PLACE_WORDS); n >= 1; n--) beside.push([from - n, from]);
      for (let n = Math.min(end - to, MAX_PLACE_WORDS); n >= 1; n--) beside.push([to, to + n]);
      for (const [a, b] of beside) {
        const place = matchPlace(places, words.slice(a, b).join(' '));
        if (place && (await districtLiesIn(db, districtOf(pc), place)))
          return {
            postcode: words.slice(from, to).join(' '),
            from,
            to,
            spanFrom: Math.min(a, from),
            spanTo: Math.max(b, to),
          };
      }
    }
  }
  return null;
}

/**
 * A district written as its town and number, as the post office numbered a city's districts
 * before postcodes and its people still say them: "Leeds 6" is LS6, "Liverpool 8" L8,
 * "Manchester 14" M14. The number must follow the town whose postcode area it numbers (the area
 * named after it), and the district must be one we hold. "leeds 6" offered Leeds with "6" as a
 * word to find.
 */
async function numberedDistrict(
  db: Queryable,
  places: readonly PlaceEntry[],
  words: readonly string[],
  at: number,
) {
  const number = /^\d{1,2}$/.exec(words[at] ?? '')?.[0];
  if (!number) return null;
  for (let n = Math.min(at, MAX_PLACE_WORDS); n >= 1; n--) {
    const place = matchPlace(places, words.slice(at - n, at).join(' '));
    if (!place || place.kind !== 'town') continue;
    const { rows } = await db.query<{ label: string }>(
      `SELECT d.label FROM postcodes a JOIN postcodes d
          ON d.kind = 'district' AND d.slug = a.slug || $2
        WHERE a.kind = 'area' AND a.location_slug = $1
        LIMIT 1`,
      [place.slug, String(Number(number))],
    );
    const district = rows[0]?.label;
    if (district)
      return { postcode: district, from: at, to: at + 1, spanFrom: at - n, spanTo: at + 1 };
  }
  return null;
}

/**
 * "leeds ls6", "M14 manchester", "leeds 6": a postcode and the town it lies in, and nothing else,
 * are the postcode (as the lot search reads them), in capitals. Null otherwise.
 */
export async function postcodeWithItsPlace(
  db: Queryable,
  places: readonly PlaceEntry[],
  text: string,
): Promise<string | null> {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return null;
  const found = await postcodeBesideItsPlace(db, places, words, words.length);
  if (!found || found.spanFrom !== 0 || found.spanTo !== words.length) return null;
  return found.postcode.toUpperCase();
}

/** A place this close to a postcode district's centre may be where it is ("Didsbury M20"). */
const BESIDE_KM = 10;

/**
 * A postcode and a place it does not lie in, and nothing else, either way round: "LS6,
 * Manchester", "Manchester LS6", "M1 1AA Leeds". Either may be what the buyer meant, so both are
 * offered, the postcode first (it says more). "LS6, Manchester" had been LS6 searched as a street
 * of Manchester (0 sales, Manchester offered, LS6 never). Null for any other text, for a postcode
 * beside a place it lies in (postcodeBesideItsPlace: that is the postcode) or near ("Didsbury
 * M20": a locality of the town M20 is filed under), and for a district we hold nothing of ("LS18
 * Leeds": the unheld postcode's own reading says so).
 */
export async function postcodeAwayFromPlace(
  db: Queryable,
  places: readonly PlaceEntry[],
  text: string,
): Promise<{ postcode: string; place: PlaceEntry } | null> {
  const words = text.replace(/,/g, ' ').trim().split(/\s+/);
  for (const size of [2, 1])
    for (const first of [true, false]) {
      if (words.length <= size || words.length - size > MAX_PLACE_WORDS) continue;
      const said = first ? words.slice(0, size) : words.slice(-size);
      const pc = parsePostcodeText(said.join(' '));
      if (!pc || pc.kind === 'area') continue;
      const place = matchPlace(
        places,
        (first ? words.slice(size) : words.slice(0, -size)).join(' '),
      );
      if (!place || (await districtLiesIn(db, districtOf(pc), place))) continue;
      const { rows } = await db.query<{ lat: number | null; lng: number | null }>(
        `SELECT lat, lng FROM postcodes WHERE kind = 'district' AND slug = $1`,
        [districtOf(pc)],
      );
      const district = rows[0];
      if (district && kmApart(district, place) > BESIDE_KM)
        return { postcode: said.join(' ').toUpperCase(), place };
    }
  return null;
}
