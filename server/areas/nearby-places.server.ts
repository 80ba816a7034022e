import type { Queryable } from '#server/db/db.server';
import { lotAvailableSql } from '#server/graph/lot-state.server';

export type NearbyPlace = {
  slug: string;
  name: string;
  /** Straight-line miles from the place asked about, to one decimal. */
  miles: number;
  /** Available lots in the town and below it. */
  lots: number;
};

const AVAILABLE = lotAvailableSql('a');
/** Squared distance on a flat map scaled to the place's latitude: fine for ordering nearby towns. */
const DISTANCE_SQ = 'power(l.lat - h.lat, 2) + power((l.lng - h.lng) * cos(radians(h.lat)), 2)';
/** A place in Northern Ireland, across the Irish Sea from the rest of the UK. */
const IN_IRELAND = "l.slug LIKE 'northern-ireland/%'";

/**
 * The towns nearest to a place that we hold postcodes for (so their pages have sales and their
 * lots a place), nearest first: a place without postcodes has no sales of its own to show.
 */
export async function nearbyTownsWithPostcodes(
  db: Queryable,
  slug: string,
  limit = 5,
): Promise<NearbyPlace[]> {
  const { rows } = await db.query<NearbyPlace>(
    `WITH h AS (SELECT lat, lng FROM locations WHERE slug = $1 AND lat IS NOT NULL AND lng IS NOT NULL)
     SELECT l.slug, l.name, round((69.05 * sqrt(${DISTANCE_SQ}))::numeric, 1)::float8 AS miles,
            (SELECT count(*) FROM auction_properties a
              WHERE (a.location_slug = l.slug OR a.location_slug LIKE l.slug || '/%') AND ${AVAILABLE})::int AS lots
       FROM locations l, h
      WHERE l.kind = 'town' AND l.slug <> $1 AND l.lat IS NOT NULL
        AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
      ORDER BY ${DISTANCE_SQ}, l.slug
      LIMIT $2`,
    [slug, limit],
  );
  return rows;
}

/**
 * The town nearest a point, within `miles`, that we hold postcode rows of (a post town of our
 * place list, as `nearbyTownsWithPostcodes` reads them), or null: where a postcode district the
 * seed lacks is filed (load-gazetteer).
 */
export async function nearestTownWithPostcodes(
  db: Queryable,
  centre: { lat: number; lng: number },
  miles: number,
): Promise<string | null> {
  const { rows } = await db.query<{ slug: string }>(
    `WITH h AS (SELECT $1::float8 AS lat, $2::float8 AS lng)
     SELECT l.slug FROM locations l, h
      WHERE l.kind = 'town' AND l.lat IS NOT NULL
        AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
        AND ${DISTANCE_SQ} <= power($3::float8 / 69.05, 2)
      ORDER BY ${DISTANCE_SQ}, l.slug
      LIMIT 1`,
    [centre.lat, centre.lng, miles],
  );
  return rows[0]?.slug ?? null;
}

/** How far round a place without postcodes its sales are looked for, and in how many districts. */
export const NAME_SEARCH_MILES = 10;
export const NAME_SEARCH_DISTRICTS = 24;

/**
 * The postcode districts whose centres lie within NAME_SEARCH_MILES of a place we hold no
 * districts of, nearest first, at most NAME_SEARCH_DISTRICTS: where Price Paid's sales of that
 * place (by its name in Price Paid's own place columns) can be, read district by district from
 * the (district, date) index. None for a place without a centre.
 */
export async function districtsAround(db: Queryable, slug: string): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `WITH h AS (SELECT lat, lng FROM locations WHERE slug = $1 AND lat IS NOT NULL AND lng IS NOT NULL)
     SELECT l.slug FROM postcodes l, h
      WHERE l.kind = 'district' AND l.lat IS NOT NULL AND l.lng IS NOT NULL
        AND ${DISTANCE_SQ} <= power($2::float8 / 69.05, 2)
      ORDER BY ${DISTANCE_SQ}, l.slug
      LIMIT $3`,
    [slug, NAME_SEARCH_MILES, NAME_SEARCH_DISTRICTS],
  );
  return rows.map((r) => r.slug);
}

/**
 * The town nearest to a place's centre that has lots for sale (in it or in a place under it), or
 * null. For an area a buyer cannot stand in the middle of (a county, a postcode area), the
 * nearest lots are best said as a town's: a circle "within 10 miles of Warwickshire" reads wrong.
 * The places holding lots are every leading part of an available lot's place slug (a lot in
 * `england/kent/ash/x` is in `england/kent/ash`): read once from the lots, not by a search of
 * the lots for each of 4,000 towns (305 ms a county page; decision 082).
 * A town on the same side of the Irish Sea comes first: Wigtown, with no lot within 50 miles,
 * offered "3 lots in Bangor", County Down, nearer as the crow flies than any Scottish town with
 * lots but a ferry away. The side is that of the town nearest the centre (a postcode area or
 * district has no country of its own); across it only when there are no lots on this side.
 */
export async function nearestTownWithLots(
  db: Queryable,
  centre: { lat: number; lng: number },
): Promise<{ slug: string; name: string } | null> {
  const { rows } = await db.query<{ slug: string; name: string }>(
    `WITH h AS (SELECT $1::float8 AS lat, $2::float8 AS lng),
          lot_places AS (SELECT DISTINCT string_to_array(a.location_slug, '/') AS parts
                           FROM auction_properties a
                          WHERE a.location_slug IS NOT NULL AND ${AVAILABLE}),
          with_lots AS (SELECT DISTINCT array_to_string(p.parts[1:n], '/') AS slug
                          FROM lot_places p, generate_series(1, cardinality(p.parts)) AS n),
          here AS (SELECT ${IN_IRELAND} AS ireland FROM locations l, h
                    WHERE l.kind = 'town' AND l.lat IS NOT NULL
                    ORDER BY ${DISTANCE_SQ}, l.slug LIMIT 1)
     SELECT l.slug, l.name
       FROM locations l JOIN with_lots w ON w.slug = l.slug, h
      WHERE l.kind = 'town' AND l.lat IS NOT NULL
      ORDER BY ${IN_IRELAND} IS DISTINCT FROM (SELECT ireland FROM here), ${DISTANCE_SQ}, l.slug
      LIMIT 1`,
    [centre.lat, centre.lng],
  );
  return rows[0] ?? null;
}
