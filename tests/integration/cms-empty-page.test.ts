import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

/** Decision 043: a published page with no sections is a 404 for visitors and a to-do for editors. */
const ORIGIN = 'https://auctions.example.co.uk';
const PATH = '/guides/coming-soon';

let t: TestApp;
let editor: string;
let user: string;
let id: number;

const admin = (method: 'get' | 'post' | 'put', path: string, body?: object) =>
  request(t.app)[method](path).set('Cookie', editor).set('Origin', ORIGIN).send(body);
const visit = (path: string, cookie?: string) => {
  const req = request(t.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? req.set('Cookie', cookie) : req;
};
const pageDoc = (sections: unknown[]) => ({
  slug: 'x',
  title: 'Coming soon',
  layout: 'default',
  seo: { noindex: false },
  sections,
});

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('editor');
  user = await t.sessionCookie('user');
  const created = await admin('post', '/api/admin/pages', { path: PATH, title: 'Coming soon' });
  expect(created.status).toBe(201);
  id = created.body.page.id;
  await admin('put', `/api/admin/pages/${id}/draft`, { document: pageDoc([]) });
  expect((await admin('post', `/api/admin/pages/${id}/publish`)).status).toBe(200);
});
afterAll(() => t?.close());

describe('a published CMS page with no sections', () => {
  it('is "Page not found" for visitors and signed-in users, not an empty page', async () => {
    for (const res of [await visit(PATH), await visit(PATH, user)]) {
      expect(res.status).toBe(404);
      expect(res.headers['x-robots-tag']).toContain('noindex');
      expect(res.text).toContain('Page not found');
      expect(res.text).not.toContain('This page has no sections yet');
    }
    const payload = await visit(`${PATH}/_payload.json`);
    expect(payload.status).toBe(404);
  });

  it('shows an editor that it has no sections yet, with a link to add some', async () => {
    const res = await visit(PATH, editor);
    expect(res.status).toBe(200);
    expect(res.text).toContain('This page has no sections yet');
    expect(res.text).toContain(`href="/admin/pages/${id}"`);
    const payload = await visit(`${PATH}/_payload.json`, editor);
    expect(payload.status).toBe(200);
    expect(JSON.stringify(payload.body)).toContain(`/admin/pages/${id}`);
  });

  it('is left out of the pages sitemap until it has a section', async () => {
    const sitemap = async () => (await request(t.app).get('/sitemaps/pages-1.xml')).text;
    expect(await sitemap()).not.toContain(PATH);
    await admin('put', `/api/admin/pages/${id}/draft`, {
      document: pageDoc([{ type: 'hero', id: 'hero-1', title: 'Guides are coming', ctas: [] }]),
    });
    expect((await admin('post', `/api/admin/pages/${id}/publish`)).status).toBe(200);
    expect((await visit(PATH)).status).toBe(200);
    expect(await sitemap()).toContain(PATH);
  });

  it('as the home page: everyone gets the built-in landing page instead', async () => {
    const pages = await admin('get', '/api/admin/pages');
    const home = (pages.body.pages as Array<{ id: number; isHome: boolean }>).find(
      (p) => p.isHome,
    )!;
    await admin('put', `/api/admin/pages/${home.id}/draft`, { document: pageDoc([]) });
    expect((await admin('post', `/api/admin/pages/${home.id}/publish`)).status).toBe(200);
    for (const cookie of [undefined, editor]) {
      const res = await visit('/', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Search UK auction lots, compare auction houses');
    }
  });
});
