import type { Queryable } from '#server/db/db.server';
import { parseSoldPriceQuery, type SoldPriceQuery } from '#schema/sold-price-query';
import type { SoldSearchOffers } from '#shared/payloads/area-data';
import { soldSearchWords } from '#shared/format/sold-search-words';
import { hrefWith } from '#shared/links/href-with';
import { resolveSoldPriceFilter } from './sold-price-filter.server';
import { soldPriceStats } from './sold-price-stats.server';
import { placeAmongWords } from './sold-price-place.server';
import { readSoldWords } from './sold-search-filters.server';

/**
 * A search whose words are read only partly as filters, that found nothing ("terraced houses in
 * Yrok", "flats in leeds with garden"): what the lot search offers in the same case, with the sales
 * each finds. The filters with the place the words name (or misspell: "Did you mean York?"), the
 * place alone, the filters alone; those that find sales, in that order. Null when the words name
 * neither a filter nor a place (a street search: see placeMisspeltAs), or nothing is found.
 * `text` is the search-box text, or Location-box text that named no place; `pageSearch` the page's
 * query string, whose other filters each offer keeps.
 */
export async function partlyReadSearch(
  db: Queryable,
  text: string,
  pageSearch: string,
): Promise<SoldSearchOffers | null> {
  const words = readSoldWords(text);
  if (!words) return null;
  const found = await placeAmongWords(db, words.rest);
  // An order alone filters nothing: "All sales, cheapest first" is no reading of the words.
  const filtered = Object.keys(words.said).some((key) => key !== 'order_by');
  if (!found && !filtered) return null;
  const base = { search: null, location: null, page: null };
  const place = found ? { location: found.place.value } : {};
  const candidates = [
    ...(found && filtered ? [{ ...words.said, ...place }] : []),
    ...(found ? [place] : []),
    ...(filtered ? [words.said] : []),
  ].map((changes) => hrefWith({ pathname: '', search: pageSearch }, { ...base, ...changes }));
  const offers = await Promise.all(
    candidates.map(async (search) => {
      const query = parseSoldPriceQuery(new URLSearchParams(search));
      const { figuresWhere } = await resolveSoldPriceFilter(db, query);
      const stats = await soldPriceStats(db, figuresWhere);
      return {
        label: offerLabel(query, found?.place.label ?? null),
        search,
        count: stats.count,
        ...(stats.approximate ? { approximate: true } : {}),
      };
    }),
  );
  const finding = offers.filter((o) => o.count > 0);
  if (!finding.length) return null;
  return {
    text,
    filtersRead: filtered,
    ...(found?.misspelt ? { meant: found.place.label } : {}),
    offers: finding,
  };
}

/** "Terraced houses in York", "All sales in York", "Terraced houses": what an offer searches. */
function offerLabel(query: SoldPriceQuery, place: string | null): string {
  const said = soldSearchWords(query).join(', ');
  const where = query.location && place ? ` in ${place}` : '';
  const what = said ? `${said[0]!.toUpperCase()}${said.slice(1)}` : 'All sales';
  return `${what}${where}`;
}
