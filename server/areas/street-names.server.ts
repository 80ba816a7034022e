import type { Queryable } from '#server/db/db.server';
import { MAX_FAN_OUT } from '#server/graph/sql.server';
import { escapeLike } from '#schema/place';

/** At most this many street names stand for a search (as many as the graph reads one by one). */
export const MAX_STREET_NAMES = MAX_FAN_OUT;

/**
 * The stored street names containing `text`, any case (sold_price_streets, decision 056): a search
 * for part of a street name becomes `street IN (names)`, which the (street, date) index answers
 * one name at a time. `null` when more than MAX_STREET_NAMES match: a pattern that common ("road")
 * is a large share of all sales, so walking them newest first finds a page at once.
 */
export async function matchingStreetNames(db: Queryable, text: string): Promise<string[] | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM sold_price_streets WHERE name ILIKE $1 ORDER BY name LIMIT $2`,
    [`%${escapeLike(text)}%`, MAX_STREET_NAMES + 1],
  );
  return rows.length > MAX_STREET_NAMES ? null : rows.map((r) => r.name);
}
