import { readFileSync } from 'node:fs';
import request from 'supertest';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { readHead } from '../helpers/page-head';
import type { AreaIndexData, AreaPageData } from '#shared/payloads/area-data';
import { comparePostcodes } from '#server/areas/postcode-text';

const { t, get } = seededDirectoryApp();

const BASE = 'https://auctions.example.co.uk';

async function payload<T>(path: string, routeId: string): Promise<T> {
  const res = await get(`${path}/_payload.json`);
  expect(res.status, path).toBe(200);
  return res.body.loaderData[routeId] as T;
}

async function rows<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return (await t.db.query<T>(sql, params)).rows;
}
const count = async (sql: string, params: unknown[] = []) =>
  (await rows<{ n: number }>(sql, params))[0]!.n;

/** Lots for sale, as migration 013's lot_state() says (the product's one definition). */
const AVAILABLE = "lot_state(lot_status, auction_date, auction_end_date) = 'Available'";
const AVAILABLE_A = "lot_state(a.lot_status, a.auction_date, a.auction_end_date) = 'Available'";
const lotIds = (html: string) => [...html.matchAll(/href="\/listings\/(\d+)"/g)].map((m) => m[1]!);

describe('/locations', () => {
  it('lists every country with its counties, each linking to its page', async () => {
    const res = await get('/locations');
    expect(res.status).toBe(200);
    const places = await rows<{ slug: string; name: string }>(
      "SELECT slug, name FROM locations WHERE kind IN ('country', 'county')",
    );
    expect(places.length).toBeGreaterThan(50);
    for (const p of places) expect(res.text).toContain(`href="/locations/${p.slug}"`);
  });

  it('a town page: its available lots, sales figures, recent sales, postcode districts and breadcrumbs', async () => {
    const [town] = await rows<{ slug: string; name: string; parent: string }>(
      `SELECT l.slug, l.name, l.parent_slug AS parent FROM locations l
         JOIN auction_properties a ON a.location_slug = l.slug AND ${AVAILABLE_A}
        WHERE EXISTS (SELECT 1 FROM postcodes p WHERE p.kind = 'district' AND p.location_slug = l.slug)
        GROUP BY l.slug, l.name, l.parent_slug ORDER BY count(*) DESC, l.slug LIMIT 1`,
    );
    const districts = (
      await rows<{ slug: string }>(
        "SELECT slug FROM postcodes WHERE kind = 'district' AND location_slug = $1",
        [town!.slug],
      )
    ).map((r) => r.slug);
    // Soonest to close first, as /listings orders them (an online sale closes after it opens).
    const available = (
      await rows<{ id: string }>(
        `SELECT id::text AS id FROM auction_properties WHERE location_slug = $1 AND ${AVAILABLE}
          ORDER BY coalesce(auction_end_date, auction_date), id`,
        [town!.slug],
      )
    ).map((r) => r.id);
    const sales = await count(
      'SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district = ANY($1::text[])',
      [districts],
    );

    const res = await get(`/locations/${town!.slug}`);
    expect(res.status).toBe(200);
    const cards = [...new Set(lotIds(res.text))];
    expect(cards).toEqual(available.slice(0, 6));
    expect(res.text).toContain(`href="/listings?location=${encodeURIComponent(town!.slug)}"`);
    expect(res.text).toContain(
      `href="/sold-house-prices?location=${encodeURIComponent(town!.slug)}"`,
    );
    for (const d of districts) expect(res.text).toContain(`href="/postcodes/${d}"`);
    // Breadcrumbs lead back up the hierarchy.
    expect(res.text).toContain('aria-label="Breadcrumb"');
    expect(res.text).toContain(`href="/locations/${town!.parent}"`);
    expect(res.text).toContain(`href="/locations/${town!.parent.split('/')[0]}"`);

    const data = await payload<AreaPageData>(`/locations/${town!.slug}`, 'location');
    const listed = data.groups.find((g) => g.title === 'Postcode districts')!.links;
    expect(listed.map((l) => l.label)).toEqual(
      [...districts].sort(comparePostcodes).map((d) => d.toUpperCase()),
    );
    expect(data.lotsTotal).toBe(available.length);
    expect(data.stats.count).toBe(sales);
    // The period the figures cover is said: the first and last sale held.
    const [span] = await rows<{ from: string; to: string }>(
      'SELECT min(date_of_transfer)::text AS from, max(date_of_transfer)::text AS to FROM sold_house_prices',
    );
    expect(data.salesSpan).toEqual({ from: span!.from.slice(0, 10), to: span!.to.slice(0, 10) });
    // Said as the data held: "Sales figures cover …" read as the area's own first and last sale.
    expect(res.text).toContain(
      'Sales figures from HM Land Registry Price Paid Data, which we hold from ',
    );
    expect(res.text).not.toContain('Sales figures cover ');
    expect(data.sales.length).toBe(Math.min(6, sales));
    const dates = data.sales.map((s) => s.date_of_transfer);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const s of data.sales)
      expect(districts).toContain(s.postcode!.split(' ')[0]!.toLowerCase());
  });

  it('a town named as its county is named once: “Bristol”, not “Bristol, Bristol”', async () => {
    const [town] = await rows<{ slug: string; name: string }>(
      `SELECT t.slug, t.name FROM locations t JOIN locations c ON c.slug = t.parent_slug
        WHERE t.name = c.name AND t.kind = 'town' ORDER BY t.slug LIMIT 1`,
    );
    expect(town).toBeDefined();
    const res = await get(`/locations/${town!.slug}`);
    expect(res.status).toBe(200);
    expect(readHead(res.text).title).toMatch(new RegExp(`^${town!.name}: property auctions`));
    expect(res.text).not.toContain(`${town!.name}, ${town!.name}`);
  });

  it('a county and the town of its name are told apart in their descriptions: the county says it is one', async () => {
    // `/locations/england/bristol` and `…/bristol/bristol` had one description, word for word.
    const pairs = await rows<{ town: string; county: string; name: string }>(
      `SELECT t.slug AS town, c.slug AS county, c.name FROM locations t
         JOIN locations c ON c.slug = t.parent_slug AND c.kind = 'county'
        WHERE t.name = c.name AND t.kind = 'town' ORDER BY t.slug`,
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const { town, county, name } of pairs) {
      const [townHead, countyHead] = [
        readHead((await get(`/locations/${town}`)).text),
        readHead((await get(`/locations/${county}`)).text),
      ];
      expect(countyHead.description, county).not.toBe(townHead.description);
      expect(countyHead.description, county).toContain(` the county of ${name}`);
      expect(townHead.description, town).not.toContain('county');
    }
  });

  it('a county lists the places in it with their counts of available lots', async () => {
    const [county] = await rows<{ slug: string }>(
      `SELECT l.parent_slug AS slug FROM auction_properties a JOIN locations l ON l.slug = a.location_slug
        WHERE ${AVAILABLE_A} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const towns = await rows<{ slug: string; lots: number }>(
      `SELECT l.slug, (SELECT count(*)::int FROM auction_properties a WHERE a.location_slug = l.slug
          AND ${AVAILABLE_A}) AS lots
         FROM locations l WHERE l.parent_slug = $1`,
      [county!.slug],
    );
    const data = await payload<AreaPageData>(`/locations/${county!.slug}`, 'location');
    const places = data.groups.find((g) => g.title === 'Towns and villages')!;
    expect(places.links.map((l) => l.path).sort()).toEqual(
      towns.map((r) => `/locations/${r.slug}`).sort(),
    );
    const busiest = towns.sort((a, b) => b.lots - a.lots)[0]!;
    expect(places.links.find((l) => l.path === `/locations/${busiest.slug}`)?.note).toBe(
      `${busiest.lots} lot${busiest.lots === 1 ? '' : 's'}`,
    );
  });

  it('a place with nothing to show is kept out of search engines', async () => {
    const [thin] = await rows<{ slug: string }>(
      `SELECT slug FROM locations l WHERE kind = 'town'
         AND NOT EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
         AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.location_slug = l.slug AND ${AVAILABLE_A})
       ORDER BY slug LIMIT 1`,
    );
    const res = await get(`/locations/${thin!.slug}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No sold prices for');
    expect(readHead(res.text).robots).toBe('noindex');
  });

  it('an unknown place is the non-fatal 404 inside the layout; a malformed slug the fatal one', async () => {
    const unknown = await get('/locations/england/nowhere-at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Page not found');
    expect(unknown.text).toContain('We could not find /locations/england/nowhere-at-all.');
    expect(unknown.text).toContain('<footer');
    // Upper case is a spelling, not an error: one 301 to the canonical page (decision 024).
    const spelt = await get('/locations/England');
    expect(spelt.status).toBe(301);
    expect(spelt.headers.location).toBe('/locations/england');
    const malformed = await get('/locations/england/le_eds');
    expect(malformed.status).toBe(404);
    expect(malformed.text).toContain('Page Not Found: /locations/england/le_eds');
  });
});

describe('/postcodes', () => {
  it('lists every postcode area with the place it serves', async () => {
    const areas = await rows<{ slug: string }>("SELECT slug FROM postcodes WHERE kind = 'area'");
    const res = await get('/postcodes');
    expect(res.status).toBe(200);
    for (const a of areas) expect(res.text).toContain(`href="/postcodes/${a.slug}"`);
    const data = await payload<AreaIndexData>('/postcodes', 'postcodes');
    expect(data.groups.flatMap((g) => g.links)).toHaveLength(areas.length);
  });

  it('an area page lists its districts in postcode order and sums their sales', async () => {
    const [area] = await rows<{ slug: string; districts: string[] }>(
      "SELECT parent_slug AS slug, array_agg(slug) AS districts FROM postcodes WHERE kind = 'district' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1",
    );
    const data = await payload<AreaPageData>(`/postcodes/${area!.slug}`, 'postcode');
    // Named by its post town: "B (Birmingham) postcode area".
    expect(data.heading).toMatch(
      new RegExp(`^${area!.slug.toUpperCase()} \\(.+\\) postcode area$`),
    );
    const labels = data.groups[0]!.links.map((l) => l.label);
    expect([...labels].sort()).toEqual(area!.districts.map((d) => d.toUpperCase()).sort());
    // LS2 before LS10: postcode order, not text order.
    const numbers = labels.map((l) => Number(/\d+/.exec(l)![0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(data.stats.count).toBe(
      await count(
        'SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district = ANY($1::text[])',
        [area!.districts],
      ),
    );
  });

  it('a district page: its sales, sectors, lots and the place it belongs to', async () => {
    const [d] = await rows<{ slug: string; location: string }>(
      `SELECT p.slug, p.location_slug AS location FROM postcodes p
        WHERE p.kind = 'district' AND EXISTS (SELECT 1 FROM auction_properties a WHERE a.postcode_district = p.slug AND ${AVAILABLE_A})
        ORDER BY (SELECT count(*) FROM sold_house_prices s WHERE s.postcode_district = p.slug) DESC LIMIT 1`,
    );
    const sectors = await rows<{ slug: string }>(
      'SELECT slug FROM postcodes WHERE parent_slug = $1',
      [d!.slug],
    );
    const res = await get(`/postcodes/${d!.slug}`);
    expect(res.status).toBe(200);
    for (const s of sectors) expect(res.text).toContain(`href="/postcodes/${s.slug}"`);
    expect(res.text).toContain(`href="/locations/${d!.location}"`);
    expect(res.text).toContain(`href="/listings?location=${d!.slug.toUpperCase()}"`);
    const districtLots = (
      await rows<{ id: string }>(
        'SELECT id::text AS id FROM auction_properties WHERE postcode_district = $1',
        [d!.slug],
      )
    ).map((r) => r.id);
    const cards = lotIds(res.text);
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards) expect(districtLots).toContain(id);

    const data = await payload<AreaPageData>(`/postcodes/${d!.slug}`, 'postcode');
    expect(data.stats.count).toBe(
      await count('SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district = $1', [
        d!.slug,
      ]),
    );
  });

  it('a sector page shows only that sector’s sales', async () => {
    const [s] = await rows<{ slug: string; label: string; n: number }>(
      `SELECT p.slug, p.label, count(*)::int AS n FROM postcodes p
         JOIN sold_house_prices s ON s.postcode_sector = p.slug
        WHERE p.kind = 'sector' GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    );
    const data = await payload<AreaPageData>(`/postcodes/${s!.slug}`, 'postcode');
    expect(data.heading).toBe(`${s!.label} postcode sector`);
    expect(data.stats.count).toBe(s!.n);
    expect(data.sales.length).toBeGreaterThan(0);
    for (const sale of data.sales) expect(sale.postcode!.startsWith(`${s!.label}`)).toBe(true);
    expect(data.crumbs.map((c) => c.path)).toEqual([
      '/',
      '/postcodes',
      `/postcodes/${s!.slug.replace(/\d.*$/, '')}`,
      `/postcodes/${s!.slug.split('/')[0]}`,
      `/postcodes/${s!.slug}`,
    ]);
  });

  it('an area, a district and a sector each link to all of their own lots, as many as they say', async () => {
    const [sector] = await rows<{ slug: string }>(
      `SELECT p.slug FROM postcodes p WHERE p.kind = 'sector' AND EXISTS (
         SELECT 1 FROM auction_properties a
          WHERE a.postcode_district = split_part(p.slug, '/', 1)
            AND upper(a.postcode) LIKE upper(p.label) || '%' AND ${AVAILABLE_A})
        ORDER BY p.slug LIMIT 1`,
    );
    const district = sector!.slug.split('/')[0]!;
    const area = district.replace(/\d.*$/, '');
    for (const slug of [area, district, sector!.slug]) {
      const data = await payload<AreaPageData>(`/postcodes/${slug}`, 'postcode');
      expect(data.lotsLink, slug).not.toBeNull();
      expect(data.lotsLink!.label).toBe(
        data.lotsTotal === 1
          ? `The 1 lot in ${data.name}`
          : `All ${data.lotsTotal} lots in ${data.name}`,
      );
      const target = new URL(data.lotsLink!.href, BASE);
      const found = await get(`/listings/_payload.json${target.search}`);
      expect(found.body.loaderData.listings.total, data.lotsLink!.href).toBe(data.lotsTotal);
    }
  });

  it('a town of one lot links to “The 1 lot in …”, not “All 1 lot”', async () => {
    const [town] = await rows<{ slug: string }>(
      `SELECT a.location_slug AS slug FROM auction_properties a
        WHERE ${AVAILABLE_A} AND a.location_slug IS NOT NULL
        GROUP BY a.location_slug HAVING count(*) = 1 ORDER BY 1 LIMIT 1`,
    );
    const data = await payload<AreaPageData>(`/locations/${town!.slug}`, 'location');
    expect(data.lotsTotal).toBe(1);
    expect(data.lotsLink!.label).toBe(`The 1 lot in ${data.name}`);
  });

  it('an unknown postcode is the non-fatal 404', async () => {
    for (const path of ['/postcodes/zz99', '/postcodes/ls6/9x', '/postcodes/qq']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Page not found');
    }
  });
});

describe('sitemaps of places and postcodes', () => {
  const xsd = (name: string) => ({
    fileName: name,
    contents: readFileSync(`tests/fixtures/sitemaps/${name}`, 'utf8'),
  });
  const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);

  it('the index names both; each is a valid sitemap of pages worth indexing', async () => {
    const index = (await request(t.app).get('/sitemap.xml')).text;
    expect(locs(index)).toEqual(
      expect.arrayContaining([
        `${BASE}/sitemaps/locations-1.xml`,
        `${BASE}/sitemaps/postcodes-1.xml`,
      ]),
    );
    const [thin] = await rows<{ slug: string }>(
      `SELECT slug FROM locations l WHERE kind = 'town'
         AND NOT EXISTS (SELECT 1 FROM postcodes p WHERE p.location_slug = l.slug)
         AND NOT EXISTS (SELECT 1 FROM auction_properties a WHERE a.location_slug = l.slug AND ${AVAILABLE_A})
       LIMIT 1`,
    );
    for (const kind of ['locations', 'postcodes']) {
      const xml = (await request(t.app).get(`/sitemaps/${kind}-1.xml`)).text;
      const result = await validateXML({
        xml: [{ fileName: `${kind}.xml`, contents: xml }],
        schema: [xsd('sitemap.xsd')],
      });
      expect(result.errors).toEqual([]);
      const urls = locs(xml);
      expect(urls).not.toContain(`${BASE}/locations/${thin!.slug}`);
      // The first, a middle and the last URL open as indexable pages.
      for (const url of [urls[0]!, urls[Math.floor(urls.length / 2)]!, urls[urls.length - 1]!]) {
        const res = await get(new URL(url).pathname);
        expect(res.status, url).toBe(200);
        expect(readHead(res.text).robots, url).toBeNull();
      }
    }
  });
});
