import { boxAround, type MapBox } from '#schema/map-view';

/**
 * A wide place's land as boxes (decision 155): its places' and postcodes' points, in cells of a
 * grid, each cell the box of its points. A radius search widens each by the radius, so "within 5
 * miles of Kent" is within about 5 miles of a place of Kent's. One box round Kent's points (the
 * corner of Edenbridge's west and Purfleet's north) reached Hackney, 11 miles from Dartford, and
 * Hastings, 13 miles from Hawkhurst.
 */

/** The finest cell, in degrees of latitude: about 3.5 miles. Longitude's is wider (below). */
export const FINEST_CELL_DEGREES = 0.05;

/** A degree of longitude is about 0.62 of a degree of latitude across Britain: square cells. */
const LNG_PER_LAT = 1.6;

/** A fine cell's box: its points' box and which fine cell it is. */
export interface CellBox extends MapBox {
  row: number;
  col: number;
}

/** The fine cells' grid keys, as SQL over (lat, lng): the resolver groups its points by these. */
export const FINE_CELL_SQL = {
  row: `floor(lat / ${FINEST_CELL_DEGREES})::int`,
  col: `floor(lng / ${FINEST_CELL_DEGREES * LNG_PER_LAT})::int`,
};

/**
 * Fine cells merged into cells twice, four, eight … times as wide, until there are at most `max`
 * (the graph takes 100 boxes in one condition): Kent keeps fine cells, England coarser ones.
 */
export function landBoxes(cells: readonly CellBox[], max: number): MapBox[] {
  for (let scale = 1; ; scale *= 2) {
    const merged = new Map<string, MapBox>();
    for (const c of cells) {
      const key = `${Math.floor(c.row / scale)}:${Math.floor(c.col / scale)}`;
      const box = merged.get(key);
      merged.set(key, boxAround(box ? [box, c] : [c])!);
    }
    if (merged.size <= max || merged.size <= 1) return [...merged.values()];
  }
}
