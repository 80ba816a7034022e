import type { Queryable } from '#server/db/db.server';
import { parseSoldPriceQuery, type SoldPriceQuery } from '#schema/sold-price-query';
import type { SoldSearchOffers } from '#shared/payloads/area-data';
import { soldSearchWords, soldTypeWords } from '#shared/format/sold-search-words';
import { resolveSoldPriceFilter } from './sold-price-filter.server';
import { soldPriceStats } from './sold-price-stats.server';

export type SoldOffer = SoldSearchOffers['offers'][number];

/**
 * What an offer searches, the place after its noun: "Terraced houses in York", "Leasehold sales in
 * Leeds, new builds only, for up to £100,000", "All sales in York", "Terraced houses".
 */
export function offerLabel(query: SoldPriceQuery, place: string | null): string {
  const type = soldTypeWords(query.property_type);
  const noun = [query.tenure?.toLowerCase(), type ?? 'sales'].filter(Boolean).join(' ');
  // The words after the type and tenure (soldSearchWords says those first, when set).
  const rest = soldSearchWords(query).slice((type ? 1 : 0) + (query.tenure ? 1 : 0));
  const what = noun === 'sales' && !rest.length ? 'All sales' : noun;
  const where = query.location && place ? ` in ${place}` : '';
  return `${what[0]!.toUpperCase()}${what.slice(1)}${where}${rest.map((w) => `, ${w}`).join('')}`;
}

/**
 * A sold-price search offered on an empty page (`search` is its query string), named by where it
 * leads and counted as following it finds: `place` names its location (null: it has none).
 */
export async function countedSoldOffer(
  db: Queryable,
  search: string,
  place: string | null,
): Promise<SoldOffer> {
  const query = parseSoldPriceQuery(new URLSearchParams(search));
  const { figuresWhere } = await resolveSoldPriceFilter(db, query);
  const stats = await soldPriceStats(db, figuresWhere);
  return {
    label: offerLabel(query, place),
    search,
    count: stats.count,
    ...(stats.approximate ? { approximate: true } : {}),
  };
}
