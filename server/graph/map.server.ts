import { lotStateSql } from './lot-state.server';
import type { Queryable, Row } from '#server/db/db.server';
import type { MapBox } from '#schema/map-view';
import { badUserInput } from './errors.server';
import { compileWhere, newCompiler, type BoolExp } from './sql.server';
import { TABLES } from './tables.server';

/**
 * `map_auction_properties`: the lots inside a bounding box, as points or as grid clusters.
 *
 * The rule (MapOptions below):
 *  1. `zoom` is the map's zoom level (0-22). Without it, it is derived from the box width as if the
 *     box were 4 map tiles (1024 px) wide.
 *  2. At zoom >= `pointsFromZoom` (15, street level) the answer is always points, at most
 *     `maxPoints` (1000, ordered by id; `truncated` says when more matched).
 *  3. Below that, up to `pointLimit` (300) matching lots come back as points; more than that and
 *     they come back as clusters instead.
 *  4. Clusters are cells of a grid fixed to the world (so they stay put while the map pans):
 *     `cellsPerTile` (4) cells per 256 px tile side, i.e. 360 / (2^zoom * 4) degrees square. Each
 *     cluster has its count, the mean position of its lots, and `bbox`: the box of its lots, which
 *     is where the map should zoom to expand it. A box so large for its zoom that it would hold more
 *     than `maxCells` (2500) cells is clustered at a coarser zoom, reported back in `zoom`.
 */

export interface MapOptions {
  pointLimit: number;
  pointsFromZoom: number;
  maxPoints: number;
  cellsPerTile: number;
  maxCells: number;
}

export const MAP_DEFAULTS: MapOptions = {
  pointLimit: 300,
  pointsFromZoom: 15,
  maxPoints: 1000,
  cellsPerTile: 4,
  maxCells: 2500,
};

export const MAX_ZOOM = 22;

export type Bbox = MapBox;

export interface MapArgs {
  bbox: Bbox;
  where?: BoolExp | null;
  zoom?: number | null;
}

export interface MapPoint {
  id: number | string;
  lat: number;
  lng: number;
  title: string;
  lot_status: string | null;
  guide_price_min: number | null;
  guide_price_max: number | null;
  /** What a sold lot sold for (null: not sold, or the price was not published). */
  sold_price: number | null;
}

export interface MapCluster {
  count: number;
  lat: number;
  lng: number;
  bbox: Bbox;
}

export interface MapResult {
  mode: 'points' | 'clusters';
  zoom: number;
  total: number;
  truncated: boolean;
  points: MapPoint[];
  clusters: MapCluster[];
}

export function validateBbox(bbox: Bbox): void {
  const { west, south, east, north } = bbox;
  if (south < -90 || north > 90 || south > 90 || north < -90) {
    throw badUserInput('bbox latitudes must be between -90 and 90.');
  }
  if (west < -180 || east > 180 || west > 180 || east < -180) {
    throw badUserInput('bbox longitudes must be between -180 and 180.');
  }
  if (south > north) throw badUserInput('bbox south must not be greater than north.');
  if (west > east) throw badUserInput('bbox west must not be greater than east.');
}

/** Zoom as given (validated) or derived from the box width. */
export function effectiveZoom(bbox: Bbox, zoom: number | null | undefined): number {
  if (zoom !== null && zoom !== undefined) {
    if (!Number.isInteger(zoom) || zoom < 0 || zoom > MAX_ZOOM) {
      throw badUserInput(`zoom must be a whole number from 0 to ${MAX_ZOOM}.`);
    }
    return zoom;
  }
  const width = Math.max(bbox.east - bbox.west, 1e-9);
  return Math.min(MAX_ZOOM, Math.max(0, Math.floor(Math.log2((360 * 4) / width))));
}

export function cellSize(zoom: number, options: MapOptions): number {
  return 360 / (2 ** zoom * options.cellsPerTile);
}

/** Coarsens the zoom until the box holds at most `maxCells` grid cells. */
export function clusterZoom(bbox: Bbox, zoom: number, options: MapOptions): number {
  let z = zoom;
  while (z > 0) {
    const cell = cellSize(z, options);
    const cells =
      (Math.floor(bbox.east / cell) - Math.floor(bbox.west / cell) + 1) *
      (Math.floor(bbox.north / cell) - Math.floor(bbox.south / cell) + 1);
    if (cells <= options.maxCells) break;
    z -= 1;
  }
  return z;
}

export async function mapAuctionProperties(
  db: Queryable,
  args: MapArgs,
  options: MapOptions = MAP_DEFAULTS,
): Promise<MapResult> {
  validateBbox(args.bbox);
  const zoom = effectiveZoom(args.bbox, args.zoom);
  const table = TABLES.auction_properties;

  const filter = () => {
    const c = newCompiler();
    const p = c.params;
    const box =
      `t.lat BETWEEN ${p.add(args.bbox.south, 'double precision')} AND ${p.add(args.bbox.north, 'double precision')} ` +
      `AND t.lng BETWEEN ${p.add(args.bbox.west, 'double precision')} AND ${p.add(args.bbox.east, 'double precision')}`;
    const where = compileWhere(c, table, args.where, 't');
    return { c, condition: `${box} AND ${where}` };
  };

  const pointsOnly = zoom >= options.pointsFromZoom;
  const cap = pointsOnly ? options.maxPoints : options.pointLimit;
  const pointsQuery = filter();
  const limit = pointsQuery.c.params.add(cap + 1, 'integer');
  const rows = (
    await db.query(
      `SELECT t.id, t.lat, t.lng, t.title, ${lotStateSql('t')} AS lot_status, t.guide_price_min, t.guide_price_max, t.sold_price FROM auction_properties t ` +
        `WHERE ${pointsQuery.condition} ORDER BY t.id LIMIT ${limit}`,
      pointsQuery.c.params.values,
    )
  ).rows as unknown as MapPoint[];

  if (rows.length <= cap) {
    return {
      mode: 'points',
      zoom,
      total: rows.length,
      truncated: false,
      points: rows,
      clusters: [],
    };
  }
  if (pointsOnly) {
    const countQuery = filter();
    const counted = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM auction_properties t WHERE ${countQuery.condition}`,
      countQuery.c.params.values,
    );
    return {
      mode: 'points',
      zoom,
      total: Number(counted.rows[0]?.count ?? 0),
      truncated: true,
      points: rows.slice(0, cap),
      clusters: [],
    };
  }

  const gridZoom = clusterZoom(args.bbox, zoom, options);
  const clusterQuery = filter();
  const cell = clusterQuery.c.params.add(cellSize(gridZoom, options), 'double precision');
  const clusterRows = (
    await db.query(
      `SELECT count(*)::int AS count, avg(t.lat) AS lat, avg(t.lng) AS lng, ` +
        `min(t.lng) AS west, min(t.lat) AS south, max(t.lng) AS east, max(t.lat) AS north ` +
        `FROM auction_properties t WHERE ${clusterQuery.condition} ` +
        `GROUP BY floor(t.lng / ${cell}), floor(t.lat / ${cell}) ` +
        `ORDER BY count(*) DESC, avg(t.lat), avg(t.lng)`,
      clusterQuery.c.params.values,
    )
  ).rows as Row[];
  const clusters = clusterRows.map((r) => ({
    count: Number(r.count),
    lat: Number(r.lat),
    lng: Number(r.lng),
    bbox: {
      west: Number(r.west),
      south: Number(r.south),
      east: Number(r.east),
      north: Number(r.north),
    },
  }));
  return {
    mode: 'clusters',
    zoom: gridZoom,
    total: clusters.reduce((sum, c) => sum + c.count, 0),
    truncated: false,
    points: [],
    clusters,
  };
}
