import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_MAX_BYTES: '200000' });
  editor = await t.sessionCookie('editor');
  buyer = await t.sessionCookie('user');
}, 120_000);
afterAll(() => t.close());

const photo = (width = 900, height = 600, background = '#4477aa') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

const upload = (bytes: Buffer, query: Record<string, string>, cookie = editor) =>
  request(t.app)
    .post('/api/admin/media')
    .query(query)
    .set('Cookie', cookie)
    .set('Origin', ORIGIN)
    .set('Content-Type', 'application/octet-stream')
    .send(bytes);

const api = (method: 'get' | 'put' | 'post' | 'delete', path: string, body?: unknown) => {
  const agent = request(t.app);
  return agent[method](`/api/admin${path}`)
    .set('Cookie', editor)
    .set('Origin', ORIGIN)
    .send(body as object);
};

/** A valid PNG header claiming `width` × `height` with a tiny (wrong) body: a decompression bomb. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('uploads are checked before anything is stored', () => {
  it('refuses a file that is not an image whatever its name and Content-Type say', async () => {
    const res = await request(t.app)
      .post('/api/admin/media')
      .query({ alt: 'A house', name: 'house.jpg' })
      .set('Cookie', editor)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'image/jpeg')
      .send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(res.status).toBe(415);
    expect(res.body.error.message).toMatch(/not a JPEG, PNG, WebP, AVIF or GIF/);
  });

  it('refuses a file over MEDIA_MAX_BYTES with a 413', async () => {
    const big = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(200_000);
    const res = await upload(big, { alt: 'Noise' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/larger than 0\.2 MB/);
  });

  it('refuses an image bomb (a small PNG claiming 50,000 × 50,000) without decoding it', async () => {
    const res = await upload(await pngClaiming(50_000, 50_000), { alt: 'Bomb' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toMatch(/50000 × 50000 pixels/);
    const res2 = await upload(await pngClaiming(6_000, 4_000), { alt: 'Broken' });
    expect(res2.status).toBe(400);
    expect(res2.body.error.message).toMatch(/damaged or incomplete/);
  });

  it('requires alt text, named in the field errors', async () => {
    for (const query of [{}, { alt: '   ' }] as Record<string, string>[]) {
      const res = await upload(await photo(), query);
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors.alt).toMatch(/Describe the image/);
    }
    expect((await api('get', '/media')).body.media).toEqual([]);
  });

  it('is for editors only', async () => {
    expect((await upload(await photo(), { alt: 'x' }, buyer)).status).toBe(403);
    expect((await request(t.app).get('/api/admin/media').set('Cookie', buyer)).status).toBe(403);
    expect((await request(t.app).get('/api/admin/media')).status).toBe(401);
  });
});

describe('a good upload', () => {
  it('is stored once, listed, searchable, and served as immutable AVIF/WebP renditions', async () => {
    const bytes = await photo(900, 600);
    const res = await upload(bytes, { alt: 'Terraced houses at dusk', name: 'terrace.jpg' });
    expect(res.status).toBe(201);
    const item = res.body.media;
    expect(item).toMatchObject({
      originalName: 'terrace.jpg',
      mime: 'image/jpeg',
      width: 900,
      height: 600,
      alt: 'Terraced houses at dusk',
      focalX: 0.5,
    });
    expect(item.src).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.jpg$/);
    const again = await upload(bytes, { alt: 'Same bytes' });
    expect([again.status, again.body.media.id, again.body.created]).toEqual([200, item.id, false]);

    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const r = await request(t.app)
        .get(`/media/_r/480${item.src.slice('/media'.length)}.${format}`)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe(type);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(r.body as Buffer).metadata()).width).toBe(480);
    }

    expect((await api('get', '/media?q=dusk')).body.media.map((m: { id: number }) => m.id)).toEqual(
      [item.id],
    );
    expect((await api('get', '/media?q=terrace.jp')).body.media).toHaveLength(1);
    expect((await api('get', '/media?q=nothing-like-it')).body.media).toEqual([]);

    const edited = await api('put', `/media/${item.id}`, {
      alt: 'Terrace at dusk',
      focalX: 0.2,
      focalY: 0.8,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.media).toMatchObject({ alt: 'Terrace at dusk', focalX: 0.2, focalY: 0.8 });
    const bad = await api('put', `/media/${item.id}`, { alt: '', focalX: 2, focalY: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.errors).sort()).toEqual(['alt', 'focalX']);
  });
});

describe('deleting', () => {
  it('is refused while a page uses the image (the pages are listed), allowed after', async () => {
    const item = (await upload(await photo(640, 480, '#aa7744'), { alt: 'Auction room' })).body
      .media;
    const { rows } = await t.db.query<{
      id: string;
      path: string;
      document: { sections: unknown[] };
    }>(`SELECT id, path, document FROM pages WHERE is_home`);
    const home = rows[0]!;
    const hero = {
      type: 'hero',
      id: 'media-test-hero',
      title: 'Bid with confidence',
      image: { src: item.src, alt: item.alt, width: 640, height: 480, focalX: 0.3, focalY: 0.6 },
      ctas: [],
    };
    const draft = await api('put', `/pages/${home.id}/draft`, {
      document: { ...home.document, sections: [hero, ...home.document.sections] },
    });
    expect(draft.status).toBe(200);

    const refused = await api('delete', `/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(home.path);
    expect(refused.body.error.details.usages).toEqual([
      { kind: 'page', label: home.path, draftOnly: true },
    ]);
    expect((await api('get', `/media/${item.id}`)).body.usages).toHaveLength(1);

    expect((await api('delete', `/pages/${home.id}/draft`)).status).toBe(200);
    expect((await api('delete', `/media/${item.id}`)).status).toBe(204);
    expect((await api('get', `/media/${item.id}`)).status).toBe(404);
    expect((await request(t.app).get(item.src)).status).toBe(404);
  });

  it('a version that shows an image deleted since is not restored to the live page (it would show a broken image)', async () => {
    const item = (await upload(await photo(640, 480, '#7744aa'), { alt: 'Sale room' })).body.media;
    const { rows } = await t.db.query<{ id: string; document: { sections: unknown[] } }>(
      `SELECT id, document FROM pages WHERE path = '/about'`,
    );
    const page = rows[0]!;
    const hero = {
      type: 'hero',
      id: 'restore-test-hero',
      title: 'Our sale room',
      image: { src: item.src, alt: item.alt, width: 640, height: 480, focalX: 0.5, focalY: 0.5 },
      ctas: [],
    };
    const withImage = { ...page.document, sections: [hero, ...page.document.sections] };
    expect((await api('put', `/pages/${page.id}/draft`, { document: withImage })).status).toBe(200);
    const shown = await api('post', `/pages/${page.id}/publish`, {});
    expect(shown.status).toBe(200);
    // The next version drops the image; the image is then deleted (no live page or draft uses it).
    expect((await api('put', `/pages/${page.id}/draft`, { document: page.document })).status).toBe(
      200,
    );
    expect((await api('post', `/pages/${page.id}/publish`, {})).status).toBe(200);
    expect((await api('delete', `/media/${item.id}`)).status).toBe(204);

    const restored = await api('post', `/pages/${page.id}/rollback`, {
      revisionId: shown.body.revisionId,
    });
    expect(restored.status).toBe(409);
    expect(restored.body.error.message).toMatch(/deleted from the media library/);
    expect((await request(t.app).get('/about')).text).not.toContain(item.src);
  });
});
