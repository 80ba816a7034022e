import type { SectionLoaderContext } from '#sections/loader-context.server';
import { formatCount, formatDate, formatMoney } from '#shared/format/format';
import { parseListingQuery } from '#schema/listing-query';
import { listingWhere } from '#server/areas/listing-where';
import type { InsightBannersSection, InsightMetric } from './schema';

interface Aggregate {
  aggregate: { count: number; avg?: { price: number | null } };
}

/** A year before `now` as a calendar date (sold prices are dated by day). */
function yearBefore(now: Date): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString().slice(0, 10);
}

type Variable = 'forSale' | 'now' | 'yearAgo';

const VARIABLE_TYPES: Record<Variable, string> = {
  forSale: 'auction_properties_bool_exp',
  now: 'timestamptz',
  yearAgo: 'date',
};

/** The sold-price search over the same sales as a last-12-months figure. */
const soldSince = (values: Record<Variable, unknown>) =>
  `/sold-house-prices?date_from=${String(values.yearAgo)}`;

/**
 * Each metric as one aliased field of a single graph operation, how its figure reads and, where
 * the figure covers part of a page's results, the search that gives the same figure.
 */
const METRICS: Record<
  InsightMetric,
  {
    field: string;
    uses?: Variable;
    value: (data: Record<string, Aggregate>) => string;
    search?: (values: Record<Variable, unknown>) => string;
    /** A figure over the last 12 months of sales: says so when the sales held end before today. */
    recentSales?: true;
  }
> = {
  // The same `where` as /listings opens with, so the banner and the results page agree.
  lots_available: {
    field: 'lots_available: auction_properties_aggregate(where: $forSale) { aggregate { count } }',
    uses: 'forSale',
    value: (d) => formatCount(d.lots_available!.aggregate.count),
  },
  auction_houses: {
    field: 'auction_houses: auction_houses_aggregate { aggregate { count } }',
    value: (d) => formatCount(d.auction_houses!.aggregate.count),
  },
  upcoming_auctions: {
    field:
      'upcoming_auctions: auctions_aggregate(where: { auction_date: { _gte: $now } }) { aggregate { count } }',
    uses: 'now',
    value: (d) => formatCount(d.upcoming_auctions!.aggregate.count),
  },
  sales_last_12_months: {
    field:
      'sales_last_12_months: sold_house_prices_aggregate(where: { date_of_transfer: { _gte: $yearAgo } }) { aggregate { count } }',
    uses: 'yearAgo',
    value: (d) => formatCount(d.sales_last_12_months!.aggregate.count),
    search: soldSince,
    recentSales: true,
  },
  average_price_last_12_months: {
    field:
      'average_price_last_12_months: sold_house_prices_aggregate(where: { date_of_transfer: { _gte: $yearAgo } }) { aggregate { avg { price } } }',
    uses: 'yearAgo',
    value: (d) =>
      formatMoney(Math.round(d.average_price_last_12_months!.aggregate.avg?.price ?? 0)),
    search: soldSince,
    recentSales: true,
  },
};

/**
 * Resolves the live metrics the section shows in one graph operation; figures come formatted,
 * and a figure over part of a page's results also its search, under `{metric}.href`.
 */
export async function loadInsightBanners(
  section: InsightBannersSection,
  ctx: SectionLoaderContext,
): Promise<Record<string, string>> {
  const wanted = [...new Set(section.items.flatMap((i) => (i.metric ? [i.metric] : [])))];
  if (wanted.length === 0) return {};
  const values: Record<Variable, unknown> = {
    forSale: listingWhere(parseListingQuery(new URLSearchParams()), null, ctx.now),
    now: ctx.now.toISOString(),
    yearAgo: yearBefore(ctx.now),
  };
  // Only the variables the chosen metrics use (GraphQL refuses an unused one).
  const used = [...new Set(wanted.flatMap((m) => METRICS[m].uses ?? []))];
  const declared = used.map((v) => `$${v}: ${VARIABLE_TYPES[v]}`).join(', ');
  const [graphData, held] = await Promise.all([
    ctx.graph(
      `query Insights${declared ? `(${declared})` : ''} {
      ${wanted.map((m) => METRICS[m].field).join('\n')}
    }`,
      Object.fromEntries(used.map((v) => [v, values[v]])),
    ),
    wanted.some((m) => METRICS[m].recentSales) ? ctx.salesHeld() : null,
  ]);
  const data = graphData as Record<string, Aggregate>;
  // HM Land Registry publishes weeks behind: "last 12 months" then ends at the last sale held.
  const heldNote =
    held && held.to < ctx.now.toISOString().slice(0, 10)
      ? `Sales we hold run to ${formatDate(held.to, 'long')}`
      : null;
  return Object.fromEntries(
    wanted.flatMap((m) => {
      const search = METRICS[m].search?.(values);
      const note = METRICS[m].recentSales ? heldNote : null;
      return [
        [m, METRICS[m].value(data)],
        ...(search ? [[`${m}.href`, search]] : []),
        ...(note ? [[`${m}.note`, note]] : []),
      ];
    }),
  );
}
