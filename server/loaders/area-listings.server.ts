import { readableSale } from '#shared/format/sale-address';
import { formatCountOf } from '#shared/format/format';
import type { ServerLoaderArgs } from './loader-args.server';
import { graph } from './graph-query.server';
import { CARD_FIELDS } from '#schema/entities';
import type { BoolExp } from '#server/graph/sql.server';
import { AVAILABLE_LOTS_WHERE } from '#server/areas/area-tree.server';
import { soldPriceStats } from '#server/areas/sold-price-stats.server';
import type { PropertyCardData, SoldPriceRecord } from '#schema/entities';
import type { SoldPriceSummary } from '#schema/sold-price-query';
import { pricePaidSpan, type PricePaidSpan } from '#server/areas/price-paid-span.server';

/** The lots and sales an area page shows: a handful of each, and the figures over all of them. */
export const AREA_LIST_SIZE = 6;

/** The link from an area's lots to the results page: "All 12 lots in Leeds", "The 1 lot in Greenford". */
export const allLotsLabel = (total: number, place: string) =>
  total === 1 ? `The 1 lot in ${place}` : `All ${formatCountOf(total, 'lot')} in ${place}`;

export async function soldPriceRows(
  args: ServerLoaderArgs,
  where: BoolExp,
  order: ReadonlyArray<Record<string, string>>,
  limit: number,
  offset = 0,
): Promise<SoldPriceRecord[]> {
  const data = await graph<{ items: SoldPriceRecord[] }>(
    args,
    `query Sold($where: sold_house_prices_bool_exp, $order: [sold_house_prices_order_by!], $limit: Int, $offset: Int) {
      items: sold_house_prices(where: $where, order_by: $order, limit: $limit, offset: $offset) { ${CARD_FIELDS.sold_house_prices} }
    }`,
    { where, order, limit, offset },
  );
  return data.items.map(readableSale);
}

export const NO_SALES: SoldPriceSummary = { count: 0, average: null, median: null };

/** Latest sales and the figures over every sale matching `where` (null: the area has no sales data). */
export async function areaSales(
  args: ServerLoaderArgs,
  where: BoolExp | null,
): Promise<{ sales: SoldPriceRecord[]; stats: SoldPriceSummary; salesSpan: PricePaidSpan | null }> {
  if (!where) return { sales: [], stats: NO_SALES, salesSpan: null };
  const [sales, stats, salesSpan] = await Promise.all([
    soldPriceRows(
      args,
      where,
      [{ date_of_transfer: 'desc' }, { transaction_id: 'asc' }],
      AREA_LIST_SIZE,
    ),
    soldPriceStats(args.scope.db, where),
    pricePaidSpan(args.scope.db),
  ]);
  return { sales, stats, salesSpan };
}

/**
 * The area's available lots, the soonest to close first (as /listings orders them), and how many:
 * counted only when the list is full (fewer lots than it holds are all there are).
 */
export async function areaLots(
  args: ServerLoaderArgs,
  where: BoolExp,
): Promise<{ lots: PropertyCardData[]; lotsTotal: number }> {
  const all = { _and: [where, AVAILABLE_LOTS_WHERE] };
  const { lots } = await graph<{ lots: PropertyCardData[] }>(
    args,
    `query AreaLots($where: auction_properties_bool_exp, $limit: Int) {
      lots: auction_properties(where: $where, order_by: [{ closes_at: asc_nulls_last }, { id: asc }], limit: $limit) { ${CARD_FIELDS.auction_properties} }
    }`,
    { where: all, limit: AREA_LIST_SIZE },
  );
  if (lots.length < AREA_LIST_SIZE) return { lots, lotsTotal: lots.length };
  const { agg } = await graph<{ agg: { aggregate: { count: number } } }>(
    args,
    `query AreaLotCount($where: auction_properties_bool_exp) {
      agg: auction_properties_aggregate(where: $where) { aggregate { count } }
    }`,
    { where: all },
  );
  return { lots, lotsTotal: agg.aggregate.count };
}
