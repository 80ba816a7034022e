import { lotAvailableSql } from '#server/graph/lot-state.server';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import { formatCount, formatMoney } from '#shared/format/format';
import type { InsightBannersSection, InsightMetric } from './schema';

const SQL: Record<InsightMetric, { sql: string; format: (v: number) => string }> = {
  lots_available: {
    sql: `SELECT count(*)::int AS v FROM auction_properties t WHERE ${lotAvailableSql('t')}`,
    format: formatCount,
  },
  auction_houses: { sql: 'SELECT count(*)::int AS v FROM auction_houses', format: formatCount },
  upcoming_auctions: {
    sql: 'SELECT count(*)::int AS v FROM auctions WHERE auction_date >= $1',
    format: formatCount,
  },
  sales_last_12_months: {
    sql: "SELECT count(*)::int AS v FROM sold_house_prices WHERE date_of_transfer >= ($1::timestamptz - interval '12 months')::date",
    format: formatCount,
  },
  average_price_last_12_months: {
    sql: "SELECT coalesce(round(avg(price)), 0)::int AS v FROM sold_house_prices WHERE date_of_transfer >= ($1::timestamptz - interval '12 months')::date",
    format: formatMoney,
  },
};

/** Resolves each live metric once; the figures are shown already formatted. */
export async function loadInsightBanners(
  section: InsightBannersSection,
  ctx: SectionLoaderContext,
): Promise<Record<string, string>> {
  const wanted = [...new Set(section.items.flatMap((i) => (i.metric ? [i.metric] : [])))];
  const entries = await Promise.all(
    wanted.map(async (metric) => {
      const { sql, format } = SQL[metric];
      const { rows } = await ctx.db.query<{ v: number }>(
        sql,
        sql.includes('$1') ? [ctx.now.toISOString()] : [],
      );
      return [metric, format(Number(rows[0]?.v ?? 0))] as const;
    }),
  );
  return Object.fromEntries(entries);
}
