import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * An editor hides a section (the home page's news, a seasonal banner) without removing it: the
 * page, its payload and the preview leave it out; the editor keeps it, fields and all, to show
 * again with one change.
 */
const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
  editor = await t.sessionCookie('copy-editor');
});
afterAll(() => t?.close());

const admin = (method: 'get' | 'post' | 'put', path: string, body?: object) => {
  const agent = request(t.app);
  return agent[method](`/api/admin${path}`).set('Cookie', editor).set('Origin', ORIGIN).send(body);
};
const visit = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

const text = (id: string, words: string, hidden?: boolean) => ({
  type: 'rich-text',
  id,
  ...(hidden === undefined ? {} : { hidden }),
  blocks: [{ kind: 'paragraph', spans: [{ text: words }] }],
});

async function publish(id: number, sections: unknown[]) {
  const page = (await admin('get', `/pages/${id}`)).body.page;
  const saved = await admin('put', `/pages/${id}/draft`, {
    document: { ...page.document, sections },
    base: page.version,
  });
  expect(saved.status).toBe(200);
  const out = await admin('post', `/pages/${id}/publish`, { base: saved.body.version });
  expect(out.status).toBe(200);
  return out.body.page;
}

describe('a hidden section', () => {
  it('is left out of the live page and its payload, and comes back when shown again', async () => {
    const created = await admin('post', '/pages', { path: '/winter-offers', title: 'Offers' });
    expect(created.status).toBe(201);
    const id = created.body.page.id as number;
    const page = await publish(id, [
      text('intro', 'Auctions all winter.'),
      text('promo', 'Christmas sale: no buyer fees.', true),
    ]);
    // The editor keeps it, hidden, with its words.
    expect(page.document.sections[1]).toMatchObject({ id: 'promo', hidden: true });

    const live = await visit('/winter-offers');
    expect(live.status).toBe(200);
    expect(live.text).toContain('Auctions all winter.');
    expect(live.text).not.toContain('Christmas sale');
    const payload = await visit('/winter-offers/_payload.json');
    expect(JSON.stringify(payload.body)).not.toContain('Christmas sale');

    await publish(id, [
      text('intro', 'Auctions all winter.'),
      text('promo', 'Christmas sale: no buyer fees.', false),
    ]);
    expect((await visit('/winter-offers')).text).toContain('Christmas sale: no buyer fees.');
  });

  it('all of a page: a 404, and not in the sitemap, which lists pages visitors can open', async () => {
    const created = await admin('post', '/pages', { path: '/summer-offers', title: 'Summer' });
    const id = created.body.page.id as number;
    await publish(id, [text('promo', 'Summer sale.', true)]);
    expect((await visit('/summer-offers')).status).toBe(404);
    // Before: listed in the sitemap (it has sections), so search engines were sent to a 404.
    expect((await visit('/sitemaps/pages-1.xml')).text).not.toContain('/summer-offers');
    await publish(id, [text('promo', 'Summer sale.', false)]);
    expect((await visit('/summer-offers')).status).toBe(200);
    expect((await visit('/sitemaps/pages-1.xml')).text).toContain('/summer-offers');
  });

  it('is not in the preview, which shows what visitors get', async () => {
    const document = {
      slug: 'preview',
      title: 'Preview',
      layout: 'default',
      seo: { noindex: false },
      sections: [text('shown', 'Shown words.'), text('kept', 'Kept words.', true)],
    };
    const res = await admin('post', '/preview', { path: '/preview', document });
    expect(res.status).toBe(200);
    expect(res.body.issues).toEqual([]);
    expect(res.body.sections.map((s: { id: string }) => s.id)).toEqual(['shown']);
  });

  it('on the lot page layout is left out of every lot page', async () => {
    const pages = (await admin('get', '/pages')).body.pages as { id: number; path: string }[];
    const layout = pages.find((p) => p.path === '/listings/:id')!;
    const doc = (await admin('get', `/pages/${layout.id}`)).body.page.document;
    const lot = (
      await request(t.app)
        .post('/graphql')
        .send({ query: '{ auction_properties(limit: 1) { id } }' })
    ).body.data.auction_properties[0].id;
    const before = await visit(`/listings/${lot}/_payload.json`);
    expect(JSON.stringify(before.body)).toContain('"type":"history"');

    const sections = doc.sections.map((s: { type: string }) =>
      s.type === 'history' ? { ...s, hidden: true } : s,
    );
    await publish(layout.id, sections);
    const after = await visit(`/listings/${lot}/_payload.json`);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain('"type":"history"');
  });
});
