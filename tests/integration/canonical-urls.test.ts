import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
  await t.db.query(
    `INSERT INTO redirects (from_path, to_url, status_code) VALUES
       ('/old-lots', '/listings', 301),
       ('/Old-Guide', '/articles', 302),
       ('/listings/old-lot-slug', '/listings', 301),
       ('/gov', 'https://www.gov.uk/government/organisations/land-registry', 302),
       ('/articles/old-fees-guide', '/articles', 301)`,
  );
}, 120_000);
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const one = async <T extends Record<string, unknown>>(sql: string) =>
  (await t.db.query<T>(sql)).rows[0]!;

describe('mixed-case page addresses', () => {
  it.each([
    ['/Listings?location=Leeds&search=Flat%20A', '/listings?location=Leeds&search=Flat%20A'],
    ['/AUCTIONEERS', '/auctioneers'],
    ['/Listings/123?view=grid', '/listings/123?view=grid'],
    ['/Sold-House-Prices?location=LS6%201', '/sold-house-prices?location=LS6%201'],
    ['/postcodes/LS6', '/postcodes/ls6'],
    ['/Articles', '/articles'],
    ['/Terms-And-Conditions', '/terms-and-conditions'],
  ])('%s → 301 %s (query untouched)', async (path, canonical) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(canonical);
  });

  it('sends a mixed-case place to its page, which answers', async () => {
    const { slug } = await one<{ slug: string }>(
      "SELECT slug FROM locations WHERE slug LIKE '%/%/%' ORDER BY slug LIMIT 1",
    );
    const mixed = slug
      .split('/')
      .map((s) => s.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase()))
      .join('/');
    const res = await get(`/locations/${mixed}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/locations/${slug}`);
    expect((await get(res.headers.location!)).status).toBe(200);
  });

  it('a postcode typed with a space or as a whole postcode goes to its sector page', async () => {
    const { slug } = await one<{ slug: string }>(
      "SELECT slug FROM postcodes WHERE slug LIKE '%/%' ORDER BY slug LIMIT 1",
    );
    const [district, sector] = slug.split('/');
    for (const typed of [`${district} ${sector}`, `${district!.toUpperCase()} ${sector}AB`]) {
      const res = await get(`/postcodes/${encodeURIComponent(typed)}`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(`/postcodes/${slug}`);
    }
    expect((await get(`/postcodes/${slug}`)).status).toBe(200);
  });

  it("a page's _payload.json names the canonical page (202 + X-Redirect), query kept", async () => {
    const res = await get('/Postcodes/LS6/_payload.json?x=1');
    expect(res.status).toBe(202);
    expect(res.headers['x-redirect']).toBe('/postcodes/ls6?x=1');
    expect(res.body).toEqual({ redirect: '/postcodes/ls6?x=1', status: 301 });
  });

  it('leaves files, APIs and build files as they are', async () => {
    expect((await get('/assets/entry.client-TEST.js')).status).toBe(200);
    for (const path of [
      '/assets/Missing-AbC.js',
      '/media/lots/Missing.svg',
      '/api/auth/ME',
      '/API/auth/me',
      '/builds/meta/NoSuchBuild.json',
    ]) {
      const res = await get(path);
      expect(res.status, path).not.toBe(301);
      expect(res.headers.location, path).toBeUndefined();
    }
  });

  it('redirects only reads: a form POST to a mixed-case address is not sent elsewhere', async () => {
    const res = await request(t.app)
      .post('/Login')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', t.config.PUBLIC_URL)
      .type('form')
      .send({ identifier: 'x@example.co.uk', password: 'wrong' });
    expect(res.status).not.toBe(301);
  });
});

describe('route-rule redirects for client navigations', () => {
  it.each([
    ['/auction-houses/_payload.json?search=leeds', '/auctioneers?search=leeds', 301],
    // An auction house's old address: was a 404.
    ['/auction-houses/15/_payload.json', '/auctioneers/15', 301],
    ['/old-lots/_payload.json?location=leeds', '/listings?location=leeds', 301],
    ['/listings/old-lot-slug/_payload.json', '/listings', 301],
    ['/gov/_payload.json?x=1', 'https://www.gov.uk/government/organisations/land-registry', 302],
  ])('%s answers 202 X-Redirect %s, as the page redirects', async (payload, to, status) => {
    const res = await get(payload);
    expect(res.status).toBe(202);
    expect(res.headers['x-redirect']).toBe(to);
    expect(res.body).toEqual({ redirect: to, status });
    const page = await get(payload.replace('/_payload.json', ''));
    expect(page.status).toBe(status);
    expect(page.headers.location).toBe(to);
  });

  it('an auction house’s old address with a trailing slash takes one 301, not two', async () => {
    const res = await get('/auction-houses/15/?tab=lots');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/auctioneers/15?tab=lots');
  });

  it.each([
    // A crawl found each of these took two 301s (the case, then the slash or the redirect).
    ['/Listings/?view=grid', '/listings?view=grid'],
    ['/postcodes/LS6/', '/postcodes/ls6'],
    ['/Terms', '/terms-and-conditions'],
    ['/TERMS/', '/terms-and-conditions'],
    // Under a prefix with headers of its own (/articles/**): a review found those stopped the look.
    ['/articles/Old-Fees-Guide', '/articles'],
  ])('%s takes one 301, to %s', async (path, to) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("an editor's redirect from a mixed-case address wins over the lower-casing", async () => {
    const res = await get('/Old-Guide');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/articles');
  });
});

describe('a page number past the last page', () => {
  const lists: Array<{ path: string; total: (body: Record<string, unknown>) => number }> = [
    { path: '/listings', total: (d) => d.total as number },
    { path: '/auctioneers', total: (d) => d.total as number },
    { path: '/sold-house-prices', total: (d) => (d.stats as { count: number }).count },
    { path: '/articles', total: (d) => d.total as number },
  ];

  it.each(lists)('$path?page=… redirects (302) to the last page', async ({ path, total }) => {
    const first = await get(`${path}/_payload.json`);
    const routeId = path.slice(1);
    const last = Math.ceil(total(first.body.loaderData[routeId]) / 12);
    expect(last).toBeGreaterThan(1);
    const res = await get(`${path}?page=700`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${path}?page=${last}`);
    const landed = await get(res.headers.location!);
    expect(landed.status).toBe(200);
    const payload = await get(`${path}/_payload.json?page=700`);
    expect(payload.status).toBe(202);
    expect(payload.headers['x-redirect']).toBe(`${path}?page=${last}`);
  });

  it('keeps the filters and the order', async () => {
    const res = await get('/listings?order_by=price_asc&page=999&view=list');
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/listings\?order_by=price_asc&page=\d+&view=list$/);
    const sold = await get('/sold-house-prices?property_type=D&page=800&order_by=price_desc');
    expect(sold.status).toBe(302);
    const to = new URL(sold.headers.location!, 'http://x.test');
    expect(to.searchParams.get('property_type')).toBe('D');
    expect(to.searchParams.get('order_by')).toBe('price_desc');
    const landed = await get(sold.headers.location!);
    expect(landed.status).toBe(200);
    expect(landed.text).toMatch(/aria-current="page"[^>]*>\d+</);
  });

  it('drops the page parameter when everything fits on page 1', async () => {
    const { name } = await one<{ name: string }>(
      'SELECT name FROM auction_houses ORDER BY id LIMIT 1',
    );
    const res = await get(`/auctioneers?search=${encodeURIComponent(name)}&page=3`);
    expect(res.status).toBe(302);
    // The same href as the page's own link to page 1 (`hrefWith`).
    expect(res.headers.location).toBe(`/auctioneers?${new URLSearchParams({ search: name })}`);
  });

  it('with no results at all goes to the first page, which shows the empty state', async () => {
    // Page 5 of nothing was titled "page 5 of 5" above no results (decision 173).
    const lots = await get('/listings?search=zzqqxxnothing&page=5');
    expect(lots.status).toBe(302);
    expect(lots.headers.location).toBe('/listings?search=zzqqxxnothing');
    const first = await get(lots.headers.location!);
    expect(first.status).toBe(200);
    expect(first.text).toContain('No lots match this search');
    const houses = await get('/auctioneers?search=zzqqxxnothing&page=5');
    expect(houses.status).toBe(302);
    expect((await get(houses.headers.location!)).text).toContain('No auction houses match');
  });
});
