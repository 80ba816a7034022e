import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { MIGRATIONS } from '#server/db/migrate.server';
import { ABOUT_CONTACT_SECTION, SEED_PAGES } from '#server/db/seed/content';

/**
 * A visitor had no way to write to us: the contact form was a section no seeded page held, and
 * nothing linked one (decision 147). The About page holds it, and every page's footer links there.
 */
describe('a way to write to us', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 240_000);
  afterAll(() => t?.close());

  it('the footer of every page links the About page, which holds the contact form', async () => {
    const home = await request(t.app).get('/').set('User-Agent', BROWSER_UA);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home.text)?.[0] ?? '';
    expect(footer).toMatch(/<a[^>]*href="\/about"[^>]*>About and contact<\/a>/);
    const about = await request(t.app).get('/about').set('User-Agent', BROWSER_UA);
    expect(about.status).toBe(200);
    expect(about.text).toContain('Contact us');
    expect(about.text).toMatch(/<form[^>]*action="\/api\/contact"/);
    expect(about.text).toContain('Listing your auctions');
  });
});

type Section = { type: string; id?: string } & Record<string, unknown>;
const about = SEED_PAGES.find((p) => p.path === '/about')!;
const withoutForm = {
  ...about.document,
  sections: (about.document.sections as Section[]).filter((s) => s.type !== 'contact-form'),
};

/** Migration 062: an About page seeded before gets the form once; an editor's own stays. */
describe.each(testLanes())('about page contact form migration (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'about-contact' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '062_about_page_contact_form')!.sql;
  const setAbout = (document: unknown) =>
    t.db.query(
      `INSERT INTO pages (path, is_home, document) VALUES ('/about', false, $1)
       ON CONFLICT (path) DO UPDATE SET document = EXCLUDED.document`,
      [JSON.stringify(document)],
    );
  const sections = async () =>
    (
      await t.db.query<{ document: { sections: Section[] } }>(
        "SELECT document FROM pages WHERE path = '/about'",
      )
    ).rows[0]!.document.sections;

  it('adds the seed’s form to an About page without one, once', async () => {
    await setAbout(withoutForm);
    await t.db.exec(sql);
    await t.db.exec(sql);
    expect(await sections()).toEqual(about.document.sections);
    expect((await sections()).at(-1)).toEqual(ABOUT_CONTACT_SECTION);
  });

  it('leaves an About page whose editor gave it a form of their own alone', async () => {
    const own = { type: 'contact-form', id: 'mine', title: 'Write to the team', subjects: [] };
    await setAbout({ ...withoutForm, sections: [...withoutForm.sections, own] });
    await t.db.exec(sql);
    expect((await sections()).filter((s) => s.type === 'contact-form')).toEqual([own]);
  });
});
