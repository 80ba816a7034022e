import type { Queryable } from '#server/db/db.server';
import type { BoolExp } from '#server/graph/sql.server';
import type { SoldPriceQuery } from '#schema/sold-price-query';
import { resolveSoldPriceLocation, type ResolvedLocation } from './resolve-location.server';
import { matchingStreetNames } from './street-names.server';
import { searchPostcode, soldPriceWhere } from './sold-price-where';

/**
 * The `where` of a sold-price search, with what needs the database resolved first: the place
 * (to its postcode districts) and a street search (to the street names it matches), both at once.
 */
export async function resolveSoldPriceFilter(
  db: Queryable,
  query: SoldPriceQuery,
): Promise<{ where: BoolExp; location: ResolvedLocation | null }> {
  const search = query.search;
  const [location, streets] = await Promise.all([
    query.location ? resolveSoldPriceLocation(db, query.location) : null,
    search && !searchPostcode(search) ? matchingStreetNames(db, search) : undefined,
  ]);
  return { location, where: soldPriceWhere(query, location?.where, streets) };
}
