import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';
import { SEED_PAGES } from '#server/db/seed/content';

type Section = { type: string; id?: string } & Record<string, unknown>;
const home = SEED_PAGES.find((p) => p.isHome)!;
const seededNow = (home.document.sections as Section[]).find((s) => s.id === 'home-ending-soon')!;
/** The section as the seed wrote it before migration 030. */
const seededBefore: Section = {
  ...seededNow,
  title: 'Auctions coming up',
  subtitle: 'Available lots with the nearest auction dates.',
  query: {
    dataset: 'auction_properties',
    filters: [
      { field: 'lot_status', op: '_ilike', value: 'available' },
      { field: 'auction_date', op: '_gte', value: 'NOW' },
    ],
    order: [{ field: 'auction_date', direction: 'asc' }],
    limit: 6,
  },
};
const withSection = (section: Section) => ({
  ...home.document,
  sections: (home.document.sections as Section[]).map((s) =>
    s.id === 'home-ending-soon' ? section : s,
  ),
});

/** Migration 030: the seeded home section orders by closing time; an editor's own stays. */
describe.each(testLanes())('home page closing-soon migration (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'home-closing' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '030_home_closing_soon')!.sql;
  const setHome = (document: unknown) =>
    t.db.query(
      `INSERT INTO pages (path, is_home, document) VALUES ('/', true, $1)
       ON CONFLICT (path) DO UPDATE SET document = EXCLUDED.document`,
      [JSON.stringify(document)],
    );
  const homeSection = async () => {
    const { rows } = await t.db.query<{ document: { sections: Section[] } }>(
      'SELECT document FROM pages WHERE is_home',
    );
    return rows[0]!.document.sections.find((s) => s.id === 'home-ending-soon');
  };

  it('gives a home page still holding the seeded section the seed’s new one', async () => {
    await setHome(withSection(seededBefore));
    await t.db.exec(sql);
    expect(await homeSection()).toEqual(seededNow);
  });

  it('leaves a section an editor changed alone', async () => {
    const edited = { ...seededBefore, title: 'Coming up this week' };
    await setHome(withSection(edited));
    await t.db.exec(sql);
    expect(await homeSection()).toEqual(edited);
  });
});
