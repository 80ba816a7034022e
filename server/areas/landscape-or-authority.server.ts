import type { Queryable } from '#server/db/db.server';
import { landscape } from '#schema/landscapes';
import { placeKey } from './place-match';
import { pricePaidAuthorities } from './price-paid-place.server';

/**
 * Whether text that names a national park or National Landscape ("new forest", "cotswold",
 * "malvern hills") names a local authority Land Registry records sales in too: then the authority
 * is meant (New Forest District: Lymington, Ringwood, Totton; decision 114), wider than the
 * park's villages; its full name ("New Forest National Park") still finds the park. Read from the
 * authorities kept in memory: no query.
 */
export async function authorityOverLandscape(
  db: Queryable,
  slug: string,
  text: string,
): Promise<boolean> {
  if (!landscape(slug)) return false;
  return (await pricePaidAuthorities(db)).has(placeKey(text));
}
