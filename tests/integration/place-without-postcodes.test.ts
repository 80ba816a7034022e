import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { AreaPageData, SoldPricesData } from '#shared/payloads/area-data';

/**
 * Most towns on a county page are places we hold no postcodes for (Baildon, next to Bradford).
 * Land Registry sales are found by postcode, so their pages cannot show any: they said "Sales
 * recorded 0" with dashes for prices (read as "nothing sold here") and "nearby areas may have
 * some" without naming one. They now name the nearest towns we hold postcodes for, with links.
 */

const { t, get } = seededDirectoryApp();

/** A town in England without postcodes, and the town with postcodes nearest to it. */
async function townAndNearest(): Promise<{ slug: string; name: string; nearest: string }> {
  const { rows } = await t.db.query<{ slug: string; name: string; nearest: string }>(
    `SELECT l.slug, l.name, (
        SELECT n.slug FROM locations n
         WHERE n.kind = 'town' AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = n.slug)
         ORDER BY power(n.lat - l.lat, 2) + power((n.lng - l.lng) * cos(radians(l.lat)), 2), n.slug
         LIMIT 1) AS nearest
       FROM locations l
      WHERE l.kind = 'town' AND l.slug LIKE 'england/%' AND l.lat IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
      ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 1`,
  );
  return rows[0]!;
}

describe('a town we hold no postcodes for', () => {
  it('shows no "0 sales" figures and names the nearest towns that have sales and lots', async () => {
    const { slug, name, nearest } = await townAndNearest();
    const res = await get(`/locations/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Sales recorded');
    expect(res.text).toContain(`We hold no postcodes for ${name}`);
    expect(res.text).toContain(`href="/locations/${nearest}"`);
    const data = (await get(`/locations/${slug}/_payload.json`)).body.loaderData
      .location as AreaPageData;
    const group = data.groups.find((g) => g.title === 'Places nearby');
    expect(group?.links[0]?.path).toBe(`/locations/${nearest}`);
    expect(group?.links[0]?.note).toMatch(/miles?/);
  });

  it('its sold-price search says why it finds none and offers the nearest towns’ sales', async () => {
    const { slug, name } = await townAndNearest();
    // The three towns with postcodes nearest to it, and the first of them with sales.
    const { rows: near } = await t.db.query<{ slug: string; n: number }>(
      `SELECT n.slug, (SELECT count(*)::int FROM sold_house_prices s WHERE s.postcode_district IN (
                SELECT p.slug FROM postcodes p WHERE p.kind = 'district'
                   AND (p.location_slug = n.slug OR p.location_slug LIKE n.slug || '/%'))) AS n
         FROM locations n, locations l
        WHERE l.slug = $1 AND n.kind = 'town'
          AND EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = n.slug)
        ORDER BY power(n.lat - l.lat, 2) + power((n.lng - l.lng) * cos(radians(l.lat)), 2), n.slug
        LIMIT 3`,
      [slug],
    );
    const first = near.find((r) => r.n > 0)!;
    expect(first).toBeDefined();
    const nearest = first.slug;
    const res = await get(`/sold-house-prices?location=${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`We hold no postcodes for ${name}`);
    const link = new URLSearchParams({ location: nearest });
    expect(res.text).toContain(`href="/sold-house-prices?${link.toString()}"`);
    const data = (
      await get(`/sold-house-prices/_payload.json?location=${encodeURIComponent(slug)}`)
    ).body.loaderData['sold-house-prices'] as SoldPricesData;
    expect(data.nearby?.[0]).toMatchObject({ value: nearest, count: first.n });
  });
});

describe('places nearby, by distance', () => {
  it('says “1 mile”, not “1 miles”', async () => {
    // Surbiton is a mile from Ditton Hill in the seed: it read "1 miles · 3 lots".
    const data = (await get('/locations/england/greater-london/ditton-hill/_payload.json')).body
      .loaderData.location as AreaPageData;
    const notes = data.groups.find((g) => g.title === 'Places nearby')!.links.map((l) => l.note);
    expect(notes.some((n) => /^1 mile\b/.test(n ?? ''))).toBe(true);
    expect(notes.filter((n) => /^1 miles/.test(n ?? ''))).toEqual([]);
  });
});
