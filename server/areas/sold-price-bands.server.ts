import type { Queryable } from '#server/db/db.server';
import type { BoolExp } from '#server/graph/sql.server';
import type { SoldPriceSummary } from '#schema/sold-price-query';

/**
 * Exact figures of a town or a postcode district from the price bands every district keeps
 * (sold_price_bands, migration 028, decision 058): the count and the average are sums over the
 * districts' bands, the median is read from the sales of the one band (or two neighbouring bands)
 * holding the middle rank. The same numbers as count(*), round(avg(price)) and
 * round(percentile_cont(0.5)) over every sale, without reading hundreds of thousands of them.
 */

/** The postcode districts `where` is exactly (a town or a district and nothing else), or null. */
export function districtsOnly(where: BoolExp): string[] | null {
  const keys = Object.keys(where);
  if (keys.length !== 1) return null;
  if (keys[0] === '_and') {
    const list = where._and;
    return Array.isArray(list) && list.length === 1 ? districtsOnly(list[0] as BoolExp) : null;
  }
  if (keys[0] !== 'postcode_district') return null;
  const ops = where.postcode_district as Record<string, unknown> | null;
  if (!ops || typeof ops !== 'object' || Object.keys(ops).length !== 1) return null;
  if (typeof ops._eq === 'string') return [ops._eq];
  if (Array.isArray(ops._in) && ops._in.every((d) => typeof d === 'string'))
    return ops._in as string[];
  return null;
}

/** The first price above band `band` (a price cut to two significant figures: migration 028). */
export function bandEnd(band: number): number {
  if (band < 100) return band + 1;
  return band + 10 ** (String(band).length - 2);
}

type BandRow = { band: number; sales: number; count: number; average: number | null };

/**
 * Which sales hold the 0-based ranks `from`…`to` (percentile_cont's two middle ranks): the price
 * range of the bands they fall in, and how many sales of that range come before `from`.
 */
export function medianRange(
  bands: readonly { band: number; sales: number }[],
  from: number,
  to: number,
) {
  let before = 0;
  let first: { band: number; before: number } | undefined;
  for (const b of bands) {
    if (!first && from < before + b.sales) first = { band: b.band, before };
    if (first && to < before + b.sales)
      return { low: first.band, high: bandEnd(b.band), offset: from - first.before };
    before += b.sales;
  }
  return null;
}

/**
 * The figures of `districts` from their bands, or null when the bands cannot answer: none holds
 * a sale, or a first fill is under way (its bands are built at its end).
 */
export async function bandFigures(
  db: Queryable,
  districts: readonly string[],
): Promise<SoldPriceSummary | null> {
  const { rows } = await db.query<BandRow>(
    `SELECT band::int AS band, sales::int AS sales, (sum(sales) OVER ())::int AS count,
            round(sum(price_sum) OVER () / sum(sales) OVER ())::int AS average
       FROM (SELECT band, sum(sales) AS sales, sum(price_sum) AS price_sum
               FROM sold_price_bands
              WHERE postcode_district = ANY($1::text[])
                AND NOT EXISTS (SELECT 1 FROM ppd_deferred_indexes)
              GROUP BY band HAVING sum(sales) > 0) b
      ORDER BY band`,
    [districts],
  );
  const count = rows[0]?.count ?? 0;
  if (count === 0) return null;
  const from = Math.floor((count - 1) / 2);
  const to = Math.ceil((count - 1) / 2);
  const range = medianRange(rows, from, to);
  if (!range) return null;
  const { rows: middle } = await db.query<{ median: number | null }>(
    `SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS median
       FROM (SELECT price FROM sold_house_prices
              WHERE postcode_district = ANY($1::text[])
                AND price >= $2::bigint AND price < $3::bigint
              ORDER BY price OFFSET $4 LIMIT $5) s`,
    [districts, range.low, range.high, range.offset, to - from + 1],
  );
  return { count, average: rows[0]?.average ?? null, median: middle[0]?.median ?? null };
}
