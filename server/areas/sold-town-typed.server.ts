import type { Queryable } from '#server/db/db.server';
import { hrefWith } from '#shared/links/href-with';
import { placeKey } from './place-match';
import { placesNested } from './place-within.server';
import { locationValue } from './sold-price-filter.server';
import { countedSoldOffer, type SoldOffer } from './sold-offer.server';

/**
 * "leeds" typed in the Street box with Manchester set, or "Leeds, York" (read as a street of York):
 * no sale is on a street of that name there, and the words name a place of their own, apart from
 * the page's place. That place's sales, with the page's other filters, counted: the lot search
 * offers both towns, and the sold page offered only "All sales in Manchester". Null when the words
 * name no place, the page's place, one within it or one holding it, or one with no sale.
 */
export async function townTypedAsStreet(
  db: Queryable,
  words: string,
  place: string,
  pageSearch: string,
): Promise<SoldOffer | null> {
  const value = await locationValue(db, words);
  if (!value || placeKey(value) === placeKey(place)) return null;
  const { within, holds } = await placesNested(db, value, place);
  if (within || holds) return null;
  const search = hrefWith(
    { pathname: '', search: pageSearch },
    { location: value, search: null, page: null },
  );
  const offer = await countedSoldOffer(db, search, value);
  return offer.count > 0 ? offer : null;
}
