import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('editor');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  request(t.app)
    .post('/api/admin/redirects')
    .set('Cookie', editor)
    .set('Origin', ORIGIN)
    .send(body);
const visit = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

describe('a redirect an editor adds never breaks the site', () => {
  it('redirects a main page only for a time: a permanent one stays in browsers after it is removed', async () => {
    // "/listings → /about" was taken as a 301: the search gone for every visitor who met it,
    // however soon it was deleted.
    for (const [from, status_code] of [
      ['/listings', 301],
      ['/Sold-House-Prices/', 308],
    ] as const) {
      const res = await create({ from_path: from, to_url: '/about', status_code });
      expect(res.status, from).toBe(400);
      expect(res.body.error.details.errors.status_code).toMatch(
        /one of the site's main pages: redirect it only for a time \(302 or 307\)/,
      );
      expect((await visit(from)).headers.location ?? '').not.toContain('/about');
    }
    // The default type is permanent: said the same way.
    expect((await create({ from_path: '/auctions', to_url: '/about' })).status).toBe(400);
    // For a time it may, as decision 070 lets an editor; and a lot page may go for good.
    const temporary = await create({ from_path: '/auctions', to_url: '/about', status_code: 302 });
    expect(temporary.status).toBe(201);
    expect((await visit('/auctions')).headers.location).toBe('/about');
    const removed = await request(t.app)
      .delete(`/api/admin/redirects/${temporary.body.redirect.id}`)
      .set('Cookie', editor)
      .set('Origin', ORIGIN);
    expect(removed.status).toBe(204);
    expect((await visit('/auctions')).status).toBe(200);
  });

  it.each([
    '/admin',
    '/admin/pages',
    '/login',
    '/reset-password',
    '/api/auth/me',
    '/assets/x.js',
    // Every alert e-mail's stop link, and a buyer's account pages.
    '/alerts/unsubscribe',
    '/profile/settings',
  ])('refuses a redirect from %s, which the site needs to work', async (from) => {
    const res = await create({ from_path: from, to_url: '/about' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.from_path).toMatch(/belongs to the site itself/);
    expect((await visit(from)).headers.location).not.toBe('/about');
  });

  it.each(['/_payload.json', '/walk-guide/_payload.json', '/Guide/_PAYLOAD.JSON'])(
    'refuses a redirect from a page’s data, %s, which the site answers itself',
    async (from) => {
      const res = await create({ from_path: from, to_url: '/about' });
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors.from_path).toBe(
        'This is a page’s data, which the site answers itself; redirect the page instead',
      );
    },
  );

  it.each([
    // The built-in /terms → /terms-and-conditions sends visitors straight back.
    [
      { from_path: '/terms-and-conditions', to_url: '/terms' },
      '/terms-and-conditions → /terms → /terms-and-conditions',
    ],
    // /spare/ is spelt /spare on this site: visitors come back to /spare.
    [{ from_path: '/spare', to_url: '/spare/' }, '/spare → /spare/ → /spare'],
    [{ from_path: '/spare', to_url: '/Spare' }, '/spare → /Spare → /spare'],
  ])('refuses %j: a loop through the site’s own rules', async (body, chain) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.to_url).toBe(
      `${chain} is a loop: visitors would never arrive`,
    );
    const follow = await visit(body.from_path);
    expect(follow.status).not.toBe(301);
  });

  it('a loop closed through an editor’s redirect and a built-in one is refused too', async () => {
    expect((await create({ from_path: '/old-about', to_url: '/terms' })).status).toBe(201);
    const res = await create({ from_path: '/terms-and-conditions', to_url: '/old-about' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.to_url).toBe(
      '/terms-and-conditions → /old-about → /terms → /terms-and-conditions is a loop: visitors would never arrive',
    );
  });

  it('an old address with accents works as typed, the way browsers send it', async () => {
    const res = await create({ from_path: '/café-guide', to_url: '/about' });
    expect(res.status).toBe(201);
    const follow = await visit('/caf%C3%A9-guide');
    expect(follow.status).toBe(301);
    expect(follow.headers.location).toBe('/about');
    // The same path typed already encoded is the same redirect.
    const again = await create({ from_path: '/caf%c3%a9-guide', to_url: '/listings' });
    expect(again.status).toBe(409);
  });

  it('an old address with spaces, copied from a list of old URLs, works as browsers send it', async () => {
    const res = await create({ from_path: '/our team', to_url: '/about' });
    expect(res.status).toBe(201);
    expect(res.body.redirect.from_path).toBe('/our%20team');
    const follow = await visit('/our%20team');
    expect(follow.status).toBe(301);
    expect(follow.headers.location).toBe('/about');
    const again = await create({ from_path: '/our%20team', to_url: '/listings' });
    expect(again.status).toBe(409);
  });

  it('refuses a target that browsers read as another site (/\\host)', async () => {
    const res = await create({ from_path: '/partner', to_url: '/\\evil.example' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.to_url).toBeTruthy();
    expect((await visit('/partner')).status).toBe(404);
  });

  it('refuses a redirect from a published page or article, which would hide it', async () => {
    await t.db.query(
      `INSERT INTO articles (slug, title, excerpt, body, author, category, published_at)
       VALUES ('auction-day', 'Auction day', 'What happens', '[]', 'Staff', 'guides', now())`,
    );
    for (const from of ['/about', '/articles/auction-day']) {
      expect((await visit(from)).status, from).toBe(200);
      const res = await create({ from_path: from, to_url: '/listings' });
      expect(res.status, from).toBe(409);
      expect(res.body.error.details.errors.from_path).toMatch(/is live at .*: unpublish/);
      expect((await visit(from)).status, from).toBe(200);
    }
  });

  it('says what is wrong with an over-long path', async () => {
    const res = await create({ from_path: `/${'x'.repeat(600)}`, to_url: '/about' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.from_path).toBe('Use at most 500 characters');
  });
});

/**
 * A redirect from "/old-page/" did not answer "/old-page" (a 404), and one from "/old-page" answered
 * "/old-page/" only through the site's own 301 to "/old-page" first. To a visitor they are one
 * address: either source now answers both, in one hop, and the second of the two is refused as
 * the same redirect.
 */
describe('a redirect source with or without a trailing slash', () => {
  it.each([
    ['/old-offer/', '/old-offer'],
    ['/old-guide', '/old-guide/'],
  ])('from %s answers %s and itself straight to its target', async (from, other) => {
    expect((await create({ from_path: from, to_url: '/listings' })).status).toBe(201);
    for (const path of [from, other]) {
      const res = await visit(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe('/listings');
    }
    const twin = await create({ from_path: other, to_url: '/auctions' });
    expect(twin.status).toBe(409);
    expect(twin.body.error.details.errors.from_path).toBe(
      `${other} already redirects to /listings`,
    );
  });
});
