import { readFileSync } from 'node:fs';
import request from 'supertest';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(`tests/fixtures/sitemaps/${name}`, 'utf8'),
});

async function expectValid(xml: string, xsd: string) {
  const result = await validateXML({
    xml: [{ fileName: 'doc.xml', contents: xml }],
    schema: [schema(xsd)],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

describe('sitemaps', () => {
  it('the schema check itself rejects a malformed sitemap', async () => {
    const bad =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>';
    const result = await validateXML({
      xml: [{ fileName: 'bad.xml', contents: bad }],
      schema: [schema('sitemap.xsd')],
    });
    expect(result.valid).toBe(false);
  });

  it('/sitemap.xml is a valid sitemap index of absolute URLs from PUBLIC_URL', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    await expectValid(res.text, 'siteindex.xsd');
    const locs = [...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://auctions.example.co.uk/sitemaps/static-1.xml');
    expect(locs).toContain('https://auctions.example.co.uk/sitemaps/pages-1.xml');
  });

  it('every sitemap it names is valid, with lastmod, and lists the pages people can open', async () => {
    const index = (await request(t.app).get('/sitemap.xml')).text;
    const all: string[] = [];
    for (const [, loc] of index.matchAll(/<loc>(.*?)<\/loc>/g)) {
      const res = await request(t.app).get(new URL(loc!).pathname);
      expect(res.status).toBe(200);
      await expectValid(res.text, 'sitemap.xsd');
      expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
      all.push(...[...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(all).toContain('https://auctions.example.co.uk/');
    expect(all).toContain('https://auctions.example.co.uk/listings');
    expect(all).toContain('https://auctions.example.co.uk/terms-and-conditions');
    // noindex CMS pages (the modal contents) stay out.
    expect(all).not.toContain('https://auctions.example.co.uk/map-access');
    expect(all.length).toBeLessThanOrEqual(50_000);
  });

  it('an unknown or empty sitemap page is 404', async () => {
    expect((await request(t.app).get('/sitemaps/static-2.xml')).status).toBe(404);
    expect((await request(t.app).get('/sitemaps/nothing-1.xml')).status).toBe(404);
  });

  it('robots.txt names the sitemap and keeps private areas out', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.text).toContain('Sitemap: https://auctions.example.co.uk/sitemap.xml');
    expect(res.text).toContain('Disallow: /profile');
  });
});
