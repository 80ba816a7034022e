import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { seededDirectoryApp } from '../helpers/directory-app';
import { MIGRATIONS } from '#server/db/migrate.server';

/*
 * A town that is its own county (Bristol) is named once on a lot's card and page: "Bristol", not
 * "Bristol, Bristol". The seed writes it so; migration 047 puts stored lots right.
 */
const { get } = seededDirectoryApp();

describe('a town that is its own county, on lot cards and pages', () => {
  it('reads "Bristol" once on a Bristol search’s cards and a Bristol lot’s page', async () => {
    const res = await get('/listings?location=bristol');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/>Bristol · (Flat|[A-Z][a-z-]+ house)/);
    expect(res.text).not.toContain('Bristol, Bristol');
    const lot = /href="\/listings\/(\d+)"/.exec(res.text)![1];
    expect((await get(`/listings/${lot}`)).text).not.toContain('Bristol, Bristol');
  });
});

describe.each(testLanes())('migration 047: stored lots name such a town once (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'town-once' });
  }, 60_000);
  afterAll(() => t?.dispose());
  const sql = MIGRATIONS.find((m) => m.name === '047_town_named_once')!.sql;

  it('names Bristol once and leaves "Leeds, West Yorkshire" as it was', async () => {
    const { rows: house } = await t.db.query<{ id: number }>(
      "INSERT INTO auction_houses (slug, name) VALUES ('h', 'H') RETURNING id",
    );
    await t.db.query(
      `INSERT INTO auction_properties (auction_house_id, title, location) VALUES
         ($1, 'a', 'Bristol, Bristol'), ($1, 'b', 'Leeds, West Yorkshire'), ($1, 'c', NULL)`,
      [house[0]!.id],
    );
    await t.db.exec(sql);
    const { rows } = await t.db.query<{ title: string; location: string | null }>(
      'SELECT title, location FROM auction_properties ORDER BY title',
    );
    expect(rows).toEqual([
      { title: 'a', location: 'Bristol' },
      { title: 'b', location: 'Leeds, West Yorkshire' },
      { title: 'c', location: null },
    ]);
    const found = await t.db.query(
      "SELECT 1 FROM auction_properties WHERE search_vector @@ plainto_tsquery('simple', 'bristol')",
    );
    expect(found.rows).toHaveLength(1);
  });
});
