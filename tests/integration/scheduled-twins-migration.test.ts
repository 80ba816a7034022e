import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testLanes, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';

/**
 * Migration 046: one pending action per page and time. Twins stored before it (a double click
 * made two publishes at 09:00) keep the first; the later ones are cancelled, saying why.
 */
describe.each(testLanes())('scheduled actions: one pending per page and time (%s)', (lane) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane, label: 'schedule-twins' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '046_one_pending_action_per_page_minute')!.sql;

  it('cancels the later twins of a pending action and keeps the others', async () => {
    await t.db.exec('DROP INDEX scheduled_actions_one_pending');
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO pages (path, is_home, document, published) VALUES ('/twins', false, '{}', false)
       RETURNING id`,
    );
    const page = Number(rows[0]!.id);
    const add = (action: string, at: string, status = 'pending') =>
      t.db.query(
        'INSERT INTO scheduled_actions (page_id, action, run_at, status) VALUES ($1, $2, $3, $4)',
        [page, action, at, status],
      );
    await add('publish', '2029-06-01T08:00:00Z');
    await add('publish', '2029-06-01T08:00:00Z');
    await add('unpublish', '2029-06-01T08:00:00Z');
    await add('publish', '2029-06-02T08:00:00Z');
    await add('publish', '2029-06-02T08:00:00Z', 'done');
    await t.db.exec(sql);

    const after = await t.db.query<{ id: number; status: string; reason: string | null }>(
      'SELECT id, status, reason FROM scheduled_actions WHERE page_id = $1 ORDER BY id',
      [page],
    );
    const first = Number(after.rows[0]!.id);
    expect(after.rows.map((r) => r.status)).toEqual([
      'pending',
      'cancelled',
      'cancelled',
      'pending',
      'done',
    ]);
    expect(after.rows[1]!.reason).toBe(
      `Cancelled: another action of this page was already scheduled for the same time (#${first})`,
    );
    // The index holds from now on.
    await expect(add('publish', '2029-06-01T08:00:00Z')).rejects.toThrow();
  });
});
