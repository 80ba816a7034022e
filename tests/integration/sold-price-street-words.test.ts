import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { soldCount, soldResults } from '../helpers/sold-price-search';

/**
 * A street typed as people write it: "Station Rd", "Church Ln", and "Grosvenor Road, Leeds" (the
 * street, then its town or postcode) find the sales of that street.
 */

const { t, get } = seededDirectoryApp();

const results = (qs: string) => soldResults(t, qs);

const count = (where: string, params?: unknown[]) => soldCount(t, where, params);

describe('street words as people write them', () => {
  it('a street type shortened ("Rd", "Ln") finds the same sales as written out', async () => {
    for (const [word, short] of [
      ['ROAD', 'Rd'],
      ['LANE', 'Ln'],
    ]) {
      const { rows } = await t.db.query<{ street: string }>(
        `SELECT street FROM sold_house_prices WHERE street LIKE '% ' || $1
          GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
        [word],
      );
      const street = rows[0]!.street;
      const typed = `${street.slice(0, -word!.length).toLowerCase()}${short}`;
      const expected = await count('street ILIKE $1', [`%${street}%`]);
      expect(expected).toBeGreaterThan(0);
      const found = await results(`search=${encodeURIComponent(typed)}`);
      expect(found.stats.count, typed).toBe(expected);
      for (const s of found.items) expect(s.street?.toUpperCase()).toContain(street);
    }
  });

  it('"street, town" searches that street within that town', async () => {
    const { rows } = await t.db.query<{ street: string; name: string; districts: string[] }>(
      `SELECT s.street, l.name, array_agg(DISTINCT p.slug) AS districts
         FROM sold_house_prices s
         JOIN postcodes p ON p.slug = s.postcode_district AND p.kind = 'district'
         JOIN locations l ON l.slug = p.location_slug AND l.kind = 'town'
        WHERE s.street IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM locations o WHERE o.name = l.name AND o.slug <> l.slug)
        GROUP BY s.street, l.name ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
    );
    const { street, name } = rows[0]!;
    const typed = `${street.toLowerCase()}, ${name}`;
    const page = await get(`/sold-house-prices?search=${encodeURIComponent(typed)}`);
    expect(page.status).toBe(302);
    const target = new URL(page.headers.location as string, 'http://x');
    expect(target.searchParams.get('search')).toBe(street.toLowerCase());
    expect(target.searchParams.get('location')).toBe(name);
    // A comma doubled, or a semicolon, is the same comma: "Grosvenor Road,, Leeds" was the
    // street "Grosvenor Road," (none such, "anywhere in England and Wales").
    for (const slip of [`${street.toLowerCase()},, ${name}`, `${street.toLowerCase()}; ${name}`]) {
      const slipped = await get(`/sold-house-prices?search=${encodeURIComponent(slip)}`);
      expect(slipped.headers.location, slip).toBe(page.headers.location);
    }

    const found = await results(target.search.slice(1));
    const { rows: d } = await t.db.query<{ districts: string[] }>(
      `SELECT array_agg(slug) AS districts FROM postcodes WHERE kind = 'district'
          AND (location_slug = (SELECT slug FROM locations WHERE name = $1)
            OR location_slug LIKE (SELECT slug FROM locations WHERE name = $1) || '/%')`,
      [name],
    );
    const expected = await count('street ILIKE $1 AND postcode_district = ANY($2::text[])', [
      `%${street}%`,
      d[0]!.districts,
    ]);
    expect(expected).toBeGreaterThan(0);
    expect(found.stats.count).toBe(expected);
    expect(found.locationLabel).toBe(name);
  });
});
