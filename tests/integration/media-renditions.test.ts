import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let lotWithPhotos: number;

beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
  lotWithPhotos = Number(
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM auction_properties WHERE cardinality(image_urls) > 1 ORDER BY id LIMIT 1`,
      )
    ).rows[0]!.id,
  );
}, 300_000);
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await request(t.app).get(url).set('User-Agent', BROWSER_UA);
  expect(res.status).toBe(200);
  return res.text;
};
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
const pictures = (html: string) => [...html.matchAll(/<picture>.*?<\/picture>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('responsive lot photos and logos in the markup', () => {
  it('results page: AVIF and WebP candidates with sizes, sized images, only the first card eager', async () => {
    const html = await page('/listings');
    const photos = pictures(html).filter((p) => p.includes('/seed/lots/'));
    expect(photos.length).toBeGreaterThan(3);
    for (const p of photos) {
      expect(p).toMatch(
        /<source type="image\/avif" srcSet="\/media\/_r\/320\/seed\/lots\/[^"]+\.svg\.avif 320w, /,
      );
      expect(p).toMatch(/<source type="image\/webp" srcSet="[^"]+\.svg\.webp 320w, [^"]+ 1600w"/);
      expect(p).toContain('sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"');
    }
    // Lot photos and the no-photo placeholder are all 800 × 600 in the markup.
    const photoImgs = images(html).filter((i) => attr(i, 'width') === '800');
    expect(photoImgs.length).toBeGreaterThan(photos.length - 1);
    expect(photoImgs.every((i) => attr(i, 'height') === '600')).toBe(true);
    expect(attr(photoImgs[0]!, 'fetchPriority')).toBe('high');
    expect(attr(photoImgs[0]!, 'loading')).not.toBe('lazy');
    for (const later of photoImgs.slice(1)) {
      expect(attr(later, 'loading')).toBe('lazy');
      expect(attr(later, 'decoding')).toBe('async');
      expect(attr(later, 'fetchPriority')).toBeUndefined();
    }
    const logos = images(html).filter((i) => i.includes('/seed/logos/'));
    expect(logos.length).toBeGreaterThan(0);
    for (const l of logos) {
      expect([attr(l, 'width'), attr(l, 'height'), attr(l, 'loading')]).toEqual([
        '24',
        '24',
        'lazy',
      ]);
    }
  });

  it('every image on the home, results and lot pages has a width and height', async () => {
    for (const url of ['/', '/listings', `/listings/${lotWithPhotos}`, '/auctioneers']) {
      for (const img of images(await page(url))) {
        expect(attr(img, 'width'), `${url}: ${img}`).toMatch(/^\d+$/);
        expect(attr(img, 'height'), `${url}: ${img}`).toMatch(/^\d+$/);
      }
    }
  });

  it('lot page: the first photo is the eager, high-priority hero; the others load lazily', async () => {
    const html = await page(`/listings/${lotWithPhotos}`);
    const gallery = /<ul[^>]*aria-label="Photos"[^>]*>(.*?)<\/ul>/.exec(html)![1]!;
    const [hero, ...rest] = images(gallery);
    expect(attr(hero!, 'fetchPriority')).toBe('high');
    expect(attr(hero!, 'loading')).toBe('eager');
    expect(attr(hero!, 'alt')).not.toBe('');
    expect(rest.length).toBeGreaterThan(0);
    for (const img of rest) expect(attr(img, 'loading')).toBe('lazy');
    // On a phone the photos are a strip with the next one peeking in: each is 85% of the screen.
    expect(gallery).toContain(
      'sizes="(min-width: 1280px) 816px, (min-width: 1024px) 66vw, (min-width: 640px) 100vw, 85vw"',
    );
  });

  it('lot page: the hero is preloaded from the head, before any script, in AVIF (decisions 055, 059)', async () => {
    const html = await page(`/listings/${lotWithPhotos}`);
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    const [link] = preloads as [string];
    expect(attr(link, 'fetchPriority')).toBe('high');
    expect(attr(link, 'type')).toBe('image/avif');
    const gallery = /<ul[^>]*aria-label="Photos"[^>]*>(.*?)<\/ul>/.exec(html)![1]!;
    const heroSet = /<source type="image\/avif" srcSet="([^"]+)"/.exec(gallery)![1];
    expect(attr(link, 'imageSrcSet')).toBe(heroSet);
    expect(attr(link, 'imageSizes')).toBe(/<source [^>]*sizes="([^"]+)"/.exec(gallery)![1]);
    // No script shares the connection with it: they load once the page is painted (decision 059).
    expect(head).not.toContain('rel="modulepreload"');
  });
});

describe('GET /media/_r/{width}/{source}.{format}', () => {
  const get = (url: string) => request(t.app).get(url).responseType('blob');

  it('serves an AVIF and a WebP of the width asked, cached for a year as immutable', async () => {
    for (const [format, decoded] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
    ] as const) {
      const res = await get(`/media/_r/480/seed/lots/flat-2.svg.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([decoded, 480, 360]);
    }
  });

  it('serves a logo at its small widths', async () => {
    const logo = images(await page('/auctioneers')).find((i) => i.includes('/seed/logos/'))!;
    const url = attr(logo, 'src')!;
    expect(url).toMatch(/^\/media\/_r\/\d+\/seed\/logos\/[a-z0-9-]+\.svg\.webp$/);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(Number(url.split('/')[3]));
  });

  it.each([
    ['/media/_r/481/seed/lots/flat-2.svg.avif', 400, /width must be one of/],
    ['/media/_r/480/seed/lots/flat-2.svg.gif', 400, /format must be avif or webp/],
    ['/media/_r/480/%2e%2e/jwt-secret.svg.webp', 400, /bad source path/],
    ['/media/_r/480/seed/%E0%A4%A.svg.webp', 400, /Bad image address/],
    ['/media/_r/480/seed/lots/nothing-here.svg.webp', 404, /No such image/],
  ])('%s → %i', async (url, status, message) => {
    const res = await request(t.app).get(url);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(message);
  });

  it('refuses a source that is not a readable image with 422', async () => {
    writeFileSync(path.join(t.config.DATA_DIR, 'media', 'seed', 'broken.png'), 'not a png');
    const res = await request(t.app).get('/media/_r/320/seed/broken.png.webp');
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/not a readable image/);
  });
});
