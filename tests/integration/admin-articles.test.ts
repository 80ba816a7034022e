import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { londonInputValue } from '#schema/london-time';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;
let contributor: string;

// The page cache is on, as in production: every change must reach visitors at once anyway.
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_TTL_MS: '60000' });
  editor = await t.sessionCookie('copy-editor');
  contributor = await t.sessionCookie('contributor');
});
afterAll(() => t.close());

type Method = 'get' | 'post' | 'put' | 'delete';
const api = (method: Method, path: string, body?: unknown, cookie = editor) => {
  const r = request(t.app)[method](`/api/admin${path}`).set('Cookie', cookie).set('Origin', ORIGIN);
  return method === 'get' ? r : r.send(body as object);
};
const visit = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);
const graph = async (query: string) =>
  (await request(t.app).post('/graphql').set('Origin', ORIGIN).send({ query })).body;

let n = 0;
const fields = (over: Record<string, unknown> = {}) => ({
  title: `Auction fees explained ${++n}`,
  slug: `auction-fees-explained-${n}`,
  excerpt: 'What the buyer’s premium and the administration fee add to the price.',
  category: 'Market news',
  author: 'Priya Shah',
  body: [
    { kind: 'heading', level: 2, text: 'The buyer’s premium' },
    {
      kind: 'paragraph',
      spans: [{ text: 'Most houses charge a fee on top of the hammer price.' }],
    },
  ],
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const res = await api('post', '/articles', fields(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.article as { id: number; slug: string; title: string; updated_at: string };
};
const auditOf = async (target: string) =>
  (await api('get', `/audit?target=${encodeURIComponent(target)}`)).body.entries as Array<{
    action: string;
    actor: string;
    diff: Array<{ path: string }>;
  }>;
const inLondon = (ms: number) => londonInputValue(new Date(Date.now() + ms));

describe('writing and publishing an article', () => {
  it('a new article is a draft: listed as such in the admin, nowhere on the public site', async () => {
    const a = await create();
    const list = (await api('get', `/articles?search=${encodeURIComponent(a.title)}`)).body;
    expect(list.articles).toEqual([expect.objectContaining({ id: a.id, state: 'draft' })]);
    expect((await visit(`/articles/${a.slug}`)).status).toBe(404);
    expect((await visit('/articles')).text).not.toContain(a.title);
    expect((await visit('/sitemaps/articles-1.xml')).text ?? '').not.toContain(a.slug);
    const data = await graph(
      `{ bySlug: articles_by_slug(slug: "${a.slug}") { title }
         list: articles(where: { slug: { _eq: "${a.slug}" } }) { title }
         count: articles_aggregate(where: { slug: { _eq: "${a.slug}" } }) { aggregate { count } } }`,
    );
    expect(data.data).toEqual({ bySlug: null, list: [], count: { aggregate: { count: 0 } } });
  });

  it('publish now: the article page, the list, the home page news, the sitemap and the graph show it at once', async () => {
    const a = await create();
    // The sitemap index's date of the articles file (none while no article is published). The
    // index, like the pages below, is cached before the publish (SITEMAP_INDEX_TTL_MS).
    const articlesLastmod = async () => {
      const xml = (await visit('/sitemap.xml')).text;
      const m = /articles-1\.xml<\/loc><lastmod>([^<]+)</.exec(xml);
      return m ? Date.parse(m[1]!) : null;
    };
    const publishing = Date.now();
    expect((await articlesLastmod()) ?? 0).toBeLessThan(publishing);
    await visit('/');
    expect((await visit('/')).headers['x-cache']).toBe('HIT');
    await visit('/articles');

    const res = await api('post', `/articles/${a.id}/publish`, {});
    expect(res.status).toBe(200);
    expect(res.body.article.state).toBe('published');

    const page = await visit(`/articles/${a.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(a.title);
    expect(page.text).toContain('Most houses charge a fee on top of the hammer price.');
    expect((await visit('/articles')).text).toContain(a.title);
    expect((await visit('/')).text).toContain(a.title);
    expect((await visit('/sitemaps/articles-1.xml')).text).toContain(`/articles/${a.slug}<`);
    // The index dates the articles file by this publish, for crawlers to fetch it again.
    expect(await articlesLastmod()).toBeGreaterThanOrEqual(publishing - 1000);
    const data = await graph(`{ articles_by_slug(slug: "${a.slug}") { title } }`);
    expect(data.data.articles_by_slug).toEqual({ title: a.title });

    expect((await auditOf(`/articles/${a.slug}`)).map((e) => e.action)).toEqual([
      'article-published',
      'article-created',
    ]);
  });

  it('editing a published article is live at once; its old address redirects to the new one', async () => {
    const a = await create();
    await api('post', `/articles/${a.id}/publish`, {});
    const live = (await api('get', `/articles/${a.id}`)).body.article;
    await visit(`/articles/${a.slug}`);

    const res = await api('put', `/articles/${a.id}`, {
      ...fields({ title: 'Fees at auction, explained', slug: `fees-at-auction-${a.id}` }),
      base: live.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const old = await visit(`/articles/${a.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/articles/fees-at-auction-${a.id}`);
    const moved = await visit(`/articles/fees-at-auction-${a.id}`);
    expect(moved.status).toBe(200);
    expect(moved.text).toContain('Fees at auction, explained');
    const redirects = (await api('get', '/redirects')).body.redirects;
    expect(redirects).toContainEqual(
      expect.objectContaining({
        from_path: `/articles/${a.slug}`,
        to_url: `/articles/fees-at-auction-${a.id}`,
        status_code: 301,
      }),
    );
    const audit = await auditOf(`/articles/`);
    expect(audit.slice(0, 2).map((e) => e.action)).toEqual(['redirect-created', 'article-updated']);
    expect(audit[1]!.diff.map((d) => d.path)).toEqual(expect.arrayContaining(['title', 'slug']));

    // Moved back: the article answers at its first address again, the second one redirects to it.
    const again = (await api('get', `/articles/${a.id}`)).body.article;
    const back = await api('put', `/articles/${a.id}`, {
      ...fields({ slug: a.slug }),
      base: again.updated_at,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await visit(`/articles/${a.slug}`)).status).toBe(200);
    expect((await visit(`/articles/fees-at-auction-${a.id}`)).headers.location).toBe(
      `/articles/${a.slug}`,
    );
  });

  it('an article published at an address that redirected answers there (the redirect goes)', async () => {
    const made = await api('post', '/redirects', {
      from_path: '/articles/spring-auction-preview',
      to_url: '/listings',
      status_code: 302,
    });
    expect(made.status).toBe(201);
    const a = await create({ slug: 'spring-auction-preview' });
    expect((await visit('/articles/spring-auction-preview')).status).toBe(302);
    await api('post', `/articles/${a.id}/publish`, {});
    expect((await visit('/articles/spring-auction-preview')).status).toBe(200);
    const redirects = (await api('get', '/redirects')).body.redirects as Array<{
      from_path: string;
    }>;
    expect(redirects.map((r) => r.from_path)).not.toContain('/articles/spring-auction-preview');
    expect((await auditOf('/articles/spring-auction-preview')).map((e) => e.action)).toContain(
      'redirect-deleted',
    );
  });

  it('a draft that changes its slug leaves no redirect (nobody could have visited it)', async () => {
    const a = await create();
    const res = await api('put', `/articles/${a.id}`, fields({ slug: `renamed-draft-${a.id}` }));
    expect(res.status).toBe(200);
    const redirects = (await api('get', '/redirects')).body.redirects as Array<{
      from_path: string;
    }>;
    expect(redirects.map((r) => r.from_path)).not.toContain(`/articles/${a.slug}`);
  });

  it('schedule: hidden until its London time, shown as scheduled in the admin', async () => {
    const a = await create();
    const res = await api('post', `/articles/${a.id}/schedule`, { at: inLondon(86_400_000) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.article.state).toBe('scheduled');
    expect((await api('get', '/articles?state=scheduled')).body.articles).toContainEqual(
      expect.objectContaining({ id: a.id, state: 'scheduled' }),
    );
    expect((await visit(`/articles/${a.slug}`)).status).toBe(404);
    expect((await graph(`{ articles_by_slug(slug: "${a.slug}") { title } }`)).data).toEqual({
      articles_by_slug: null,
    });

    // Its time comes (moved into the past here): it is live without another write.
    await t.db.query(
      `UPDATE articles SET published_at = now() - interval '1 second' WHERE id = $1`,
      [a.id],
    );
    expect((await visit(`/articles/${a.slug}`)).status).toBe(200);
  });

  it('refuses a schedule in the past or at a time London never has, on the field', async () => {
    const a = await create();
    const past = await api('post', `/articles/${a.id}/schedule`, { at: inLondon(-3_600_000) });
    expect(past.status).toBe(400);
    expect(past.body.error.details.errors.at).toBe('Choose a time in the future');
    const feb30 = await api('post', `/articles/${a.id}/schedule`, { at: '2030-02-30T09:00' });
    expect(feb30.status).toBe(400);
    expect(feb30.body.error.details.errors.at).toMatch(/exist/);
    const published = await create();
    await api('post', `/articles/${published.id}/publish`, {});
    const live = await api('post', `/articles/${published.id}/schedule`, {
      at: inLondon(86_400_000),
    });
    expect(live.status).toBe(409);
  });

  it('unpublish takes it off the site at once and back to a draft', async () => {
    const a = await create();
    await api('post', `/articles/${a.id}/publish`, {});
    expect((await visit(`/articles/${a.slug}`)).status).toBe(200);
    expect((await visit('/articles')).text).toContain(a.title);
    const res = await api('post', `/articles/${a.id}/unpublish`, {});
    expect(res.body.article.state).toBe('draft');
    expect((await visit(`/articles/${a.slug}`)).status).toBe(404);
    expect((await visit('/articles')).text).not.toContain(a.title);
    expect((await auditOf(`/articles/${a.slug}`))[0]!.action).toBe('article-unpublished');
  });

  it('delete removes it from the site and the admin, and is in the audit log', async () => {
    const a = await create();
    await api('post', `/articles/${a.id}/publish`, {});
    expect((await visit(`/articles/${a.slug}`)).status).toBe(200);
    expect((await api('delete', `/articles/${a.id}`)).status).toBe(204);
    expect((await visit(`/articles/${a.slug}`)).status).toBe(404);
    expect((await api('get', `/articles/${a.id}`)).status).toBe(404);
    expect((await auditOf(`/articles/${a.slug}`))[0]!.action).toBe('article-deleted');
  });
});

describe('bad input is a 400 naming the fields, never a 500', () => {
  it.each([
    ['an empty title', { title: '  ' }, 'title', 'Enter a title'],
    ['a slug with spaces and capitals', { slug: 'Fees At Auction' }, 'slug', /lower-case/],
    ['a slug with a path', { slug: '../admin' }, 'slug', /lower-case/],
    ['an unknown category', { category: 'Gossip' }, 'category', 'Choose a category'],
    [
      'a cover that is not a library image',
      { cover_image: 'javascript:alert(1)' },
      'cover_image',
      /media library/,
    ],
    ['an empty body', { body: [] }, 'body', 'Write at least one block'],
    [
      'a body of blank paragraphs',
      { body: [{ kind: 'paragraph', spans: [{ text: '   ' }] }] },
      'body',
      'Write some text: an article of empty paragraphs shows an empty page',
    ],
    [
      'a body block of no known kind',
      { body: [{ kind: 'script', text: 'x' }] },
      'body.0.kind',
      /./,
    ],
    ['a body that is not a list', { body: 'hello' }, 'body', /./],
  ])('%s', async (_name, over, field, message) => {
    const res = await api('post', '/articles', fields(over));
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[field]).toMatch(message);
  });

  it('a NUL in a field, named by the message', async () => {
    const res = await api('post', '/articles', fields({ excerpt: 'a\u0000b' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/excerpt must not contain NUL/);
  });

  it('a body that is not JSON', async () => {
    const res = request(t.app)
      .post('/api/admin/articles')
      .set('Cookie', editor)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"title": ');
    expect((await res).status).toBe(400);
  });

  it('a body over the size limit is a 413 in the words every form uses', async () => {
    const res = await api('post', '/articles', fields({ body: 'x'.repeat(600 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('What you sent is too long. Shorten it and try again.');
  });

  it('a slug another article has is a 409 on the slug field', async () => {
    const a = await create();
    const res = await api('post', '/articles', fields({ slug: a.slug }));
    expect(res.status).toBe(409);
    expect(res.body.error.details.errors.slug).toMatch(/already uses/);
    const b = await create();
    const put = await api('put', `/articles/${b.id}`, fields({ slug: a.slug }));
    expect(put.status).toBe(409);
  });

  it('a save over a version changed in another tab is refused', async () => {
    const a = await create();
    const first = await api('put', `/articles/${a.id}`, { ...fields(), base: a.updated_at });
    expect(first.status).toBe(200);
    const stale = await api('put', `/articles/${a.id}`, { ...fields(), base: a.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed in another tab/);
  });
});

describe('the cover image', () => {
  it('comes from the media library, shows on the article, and the image cannot be deleted while used', async () => {
    const bytes = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#4477aa' },
    })
      .jpeg()
      .toBuffer();
    const up = await request(t.app)
      .post('/api/admin/media')
      .query({ alt: 'Auction room' })
      .set('Cookie', editor)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/octet-stream')
      .send(bytes);
    expect(up.status).toBe(201);
    const media = up.body.media as { id: number; src: string };
    const a = await create({ cover_image: media.src });
    await api('post', `/articles/${a.id}/publish`, {});
    const page = await visit(`/articles/${a.slug}`);
    expect(page.text).toContain(media.src);
    // A screen reader hears what the editor wrote on uploading it.
    expect(page.text).toMatch(/<img[^>]* alt="Auction room"/);
    // A shared link shows the cover, as a page's SEO image does.
    expect(page.text).toContain(
      `<meta property="og:image" content="${t.config.PUBLIC_URL}${media.src}"/>`,
    );

    const refused = await api('delete', `/media/${media.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(`/articles/${a.slug}`);
  });
});

describe('roles', () => {
  it('contributors read articles but cannot change them', async () => {
    const a = await create();
    expect((await api('get', '/articles', undefined, contributor)).status).toBe(200);
    expect((await api('get', `/articles/${a.id}`, undefined, contributor)).status).toBe(200);
    expect((await api('post', '/articles', fields(), contributor)).status).toBe(403);
    expect((await api('put', `/articles/${a.id}`, fields(), contributor)).status).toBe(403);
    expect((await api('post', `/articles/${a.id}/publish`, {}, contributor)).status).toBe(403);
    expect((await api('delete', `/articles/${a.id}`, undefined, contributor)).status).toBe(403);
    expect((await visit(`/articles/${a.slug}`)).status).toBe(404);
  });
});

describe('caching', () => {
  it('no answer of the articles API is stored by a browser or a proxy (drafts), as the rest of /api/admin', async () => {
    const a = await create();
    for (const res of [
      await api('get', '/articles'),
      await api('get', `/articles/${a.id}`),
      await api('put', `/articles/${a.id}`, fields({ slug: a.slug })),
      await api('get', '/articles/999999999'),
    ])
      expect(res.headers['cache-control'], `${res.status}`).toBe('no-store');
  });
});
