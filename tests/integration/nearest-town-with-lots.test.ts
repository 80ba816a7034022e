import { describe, expect, it } from 'vitest';
import { nearestTownWithLots } from '#server/areas/nearby-places.server';
import { seededDirectoryApp } from '../helpers/directory-app';

/**
 * A county or postcode area with no lot names the town with lots nearest its centre. The town is
 * found from the places the available lots are in (decision 082), so it must be the one the plain
 * definition gives: the nearest town with an available lot in it or in a place under it.
 */

const { t } = seededDirectoryApp();

type Town = { slug: string; name: string; lat: number; lng: number };

/** The towns holding an available lot, in them or in a place under them (read once). */
async function townsWithLots(): Promise<Town[]> {
  const { rows: towns } = await t.db.query<Town>(
    "SELECT slug, name, lat, lng FROM locations WHERE kind = 'town' AND lat IS NOT NULL",
  );
  const { rows: lots } = await t.db.query<{ slug: string }>(
    `SELECT location_slug AS slug FROM auction_properties
      WHERE location_slug IS NOT NULL
        AND lot_state(lot_status, auction_date, auction_end_date) = 'Available'`,
  );
  return towns.filter((town) =>
    lots.some(({ slug }) => slug === town.slug || slug.startsWith(`${town.slug}/`)),
  );
}

function nearestByDefinition(towns: readonly Town[], centre: { lat: number; lng: number }) {
  const withLots = [...towns];
  const scale = Math.cos((centre.lat * Math.PI) / 180);
  const distance = (town: Town) =>
    (town.lat - centre.lat) ** 2 + ((town.lng - centre.lng) * scale) ** 2;
  withLots.sort((a, b) => distance(a) - distance(b) || (a.slug < b.slug ? -1 : 1));
  const nearest = withLots[0];
  return nearest ? { slug: nearest.slug, name: nearest.name } : null;
}

describe('the town with lots nearest a place', () => {
  it('is the nearest town holding an available lot, from the centre of every county', async () => {
    const { rows: counties } = await t.db.query<{ lat: number; lng: number }>(
      "SELECT lat, lng FROM locations WHERE kind = 'county' AND lat IS NOT NULL ORDER BY slug",
    );
    expect(counties.length).toBeGreaterThan(20);
    const towns = await townsWithLots();
    for (const centre of counties)
      expect(await nearestTownWithLots(t.db, centre)).toEqual(nearestByDefinition(towns, centre));
  });
});
