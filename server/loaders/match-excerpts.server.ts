import type { Queryable } from '#server/db/db.server';
import { lotTextGroups } from '#schema/lot-search-text';
import { EXCERPT_MARK } from '#schema/entities';

/**
 * For a text search, the line of each lot's description that holds the words its title, address
 * and place do not show: "cash buyers" finds a lot titled "Three-bedroom semi-detached house",
 * and the card says why ("…suited to [[cash buyers]] only…"). Keyed by lot id; lots whose title
 * shows every word have none. Words are marked with EXCERPT_MARK.
 */
export async function matchExcerpts(
  db: Queryable,
  ids: readonly (string | number)[],
  text: string | undefined,
): Promise<Record<string, string>> {
  const groups = text ? lotTextGroups(text) : [];
  if (!ids.length || !groups.length) return {};
  const params: unknown[] = [ids.map(String)];
  const word = (w: string) => {
    params.push(w);
    return `phraseto_tsquery('english', $${params.length}::text)`;
  };
  const any = groups.flat().map(word).join(' || ');
  const every = groups.map((g) => `(${g.map(word).join(' || ')})`).join(' && ');
  const { rows } = await db.query<{ id: string; excerpt: string }>(
    `SELECT id::text AS id,
            ts_headline('english', description, ${any},
              'StartSel="${EXCERPT_MARK.open}", StopSel="${EXCERPT_MARK.close}", MaxWords=18, MinWords=8, MaxFragments=1, FragmentDelimiter=" … "') AS excerpt
       FROM auction_properties
      WHERE id = ANY($1::bigint[]) AND description IS NOT NULL AND search_vector @@ (${any})
        AND NOT (ts_filter(search_vector, '{a}') @@ (${every}))`,
    params,
  );
  return Object.fromEntries(
    rows.filter((r) => r.excerpt.includes(EXCERPT_MARK.open)).map((r) => [r.id, r.excerpt]),
  );
}
