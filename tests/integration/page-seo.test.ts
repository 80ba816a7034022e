import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { cspNonce, readHead } from '../helpers/page-head';

const { t, get } = seededDirectoryApp();

const BASE = 'https://auctions.example.co.uk';

/** The JSON-LD object of a type, in a page's one object or its list (a lot: listing and trail). */
function ofType(data: unknown, type: string) {
  const all = (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
  return all.find((x) => x['@type'] === type);
}

async function one<T extends Record<string, unknown>>(sql: string) {
  const row = (await t.db.query<T>(sql)).rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

describe('head tags of the directory pages', () => {
  it('every entity and browse page has a title, a description, an absolute canonical URL and JSON-LD under the CSP nonce', async () => {
    const lot = await one<{ id: string }>(
      'SELECT id::text AS id FROM auction_properties ORDER BY id LIMIT 1',
    );
    const house = await one<{ id: string }>(
      'SELECT id::text AS id FROM auction_houses ORDER BY id LIMIT 1',
    );
    const article = await one<{ slug: string }>(
      'SELECT slug FROM articles WHERE published_at <= now() ORDER BY id LIMIT 1',
    );
    const town = await one<{ slug: string }>(
      "SELECT location_slug AS slug FROM postcodes WHERE kind = 'district' ORDER BY slug LIMIT 1",
    );
    const district = await one<{ slug: string }>(
      "SELECT slug FROM postcodes WHERE kind = 'district' ORDER BY slug LIMIT 1",
    );
    const pages: Array<[string, string]> = [
      [`/listings/${lot.id}`, 'RealEstateListing'],
      [`/auctioneers/${house.id}`, 'Organization'],
      [`/articles/${article.slug}`, 'Article'],
      [`/locations/${town.slug}`, 'BreadcrumbList'],
      [`/postcodes/${district.slug}`, 'BreadcrumbList'],
      ['/locations', 'BreadcrumbList'],
      ['/postcodes', 'BreadcrumbList'],
      ['/sold-house-prices', 'BreadcrumbList'],
    ];
    for (const [path, type] of pages) {
      // Tracking parameters never reach the canonical URL.
      const res = await get(`${path}?utm_source=newsletter`);
      expect(res.status, path).toBe(200);
      const head = readHead(res.text);
      expect(head.title, path).toMatch(/\| Auction Property UK$/);
      expect(head.description?.length, path).toBeGreaterThan(20);
      expect(head.canonical, path).toBe(`${BASE}${path}`);
      expect(head.jsonLd?.nonce, path).toBe(cspNonce(res.headers['content-security-policy']));
      expect(ofType(head.jsonLd?.data, type), path).toMatchObject({
        '@context': 'https://schema.org',
        '@type': type,
      });
    }
  });

  it('a lot’s RealEstateListing names the lot, its URL, price, auction house, town and county', async () => {
    const lot = await one<{
      id: string;
      title: string;
      guide: number;
      house: string;
      location: string;
    }>(
      `SELECT a.id::text AS id, a.title, a.guide_price_min AS guide, h.name AS house, a.location
         FROM auction_properties a JOIN auction_houses h ON h.id = a.auction_house_id
        WHERE a.guide_price_min IS NOT NULL AND a.sold_price IS NULL AND a.location LIKE '%, %'
        ORDER BY a.id LIMIT 1`,
    );
    const ld = ofType(
      readHead((await get(`/listings/${lot.id}`)).text).jsonLd!.data,
      'RealEstateListing',
    );
    expect(ld).toMatchObject({
      name: lot.title,
      url: `${BASE}/listings/${lot.id}`,
      offers: { price: lot.guide, priceCurrency: 'GBP', seller: { name: lot.house } },
    });
    // A walk: "Leeds, West Yorkshire" was one addressLocality, read as the name of one town.
    const [town, county] = lot.location.split(', ');
    expect(ld?.contentLocation).toMatchObject({
      name: lot.location,
      address: { addressLocality: town, addressRegion: county },
    });
  });

  it('a shared lot link shows its first photo, as a raster image that answers, and its own URL', async () => {
    // The lot page set no og:image and no og:url: a shared link showed no picture.
    const lot = await one<{ id: string; first: string }>(
      `SELECT id::text AS id, image_urls[1] AS first FROM auction_properties
        WHERE cardinality(image_urls) > 0 ORDER BY id LIMIT 1`,
    );
    const html = (await get(`/listings/${lot.id}`)).text;
    const og = (name: string) =>
      new RegExp(`<meta property="og:${name}" content="([^"]*)"`).exec(html)?.[1];
    const image = og('image');
    expect(image).toBe(`${BASE}/media/_r/1200/${lot.first.replace(/^\/media\//, '')}.webp`);
    const picture = await get(new URL(image!).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(og('url')).toBe(`${BASE}/listings/${lot.id}`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('an area page’s BreadcrumbList follows the hierarchy with absolute URLs', async () => {
    const sector = await one<{ slug: string; label: string }>(
      "SELECT slug, label FROM postcodes WHERE kind = 'sector' ORDER BY slug LIMIT 1",
    );
    const [district] = sector.slug.split('/');
    const ld = readHead((await get(`/postcodes/${sector.slug}`)).text).jsonLd!.data as {
      itemListElement: Array<{ position: number; name: string; item: string }>;
    };
    expect(ld.itemListElement.map((i) => i.item)).toEqual([
      `${BASE}/`,
      `${BASE}/postcodes`,
      `${BASE}/postcodes/${district!.replace(/\d.*$/, '')}`,
      `${BASE}/postcodes/${district}`,
      `${BASE}/postcodes/${sector.slug}`,
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2, 3, 4, 5]);
    expect(ld.itemListElement.at(-1)!.name).toBe(sector.label);
  });

  it('record text cannot break out of the JSON-LD element', async () => {
    const lot = await one<{ id: string }>(
      'SELECT id::text AS id FROM auction_properties ORDER BY id DESC LIMIT 1',
    );
    const title = 'Flat </script><script>alert(1)</script> <!-- & more';
    await t.db.query('UPDATE auction_properties SET title = $1 WHERE id = $2', [title, lot.id]);
    const res = await get(`/listings/${lot.id}`);
    const head = readHead(res.text);
    expect(head.jsonLd!.raw).not.toMatch(/<\/script|<!--/i);
    expect(ofType(head.jsonLd!.data, 'RealEstateListing')?.name).toBe(title);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('a later page of a list is its own canonical page, named in its title; a filtered view names the whole list', async () => {
    // Page 2 of /articles, /auctioneers and /listings named page 1 as canonical (against 020).
    const count = async (sql: string) => Number((await one<{ n: string }>(sql)).n);
    const articles = await count(
      'SELECT count(*)::text AS n FROM articles WHERE published_at <= now()',
    );
    const houses = await count('SELECT count(*)::text AS n FROM auction_houses');
    expect(articles, 'the seed has two pages of articles').toBeGreaterThan(12);
    expect(houses, 'the seed has two pages of houses').toBeGreaterThan(12);
    const cases: Array<[string, string, RegExp]> = [
      ['/articles?page=2&utm_source=x', '/articles?page=2', /^Guides and news – page 2 of \d+ \|/],
      ['/auctioneers?page=2', '/auctioneers?page=2', /^UK auction houses – page 2 of \d+ \|/],
      ['/listings?page=2', '/listings?page=2', /^Property auction lots – page 2 of \d+ \|/],
      ['/articles', '/articles', /^Guides and news \|/],
      ['/listings?page=2&property_type=houses', '/listings', /page 2 of/],
      ['/listings?page=2&order_by=price_desc', '/listings', /page 2 of/],
      [
        '/auctioneers?search=auctions&page=2',
        '/auctioneers',
        /^UK auction houses: “auctions” – page 2/,
      ],
    ];
    for (const [path, canonical, title] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const head = readHead(res.text);
      expect(head.canonical, path).toBe(`${BASE}${canonical}`);
      expect(head.title, path).toMatch(title);
    }
  });

  it('a later page of every list says its page in its title and description', async () => {
    // `/auctions?page=2` and `/auctions/708?page=2` named themselves canonical with page 1's title
    // and description; `/articles`, `/auctioneers` and `/listings` (decision 174's left-out), the
    // description.
    const big = await one<{ id: string; lots: string }>(
      `SELECT auction_id::text AS id, count(*)::text AS lots FROM auction_properties
        GROUP BY auction_id ORDER BY count(*) DESC, auction_id LIMIT 1`,
    );
    expect(Number(big.lots), 'the seed has a catalogue of two pages').toBeGreaterThan(12);
    const cases: Array<[string, RegExp]> = [
      ['/auctions', /^Upcoming property auctions – page 2 of \d+ \|/],
      ['/auctions?when=past', /^Past auctions and results – page 2 of \d+ \|/],
      [`/auctions/${big.id}`, / – page 2 of \d+ \|/],
      ['/articles', /^Guides and news – page 2 of \d+ \|/],
      ['/auctioneers', /^UK auction houses – page 2 of \d+ \|/],
      ['/listings', /^Property auction lots – page 2 of \d+ \|/],
    ];
    for (const [path, title] of cases) {
      const later = `${path}${path.includes('?') ? '&' : '?'}page=2`;
      const first = readHead((await get(path)).text);
      const second = readHead((await get(later)).text);
      expect(second.canonical, later).toBe(`${BASE}${later}`);
      expect(second.title, later).toMatch(title);
      expect(second.title!.replace(/ – page 2 of \d+/, ''), later).toBe(first.title);
      expect(second.description, later).toMatch(/ Page 2 of \d+\.$/);
      expect(second.description!.replace(/ Page 2 of \d+\.$/, ''), later).toBe(first.description);
    }
  });

  it('client navigations get the same head data in the page payload', async () => {
    const res = await get('/locations/england/_payload.json');
    const meta = res.body.loaderData.location.meta;
    expect(meta.canonical).toBe(`${BASE}/locations/england`);
    expect(meta.jsonLd['@type']).toBe('BreadcrumbList');
  });

  it('error pages carry no JSON-LD and are not indexed', async () => {
    const res = await get('/locations/england/nowhere-at-all');
    expect(res.status).toBe(404);
    const head = readHead(res.text);
    expect(head.jsonLd).toBeNull();
    expect(head.robots).toBe('noindex');
  });
});
