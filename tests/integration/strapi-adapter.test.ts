import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.server';
import { createStrapiReader } from '#server/cms/strapi/strapi-reader.server';
import { CmsEnvSchema, createReaderForEnv } from '#server/cms/strapi/cms-driver.server';
import { toQueryString } from '#server/cms/strapi/strapi-query';
import { DEFAULT_GLOBAL_CONFIG } from '#schema/global-config';
import type { Db } from '#server/db/db.server';
import { LISTING_LAYOUT_PATH } from '#sections/detail/layout-document';
import request from 'supertest';
import { BROWSER_UA, createTestApp } from '../helpers/test-app';
import { cspSources } from '../helpers/csp';

const FIXTURES = path.resolve('tests/fixtures/strapi');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');
const TOKEN = 'strapi-read-token-0123456789';

/** A local stand-in for Strapi 5 answering from recorded responses; 127.0.0.1 only. */
const fake = {
  mode: 'ok' as 'ok' | 'failing' | 'hang' | 'forbidden',
  globalConfig: 'global-config',
  layout: 'lot-page-layout',
  requests: [] as Array<{ url: URL; auth: string | undefined }>,
};
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({ url, auth: req.headers.authorization });
    if (fake.mode === 'hang') return;
    const send = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (fake.mode === 'failing')
      return send(500, fixture('error-not-found').replace(/404/g, '500'));
    if (fake.mode === 'forbidden' || req.headers.authorization !== `Bearer ${TOKEN}`)
      return send(403, fixture('error-forbidden'));
    if (url.pathname === '/api/global-config') {
      if (fake.globalConfig === 'missing') return send(404, fixture('error-not-found'));
      return send(200, fixture(fake.globalConfig));
    }
    if (url.pathname === '/api/lot-page-layout') {
      if (fake.layout === 'missing') return send(404, fixture('error-not-found'));
      return send(200, fixture(fake.layout));
    }
    if (url.pathname === '/api/pages') {
      if (url.searchParams.get('fields[0]') === 'slug')
        return send(200, fixture(`pages-list-${url.searchParams.get('pagination[page]')}`));
      const slug = url.searchParams.get('filters[slug][$eq]');
      const known: Record<string, string> = {
        about: 'pages-about',
        home: 'pages-home',
        'spring-sales': 'pages-hidden-sections',
      };
      return send(200, fixture(known[slug ?? ''] ?? 'pages-empty'));
    }
    send(404, fixture('error-not-found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  fake.mode = 'ok';
  fake.globalConfig = 'global-config';
  fake.layout = 'lot-page-layout';
  fake.requests = [];
});

function logs() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

const reader = (extra: Partial<Parameters<typeof createStrapiReader>[0]> = {}) =>
  createStrapiReader({ url: base, token: TOKEN, ...extra });

describe('Strapi 5 page documents', () => {
  it('maps a page: flat entry, dynamic-zone components, media, Blocks rich text, nulls', async () => {
    const { logger, lines } = logs();
    const page = await reader({ logger }).getPublishedPage('/about');
    expect(page).not.toBeNull();
    expect(page!.path).toBe('/about');
    expect(page!.updatedAt).toBe('2026-11-18T16:05:47.918Z');
    expect(page!.document).toMatchObject({
      slug: 'about',
      title: 'About Auction Property UK',
      layout: 'landing',
      seo: {
        title: 'About us | Auction Property UK',
        description: 'Who we are and why we built a directory of UK property auctions.',
        image: `${base}/uploads/auction_room_3f2a1c.jpg`,
        noindex: false,
      },
    });
    const byId = Object.fromEntries(page!.sections.map((s) => [s.id, s]));
    expect(page!.sections.map((s) => s.id)).toEqual([
      'about-hero',
      'rich-text-17',
      'ending-soon',
      'search',
      'dynamic-cards-9',
      'contact',
    ]);
    expect(byId['about-hero']).toEqual({
      type: 'hero',
      id: 'about-hero',
      title: 'Every UK property auction in one place',
      subtitle: 'We gather lots from auction houses across the country.',
      image: {
        src: 'https://media.auctionproperty.example/uploads/street_9c8b7a.jpg',
        alt: 'A terrace of Victorian houses',
      },
      ctas: [
        { label: 'Browse lots', href: '/listings', style: 'primary' },
        { label: 'Auction houses', href: '/auctioneers', style: 'secondary' },
      ],
    });
    expect(byId['rich-text-17']).toMatchObject({
      blocks: [
        { kind: 'heading', level: 2, text: 'Scattered lots, one search' },
        {
          kind: 'paragraph',
          spans: [
            { text: 'Buying at auction is ' },
            { text: 'fast', bold: true },
            { text: ' and certain. Read ' },
            { text: 'your first auction', href: '/articles/first-auction' },
            { text: '.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [[{ text: 'Legal packs' }], [{ text: 'Guide prices' }]],
        },
        { kind: 'quote', text: 'Always read the special conditions.' },
        { kind: 'heading', level: 3, text: 'Small print' },
      ],
    });
    expect(byId['ending-soon']).toMatchObject({
      query: { dataset: 'auction_properties', limit: 3 },
      view_all: { label: 'All lots', href: '/listings' },
      empty_message: 'Nothing to show right now. Check back soon.',
    });
    expect(byId.search).toMatchObject({
      tabs: [
        {
          id: 'properties',
          controls: [
            { id: 'location', type: 'location', radius_miles: [1, 5, 10] },
            {
              id: 'type',
              options: [
                { label: 'Houses', value: 'House' },
                { label: 'Flats', value: 'Flat' },
              ],
            },
          ],
          presets: [{ label: 'Manchester', control_id: 'location', value: 'manchester' }],
        },
      ],
    });
    expect(byId['dynamic-cards-9']).toMatchObject({
      columns: 2,
      cards: [{ image: { src: expect.stringContaining('keys_1a2b3c.jpg'), alt: '' } }],
    });
    // The unknown component and the hero without a title are skipped and logged, not served.
    const skipped = lines.filter((l) => l.msg === 'section skipped');
    expect(skipped.map((l) => [l.index, l.type])).toEqual([
      [5, 'carousel'],
      [6, 'hero'],
    ]);
  });

  it('leaves out sections whose `hidden` is true (decision 088); false or unset are shown', async () => {
    const page = await reader().getPublishedPage('/spring-sales');
    expect(page!.sections.map((s) => [s.id, s.type])).toEqual([
      ['hero-11', 'hero'],
      ['news-list-13', 'news-list'],
    ]);
  });

  it('asks Strapi for the slug with on-fragment populate and the bearer token', async () => {
    await reader().getPublishedPage('/about');
    const [req] = fake.requests;
    expect(req!.auth).toBe(`Bearer ${TOKEN}`);
    expect(req!.url.pathname).toBe('/api/pages');
    const q = req!.url.searchParams;
    expect(q.get('filters[slug][$eq]')).toBe('about');
    expect(q.get('populate[sections][on][sections.hero][populate][image]')).toBe('true');
    expect(
      q.get(
        'populate[sections][on][sections.search-section][populate][tabs][populate][controls][populate][options]',
      ),
    ).toBe('true');
    expect(q.get('populate[sections][on][sections.rich-text]')).toBe('true');
    expect(q.get('populate[seo][populate][metaImage]')).toBe('true');
  });

  it('serves the home page from the entry with slug "home", and null for an unknown slug', async () => {
    const r = reader();
    const home = await r.getHomePage();
    expect(home?.document.title).toBe('UK Property Auctions from Strapi');
    expect(home?.sections.map((s) => s.type)).toEqual(['hero', 'news-list']);
    expect(fake.requests[0]!.url.searchParams.get('filters[slug][$eq]')).toBe('home');
    expect(await r.getPublishedPage('/no-such-page')).toBeNull();
    expect(await r.getPublishedPage('/guides/buying-at-auction')).toBeNull();
    expect(fake.requests.at(-1)!.url.searchParams.get('filters[slug][$eq]')).toBe(
      'guides/buying-at-auction',
    );
  });

  it('lists published, indexable paths with a section visitors see, across pages of results (sitemap)', async () => {
    // Not `winter-sales` (every section hidden) nor `coming-soon` (none): both are 404s.
    expect(await reader().listPublishedPaths()).toEqual([
      { path: '/about', updatedAt: '2026-11-18T16:05:47.918Z' },
      { path: '/guides/buying-at-auction', updatedAt: '2026-11-10T12:00:00.000Z' },
    ]);
    expect(fake.requests.map((r) => r.url.searchParams.get('pagination[page]'))).toEqual([
      '1',
      '2',
    ]);
    // One request per hundred entries, as before: each section's own fields, no media.
    const q = fake.requests[0]!.url.searchParams;
    expect(q.get('populate[sections][on][sections.hero]')).toBe('true');
    expect(q.get('populate[sections][on][sections.hero][populate][image]')).toBeNull();
  });
});

describe('Strapi global config', () => {
  it('maps the single type (repeatable rows, relations by slug)', async () => {
    expect(await reader().getGlobalConfig()).toEqual({
      sold_house_price_card_details_config: [
        { label: 'Sold for', value: '{{price}}' },
        { label: 'Sold on', value: '{{date_of_transfer}}' },
        { label: 'Address', value: '{{paon}} {{street}}, {{town_city}}' },
      ],
      map_access_modal: { slug: 'map-access' },
      forbidden_content_modal: { slug: 'members-only' },
    });
    const q = fake.requests[0]!.url.searchParams;
    expect(q.get('populate[map_access_modal][fields][0]')).toBe('slug');
  });

  it('falls back to the default config when it is invalid (logged) or was never created', async () => {
    const { logger, lines } = logs();
    fake.globalConfig = 'global-config-invalid';
    expect(await reader({ logger }).getGlobalConfig()).toEqual(DEFAULT_GLOBAL_CONFIG);
    expect(lines.some((l) => /global config is invalid/.test(String(l.msg)))).toBe(true);
    fake.globalConfig = 'missing';
    expect(await reader().getGlobalConfig()).toEqual(DEFAULT_GLOBAL_CONFIG);
  });
});

describe('Strapi lot page layout', () => {
  it('maps the single type: `details.*` components in order, options, skipped and logged problems', async () => {
    const { logger, lines } = logs();
    const layout = await reader({ logger }).getListingLayout();
    expect(layout?.path).toBe(LISTING_LAYOUT_PATH);
    expect(layout?.updatedAt).toBe('2026-11-19T14:22:10.517Z');
    expect(layout?.sections).toEqual([
      expect.objectContaining({ type: 'location', id: 'location-3', heading: 'Where it is' }),
      {
        type: 'information',
        id: 'facts',
        heading: 'Key facts',
        collapsed: false,
        hide_empty: true,
        facts: [{ field: 'tenure', label: 'Ownership' }, { field: 'bedrooms' }],
      },
      expect.objectContaining({
        type: 'description',
        id: 'description-2',
        heading: 'About this lot',
      }),
      expect.objectContaining({ type: 'raw', id: 'raw-5', collapsed: true, all_fields: false }),
    ]);
    const skipped = lines.filter((l) => l.msg === 'section skipped');
    expect(skipped.map((l) => [l.index, l.type])).toEqual([
      [2, 'mortgage-calculator'],
      [4, 'history'],
    ]);
    const q = fake.requests[0]!.url.searchParams;
    expect(q.get('populate[details][on][details.information][populate][facts]')).toBe('true');
    expect(q.get('populate[details][on][details.raw]')).toBe('true');
  });

  it('leaves out a component whose `hidden` is true, as a hidden section of the database store', async () => {
    fake.layout = 'lot-page-layout-hidden';
    const layout = await reader().getListingLayout();
    expect(layout?.sections.map((s) => s.id)).toEqual(['facts', 'description-2', 'raw-5']);
  });

  it('is null (lot pages use the built-in order) while the single type was never saved', async () => {
    fake.layout = 'missing';
    expect(await reader().getListingLayout()).toBeNull();
  });
});

describe('cache and failures', () => {
  it('caches for the TTL, refetches after invalidate(path)', async () => {
    const r = reader({ ttlMs: 60_000 });
    await r.getPublishedPage('/about');
    await r.getPublishedPage('/about');
    await Promise.all([r.getGlobalConfig(), r.getGlobalConfig()]);
    expect(fake.requests).toHaveLength(2);
    r.invalidate('/about');
    await r.getPublishedPage('/about');
    expect(fake.requests).toHaveLength(3);
  });

  it('serves the last good copy when Strapi fails, and throws for what it never read', async () => {
    const { logger, lines } = logs();
    let now = 0;
    const r = reader({ logger, ttlMs: 1_000, now: () => now });
    const good = await r.getPublishedPage('/about');
    fake.mode = 'failing';
    now += 5_000;
    expect(await r.getPublishedPage('/about')).toEqual(good);
    expect(lines.find((l) => l.level === 'warn' && l.key === '/about')?.msg).toMatch(
      /from Strapi failed; serving the last good copy/,
    );
    await expect(r.getHomePage()).rejects.toMatchObject({ name: 'StrapiError', status: 500 });
  });

  it('gives up after the timeout, and reports a refused token', async () => {
    fake.mode = 'hang';
    await expect(reader({ timeoutMs: 200 }).getPublishedPage('/about')).rejects.toThrow(
      /did not answer within 200 ms/,
    );
    fake.mode = 'ok';
    await expect(
      createStrapiReader({ url: base, token: 'wrong' }).getPublishedPage('/about'),
    ).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });
});

describe('choosing the reader by environment', () => {
  it('requires CMS_URL for the Strapi driver and builds the matching reader', async () => {
    const bad = CmsEnvSchema.safeParse({ CMS_DRIVER: 'strapi' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['CMS_URL'] });
    const env = CmsEnvSchema.parse({ CMS_DRIVER: 'strapi', CMS_URL: base, CMS_TOKEN: TOKEN });
    const strapi = createReaderForEnv(env, { db: {} as Db });
    expect((await strapi.getPublishedPage('/about'))?.document.slug).toBe('about');
    expect(CmsEnvSchema.parse({}).CMS_DRIVER).toBe('database');
  });

  it('serves the site from Strapi when the app runs with CMS_DRIVER=strapi', async () => {
    const t = await createTestApp({ CMS_DRIVER: 'strapi', CMS_URL: base, CMS_TOKEN: TOKEN });
    try {
      const config = await request(t.app).get('/api/strapi/get/global-config');
      expect(config.body.data.forbidden_content_modal).toEqual({ slug: 'members-only' });
      const about = await request(t.app).get('/about').set('User-Agent', BROWSER_UA);
      expect(about.text).toContain('Scattered lots, one search');
      // Strapi's media are addressed on its host: the pages' policy lets them show (decision 171;
      // they were blocked by img-src 'self').
      const img = cspSources(about.headers['content-security-policy']!, 'img-src');
      expect(img).toContain(new URL(base).origin);
      expect(cspSources(about.headers['content-security-policy']!, 'script-src')).not.toContain(
        new URL(base).origin,
      );
    } finally {
      await t.close();
    }
  }, 90_000);

  it('the sitemap of an app run with CMS_DRIVER=strapi lists Strapi’s pages visitors can see', async () => {
    const t = await createTestApp({ CMS_DRIVER: 'strapi', CMS_URL: base, CMS_TOKEN: TOKEN });
    try {
      const index = await request(t.app).get('/sitemap.xml').expect(200);
      expect(index.text).toContain('/sitemaps/pages-1.xml');
      const pages = await request(t.app).get('/sitemaps/pages-1.xml').expect(200);
      const locs = [...pages.text.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
        (m) => m[1],
      );
      // Before: the database's pages (/privacy-policy, /terms-and-conditions …), whatever the
      // driver; Strapi's own list was never read.
      expect(locs).toEqual(['/about', '/guides/buying-at-auction']);
      expect(pages.text).toContain('<lastmod>2026-11-18T16:05:47.918Z</lastmod>');
    } finally {
      await t.close();
    }
  }, 90_000);

  /** An app on a Strapi that never answers: pages wait 200 ms for it, the client 3 s. */
  const appWithHangingStrapi = () => {
    fake.mode = 'hang';
    return createTestApp({
      CMS_DRIVER: 'strapi',
      CMS_URL: base,
      CMS_TOKEN: TOKEN,
      CMS_TIMEOUT_MS: '3000',
      CMS_PAGE_BUDGET_MS: '200',
    });
  };

  it('a Strapi that never answers: the sitemap index still answers, the pages file is a 503', async () => {
    const t = await appWithHangingStrapi();
    try {
      // Was a 500 (the index asked Strapi for its pages and waited out CMS_TIMEOUT_MS).
      const index = await request(t.app).get('/sitemap.xml').expect(200);
      expect(index.text).toContain('/sitemaps/pages-1.xml');
      expect(index.text).toContain('/sitemaps/static-1.xml');
      const pages = await request(t.app).get('/sitemaps/pages-1.xml');
      expect(pages.status).toBe(503);
      expect(Number(pages.headers['retry-after'])).toBeGreaterThan(0);
      expect(pages.text).not.toMatch(/Error|at .*\.ts/);
    } finally {
      fake.mode = 'ok';
      await t.close();
    }
  }, 90_000);

  it('a Strapi that never answers: the layout still renders and the content area says it could not load (503)', async () => {
    const t = await appWithHangingStrapi();
    try {
      for (const path of ['/about', '/']) {
        const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
        // Was a 504 from the global config after CMS_TIMEOUT_MS, with no page at all.
        expect(res.status, path).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.text).toContain('<header');
        expect(res.text).toContain('<footer');
        expect(res.text).toContain('This part of the page could not load');
        expect(res.text.trimEnd()).toMatch(/<\/html>$/);
      }
      // A page that needs nothing from the CMS is whole, with the built-in global config.
      const listings = await request(t.app).get('/listings').set('User-Agent', BROWSER_UA);
      expect(listings.status).toBe(200);
    } finally {
      fake.mode = 'ok';
      await t.close();
    }
  }, 90_000);

  it('serialises nested query parameters as Strapi (qs) reads them', () => {
    expect(
      toQueryString({ filters: { slug: { $eq: 'a b' } }, fields: ['slug', 'title'], x: 1 }),
    ).toBe('filters[slug][$eq]=a%20b&fields[0]=slug&fields[1]=title&x=1');
  });
});
