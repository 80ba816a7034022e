import type { Queryable } from '#server/db/db.server';
import { MATCHED_AS_WRITTEN, lotTextGroups } from '#schema/lot-search-text';
import { EXCERPT_MARK } from '#schema/entities';

/**
 * For a text search, the line of each lot's description that holds the words its title, address
 * and place do not show: "cash buyers" finds a lot titled "Three-bedroom semi-detached house",
 * and the card says why ("…suited to [[cash buyers]] only…"). And the lot's address, when it holds
 * words of the search its title does not show: "union street" finds a lot on Union Street whose
 * card names only its town ("14 [[Union Street]], Stoke-on-Trent"). Keyed by lot id; a lot whose
 * title shows every word has neither. Words are marked with EXCERPT_MARK.
 */
export async function matchExcerpts(
  db: Queryable,
  ids: readonly (string | number)[],
  text: string | undefined,
): Promise<{ excerpts: Record<string, string>; addresses: Record<string, string> }> {
  const groups = text ? lotTextGroups(text) : [];
  if (!ids.length || !groups.length) return { excerpts: {}, addresses: {} };
  const params: unknown[] = [ids.map(String)];
  const word = (w: string, config = 'english') => {
    params.push(w);
    return `phraseto_tsquery('${config}', $${params.length}::text)`;
  };
  const any = groups
    .flat()
    .map((w) => word(w))
    .join(' || ');
  const every = groups.map((g) => `(${g.map((w) => word(w)).join(' || ')})`).join(' && ');
  // A word matched as written ("parking") is marked as written: to the English stemmer the
  // description's "near parks" is the same word, and the line shown was that one. The other
  // words are then marked as typed too ("garden", not "gardens").
  const config = groups.flat().some((w) => MATCHED_AS_WRITTEN.has(w.toLowerCase()))
    ? 'simple'
    : 'english';
  // As written, a common word ("with" of "with parking") is a word too, and the line shown was
  // "offered [[with]] vacant possession": a word English search skips is marked in neither.
  const shown = groups
    .flat()
    .map((w) =>
      config === 'english'
        ? word(w)
        : `(CASE WHEN numnode(${word(w)}) = 0 THEN ''::tsquery ELSE ${word(w, config)} END)`,
    )
    .join(' || ');
  const marks = `StartSel="${EXCERPT_MARK.open}", StopSel="${EXCERPT_MARK.close}"`;
  const { rows } = await db.query<{ id: string; excerpt: string | null; address: string | null }>(
    `SELECT id::text AS id,
            CASE WHEN description IS NOT NULL AND search_vector @@ (${any})
                  AND NOT (ts_filter(search_vector, '{a,b}') @@ (${every}))
                 THEN ts_headline('${config}', description, ${shown},
                   '${marks}, MaxWords=18, MinWords=8, MaxFragments=1, FragmentDelimiter=" … "')
            END AS excerpt,
            CASE WHEN address IS NOT NULL AND to_tsvector('english', address) @@ (${any})
                  AND NOT (to_tsvector('english', coalesce(title, '')) @@ (${every}))
                 THEN ts_headline('${config}', address, ${shown}, '${marks}, HighlightAll=true')
            END AS address
       FROM auction_properties
      WHERE id = ANY($1::bigint[])`,
    params,
  );
  const marked = (key: 'excerpt' | 'address') =>
    Object.fromEntries(
      rows.flatMap((r) => (r[key]?.includes(EXCERPT_MARK.open) ? [[r.id, r[key]]] : [])),
    );
  return { excerpts: marked('excerpt'), addresses: marked('address') };
}
