import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppManifestSchema } from '#schema/route-rules';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Short CMS cache: a config written straight to the database (not through the store) shows after it.
  t = await createTestApp({ CMS_CACHE_SECONDS: '2' });
});
afterAll(() => t.close());

describe('build endpoints', () => {
  it('latest.json names the running build and is never cached', async () => {
    const res = await request(t.app).get('/builds/latest.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: t.build.info.id, timestamp: t.build.info.timestamp });
    expect(res.body.id).toMatch(/^[0-9a-f]{12}$/);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('meta/{id}.json is the app manifest with route rules, internal and external redirects included', async () => {
    const res = await request(t.app).get(`/builds/meta/${t.build.info.id}.json`);
    expect(res.status).toBe(200);
    const manifest = AppManifestSchema.parse(res.body);
    expect(manifest.id).toBe(t.build.info.id);
    expect(manifest.routeRules['/auction-houses']).toEqual({
      redirect: { to: '/auctioneers', statusCode: 301 },
    });
    expect(manifest.routeRules['/land-registry']?.redirect?.to).toMatch(/^https:\/\//);
  });

  it('meta for an unknown build id is 404', async () => {
    expect((await request(t.app).get('/builds/meta/0123456789ab.json')).status).toBe(404);
  });

  it('route rules redirect pages, keeping the query, and external ones go straight out', async () => {
    const internal = await request(t.app)
      .get('/auction-houses?search=leeds')
      .set('User-Agent', BROWSER_UA);
    expect(internal.status).toBe(301);
    expect(internal.headers.location).toBe('/auctioneers?search=leeds');
    const external = await request(t.app).get('/land-registry').set('User-Agent', BROWSER_UA);
    expect(external.status).toBe(302);
    expect(external.headers.location).toBe(
      'https://www.gov.uk/search-property-information-land-registry',
    );
  });

  it('route rule headers are set on matching pages', async () => {
    const other = await request(t.app).get('/articles-archive').set('User-Agent', BROWSER_UA);
    expect(other.headers['x-content-kind']).toBeUndefined();
    const index = await request(t.app).get('/articles').set('User-Agent', BROWSER_UA);
    expect(index.headers['x-content-kind']).toBe('article');
    const article = await request(t.app).get('/articles/some-guide').set('User-Agent', BROWSER_UA);
    expect(article.headers['x-content-kind']).toBe('article');
  });
});

describe('global config', () => {
  it('GET /api/strapi/get/global-config returns the seeded config under data', async () => {
    const res = await request(t.app).get('/api/strapi/get/global-config?populate=*');
    expect(res.status).toBe(200);
    expect(res.body.data.map_access_modal).toEqual({ slug: 'map-access' });
    expect(res.body.data.forbidden_content_modal).toEqual({ slug: 'forbidden-content' });
    expect(res.body.data.sold_house_price_card_details_config[0]).toEqual({
      label: 'Price',
      value: '{{price}}',
    });
  });

  it('serves the default when the stored document is invalid, and logs a warning', async () => {
    await t.db.query(
      `UPDATE settings SET value = '{"map_access_modal": 5}' WHERE key = 'global_config'`,
    );
    await new Promise((r) => setTimeout(r, 2_100));
    const res = await request(t.app).get('/api/strapi/get/global-config');
    expect(res.status).toBe(200);
    expect(res.body.data.map_access_modal).toEqual({ slug: 'map-access' });
    expect(
      t.logLines().some((l) => l.msg === 'stored global config is invalid; serving the default'),
    ).toBe(true);
  });
});
