import type { Queryable } from '#server/db/db.server';
import { MAX_FAN_OUT } from '#server/graph/sql.server';
import { escapeLike } from '#schema/place';

/** At most this many street names stand for a search's list (as many as the graph reads one by one). */
export const MAX_STREET_NAMES = MAX_FAN_OUT;

/**
 * The stored street names containing `text`, any case (sold_price_streets, decision 056), at most
 * `limit` of them; `null` when more match. A search for part of a street name becomes `street IN
 * (names)`, which the (street, date) index answers one name at a time for a page of the list;
 * past MAX_STREET_NAMES a pattern that common ("road") is a large share of all sales, so walking
 * them newest first finds a page at once. Its figures still read only those names' sales, from
 * the index (with the price in it), up to the graph's MAX_IN_LIST names (decision 095).
 */
export async function matchingStreetNames(
  db: Queryable,
  text: string,
  limit = MAX_STREET_NAMES,
): Promise<string[] | null> {
  // "Queen's Road": Price Paid writes it so or "QUEENS ROAD", both found (decision 152).
  // Text with no apostrophe is one pattern, sent once (not the same scan twice).
  const patterns = [...new Set([text.replace(/’/g, "'"), text.replace(/['’]/g, '')])].map(
    (p) => `%${escapeLike(p)}%`,
  );
  const where = patterns.map((_, i) => `name ILIKE $${i + 2}`).join(' OR ');
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM sold_price_streets WHERE ${where} ORDER BY name LIMIT $1`,
    [limit + 1, ...patterns],
  );
  return rows.length > limit ? null : rows.map((r) => r.name);
}

/**
 * Whether the text (cleaned: one space between words) is a stored street name, as Price Paid
 * spells it (capitals) or in title case; by the names' key, one look-up each.
 */
export async function isStreetName(db: Queryable, text: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sold_price_streets
       WHERE name IN (upper($1), initcap($1))) AS held`,
    [text],
  );
  return rows[0]?.held === true;
}
