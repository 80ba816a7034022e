import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { placeDistricts } from '#server/areas/area-tree.server';

/**
 * A place's postcode districts (its own and every place's under it) decide which sales its pages
 * and sold-price searches count. They are read by an index range on the slug (migration 042), so
 * the range must hold exactly what the slug's own LIKE pattern held: no look-alike neighbour.
 */

const { t } = seededDirectoryApp();

/** The districts by the plain definition: the place itself, or a slug under `slug/`. */
async function byDefinition(slug: string): Promise<string[]> {
  const { rows } = await t.db.query<{ slug: string; location_slug: string }>(
    "SELECT slug, location_slug FROM postcodes WHERE kind = 'district'",
  );
  return rows
    .filter((r) => r.location_slug === slug || r.location_slug.startsWith(`${slug}/`))
    .map((r) => r.slug)
    .sort();
}

describe('a place’s postcode districts', () => {
  it('are its own and those of every place under it, for a country, a county and a town', async () => {
    const { rows } = await t.db.query<{ slug: string }>(
      `SELECT DISTINCT location_slug AS slug FROM postcodes WHERE kind = 'district'
        ORDER BY 1 LIMIT 40`,
    );
    const towns = rows.map((r) => r.slug);
    const places = [
      ...new Set([...towns, ...towns.map((s) => s.split('/').slice(0, 2).join('/')), 'england']),
    ];
    for (const slug of places) {
      const districts = await placeDistricts(t.db, slug);
      expect([...districts].sort(), slug).toEqual(await byDefinition(slug));
    }
    expect((await placeDistricts(t.db, 'england')).length).toBeGreaterThan(100);
  });

  it('leave out a place whose slug only begins with the same letters', async () => {
    // A town whose slug is a prefix of a sibling's ("…/ash" and "…/ashford") keeps its own.
    const { rows } = await t.db.query<{ short: string; long: string }>(
      `SELECT a.location_slug AS short, b.location_slug AS long
         FROM postcodes a JOIN postcodes b ON b.location_slug LIKE a.location_slug || '_%'
        WHERE a.kind = 'district' AND b.kind = 'district'
          AND b.location_slug NOT LIKE a.location_slug || '/%'
        LIMIT 1`,
    );
    const pair = rows[0];
    expect(pair, 'the seed holds a town whose slug begins another’s').toBeTruthy();
    const districts = await placeDistricts(t.db, pair!.short);
    expect(districts).toEqual(await byDefinition(pair!.short));
    const { rows: theirs } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM postcodes WHERE kind = 'district' AND location_slug = $1",
      [pair!.long],
    );
    for (const { slug } of theirs) expect(districts).not.toContain(slug);
  });
});
