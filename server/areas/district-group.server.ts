import type { Queryable } from '#server/db/db.server';
import { areaLettersOf } from './postcode-text';

/**
 * Central London's districts that Royal Mail split by a letter: SW1A, SW1E … SW1Y; W1A … W1W;
 * EC1A … EC4Y; WC1A … WC2R. None of "SW1", "W1", "EC1" … "WC2" is a district of its own, yet
 * that is how buyers, agents and catalogues write them ("a flat in SW1"). E1, N1, NW1 and SE1 are
 * districts of their own beside their lettered ones (E1W, N1C, N1P, NW1W, SE1P) and mean just
 * themselves.
 */
const SPLIT_DISTRICTS = new Set(['ec1', 'ec2', 'ec3', 'ec4', 'sw1', 'w1', 'wc1', 'wc2']);

/** The split district a lettered one belongs to (`sw1a` → `sw1`), null for any other slug. */
export function splitDistrictOf(slug: string): string | null {
  const whole = /^([a-z]+\d)[a-z]$/.exec(slug)?.[1];
  return whole && SPLIT_DISTRICTS.has(whole) ? whole : null;
}

/** A postcode as the place resolvers read it: where it is, and how it is written. */
export type PostcodePoint = { slug: string; label: string; lat: number | null; lng: number | null };

/**
 * The districts we hold of a split district written whole (`sw1` → sw1a, sw1p, …), in postcode
 * order; empty for any other slug, so no other search pays a query for it.
 */
export async function districtGroup(db: Queryable, slug: string): Promise<PostcodePoint[]> {
  if (!SPLIT_DISTRICTS.has(slug)) return [];
  const area = areaLettersOf(slug);
  const { rows } = await db.query<PostcodePoint>(
    `SELECT slug, label, lat, lng FROM postcodes
      WHERE kind = 'district' AND parent_slug = $1 AND slug LIKE $2 ORDER BY slug`,
    [area, `${slug}_`],
  );
  return rows.filter((r) => splitDistrictOf(r.slug) === slug);
}
