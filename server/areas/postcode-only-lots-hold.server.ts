import type { Queryable } from '#server/db/db.server';
import { escapeLike, type ResolvedPlace } from '#schema/place';
import { areaLettersOf, postcodeLabel } from './postcode-text';
import { postcodePlace } from './area-tree.server';

/**
 * A postcode district or sector we hold no row of ("E15", "E15 1") in which a lot has arrived (a
 * feed's lot at E15 1AA): that district or sector, its lots found by their postcodes, as a full
 * postcode a lot carries already is. Nothing places it on our map (no row, no point), so it has no
 * centre and no circle. Null when no lot's postcode is in it: the page then says we hold nothing
 * there yet (decision 125).
 */
export async function postcodeOnlyLotsHold(
  db: Queryable,
  kind: 'district' | 'sector',
  /** `e15`, `e15/1`. */
  slug: string,
): Promise<ResolvedPlace | null> {
  const label = postcodeLabel(slug);
  // "E15 " (the space: not E151…), "E15 1": how every postcode of it begins, as lots store them.
  const prefix = kind === 'district' ? `${label} ` : label;
  const { rows } = await db.query(
    'SELECT 1 FROM auction_properties WHERE postcode LIKE $1 LIMIT 1',
    [`${escapeLike(prefix)}%`],
  );
  if (!rows.length) return null;
  return {
    kind,
    label,
    context: await postcodePlace(db, areaLettersOf(slug)),
    slug,
    value: label,
    centre: null,
    radiusMiles: null,
    bbox: null,
    districts: [],
    postcodePrefix: prefix,
  };
}
