import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { lotEventsAfter, newestLotEventId, recordLotEvents } from '#server/lots/lot-events.server';

describe('lot events', () => {
  let t: TestDb;
  let lots: number[] = [];
  beforeAll(async () => {
    t = await openTestDb({ label: 'lot-events' });
    const house = await t.db.query<{ id: number }>(
      "INSERT INTO auction_houses (slug, name) VALUES ('h', 'House') RETURNING id",
    );
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO auction_properties (auction_house_id, title) VALUES ($1, 'Lot 1'), ($1, 'Lot 2')
       RETURNING id`,
      [house.rows[0]!.id],
    );
    lots = rows.map((r) => Number(r.id));
  });
  afterAll(() => t?.dispose());

  it('records a change with its source and reads it back in order, from a cursor', async () => {
    const [a, b] = lots;
    const start = await newestLotEventId(t.db);
    await t.db.transaction((tx) =>
      recordLotEvents(tx, [
        {
          lotId: a!,
          kind: 'guide_changed',
          before: { min: 100000 },
          after: { min: 95000 },
          source: 'feed',
          actor: 'import:1',
        },
        { lotId: b!, kind: 'withdrawn', source: 'editor', actor: 'user:1' },
      ]),
    );
    const events = await lotEventsAfter(t.db, [a!, b!], start);
    expect(events.map((e) => [e.lotId, e.kind, e.source])).toEqual([
      [a, 'guide_changed', 'feed'],
      [b, 'withdrawn', 'editor'],
    ]);
    expect(events[0]!.after).toEqual({ min: 95000 });
    expect(events[1]!.before).toBeNull();
    expect(await lotEventsAfter(t.db, [a!], events[0]!.id)).toEqual([]);
  });

  it('rolls back with the change that failed', async () => {
    const lot = lots[0]!;
    const start = await newestLotEventId(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await recordLotEvents(tx, [
          { lotId: lot, kind: 'result', after: { price: 1 }, source: 'feed' },
        ]);
        throw new Error('the import failed after this');
      }),
    ).rejects.toThrow('the import failed');
    expect(await lotEventsAfter(t.db, [lot], start)).toEqual([]);
  });
});
