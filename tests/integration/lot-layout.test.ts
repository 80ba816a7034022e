import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { LISTING_LAYOUT_PATH } from '#sections/detail/layout-document';
import type { Db } from '#server/db/db.server';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;
let lotId: number;
let layoutId: number;

beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
  editor = await t.sessionCookie('editor');
  lotId = Number(
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM auction_properties
          WHERE description IS NOT NULL AND lat IS NOT NULL AND jsonb_array_length(history) > 1
          ORDER BY id LIMIT 1`,
      )
    ).rows[0]!.id,
  );
  layoutId = Number(
    (
      await t.db.query<{ id: number }>('SELECT id FROM pages WHERE path = $1', [
        LISTING_LAYOUT_PATH,
      ])
    ).rows[0]!.id,
  );
}, 120_000);
afterAll(() => t.close());

const visit = (app: TestApp['app'], path: string) =>
  request(app).get(path).set('User-Agent', BROWSER_UA);
const admin = {
  get: (path: string) => request(t.app).get(`/api/admin${path}`).set('Cookie', editor),
  send: (method: 'post' | 'put' | 'delete', path: string, body?: unknown) => {
    const agent = request(t.app);
    return agent[method](`/api/admin${path}`)
      .set('Cookie', editor)
      .set('Origin', ORIGIN)
      .send(body as object);
  },
};
/** The detail sections of a rendered lot page, in the order visitors see them. */
const detailOrder = (html: string) =>
  [...html.matchAll(/data-section="([a-z-]+)"/g)].map((m) => m[1]);

async function publishLayout(sections: Array<Record<string, unknown>>) {
  const { body } = await admin.get(`/pages/${layoutId}`);
  const draft = await admin.send('put', `/pages/${layoutId}/draft`, {
    document: { ...body.page.document, sections },
  });
  expect(draft.status).toBe(200);
  return admin.send('post', `/pages/${layoutId}/publish`);
}

describe('the lot page layout', () => {
  it('is seeded with the order lot pages always had, and lot pages render through it', async () => {
    const res = await visit(t.app, `/listings/${lotId}`);
    expect(res.status).toBe(200);
    expect(detailOrder(res.text)).toEqual([
      'description',
      'comparables',
      'information',
      'location',
      'history',
      'raw',
    ]);
    expect(res.text).toContain('Key facts');
    expect(res.text).toContain('href="/maps/uk-outline.svg"');
    // "See lots nearby on the map": around the lot itself (decision 026).
    expect(res.text).toMatch(
      /href="\/listings\?view=map&amp;near=-?[0-9.]+,-?[0-9.]+&amp;radius=5"/,
    );
    // The price box and the auction house link stay in the page itself.
    expect(res.text).toContain('Guide price');
    expect(res.text).toMatch(/href="\/auctioneers\/\d+"/);
  });

  it('is listed to editors as a layout, not as a page visitors can open', async () => {
    const { body } = await admin.get('/pages');
    expect(body.pages).toContainEqual(
      expect.objectContaining({
        path: LISTING_LAYOUT_PATH,
        kind: 'listing-layout',
        published: true,
      }),
    );
    expect((await visit(t.app, LISTING_LAYOUT_PATH)).status).toBe(404);
    const sitemap = await request(t.app).get('/sitemaps/pages-1.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('/about</loc>');
    expect(sitemap.text).not.toContain('/listings/');
  });

  it('publishing a reordered layout changes the next request of any lot page', async () => {
    const { body } = await admin.get(`/pages/${layoutId}`);
    const [description, , information, location, history, raw] = body.page.document.sections;
    const res = await publishLayout([
      { ...location, heading: 'Where it is' },
      history,
      description,
      { ...information, facts: [{ field: 'tenure', label: 'Ownership' }] },
      { ...raw, all_fields: true },
    ]);
    expect(res.status).toBe(200);
    const page = await visit(t.app, `/listings/${lotId}`);
    expect(detailOrder(page.text)).toEqual([
      'location',
      'history',
      'description',
      'information',
      'raw',
    ]);
    expect(page.text).toContain('Where it is');
    expect(page.text).toContain('Ownership');
    expect(page.text).toContain('Legal pack url');
    const other = Number(
      (await t.db.query<{ id: number }>('SELECT max(id) AS id FROM auction_properties')).rows[0]!
        .id,
    );
    expect(detailOrder((await visit(t.app, `/listings/${other}`)).text)[0]).toBe('location');
    const payload = await request(t.app).get(`/listings/${lotId}/_payload.json`);
    expect(payload.body.loaderData.listing.details.map((d: { type: string }) => d.type)).toEqual([
      'location',
      'history',
      'description',
      'information',
      'raw',
    ]);
  });

  it('refuses to publish an invalid or unknown detail section, and keeps it in the draft', async () => {
    const { body } = await admin.get(`/pages/${layoutId}`);
    const sections = [...body.page.document.sections, { type: 'information', id: 'x', facts: [] }];
    const draft = await admin.send('put', `/pages/${layoutId}/draft`, {
      document: { ...body.page.document, sections: [...sections, { type: 'hero', id: 'h' }] },
    });
    expect(draft.body.issues.map((i: { type: string }) => i.type)).toEqual(['information', 'hero']);
    const publish = await admin.send('post', `/pages/${layoutId}/publish`);
    expect(publish.status).toBe(400);
    expect(publish.body.error.details.issues).toHaveLength(2);
    await admin.send('delete', `/pages/${layoutId}/draft`);
  });

  it('previews a draft layout on a sample lot, naming what visitors would not see', async () => {
    const { body } = await admin.get(`/pages/${layoutId}`);
    const res = await admin.send('post', '/preview', {
      path: LISTING_LAYOUT_PATH,
      document: {
        ...body.page.document,
        sections: [
          { type: 'raw', id: 'r' },
          { type: 'map-3d', id: 'm' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.kind).toBe('listing-layout');
    expect(res.body.lot.id).toEqual(expect.any(Number));
    expect(res.body.sections.map((s: { id: string }) => s.id)).toEqual(['r']);
    expect(res.body.issues).toEqual([expect.objectContaining({ index: 1, type: 'map-3d' })]);
  });

  it('cannot be deleted; unpublished, lot pages use the built-in order again', async () => {
    const del = await admin.send('delete', `/pages/${layoutId}`);
    expect(del.status).toBe(409);
    expect((await admin.send('post', `/pages/${layoutId}/unpublish`)).status).toBe(200);
    const page = await visit(t.app, `/listings/${lotId}`);
    expect(detailOrder(page.text)).toEqual([
      'description',
      'comparables',
      'information',
      'location',
      'history',
      'raw',
    ]);
  });

  it('rolls back to an earlier revision like a page, the seeded layout included', async () => {
    const revisions = (await admin.get(`/pages/${layoutId}/revisions`)).body.revisions;
    // Oldest last: the seeded layout (no author), then this suite's first publish.
    const [firstPublish, seeded] = revisions.slice(-2);
    expect(seeded.author).toBeNull();
    const res = await admin.send('post', `/pages/${layoutId}/rollback`, {
      revisionId: firstPublish.id,
    });
    expect(res.status).toBe(200);
    expect(detailOrder((await visit(t.app, `/listings/${lotId}`)).text)[0]).toBe('location');
    await admin.send('post', `/pages/${layoutId}/rollback`, { revisionId: seeded.id });
    expect(detailOrder((await visit(t.app, `/listings/${lotId}`)).text)[0]).toBe('description');
  });
});

describe('a stored layout with problems', () => {
  it('skips an invalid section with a warning and still renders the others', async () => {
    await t.db.query('UPDATE pages SET published = true, document = $2 WHERE path = $1', [
      LISTING_LAYOUT_PATH,
      JSON.stringify({
        slug: 'listings/:id',
        title: 'Lot page layout',
        sections: [
          { type: 'history', id: 'h', order: 'sideways' },
          { type: 'carousel', id: 'c' },
          { type: 'description', id: 'd' },
        ],
      }),
    ]);
    // A second instance on the same database: it has not read the layout yet.
    const fresh = await createTestApp({}, { db: t.db });
    try {
      const page = await visit(fresh.app, `/listings/${lotId}`);
      expect(page.status).toBe(200);
      expect(detailOrder(page.text)).toEqual(['description']);
      const skipped = fresh.logLines().filter((l) => l.msg === 'section skipped');
      expect(skipped).toEqual([
        expect.objectContaining({ page: LISTING_LAYOUT_PATH, index: 0, type: 'history' }),
        expect.objectContaining({ page: LISTING_LAYOUT_PATH, index: 1, type: 'carousel' }),
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('falls back to the built-in order when the CMS cannot be read at all', async () => {
    const failingPages = {
      ...t.db,
      query: (async (sql: string, params?: unknown[]) => {
        // Reads of pages fail (the seed's writes at start go through).
        if (/^\s*SELECT[\s\S]*FROM pages/.test(sql))
          throw new Error('connection terminated unexpectedly');
        return t.db.query(sql, params);
      }) as Db['query'],
    } as Db;
    const fresh = await createTestApp({}, { db: failingPages });
    try {
      const page = await visit(fresh.app, `/listings/${lotId}`);
      expect(page.status).toBe(200);
      expect(detailOrder(page.text)).toEqual([
        'description',
        'comparables',
        'information',
        'location',
        'history',
        'raw',
      ]);
      expect(
        fresh
          .logLines()
          .some((l) => l.msg === 'lot page layout could not be read; using the built-in order'),
      ).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
