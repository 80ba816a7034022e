import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { staffApi } from '../helpers/staff-api';

/**
 * Before deleting a page, the editor is told what still leads there (decision 173): other pages'
 * links (live or in a draft), articles' links and redirects.
 */

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('copy-editor');
});
afterAll(() => t.close());

const { get, send } = staffApi(
  () => t,
  () => editor,
);

const linking = (href: string) => ({
  type: 'rich-text',
  id: 'links',
  blocks: [{ kind: 'paragraph', spans: [{ text: 'Read ' }, { text: 'the guide', href }] }],
});

async function page(path: string, sections: object[], publish = true): Promise<number> {
  const created = await send('post', '/pages', { path, title: `Page at ${path}` });
  expect(created.status).toBe(201);
  const { id, document } = created.body.page;
  await send('put', `/pages/${id}/draft`, { document: { ...document, sections } });
  if (publish) expect((await send('post', `/pages/${id}/publish`, {})).status).toBe(200);
  return id as number;
}

describe('what leads to a page', () => {
  it('lists the pages, drafts, articles and redirects that lead there, and nothing else', async () => {
    const target = await page('/fees-guide', [linking('/fees-guide#top')]);
    await page('/first-bid', [linking('/fees-guide')]);
    await page('/draft-only', [linking('/fees-guide?from=draft')], false);
    await page('/below-it', [linking('/fees-guide/checklist')]);
    await page('/longer-name', [linking('/fees-guide-2027')]);
    await t.db.query(
      `INSERT INTO articles (slug, title, excerpt, body, author, category, published_at)
       VALUES ('reading-fees', 'Reading fees', 'Fees.', $1, 'Editor', 'Guides', now())`,
      [JSON.stringify([{ kind: 'paragraph', spans: [{ text: 'See', href: '/fees-guide' }] }])],
    );
    for (const [from_path, to_url] of [
      ['/fees', '/fees-guide'],
      ['/costs', '/fees-guide#costs'],
      ['/other', '/fees-guide-2027'],
    ])
      expect((await send('post', '/redirects', { from_path, to_url })).status).toBe(201);

    const res = await get(`/pages/${target}/links-in`);
    expect(res.status).toBe(200);
    expect(res.body.linksIn).toEqual({
      site: [],
      pages: ['/draft-only', '/first-bid'],
      articles: ['/articles/reading-fees'],
      redirects: ['/costs', '/fees'],
    });
  });

  it('is nothing for a page no link or redirect leads to, and 404 for no page', async () => {
    const lonely = await page('/lonely-page', [linking('/somewhere-else')]);
    expect((await get(`/pages/${lonely}/links-in`)).body.linksIn).toEqual({
      site: [],
      pages: [],
      articles: [],
      redirects: [],
    });
    expect((await get('/pages/999999/links-in')).status).toBe(404);
  });

  it('is read, not written: another method is a 405 that names GET', async () => {
    const res = await send('put', '/pages/1/links-in', {});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body.error.message).toBe('This address answers GET and HEAD only.');
    // An address no route has stays a 404.
    expect((await send('put', '/pages/1/links-out', {})).status).toBe(404);
  });

  it('counts the site’s own links and redirects: the footer, the sign-up form, /terms', async () => {
    // The seeded terms page: the footer and the sign-up form link to it, and /terms leads there.
    const { rows } = await t.db.query<{ id: number }>(
      "SELECT id FROM pages WHERE path = '/terms-and-conditions'",
    );
    const res = await get(`/pages/${rows[0]!.id}/links-in`);
    expect(res.body.linksIn.site).toEqual(['the footer on every page', 'the sign-up form']);
    expect(res.body.linksIn.redirects).toContain('/terms');
  });

  it('is not shown to a visitor without an admin session', async () => {
    const res = await request(t.app).get('/api/admin/pages/1/links-in');
    expect(res.status).toBe(401);
  });
});
