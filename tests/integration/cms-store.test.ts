import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { createLogger } from '#server/logger.server';
import { createCmsReader } from '#server/cms/store/cms-reader.server';
import { cmsChangeHandler, createCmsStore } from '#server/cms/store/cms-store.server';
import type { Db } from '#server/db/db.server';
import { PAGE_ROUTES } from '#shared/routes/route-table';
import { RESERVED_SEGMENTS } from '#sections/cms-admin';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('editor');
  user = await t.sessionCookie('user');
});
afterAll(() => t.close());

const api = {
  get: (path: string, cookie = editor) => request(t.app).get(path).set('Cookie', cookie),
  send: (method: 'post' | 'put' | 'delete', path: string, body?: unknown, cookie = editor) => {
    const agent = request(t.app);
    return agent[method](path)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send(body as object);
  },
};
const visit = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

const hero = (title: string, id = 'hero-1') => ({
  type: 'hero',
  id,
  title,
  subtitle: 'Everything about your first auction',
  ctas: [{ label: 'Browse lots', href: '/listings', style: 'primary' }],
});

function doc(title: string, sections: unknown[]) {
  return { slug: 'x', title, layout: 'default', seo: { noindex: false }, sections };
}

async function createPage(path: string, title = 'A page') {
  const res = await api.send('post', '/api/admin/pages', { path, title });
  expect(res.status).toBe(201);
  return res.body.page.id as number;
}

describe('editor-only access', () => {
  it('answers 401 without a session and 403 for a non-editor, in the one error shape', async () => {
    const anon = await request(t.app).get('/api/admin/pages');
    expect(anon.status).toBe(401);
    expect(anon.body.error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    const signedIn = await api.get('/api/admin/pages', user);
    expect(signedIn.status).toBe(403);
    expect(signedIn.body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    const write = await api.send('post', '/api/admin/pages', { path: '/x', title: 'X' }, user);
    expect(write.status).toBe(403);
  });

  it('lists the seeded pages for an editor, home first, with search', async () => {
    const res = await api.get('/api/admin/pages');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.pages[0]).toMatchObject({ path: '/', isHome: true, published: true });
    expect(res.body.pages.map((p: { path: string }) => p.path)).toContain('/about');
    const found = await api.get('/api/admin/pages?search=about');
    expect(found.body.pages.map((p: { path: string }) => p.path)).toEqual(['/about']);
    const none = await api.get('/api/admin/pages?search=%25%25');
    expect(none.body.pages).toEqual([]);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const res = await request(t.app)
      .post('/api/admin/pages')
      .set('Cookie', editor)
      .set('Origin', 'https://evil.example')
      .send({ path: '/evil', title: 'Evil' });
    expect(res.status).toBe(403);
  });
});

describe('validation', () => {
  it.each([
    ['/About', 'lower-case'],
    ['about us', 'lower-case'],
    ['/listings', '/listings belongs to the site'],
    ['/articles/my-post', '/articles belongs to the site'],
    ['/admin/x', '/admin belongs to the site'],
    ['/api', '/api belongs to the site'],
    ['/home', '/home belongs to the site'],
    ['/a//b', 'lower-case'],
  ])('refuses the path %s', async (path, message) => {
    const res = await api.send('post', '/api/admin/pages', { path, title: 'T' });
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.details.errors.path).toContain(message);
  });

  it('reserves the first segment of every app route', () => {
    const firsts = PAGE_ROUTES.map((r) => r.path.split('/')[1]).filter(
      (s): s is string => !!s && s !== '*',
    );
    for (const s of firsts) expect(RESERVED_SEGMENTS).toContain(s);
  });

  it('asks for a title and refuses a second page at the same path (409)', async () => {
    const untitled = await api.send('post', '/api/admin/pages', { path: '/untitled' });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.details.errors.title).toBe('Enter a title');
    const clash = await api.send('post', '/api/admin/pages', { path: '/about', title: 'Again' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details.errors.path).toMatch(/already exists/);
  });

  it('answers 400 for a body that is not JSON and 404 for an unknown page', async () => {
    const bad = await request(t.app)
      .post('/api/admin/pages')
      .set('Cookie', editor)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"path":');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('The body is not JSON');
    expect((await api.get('/api/admin/pages/999999')).status).toBe(404);
    expect((await api.get('/api/admin/pages/abc')).status).toBe(404);
  });

  it('keeps invalid sections in a draft, reports them, and refuses to publish until fixed', async () => {
    const id = await createPage('/guides/draft-rules', 'Draft rules');
    const draft = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Draft rules', [
        hero('Fine'),
        { type: 'hero', id: 'broken', title: '' },
        { type: 'carousel', id: 'c' },
      ]),
    });
    expect(draft.status).toBe(200);
    expect(draft.body.draft.slug).toBe('guides/draft-rules');
    expect(draft.body.issues).toEqual([
      expect.objectContaining({ index: 1, type: 'hero' }),
      expect.objectContaining({ index: 2, type: 'carousel' }),
    ]);
    const publish = await api.send('post', `/api/admin/pages/${id}/publish`);
    expect(publish.status).toBe(400);
    expect(publish.body.error.message).toBe(
      '2 sections are not valid yet: Section 2 (Hero) and Section 3 (Carousel). Fix or remove them before publishing',
    );
    expect(publish.body.error.details.issues).toEqual([
      expect.objectContaining({ section: 'Section 2 (Hero)', issues: ['Title: Enter a value'] }),
      expect.objectContaining({ section: 'Section 3 (Carousel)' }),
    ]);
    // The field's path stays in the answer, for the editor to open the form on it.
    expect(publish.body.error.details.issues[0].fields).toEqual([
      { path: 'title', field: 'Title', message: 'Enter a value' },
    ]);
    expect((await visit('/guides/draft-rules')).status).toBe(404);

    const badPage = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: { ...doc('', []), layout: 'wide' },
    });
    expect(badPage.status).toBe(400);
    expect(badPage.body.error.details.errors).toMatchObject({
      'document.title': 'Enter a title',
      'document.layout': expect.any(String),
    });
    const longTitles = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: { ...doc('x'.repeat(201), []), seo: { title: 'y'.repeat(71) } },
    });
    expect(longTitles.body.error.details.errors).toEqual({
      'document.title': 'Use at most 200 characters',
      'document.seo.title': 'Use at most 70 characters: search results cut longer titles',
    });
  });

  it('reports two sections with one id on the later one, and refuses to publish them', async () => {
    const id = await createPage('/guides/twin-ids', 'Twin ids');
    const draft = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Twin ids', [
        hero('One', 'intro'),
        hero('Two', 'other'),
        hero('Three', 'intro'),
      ]),
    });
    expect(draft.status).toBe(200);
    expect(draft.body.issues).toEqual([
      expect.objectContaining({
        index: 2,
        type: 'hero',
        section: 'Section 3 (Hero)',
        issues: [
          'Id: “intro” is already the id of section 1; give each section its own id (the page and the editor tell sections apart by it)',
        ],
      }),
    ]);
    const publish = await api.send('post', `/api/admin/pages/${id}/publish`);
    expect(publish.status).toBe(400);
    expect(publish.body.error.message).toMatch(/^Section 3 \(Hero\) is not valid yet/);
  });
});

describe('publishing', () => {
  let id: number;
  let firstRevision: number;
  let secondRevision: number;

  it('publishes a draft: the next request through the page route shows it', async () => {
    id = await createPage('/guides/first-auction', 'Your first auction');
    expect((await visit('/guides/first-auction')).status).toBe(404);
    await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Your first auction', [hero('Bid with confidence')]),
    });
    // A saved draft is not live.
    expect((await visit('/guides/first-auction')).status).toBe(404);
    const res = await api.send('post', `/api/admin/pages/${id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.page).toMatchObject({ published: true, hasDraft: false });
    firstRevision = res.body.revisionId;
    const page = await visit('/guides/first-auction');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Bid with confidence');
    expect(page.text).toContain('<title>Your first auction');
    const audit = t.logLines().find((l) => l.audit === 'page-published');
    expect(audit).toMatchObject({ target: '/guides/first-auction', userId: expect.any(Number) });
  });

  it('refuses a publish with nothing new, adding no copy to the history; lists when it was last made live', async () => {
    // Each press of Publish on a live page with no draft added a copy of the live version.
    const again = await api.send('post', `/api/admin/pages/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'Nothing new to publish: visitors already see this version, and the page has no draft',
    );
    const revisions = await api.get(`/api/admin/pages/${id}/revisions`);
    expect(revisions.body.revisions.map((r: { id: number }) => r.id)).toEqual([firstRevision]);
    // The list's "Last published" had been the page's last change of any kind: a page never
    // published read as published at its creation.
    const fresh = await createPage('/guides/never-published', 'Not yet');
    const listed = (await api.get('/api/admin/pages')).body.pages as Array<{
      id: number;
      lastPublishedAt: string | null;
    }>;
    expect(listed.find((p) => p.id === fresh)!.lastPublishedAt).toBeNull();
    const live = listed.find((p) => p.id === id)!.lastPublishedAt;
    expect(revisions.body.revisions[0].createdAt).toBe(live);
    await api.send('delete', `/api/admin/pages/${fresh}`);
  });

  it('shows a second publish on the next request, and records both revisions with their author', async () => {
    // Warm whatever cache the page route has.
    expect((await visit('/guides/first-auction')).text).toContain('Bid with confidence');
    await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Your first auction', [
        hero('Bid with certainty'),
        { type: 'rich-text', id: 'body', blocks: [{ kind: 'quote', text: 'Read the pack.' }] },
      ]),
    });
    const detail = await api.get(`/api/admin/pages/${id}`);
    expect(detail.body.page.hasDraft).toBe(true);
    const res = await api.send('post', `/api/admin/pages/${id}/publish`);
    secondRevision = res.body.revisionId;
    const page = await visit('/guides/first-auction');
    expect(page.text).toContain('Bid with certainty');
    expect(page.text).toContain('Read the pack.');
    const revisions = await api.get(`/api/admin/pages/${id}/revisions`);
    expect(revisions.body.revisions.map((r: { id: number }) => r.id)).toEqual([
      secondRevision,
      firstRevision,
    ]);
    expect(revisions.body.revisions[0]).toMatchObject({ author: 'Edith Editor', sections: 2 });
  });

  it('diffs two revisions by section id', async () => {
    const res = await api.get(
      `/api/admin/pages/${id}/diff?from=${firstRevision}&to=${secondRevision}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.diff.page).toEqual([]);
    expect(res.body.diff.sections).toEqual([
      {
        id: 'hero-1',
        type: 'hero',
        status: 'changed',
        from: 0,
        to: 0,
        changes: [
          {
            kind: 'changed',
            path: 'title',
            before: 'Bid with confidence',
            after: 'Bid with certainty',
          },
        ],
      },
      expect.objectContaining({ id: 'body', type: 'rich-text', status: 'added', to: 1 }),
    ]);
    const bad = await api.get(`/api/admin/pages/${id}/diff?from=${firstRevision}&to=999999`);
    expect(bad.status).toBe(404);
  });

  it('rolls back: the old revision is live on the next request and a new revision is written', async () => {
    const res = await api.send('post', `/api/admin/pages/${id}/rollback`, {
      revisionId: firstRevision,
    });
    expect(res.status).toBe(200);
    const page = await visit('/guides/first-auction');
    expect(page.text).toContain('Bid with confidence');
    expect(page.text).not.toContain('Read the pack.');
    const revisions = await api.get(`/api/admin/pages/${id}/revisions`);
    expect(revisions.body.revisions).toHaveLength(3);
    const audit = t.logLines().find((l) => l.audit === 'page-rolled-back');
    expect(audit).toMatchObject({ target: '/guides/first-auction' });
    const row = await t.db.query<{ after: { toRevision: number } }>(
      "SELECT after FROM admin_audit WHERE action = 'page-rolled-back' ORDER BY id DESC LIMIT 1",
    );
    expect(row.rows[0]!.after.toRevision).toBe(firstRevision);
    const missing = await api.send('post', `/api/admin/pages/${id}/rollback`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.errors.revisionId).toBeTruthy();
  });

  it('unpublishes and deletes: the page answers 404 on the next request', async () => {
    const liveOf = async () =>
      (await api.get(`/api/admin/pages/${id}/revisions`)).body.revisions.map(
        (r: { live: boolean }) => r.live,
      ) as boolean[];
    // The history says which version visitors see: the newest, while the page is published.
    expect((await liveOf()).indexOf(true)).toBe(0);
    expect((await liveOf()).filter(Boolean)).toHaveLength(1);
    await api.send('post', `/api/admin/pages/${id}/unpublish`);
    expect((await visit('/guides/first-auction')).status).toBe(404);
    // Before: the newest was still marked "(latest)" as if it were live; now none is.
    expect(await liveOf()).not.toContain(true);
    await api.send('post', `/api/admin/pages/${id}/publish`);
    expect((await visit('/guides/first-auction')).status).toBe(200);
    expect((await liveOf()).indexOf(true)).toBe(0);
    const del = await api.send('delete', `/api/admin/pages/${id}`);
    expect(del.status).toBe(204);
    expect((await visit('/guides/first-auction')).status).toBe(404);
    expect((await api.get(`/api/admin/pages/${id}`)).status).toBe(404);
  });
});

describe('seeded pages', () => {
  it('keep their seeded version as revision one, so an editor can undo the first publish', async () => {
    const list = await api.get('/api/admin/pages?search=about');
    const about = list.body.pages.find((p: { path: string }) => p.path === '/about');
    const before = (await api.get(`/api/admin/pages/${about.id}/revisions`)).body.revisions;
    expect(before).toEqual([expect.objectContaining({ author: null, title: 'About us' })]);
    const page = (await api.get(`/api/admin/pages/${about.id}`)).body.page;
    await api.send('put', `/api/admin/pages/${about.id}/draft`, {
      document: { ...page.document, sections: [hero('A new about page')] },
    });
    expect((await api.send('post', `/api/admin/pages/${about.id}/publish`)).status).toBe(200);
    expect((await visit('/about')).text).toContain('A new about page');
    const res = await api.send('post', `/api/admin/pages/${about.id}/rollback`, {
      revisionId: before[0].id,
    });
    expect(res.status).toBe(200);
    const restored = await visit('/about');
    expect(restored.text).toContain('Every UK property auction in one place');
    expect(restored.text).not.toContain('A new about page');
  });

  it('get one at the next start in a database seeded before they had one', async () => {
    await t.db.query(
      "DELETE FROM page_revisions WHERE page_id = (SELECT id FROM pages WHERE path = '/privacy-policy')",
    );
    const { seedIfEmpty } = await import('#server/db/seed/seed.server');
    await seedIfEmpty(t.db, createLogger('silent'));
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM page_revisions r JOIN pages p ON p.id = r.page_id
        WHERE p.path = '/privacy-policy' AND r.author_id IS NULL`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('two tabs on one page', () => {
  it('refuses a save or publish over a working copy the tab never saw, instead of overwriting it', async () => {
    const id = await createPage('/guides/two-tabs', 'Two tabs');
    const opened = (await api.get(`/api/admin/pages/${id}`)).body.page.version as string;
    // Tab A saves first.
    const a = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Title from tab A', [hero('A')]),
      base: opened,
    });
    expect(a.status).toBe(200);
    expect(a.body.version).not.toBe(opened);
    // Tab B, opened at the same time, saves over it: refused, and A's draft stands.
    const b = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Subtitle from tab B', [hero('B')]),
      base: opened,
    });
    expect(b.status).toBe(409);
    expect(b.body.error.message).toMatch(/changed in another tab or by someone else/);
    const now = (await api.get(`/api/admin/pages/${id}`)).body.page;
    expect(now.draft.title).toBe('Title from tab A');
    expect(now.version).toBe(a.body.version);
    // Publishing from B (what it saw is not what would go live): refused; from A: published.
    expect(
      (await api.send('post', `/api/admin/pages/${id}/publish`, { base: opened })).status,
    ).toBe(409);
    const published = await api.send('post', `/api/admin/pages/${id}/publish`, {
      base: a.body.version,
    });
    expect(published.status).toBe(200);
    expect(published.body.page.document.title).toBe('Title from tab A');
  });
});

describe('preview', () => {
  it('returns what the route would render: layout, meta, loaded sections and the issues', async () => {
    const res = await api.send('post', '/api/admin/preview', {
      document: {
        ...doc('Preview me', [
          hero('Preview hero'),
          { type: 'hero', id: 'bad', title: '' },
          {
            type: 'cards-by-query',
            id: 'lots',
            query: { dataset: 'auction_properties', limit: 3 },
          },
        ]),
        layout: 'landing',
        seo: { title: 'SEO title', noindex: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.layout).toBe('landing');
    expect(res.body.meta).toMatchObject({ title: 'SEO title', noindex: true });
    expect(res.body.sections.map((s: { id: string }) => s.id)).toEqual(['hero-1', 'lots']);
    expect(res.body.sections[1].empty_message).toBeTruthy();
    expect(res.body.sections[1]).toHaveProperty('data');
    expect(res.body.issues).toEqual([
      expect.objectContaining({
        index: 1,
        type: 'hero',
        issues: [expect.stringMatching(/^Title: /)],
      }),
    ]);
  });
});

describe('a cards-by-query section the graph would refuse', () => {
  const soldBefore = (value: string) => ({
    type: 'cards-by-query',
    id: 'recent-sales',
    title: 'Recent sales',
    query: {
      dataset: 'sold_house_prices',
      filters: [{ field: 'date_of_transfer', op: '_lte', value }],
      order: [{ field: 'date_of_transfer', direction: 'desc' }],
      limit: 3,
    },
  });

  it('a column its dataset lacks is named on saving and in the preview, and refused on publishing', async () => {
    const id = await createPage('/cards-unknown-column');
    const section = {
      ...soldBefore('NOW'),
      query: {
        dataset: 'sold_house_prices',
        filters: [{ field: 'town', op: '_eq', value: 'Leeds' }],
      },
    };
    const saved = await api.send('put', `/api/admin/pages/${id}/draft`, {
      document: doc('Cards', [section]),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.issues[0].fields[0]).toMatchObject({
      path: 'query.filters.0.field',
      message: expect.stringMatching(
        /^The sold prices have no column “town”\. Use one of: .*town_city/,
      ),
    });
    const preview = await api.send('post', '/api/admin/preview', {
      document: doc('Cards', [section]),
    });
    expect(preview.body.issues[0].issues[0]).toMatch(/no column “town”/);
    const published = await api.send('post', `/api/admin/pages/${id}/publish`, {});
    expect(published.status).toBe(400);
    expect(published.body.error.message).toBe(
      'Section 1 (Cards by query) is not valid yet; fix or remove it before publishing',
    );
  });
});

describe('redirects', () => {
  it('creates one through the admin API: the page route follows it and the route rules list it', async () => {
    const res = await api.send('post', '/api/admin/redirects', {
      from_path: '/old-guide',
      to_url: '/about',
      status_code: 308,
    });
    expect(res.status).toBe(201);
    expect(res.body.redirect).toMatchObject({ from_path: '/old-guide', status_code: 308 });
    const follow = await visit('/old-guide?utm=x');
    expect(follow.status).toBe(308);
    expect(follow.headers.location).toBe('/about?utm=x');
    const meta = await request(t.app).get(`/builds/meta/${t.build.info.id}.json`);
    expect(meta.body.routeRules['/old-guide']).toEqual({
      redirect: { to: '/about', statusCode: 308 },
    });
    expect(t.logLines().find((l) => l.audit === 'redirect-created')).toMatchObject({
      target: '/old-guide',
    });
  });

  it.each([
    [{ from_path: 'old', to_url: '/about' }, 'from_path'],
    [{ from_path: '//evil.example', to_url: '/about' }, 'from_path'],
    [{ from_path: '/x', to_url: 'javascript:alert(1)' }, 'to_url'],
    [{ from_path: '/x', to_url: 'http://example.com' }, 'to_url'],
    [{ from_path: '/x', to_url: '//evil.example' }, 'to_url'],
    [{ from_path: '/x', to_url: '/about', status_code: 303 }, 'status_code'],
    [{ from_path: '/x', to_url: '/x' }, 'to_url'],
    [{ from_path: '/', to_url: '/about' }, 'from_path'],
  ])('refuses %j (field %s)', async (body, field) => {
    const res = await api.send('post', '/api/admin/redirects', body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[field]).toBeTruthy();
  });

  it('refuses a duplicate (409), a loop, and a built-in rule; updates and deletes', async () => {
    const dup = await api.send('post', '/api/admin/redirects', {
      from_path: '/old-guide',
      to_url: '/listings',
    });
    expect(dup.status).toBe(409);
    const loop = await api.send('post', '/api/admin/redirects', {
      from_path: '/about',
      to_url: '/old-guide',
    });
    expect(loop.status).toBe(400);
    expect(loop.body.error.details.errors.to_url).toMatch(/loop/);
    // A loop of three: the third redirect would send visitors round for ever.
    for (const [from, to] of [
      ['/walk-a', '/walk-b'],
      ['/walk-b', '/walk-c'],
    ])
      expect(
        (await api.send('post', '/api/admin/redirects', { from_path: from, to_url: to })).status,
      ).toBe(201);
    const longLoop = await api.send('post', '/api/admin/redirects', {
      from_path: '/walk-c',
      to_url: '/walk-a?from=c',
    });
    expect(longLoop.status).toBe(400);
    expect(longLoop.body.error.details.errors.to_url).toBe(
      '/walk-c → /walk-a → /walk-b → /walk-c is a loop: visitors would never arrive',
    );
    const chainEnd = await api.send('post', '/api/admin/redirects', {
      from_path: '/walk-c',
      to_url: '/listings',
    });
    expect(chainEnd.status).toBe(201);
    const builtIn = await api.send('post', '/api/admin/redirects', {
      from_path: '/auction-houses',
      to_url: '/listings',
    });
    expect(builtIn.status).toBe(409);

    const list = await api.get('/api/admin/redirects');
    const row = list.body.redirects.find(
      (r: { from_path: string }) => r.from_path === '/old-guide',
    );
    const upd = await api.send('put', `/api/admin/redirects/${row.id}`, {
      from_path: '/old-guide',
      to_url: 'https://www.gov.uk/buy-sell-your-home',
      status_code: 302,
    });
    expect(upd.status).toBe(200);
    const follow = await visit('/old-guide');
    expect(follow.status).toBe(302);
    expect(follow.headers.location).toBe('https://www.gov.uk/buy-sell-your-home');
    expect((await api.send('delete', `/api/admin/redirects/${row.id}`)).status).toBe(204);
    expect((await api.send('delete', `/api/admin/redirects/${row.id}`)).status).toBe(404);
  });

  it("refuses a change or delete from a list that did not see another editor's change, keeping theirs", async () => {
    const created = await api.send('post', '/api/admin/redirects', {
      from_path: '/spring-guide',
      to_url: '/articles',
    });
    expect(created.status).toBe(201);
    // Both editors open the list and see the same redirect.
    const opened = created.body.redirect as { id: number; version: string };
    expect(opened.version).toEqual(expect.any(String));
    const theirs = await api.send('put', `/api/admin/redirects/${opened.id}`, {
      from_path: '/spring-guide',
      to_url: '/listings',
      base: opened.version,
    });
    expect(theirs.status).toBe(200);
    // Before: the second save put /auction-houses over /listings, and no one was told.
    const mine = await api.send('put', `/api/admin/redirects/${opened.id}`, {
      from_path: '/spring-guide',
      to_url: '/auction-houses',
      status_code: 302,
      base: opened.version,
    });
    expect(mine.status).toBe(409);
    expect(mine.body.error.message).toMatch(
      /changed by someone else .* it now sends \/spring-guide to \/listings \(301\)/,
    );
    const gone = await api.send(
      'delete',
      `/api/admin/redirects/${opened.id}?base=${opened.version}`,
    );
    expect(gone.status).toBe(409);
    expect((await visit('/spring-guide')).headers.location).toBe('/listings');
    // Seen (the list reloaded), the change goes through.
    const now = (await api.get('/api/admin/redirects')).body.redirects.find(
      (r: { id: number }) => r.id === opened.id,
    );
    expect(now.version).toBe(theirs.body.redirect.version);
    const seen = await api.send('put', `/api/admin/redirects/${opened.id}`, {
      from_path: '/spring-guide',
      to_url: '/auction-houses',
      base: now.version,
    });
    expect(seen.status).toBe(200);
    expect(
      (
        await api.send(
          'delete',
          `/api/admin/redirects/${opened.id}?base=${seen.body.redirect.version}`,
        )
      ).status,
    ).toBe(204);
  });
});

describe('global config', () => {
  it('validates and saves the sold-price rows and modal slugs', async () => {
    const current = await api.get('/api/admin/global-config');
    expect(current.body.config.map_access_modal.slug).toBe('map-access');
    const bad = await api.send('put', '/api/admin/global-config', {
      ...current.body.config,
      sold_house_price_card_details_config: [{ label: '', value: '{{price}}' }],
      map_access_modal: { slug: 'Not A Slug' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.errors)).toEqual([
      'sold_house_price_card_details_config.0.label',
      'map_access_modal.slug',
    ]);
    const next = {
      ...current.body.config,
      sold_house_price_card_details_config: [{ label: 'Sold for', value: '{{price}}' }],
    };
    const ok = await api.send('put', '/api/admin/global-config', next);
    expect(ok.status).toBe(200);
    const served = await request(t.app).get('/api/strapi/get/global-config');
    expect(served.body.data.sold_house_price_card_details_config).toEqual([
      { label: 'Sold for', value: '{{price}}' },
    ]);
  });

  it('refuses a card row whose placeholder no sale has, naming the ones it may use', async () => {
    const current = await api.get('/api/admin/global-config');
    const typo = await api.send('put', '/api/admin/global-config', {
      ...current.body.config,
      sold_house_price_card_details_config: [
        { label: 'Price', value: '{{pricee}}' },
        { label: 'Address', value: '{{address}}, {{town_city}}' },
      ],
    });
    expect(typo.status).toBe(400);
    const errors = typo.body.error.details.errors as Record<string, string>;
    expect(Object.keys(errors)).toEqual(['sold_house_price_card_details_config.0.value']);
    expect(errors['sold_house_price_card_details_config.0.value']).toMatch(
      /^\{\{pricee\}\} is not a field of a sale: use .*\{\{price\}\}.*\{\{address\}\}/,
    );
    const after = await api.get('/api/admin/global-config');
    expect(after.body.config).toEqual(current.body.config);

    // An editor's walk: "{{price" was saved, and every public sold-price card showed "{{price".
    for (const value of ['{{price', 'price}}', '{{price}} {{']) {
      const open = await api.send('put', '/api/admin/global-config', {
        ...current.body.config,
        sold_house_price_card_details_config: [{ label: 'Price', value }],
      });
      expect(open.status, value).toBe(400);
      expect(open.body.error.details.errors['sold_house_price_card_details_config.0.value']).toBe(
        'Close each placeholder with }}, as in {{price}}',
      );
    }
  });

  it("refuses a save from a tab that did not see another editor's save, keeping theirs", async () => {
    const mine = await api.get('/api/admin/global-config');
    const theirs = await api.get('/api/admin/global-config');
    const rows = [{ label: 'Sold for', value: '{{price}}' }];
    const first = await api.send('put', `/api/admin/global-config?base=${theirs.body.version}`, {
      ...theirs.body.config,
      map_access_modal: { slug: 'about' },
    });
    expect(first.status).toBe(200);
    const stale = await api.send('put', `/api/admin/global-config?base=${mine.body.version}`, {
      ...mine.body.config,
      sold_house_price_card_details_config: rows,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);
    const after = await api.get('/api/admin/global-config');
    expect(after.body.config.map_access_modal.slug).toBe('about');
    // Seen (reloaded), the save goes through, and the answer is the version to send next.
    const seen = await api.send('put', `/api/admin/global-config?base=${after.body.version}`, {
      ...after.body.config,
      sold_house_price_card_details_config: rows,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.version).toBe((await api.get('/api/admin/global-config')).body.version);
  });
});

/** A database whose reads can be made to fail, counting the queries that reach it. */
function flakyDb(db: Db) {
  const state = { failing: false, queries: 0 };
  const wrapped = {
    ...db,
    query: (async (sql: string, params?: unknown[]) => {
      state.queries++;
      if (state.failing) throw new Error('connection terminated unexpectedly');
      return db.query(sql, params);
    }) as Db['query'],
  };
  return { db: wrapped, state };
}

function captureLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

describe('CMS reader: cache and stale-if-error', () => {
  it('serves published pages from memory until a store change invalidates them', async () => {
    const { db, state } = flakyDb(t.db);
    const reader = createCmsReader({ db, ttlMs: 60_000 });
    const store = createCmsStore({ db: t.db, onChange: cmsChangeHandler({ reader }) });
    expect((await reader.getPublishedPage('/about'))?.document.title).toBe('About us');
    const before = state.queries;
    await reader.getPublishedPage('/about');
    await Promise.all([reader.getHomePage(), reader.getHomePage()]);
    expect(state.queries - before).toBeLessThanOrEqual(2); // home: one shared load

    const about = (await store.listPages({ search: 'about' }))[0]!;
    const page = await store.getPage(about.id);
    await store.saveDraft(about.id, { ...page.document, title: 'About the directory' });
    await store.publish(about.id, null);
    expect((await reader.getPublishedPage('/about'))?.document.title).toBe('About the directory');
  });

  it('serves the last good copy with a warning when the database fails, and errors for pages never read', async () => {
    const { db, state } = flakyDb(t.db);
    const { logger, lines } = captureLogger();
    let now = 1_000;
    const reader = createCmsReader({ db, logger, ttlMs: 30_000, now: () => now });
    const good = await reader.getPublishedPage('/terms-and-conditions');
    expect(good).not.toBeNull();
    state.failing = true;
    now += 31_000;
    const stale = await reader.getPublishedPage('/terms-and-conditions');
    expect(stale).toEqual(good);
    expect(lines.find((l) => l.level === 'warn')).toMatchObject({
      key: '/terms-and-conditions',
      msg: expect.stringMatching(/serving the last good copy/),
    });
    // Invalidated pages still fall back to their last good copy while the database is down.
    reader.invalidate('/terms-and-conditions');
    expect(await reader.getPublishedPage('/terms-and-conditions')).toEqual(good);
    await expect(reader.getPublishedPage('/privacy-policy')).rejects.toThrow(/connection/);
    state.failing = false;
    expect(await reader.getPublishedPage('/privacy-policy')).not.toBeNull();
  });

  it('does not cache a read that started before an edit as fresh', async () => {
    const reader = createCmsReader({ db: t.db, ttlMs: 60_000 });
    const slow = reader.getPublishedPage('/privacy-policy');
    reader.invalidate('/privacy-policy');
    await slow;
    const { db, state } = flakyDb(t.db);
    const second = createCmsReader({ db, ttlMs: 60_000 });
    await second.getPublishedPage('/privacy-policy');
    expect(state.queries).toBe(1);
  });
});

describe('the /admin page route', () => {
  it('sends anonymous visitors to sign in, refuses other accounts (403) and renders for editors', async () => {
    const anon = await visit('/admin');
    expect(anon.status).toBe(302);
    expect(anon.headers.location).toBe('/login?redirect=%2Fadmin');
    const other = await visit('/admin/pages/1').set('Cookie', user);
    expect(other.status).toBe(403);
    expect(other.text).toContain('This area is for content editors.');
    const ok = await visit('/admin').set('Cookie', editor);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<meta name="robots" content="noindex');
  });
});
