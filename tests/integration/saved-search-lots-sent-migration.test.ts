import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';

/**
 * Migration 038: a search's "lots last e-mailed" for digests sent before it. Where a digest's
 * search sections were as many as the searches it stamped, each of them was in it; where fewer,
 * which ones cannot be told, so none is said to have been.
 */
describe.each(testLanes())('saved searches: when lots were last e-mailed (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'lots-sent' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '038_saved_search_lots_sent_at')!.sql;
  const sent = '2026-11-20T08:00:00Z';

  async function user(email: string, searches: string[], sections: number): Promise<void> {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO users (email, username, password_hash, confirmed) VALUES ($1, $1, 'x', true)
       RETURNING id`,
      [email],
    );
    const id = Number(rows[0]!.id);
    for (const name of searches)
      await t.db.query(
        `INSERT INTO saved_searches (user_id, name, query, unsubscribe_token, last_sent_at)
         VALUES ($1, $2, $3::jsonb, $4, $5)`,
        [id, name, JSON.stringify({ location: name }), `${name}-${id}`, sent],
      );
    await t.db.query(
      `INSERT INTO alert_sends (user_id, searches, lots, up_to_lot_id, sent_at)
       VALUES ($1, $2, 3, 10, $3)`,
      [id, sections, sent],
    );
  }

  it('dates the searches a digest held, and no search it may not have held', async () => {
    await user('all@example.co.uk', ['leeds', 'york'], 2);
    await user('some@example.co.uk', ['hull', 'bath'], 1);
    await t.db.exec(sql);
    const { rows } = await t.db.query<{ name: string; at: string | null }>(
      `SELECT name, to_char(last_lots_sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at
         FROM saved_searches ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'bath', at: null },
      { name: 'hull', at: null },
      { name: 'leeds', at: '2026-11-20T08:00' },
      { name: 'york', at: '2026-11-20T08:00' },
    ]);
  });
});
