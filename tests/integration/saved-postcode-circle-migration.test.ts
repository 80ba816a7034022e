import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';

/**
 * Migration 069: a full postcode saved before decision 166 had no radius, so the page with its
 * circle chosen did not find it, and saving there made a second alert. It gains the circle the
 * search reads it in (a mile round a sector we hold, else two round its district), and a name
 * the site gave says it; a buyer's own name, a chosen circle and other searches stay.
 */
describe.each(testLanes())('saved postcodes keep their circle (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'postcode-circle' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '069_saved_postcodes_keep_their_circle')!.sql;

  it('adds the circle and says it in a name the site gave', async () => {
    await t.db.query(
      `INSERT INTO postcodes (slug, kind, label) VALUES ('m20', 'district', 'M20'),
         ('m20/2', 'sector', 'M20 2'), ('ls6', 'district', 'LS6')
       ON CONFLICT DO NOTHING`,
    );
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, confirmed)
       VALUES ('ada@example.co.uk', 'ada@example.co.uk', 'x', true) RETURNING id`,
    );
    const user = Number(rows[0]!.id);
    const saved: [string, Record<string, string>][] = [
      ['Lots in M20 2AB', { location: 'M20 2AB' }],
      ['Flats near home', { location: 'ls69ab', property_type: 'flats' }],
      ['Lots within 5 miles of M20 2AB', { location: 'm20 2ab', radius: '5' }],
      ['Lots in Leeds', { location: 'leeds' }],
      ['Lots in ZZ9 9ZZ', { location: 'ZZ9 9ZZ' }],
    ];
    for (const [name, query] of saved)
      await t.db.query(
        `INSERT INTO saved_searches (user_id, name, query, unsubscribe_token)
         VALUES ($1, $2, $3::jsonb, $4)`,
        [user, name, JSON.stringify(query), `token-${name}`],
      );
    await t.db.exec(sql);
    const after = await t.db.query<{ name: string; query: Record<string, string> }>(
      'SELECT name, query FROM saved_searches ORDER BY id',
    );
    expect(after.rows).toEqual([
      { name: 'Lots within 1 mile of M20 2AB', query: { location: 'M20 2AB', radius: '1' } },
      {
        name: 'Flats near home',
        query: { location: 'ls69ab', property_type: 'flats', radius: '2' },
      },
      { name: 'Lots within 5 miles of M20 2AB', query: { location: 'm20 2ab', radius: '5' } },
      { name: 'Lots in Leeds', query: { location: 'leeds' } },
      { name: 'Lots in ZZ9 9ZZ', query: { location: 'ZZ9 9ZZ' } },
    ]);
  });
});
