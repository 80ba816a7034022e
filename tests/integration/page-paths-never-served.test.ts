import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { STATIC_ROUTE_RULES } from '#server/http/route-rules.server';
import { BUILT_IN_MOVES } from '#schema/redirect-paths';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('editor');
});
afterAll(() => t.close());

const createPage = (path: string) =>
  request(t.app)
    .post('/api/admin/pages')
    .set('Cookie', editor)
    .set('Origin', ORIGIN)
    .send({ path, title: 'A page nobody would see' });

// And a page under a section moved whole (`/auction-houses/…`).
const builtInRedirects = [
  ...Object.entries(STATIC_ROUTE_RULES)
    .filter(([, rule]) => rule.redirect)
    .map(([path]) => path),
  ...Object.keys(BUILT_IN_MOVES).map((from) => `${from}a-page`),
];

describe('a page at a path the site never shows it at', () => {
  it.each(builtInRedirects)(
    'is refused at %s, which the site redirects elsewhere before any page',
    async (path) => {
      const res = await createPage(path);
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors.path).toMatch(/already sends visitors to/);
    },
  );

  it.each(['/media', '/media/gallery', '/metrics'])(
    'is refused at %s, which the site answers itself',
    async (path) => {
      const res = await createPage(path);
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors.path).toMatch(/belongs to the site itself/);
    },
  );

  it('is still created at a free path', async () => {
    expect((await createPage('/guides/auction-fees')).status).toBe(201);
  });
});
