import type { Queryable } from '#server/db/db.server';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import { hrefWith } from '#shared/links/href-with';
import { DEFAULT_SOLD_PRICE_ORDER, type SoldPriceOrder } from '#schema/sold-price-options';
import { countedSoldOffer, type SoldOffer } from './sold-offer.server';

/** The filters a buyer sets beside the place, each left out as one (a range's two ends together). */
const FILTER_GROUPS = [
  ['search'],
  ['property_type'],
  ['tenure'],
  ['new_build'],
  ['min_price', 'max_price'],
  ['date_from', 'date_to'],
] as const satisfies readonly (readonly (keyof SoldPriceQuery)[])[];

/** Most offers an empty page shows. */
const SHOWN = 3;

/**
 * A sold-price search whose filters together match no sale ("terraced houses in Kensington for up
 * to £300,000"): the same search with each filter left out in turn, then the place with none of
 * them, each counted and named by where it leads ("Terraced houses in Kensington: 54 sales"), most
 * sales first and the place alone last, at most three: what the lot search's empty page offers.
 * Never the search with no filter at all: the page's "Clear filters" is that.
 * `place` names the page's location (null: none). Empty when no offer finds a sale.
 */
export async function filtersLeftOut(
  db: Queryable,
  query: SoldPriceQuery,
  pageSearch: string,
  place: string | null,
): Promise<SoldOffer[]> {
  const set = FILTER_GROUPS.filter((keys) => keys.some((k) => query[k] !== undefined));
  const leaving = (groups: readonly (readonly string[])[], changes: Record<string, string> = {}) =>
    hrefWith(
      { pathname: '', search: pageSearch },
      { ...Object.fromEntries([...groups.flat(), 'page'].map((k) => [k, null])), ...changes },
    );
  // "over 1 million york", none in York: York's sales from the dearest, said so.
  const fromEnd = priceEnd(query);
  const byPrice = (keys: readonly string[]) => fromEnd !== null && keys.includes('min_price');
  const searches = set.map((keys) =>
    byPrice(keys) ? leaving([keys], { order_by: fromEnd!.order }) : leaving([keys]),
  );
  // The place alone: with one filter set, leaving it out is that already.
  const placeAlone = set.length > 1 && query.location ? leaving(set) : null;
  const offers = await Promise.all([
    ...searches.map(async (s, i) => {
      const offer = await countedSoldOffer(db, s, place);
      return byPrice(set[i]!) ? { ...offer, label: `${offer.label}, ${fromEnd!.words}` } : offer;
    }),
    ...(placeAlone === null ? [] : [countedSoldOffer(db, placeAlone, place)]),
  ]);
  // Every sale of the country is what "Clear filters" shows already ("july road": "All sales").
  const finding = offers.filter(
    (o, i, all) =>
      o.count > 0 && o.search !== '' && all.findIndex((x) => x.search === o.search) === i,
  );
  const alone = finding.filter((o) => o.search === placeAlone);
  const fewer = finding.filter((o) => o.search !== placeAlone).sort((a, b) => b.count - a.count);
  return [...fewer.slice(0, SHOWN - alone.length), ...alone];
}

/**
 * A lone price bound left out ("over £1m", "under £20,000"), the buyer's order the default: the
 * order that lists the sales nearest the bound first (dearest first for a lowest price), and its
 * words. Null otherwise.
 */
function priceEnd(query: SoldPriceQuery): { order: SoldPriceOrder; words: string } | null {
  if (query.order_by !== DEFAULT_SOLD_PRICE_ORDER) return null;
  if (query.min_price !== undefined && query.max_price === undefined)
    return { order: 'price_desc', words: 'dearest first' };
  if (query.max_price !== undefined && query.min_price === undefined)
    return { order: 'price_asc', words: 'cheapest first' };
  return null;
}
