import type { Queryable } from '#server/db/db.server';
import type { MapBox } from '#schema/map-view';
import { compileWhere, newCompiler, type BoolExp } from './sql.server';
import { TABLES } from './tables.server';

/**
 * The box around every lot matching a graph `where` (compiled by the graph's own compiler, so the
 * map opens on exactly the list's lots): one aggregate, as cheap as the list's count. Null when no
 * matching lot has a position.
 */
export async function lotBounds(db: Queryable, where: BoolExp): Promise<MapBox | null> {
  const c = newCompiler();
  const condition = compileWhere(c, TABLES.auction_properties, where, 't');
  const { rows } = await db.query<Record<keyof MapBox, number | null>>(
    `SELECT min(t.lng) AS west, min(t.lat) AS south, max(t.lng) AS east, max(t.lat) AS north
       FROM auction_properties t
      WHERE t.lat IS NOT NULL AND t.lng IS NOT NULL AND ${condition}`,
    c.params.values,
  );
  const row = rows[0];
  if (!row || row.west === null || row.south === null || row.east === null || row.north === null)
    return null;
  return {
    west: Number(row.west),
    south: Number(row.south),
    east: Number(row.east),
    north: Number(row.north),
  };
}
