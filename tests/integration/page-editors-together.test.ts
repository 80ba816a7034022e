import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { staffApi } from '../helpers/staff-api';

/**
 * What one editor does to a page never silently throws away what another saved: a restore keeps
 * the saved draft, a discard from a tab that never saw the latest draft is refused, and a page
 * published at an address an old redirect held is shown there.
 */

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

const text = (id: string, words: string) => ({
  type: 'rich-text',
  id,
  blocks: [{ kind: 'paragraph', spans: [{ text: words }] }],
});

async function publishedPage(path: string, words: string) {
  const created = await send('post', '/pages', { path, title: 'Selling at auction' });
  expect(created.status).toBe(201);
  const { id, document } = created.body.page;
  await send('put', `/pages/${id}/draft`, {
    document: { ...document, sections: [text('a', words)] },
  });
  expect((await send('post', `/pages/${id}/publish`)).status).toBe(200);
  return id as number;
}

describe('two editors on one page', () => {
  it('a restore publishes the old version and keeps the draft someone saved meanwhile', async () => {
    const id = await publishedPage('/selling-guide', 'First version.');
    const first = (await get(`/pages/${id}/revisions`)).body.revisions[0].id;
    const page = (await get(`/pages/${id}`)).body.page;
    await send('put', `/pages/${id}/draft`, {
      document: { ...page.document, sections: [text('a', 'Second version.')] },
    });
    expect((await send('post', `/pages/${id}/publish`)).status).toBe(200);
    // The contributor starts the next version; the editor meanwhile undoes the last publish.
    const now = (await get(`/pages/${id}`, contributor)).body.page;
    const saved = await send(
      'put',
      `/pages/${id}/draft`,
      {
        document: { ...now.document, sections: [text('a', 'Work in progress.')] },
        base: now.version,
      },
      contributor,
    );
    expect(saved.status).toBe(200);
    const restored = await send('post', `/pages/${id}/rollback`, { revisionId: first });
    expect(restored.status).toBe(200);

    expect((await visit('/selling-guide')).text).toContain('First version.');
    const after = (await get(`/pages/${id}`, contributor)).body.page;
    expect(after.hasDraft).toBe(true);
    expect(JSON.stringify(after.draft)).toContain('Work in progress.');
    // The contributor's tab still holds the latest copy: their next save goes through.
    const again = await send(
      'put',
      `/pages/${id}/draft`,
      { document: after.draft, base: saved.body.version },
      contributor,
    );
    expect(again.status).toBe(200);
  });

  it('a discard from a tab that never saw the latest draft is refused, and the draft stays', async () => {
    const id = await publishedPage('/buying-guide', 'Live words.');
    const page = (await get(`/pages/${id}`)).body.page;
    const mine = await send('put', `/pages/${id}/draft`, {
      document: { ...page.document, sections: [text('a', 'My draft.')] },
      base: page.version,
    });
    // Another editor saves over it in their own tab.
    const theirs = await send(
      'put',
      `/pages/${id}/draft`,
      {
        document: { ...page.document, sections: [text('a', 'Their draft.')] },
        base: mine.body.version,
      },
      contributor,
    );
    expect(theirs.status).toBe(200);

    const stale = await send('delete', `/pages/${id}/draft`, { base: mine.body.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed in another tab or by someone else/);
    expect(JSON.stringify((await get(`/pages/${id}`)).body.page.draft)).toContain('Their draft.');

    const seen = await send('delete', `/pages/${id}/draft`, { base: theirs.body.version });
    expect(seen.status).toBe(200);
    expect(seen.body.page.hasDraft).toBe(false);
  });
});

describe('a restore or an unpublish names the live page it saw', () => {
  it('a restore from a history that never saw the latest publish is refused; the fix stays live', async () => {
    const id = await publishedPage('/auction-fees', 'Fees are 2%.');
    const bad = (await get(`/pages/${id}`)).body.page;
    await send('put', `/pages/${id}/draft`, {
      document: { ...bad.document, sections: [text('a', 'Fees are 2%. BAD EDIT')] },
    });
    expect((await send('post', `/pages/${id}/publish`)).status).toBe(200);
    // The editor opens the history to undo the bad edit: the first version, the live page as seen.
    const history = (await get(`/pages/${id}`)).body.page;
    const first = (await get(`/pages/${id}/revisions`)).body.revisions.at(-1).id;
    // Meanwhile the contributor's fix is published by another editor.
    const now = (await get(`/pages/${id}`, contributor)).body.page;
    await send('put', `/pages/${id}/draft`, {
      document: { ...now.document, sections: [text('a', 'Fees are 2.4% including VAT.')] },
      base: now.version,
    });
    expect((await send('post', `/pages/${id}/publish`)).status).toBe(200);

    const stale = await send('post', `/pages/${id}/rollback`, {
      revisionId: first,
      base: history.liveVersion,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/live page was changed/);
    expect((await visit('/auction-fees')).text).toContain('Fees are 2.4% including VAT.');

    // Seen (the history reloaded), the restore goes through.
    const seen = (await get(`/pages/${id}`)).body.page;
    const restored = await send('post', `/pages/${id}/rollback`, {
      revisionId: first,
      base: seen.liveVersion,
    });
    expect(restored.status).toBe(200);
    expect((await visit('/auction-fees')).text).toContain('Fees are 2%.');
  });

  it('a restore from a history that saw the page live is refused once it was unpublished', async () => {
    const id = await publishedPage('/auction-terms', 'Terms.');
    const seen = (await get(`/pages/${id}`)).body.page;
    const first = (await get(`/pages/${id}/revisions`)).body.revisions[0].id;
    expect((await send('post', `/pages/${id}/unpublish`)).status).toBe(200);
    const stale = await send('post', `/pages/${id}/rollback`, {
      revisionId: first,
      base: seen.liveVersion,
    });
    expect(stale.status).toBe(409);
    expect((await visit('/auction-terms')).status).toBe(404);
  });

  it('an unpublish from a tab that did not see the latest publish is refused; the page stays live', async () => {
    const id = await publishedPage('/auction-dates', 'Dates to follow.');
    const stale = (await get(`/pages/${id}`)).body.page;
    const now = (await get(`/pages/${id}`, contributor)).body.page;
    await send('put', `/pages/${id}/draft`, {
      document: { ...now.document, sections: [text('a', 'Next sale: 4 December.')] },
      base: now.version,
    });
    expect((await send('post', `/pages/${id}/publish`)).status).toBe(200);

    const refused = await send('post', `/pages/${id}/unpublish`, { base: stale.liveVersion });
    expect(refused.status).toBe(409);
    expect((await visit('/auction-dates')).text).toContain('Next sale: 4 December.');
    const seen = (await get(`/pages/${id}`)).body.page;
    const ok = await send('post', `/pages/${id}/unpublish`, { base: seen.liveVersion });
    expect(ok.status).toBe(200);
    expect((await visit('/auction-dates')).status).toBe(404);
  });
});

describe('a page at an address an old redirect held', () => {
  it('is shown there once published, and the redirect goes (in the audit log)', async () => {
    const redirect = await send('post', '/redirects', {
      from_path: '/auction-tips',
      to_url: '/about',
    });
    expect(redirect.status).toBe(201);
    expect((await visit('/auction-tips')).status).toBe(301);

    const created = await send('post', '/pages', { path: '/auction-tips', title: 'Tips' });
    const { id, document } = created.body.page;
    await send('put', `/pages/${id}/draft`, {
      document: { ...document, sections: [text('a', 'Ten tips for your first auction.')] },
    });
    const published = await send('post', `/pages/${id}/publish`);
    // The editor is told, since it undoes something someone set up.
    expect(published.body.redirectsRemoved).toEqual([
      expect.objectContaining({ from_path: '/auction-tips', to_url: '/about' }),
    ]);

    const page = await visit('/auction-tips');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ten tips for your first auction.');
    const redirects = (await get('/redirects')).body.redirects as Array<{ from_path: string }>;
    expect(redirects.map((r) => r.from_path)).not.toContain('/auction-tips');
    const { rows } = await t.db.query<{ action: string }>(
      "SELECT action FROM admin_audit WHERE target = '/auction-tips' ORDER BY id",
    );
    expect(rows.map((r) => r.action)).toContain('redirect-deleted');
  });
});
