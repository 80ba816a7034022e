import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { AreaPageData } from '#shared/payloads/area-data';

/**
 * A county we hold no postcodes in (Warwickshire, the Isle of Wight, Northumberland and Rutland
 * in the seed) said "Sales recorded 0" with dashes for prices, read as nothing ever sold there,
 * and "the areas around it may have some" without naming one. Its towns already said why and
 * named the nearest towns with sales (place-without-postcodes.test.ts); the county now does too.
 */

const { t, get } = seededDirectoryApp();

/** An English county without a postcode district, and the town with postcodes nearest its centre. */
async function countyAndNearest(): Promise<{ slug: string; name: string; nearest: string }> {
  const { rows } = await t.db.query<{ slug: string; name: string; nearest: string }>(
    `SELECT c.slug, c.name, (
        SELECT n.slug FROM locations n
         WHERE n.kind = 'town' AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = n.slug)
         ORDER BY power(n.lat - c.lat, 2) + power((n.lng - c.lng) * cos(radians(c.lat)), 2), n.slug
         LIMIT 1) AS nearest
       FROM locations c
      WHERE c.kind = 'county' AND c.slug LIKE 'england/%' AND c.lat IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM postcodes p WHERE p.kind = 'district'
                          AND (p.location_slug = c.slug OR p.location_slug LIKE c.slug || '/%'))
      ORDER BY c.slug LIMIT 1`,
  );
  return rows[0]!;
}

describe('a county we hold no postcodes in', () => {
  it('says why it has no sales and names the nearest towns that have some', async () => {
    const { slug, name, nearest } = await countyAndNearest();
    expect(slug).toBeDefined();
    const res = await get(`/locations/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Sales recorded');
    expect(res.text).not.toContain('the areas around it may have some');
    expect(res.text).toContain(`We hold no postcodes for ${name}`);
    expect(res.text).toContain(`href="/locations/${nearest}"`);
    const data = (await get(`/locations/${slug}/_payload.json`)).body.loaderData
      .location as AreaPageData;
    expect(data.summary).toBe(`Property auctions in ${name}, England.`);
    // Its own towns are still listed, then the nearest towns with sales.
    expect(data.groups.map((g) => g.title)).toEqual(['Towns and villages', 'Places nearby']);
    expect(data.groups[1]?.links[0]?.path).toBe(`/locations/${nearest}`);
  });
});
