import { memoisePerDatabase } from '#server/cache/memoise.server';

/** The first and last day of the sales held (`YYYY-MM-DD`), or null with none. */
export interface PricePaidSpan {
  from: string;
  to: string;
}

const SPAN_TTL_MS = 10 * 60_000;
/**
 * The period the sold-price figures of a place cover: the first and last sale the database holds
 * (both ends of the date index; cached ten minutes per database). A place's "Sales recorded" and
 * median said nothing of when: five years of sales read as this year's.
 */
export const pricePaidSpan = memoisePerDatabase(async (db): Promise<PricePaidSpan | null> => {
  const { rows } = await db.query<{ from: string | null; to: string | null }>(
    `SELECT (SELECT date_of_transfer FROM sold_house_prices ORDER BY date_of_transfer LIMIT 1)::text AS from,
            (SELECT date_of_transfer FROM sold_house_prices ORDER BY date_of_transfer DESC LIMIT 1)::text AS to`,
  );
  const r = rows[0];
  return r?.from && r.to ? { from: r.from.slice(0, 10), to: r.to.slice(0, 10) } : null;
}, SPAN_TTL_MS);
