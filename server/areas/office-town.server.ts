import type { Queryable } from '#server/db/db.server';
import type { ResolvedPlace } from '#schema/place';
import { placeList } from './place-list.server';
import { matchPlace, namesakesOf } from './place-match';
import { addressPostcode, namesakeOfAddress, type HeldPostcode } from './office-namesake';

/**
 * Of the houses whose address names `town`, those whose office is in it and not in another town
 * of its name: "Preston, Rutland" listed the Preston (Lancashire) house, PR2 7RX, as based there.
 * An address that says neither (no postcode we hold, no county) stays: it could be either.
 */
export async function officesOfTown<House extends { address?: string | null }>(
  db: Queryable,
  town: ResolvedPlace,
  houses: House[],
): Promise<House[]> {
  const places = await placeList(db);
  const chosen = matchPlace(places, town.slug);
  const others = chosen
    ? namesakesOf(places, chosen.name, chosen).filter((p) => p.kind === 'town')
    : [];
  if (!chosen || !others.length || !houses.length) return houses;
  const postcodes = houses.flatMap((h) => {
    const pc = addressPostcode(h.address ?? '');
    return pc ? [pc.district, pc.area] : [];
  });
  const { rows } = await db.query<HeldPostcode>(
    `SELECT slug, location_slug, lat, lng FROM postcodes
      WHERE kind IN ('district', 'area') AND slug = ANY($1::text[])`,
    [postcodes],
  );
  const held = new Map(rows.map((row) => [row.slug, row]));
  const towns = [chosen, ...others];
  return houses.filter((house) => {
    const which = namesakeOfAddress(house.address ?? '', towns, held);
    return which === null || which === chosen.slug;
  });
}
