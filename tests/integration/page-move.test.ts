import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { staffApi } from '../helpers/staff-api';

/** An editor moves a page to a new address; visitors and old links follow it (decision 079). */

let t: TestApp;
let editor: string;
let contributor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('copy-editor');
  contributor = await t.sessionCookie('contributor');
});
afterAll(() => t.close());

const { get, send } = staffApi(
  () => t,
  () => editor,
);
const visit = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

async function page(path: string, words: string, publish = true) {
  const created = await send('post', '/pages', { path, title: 'Moving home at auction' });
  const { id, document } = created.body.page;
  const section = {
    type: 'rich-text',
    id: 'a',
    blocks: [{ kind: 'paragraph', spans: [{ text: words }] }],
  };
  await send('put', `/pages/${id}/draft`, { document: { ...document, sections: [section] } });
  if (publish) expect((await send('post', `/pages/${id}/publish`, {})).status).toBe(200);
  return (await get(`/pages/${id}`)).body.page as { id: number; version: string };
}

describe('moving a published page', () => {
  it('shows it at the new path at once and sends the old path and old links there', async () => {
    const p = await page('/moving-guide', 'Everything about moving.');
    const link = await send('post', '/redirects', {
      from_path: '/moving',
      to_url: '/moving-guide',
    });
    expect(link.status).toBe(201);
    expect((await visit('/moving-guide')).status).toBe(200); // in the page cache now

    const moved = await send('put', `/pages/${p.id}/path`, {
      path: '/guides/moving',
      base: p.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.page).toMatchObject({ path: '/guides/moving', published: true });

    const now = await visit('/guides/moving');
    expect(now.status).toBe(200);
    expect(now.text).toContain('Everything about moving.');
    const old = await visit('/moving-guide');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/guides/moving');
    const payload = await visit('/moving-guide/_payload.json');
    expect(payload.headers['x-redirect']).toBe('/guides/moving');
    const chain = await visit('/moving');
    expect(chain.headers.location).toBe('/guides/moving');
    // Its history comes with it.
    expect((await get(`/pages/${p.id}/revisions`)).body.revisions.length).toBeGreaterThan(0);
    const { rows } = await t.db.query<{ action: string }>(
      "SELECT action FROM admin_audit WHERE action = 'page-moved' AND target = '/guides/moving'",
    );
    expect(rows).toHaveLength(1);
  });

  it('leaves no redirect behind an unpublished page, and keeps its draft', async () => {
    const p = await page('/draft-guide', 'Not yet live.', false);
    const moved = await send('put', `/pages/${p.id}/path`, { path: '/guides/draft' });
    expect(moved.status).toBe(200);
    expect(JSON.stringify(moved.body.page.draft)).toContain('Not yet live.');
    const redirects = (await get('/redirects')).body.redirects as Array<{ from_path: string }>;
    expect(redirects.map((r) => r.from_path)).not.toContain('/draft-guide');
  });
});

describe('what a move refuses', () => {
  it.each([
    ['/listings', 400, 'belongs to the site'],
    ['/about', 409, 'A page already exists at /about'],
    ['/', 409, 'home page'],
    ['/Guides/Selling', 400, 'lower-case'],
  ])('a move to %s (%i)', async (to, status, message) => {
    const p = await page(`/refused-${status}-${to.length}`, 'Stays put.');
    const res = await send('put', `/pages/${p.id}/path`, { path: to });
    expect(res.status).toBe(status);
    expect(res.body.error.details.errors.path).toContain(message);
  });

  it('the home page, a page the site settings use, a stale tab and a contributor', async () => {
    const pages = (await get('/pages')).body.pages as Array<{ id: number; path: string }>;
    const id = (path: string) => pages.find((p) => p.path === path)!.id;
    const home = await send('put', `/pages/${id('/')}/path`, { path: '/welcome' });
    expect(home.status).toBe(409);
    // It said "edit it instead of moving a page there", as if a page were moved onto /.
    expect(home.body.error.message).toBe(
      'The home page stays at /: it cannot be moved; edit it there instead',
    );
    const modal = await send('put', `/pages/${id('/map-access')}/path`, { path: '/map-help' });
    expect(modal.status).toBe(409);
    expect(modal.body.error.message).toMatch(/Site settings use \/map-access/);
    const p = await page('/stale-guide', 'Stale.');
    const stale = await send('put', `/pages/${p.id}/path`, { path: '/guides/stale', base: 'old' });
    expect(stale.status).toBe(409);
    const byContributor = await send('put', `/pages/${p.id}/path`, { path: '/x-y' }, contributor);
    expect(byContributor.status).toBe(403);
    expect((await visit('/stale-guide')).status).toBe(200);
  });
});

describe('links to a moved page', () => {
  it('in other pages’ live content and drafts lead to the new path; a page below it keeps its own', async () => {
    const moving = await page('/buying-guide', 'How to buy at auction.');
    const linking = {
      type: 'rich-text',
      id: 'links',
      blocks: [
        {
          kind: 'paragraph',
          spans: [
            { text: 'Read ' },
            { text: 'the guide', href: '/buying-guide' },
            { text: ', its fees', href: '/buying-guide#fees' },
            { text: ' and its checklist', href: '/buying-guide/checklist' },
          ],
        },
      ],
    };
    const created = await send('post', '/pages', { path: '/first-bid', title: 'Your first bid' });
    const { id, document } = created.body.page;
    await send('put', `/pages/${id}/draft`, { document: { ...document, sections: [linking] } });
    expect((await send('post', `/pages/${id}/publish`, {})).status).toBe(200);
    // A newer draft of the linking page, not yet published, links there too.
    const draft = { ...document, title: 'Your first bid, again', sections: [linking] };
    await send('put', `/pages/${id}/draft`, { document: draft });
    expect((await visit('/first-bid')).text).toContain('href="/buying-guide"');

    const moved = await send('put', `/pages/${moving.id}/path`, {
      path: '/guides/buying',
      base: moving.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.linksRewritten).toEqual(['/first-bid']);

    const live = (await visit('/first-bid')).text;
    expect(live).toContain('href="/guides/buying"');
    expect(live).toContain('href="/guides/buying#fees"');
    expect(live).toContain('href="/buying-guide/checklist"');
    expect(live).not.toContain('href="/buying-guide"');
    const after = (await get(`/pages/${id}`)).body.page;
    const hrefs = JSON.stringify(after.draft);
    expect(hrefs).toContain('"href":"/guides/buying"');
    expect(hrefs).not.toContain('"href":"/buying-guide"');
    expect(after.draft.title).toBe('Your first bid, again');
  });
});
