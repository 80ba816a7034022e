import type { Queryable } from '#server/db/db.server';
import { lotStateSql, salePhaseSql } from '#server/graph/lot-state.server';
import { resultFigures, type LotResultCounts, type ResultFigures } from '#schema/auction-results';

/**
 * The aggregate columns of `LotResultCounts` over lots `p` whose state (`lot_state()`, the one
 * definition) is the column `state`. Sums are float8 so both drivers hand back numbers.
 */
export const RESULT_COUNTS_SQL = `
  count(*)::int AS lots,
  count(*) FILTER (WHERE state = 'Sold')::int AS sold,
  count(*) FILTER (WHERE state = 'Unsold')::int AS unsold,
  count(*) FILTER (WHERE state = 'Withdrawn')::int AS withdrawn,
  count(*) FILTER (WHERE state = 'Postponed')::int AS postponed,
  count(*) FILTER (WHERE state = 'Awaiting result')::int AS awaiting,
  coalesce(sum(p.sold_price) FILTER (WHERE state = 'Sold'), 0)::float8 AS raised,
  count(*) FILTER (WHERE state = 'Sold' AND p.sold_price > 0 AND p.guide_price_min > 0)::int AS sold_with_guide,
  coalesce(sum(p.sold_price) FILTER (WHERE state = 'Sold' AND p.sold_price > 0 AND p.guide_price_min > 0), 0)::float8 AS sold_price_with_guide,
  coalesce(sum(p.guide_price_min) FILTER (WHERE state = 'Sold' AND p.sold_price > 0 AND p.guide_price_min > 0), 0)::float8 AS guide_of_sold`;

/** Lots `p` of the auction `a.id`, each with its state: a LATERAL source for `RESULT_COUNTS_SQL`. */
export const AUCTION_LOTS_SQL = `(SELECT p.*, ${lotStateSql('p')} AS state FROM auction_properties p WHERE p.auction_id = a.id) p`;

/** The result columns of a row, as numbers whatever the driver made of them. */
export function countsOf(row: Record<string, unknown>): LotResultCounts {
  const n = (k: keyof LotResultCounts) => Number(row[k] ?? 0);
  return {
    lots: n('lots'),
    sold: n('sold'),
    unsold: n('unsold'),
    withdrawn: n('withdrawn'),
    postponed: n('postponed'),
    awaiting: n('awaiting'),
    raised: n('raised'),
    sold_with_guide: n('sold_with_guide'),
    sold_price_with_guide: n('sold_price_with_guide'),
    guide_of_sold: n('guide_of_sold'),
  };
}

/**
 * An auction house's results over the last twelve months: its lots whose sale closed in that
 * time, one aggregate over the house's (house, date) index. A room sale under way is not closed
 * (decision 155): its lots still to be offered were counted as lots offered, without results.
 */
export async function houseYearFigures(
  db: Queryable,
  houseId: number | string,
): Promise<ResultFigures> {
  const { rows } = await db.query(
    `SELECT ${RESULT_COUNTS_SQL}
       FROM (SELECT p.*, ${lotStateSql('p')} AS state
               FROM auction_properties p
              WHERE p.auction_house_id = $1
                AND p.auction_date > now() - interval '13 months'
                AND coalesce(p.auction_end_date, p.auction_date) > now() - interval '12 months'
                AND coalesce(p.auction_end_date, p.auction_date) <= now()
                AND ${salePhaseSql('p')} = 'closed') p`,
    [houseId],
  );
  return resultFigures(countsOf(rows[0] ?? {}));
}
