import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import type { AreaPageData } from '#shared/payloads/area-data';
import type { ListingsData } from '#shared/payloads/directory-data';
import { FOR_SALE } from '../helpers/lot-truth';
import { chipPlaceName } from '#schema/place';

/**
 * A place or postcode with no lot for sale said "New lots are added every day; nearby areas may
 * have some." and named none (Penzance, TR18, and a third of the postcode pages in the seed). It
 * now leads to the nearest lots: the smallest of the search's circles that has some, with the
 * count that search shows. A county is a whole area, not a point: "2 lots within 10 miles of
 * Warwickshire" read wrong, so a county names the town with lots nearest its centre instead.
 */

const { t, get } = seededDirectoryApp();

async function areaData(path: string, key: 'location' | 'postcode'): Promise<AreaPageData> {
  const res = await get(`${path}/_payload.json`);
  expect(res.status, path).toBe(200);
  return res.body.loaderData[key] as AreaPageData;
}

async function listings(href: string): Promise<ListingsData> {
  const url = new URL(href, 'http://x');
  const res = await get(`/listings/_payload.json${url.search}`);
  return res.body.loaderData.listings as ListingsData;
}

/** The link's circle finds the lots it says, and no smaller circle of the search finds any. */
async function expectNearestLots(page: AreaPageData, name: string) {
  expect(page.lotsTotal).toBe(0);
  const link = page.nearbyLots;
  expect(link, name).toBeTruthy();
  const radius = Number(new URL(link!.href, 'http://x').searchParams.get('radius'));
  const found = await listings(link!.href);
  expect(found.total).toBeGreaterThan(0);
  expect(link!.label).toBe(
    `${found.total} lot${found.total === 1 ? '' : 's'} within ${radius} mile${radius === 1 ? '' : 's'} of ${name}`,
  );
  for (const smaller of [1, 5, 10, 25].filter((r) => r < radius)) {
    const url = new URL(link!.href, 'http://x');
    url.searchParams.set('radius', String(smaller));
    expect((await listings(url.pathname + url.search)).total, `${smaller} miles`).toBe(0);
  }
}

describe('an area with no lot for sale', () => {
  it('a town leads to the nearest lots, with their count', async () => {
    const { rows } = await t.db.query<{ slug: string; name: string }>(
      `SELECT l.slug, l.name FROM locations l
        WHERE l.kind = 'town' AND l.lat IS NOT NULL
          AND EXISTS (SELECT 1 FROM postcodes p WHERE p.kind = 'district' AND p.location_slug = l.slug)
          AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.location_slug = l.slug)
        ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 1`,
    );
    const { slug, name } = rows[0]!;
    const page = await areaData(`/locations/${slug}`, 'location');
    await expectNearestLots(page, name);
    const html = (await get(`/locations/${slug}`)).text;
    expect(html).not.toContain('nearby areas may have some');
    expect(html).toContain(`href="${page.nearbyLots!.href.replace(/&/g, '&amp;')}"`);
  });

  it('a town with no lot within 50 miles names the town with lots nearest it', async () => {
    // Carlisle and Inverness offered nothing: no circle of the search, 50 miles at most, reaches
    // a lot. The largest town of the seed that no lot for sale lies within 55 miles of.
    const { rows } = await t.db.query<{ slug: string; name: string }>(
      `SELECT l.slug, l.name FROM locations l
        WHERE l.kind = 'town' AND l.lat IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM auction_properties a
                WHERE ${FOR_SALE} AND a.lat IS NOT NULL
                  AND 3959 * acos(least(1, sin(radians(l.lat)) * sin(radians(a.lat))
                      + cos(radians(l.lat)) * cos(radians(a.lat)) * cos(radians(a.lng - l.lng)))) < 55)
        ORDER BY l.population DESC NULLS LAST, l.slug LIMIT 1`,
    );
    const { slug, name } = rows[0]!;
    const widest = await listings(`/listings?location=${encodeURIComponent(slug)}&radius=50`);
    expect(widest.total).toBe(0);
    const page = await areaData(`/locations/${slug}`, 'location');
    expect(page.lotsTotal).toBe(0);
    const link = page.nearbyLots!;
    expect(link, 'a link to the nearest lots').toBeTruthy();
    const found = await listings(link.href);
    expect(found.total).toBeGreaterThan(0);
    expect(found.place!.kind).toBe('town');
    expect(link.label).toBe(
      `${found.total} lot${found.total === 1 ? '' : 's'} in ${chipPlaceName(found.place!)}, near ${name}`,
    );
  });

  it('a postcode district leads to the nearest lots, with their count', async () => {
    const { rows } = await t.db.query<{ slug: string; label: string }>(
      `SELECT p.slug, p.label FROM postcodes p
        WHERE p.kind = 'district' AND p.lat IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.postcode_district = p.slug)
        ORDER BY p.slug LIMIT 1`,
    );
    const { slug, label } = rows[0]!;
    await expectNearestLots(await areaData(`/postcodes/${slug}`, 'postcode'), label);
  });

  it('a sector we hold no point of says its circle is round its district’s centre', async () => {
    // "/postcodes/ls6/9" said "3 lots within 1 mile of LS6 9": LS6's circle, as if the site knew
    // where LS6 9 is. A sector digit no sector of a held district with a centre has.
    const { rows } = await t.db.query<{ slug: string; label: string }>(
      `SELECT p.slug || '/' || d AS slug, p.label FROM postcodes p, generate_series(0, 9) d
        WHERE p.kind = 'district' AND p.lat IS NOT NULL AND p.slug ~ '^[a-z]+[0-9]+$'
          AND NOT EXISTS (SELECT 1 FROM postcodes s WHERE s.slug = p.slug || '/' || d)
          AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.postcode_district = p.slug)
        ORDER BY p.slug, d LIMIT 1`,
    );
    const { slug, label } = rows[0]!;
    const page = await areaData(`/postcodes/${slug}`, 'postcode');
    await expectNearestLots(page, `the centre of ${label}`);
    const found = await listings(page.nearbyLots!.href);
    expect(found.place?.searchedAs).toMatch(
      new RegExp(`^${label} \\d is searched within \\d+ miles? of the centre of ${label}: `),
    );
  });

  it('a county names the town with lots nearest its centre, not a circle around the county', async () => {
    const { rows } = await t.db.query<{ slug: string; name: string }>(
      `SELECT c.slug, c.name FROM locations c
        WHERE c.kind = 'county' AND c.lat IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.location_slug LIKE c.slug || '/%')
        ORDER BY c.slug LIMIT 1`,
    );
    const { slug, name } = rows[0]!;
    const page = await areaData(`/locations/${slug}`, 'location');
    expect(page.lotsTotal).toBe(0);
    const link = page.nearbyLots!;
    expect(link.label).not.toContain('within');
    const found = await listings(link.href);
    expect(found.total).toBeGreaterThan(0);
    const town = found.place!;
    expect(town.kind).toBe('town');
    expect(link.label).toBe(
      `${found.total} lot${found.total === 1 ? '' : 's'} in ${chipPlaceName(town)}, near ${name}`,
    );
    const html = (await get(`/locations/${slug}`)).text;
    expect(html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
  });
});
