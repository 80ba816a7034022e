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

const idOf = async (path: string) => {
  const res = await request(t.app).get('/api/admin/pages').set('Cookie', editor);
  return (res.body.pages as Array<{ id: number; path: string }>).find((p) => p.path === path)!.id;
};
const remove = (id: number) =>
  request(t.app).delete(`/api/admin/pages/${id}`).set('Cookie', editor).set('Origin', ORIGIN);

describe('deleting a page the site depends on', () => {
  it('refuses the home page (its history would go with it) and the home page stays', async () => {
    const res = await remove(await idOf('/'));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'The home page cannot be deleted: edit it, or restore an earlier revision, instead',
    );
    expect((await request(t.app).get('/').set('User-Agent', BROWSER_UA)).status).toBe(200);
  });

  it.each([
    ['/map-access', 'the map access modal'],
    ['/forbidden-content', 'the members-only modal'],
  ])('refuses %s, which the site settings use for %s', async (path, use) => {
    const res = await remove(await idOf(path));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `Site settings use ${path} for ${use}: choose another page there first, then delete it`,
    );
  });

  it('still deletes an ordinary page', async () => {
    expect((await remove(await idOf('/about'))).status).toBe(204);
  });
});
