import type { Queryable } from '#server/db/db.server';

/**
 * The stored price bands of every district (migration 028) and the bands of the sales held now,
 * both as one JSON text, rows emptied to zero left out: equal when the bands are right.
 */
export async function soldPriceBandsAndTruth(
  db: Queryable,
): Promise<{ stored: string; fresh: string }> {
  const { rows } = await db.query<{ stored: string; fresh: string }>(
    `SELECT (SELECT coalesce(json_agg(b ORDER BY postcode_district, band), '[]')::text FROM
               (SELECT postcode_district, band, sales::int, price_sum::text FROM sold_price_bands
                 WHERE sales <> 0 OR price_sum <> 0) b) AS stored,
            (SELECT coalesce(json_agg(b ORDER BY postcode_district, band), '[]')::text FROM
               (SELECT postcode_district, sold_price_band(price) AS band, count(*)::int AS sales,
                       sum(price)::text AS price_sum
                  FROM sold_house_prices WHERE postcode_district IS NOT NULL GROUP BY 1, 2) b) AS fresh`,
  );
  return rows[0]!;
}
