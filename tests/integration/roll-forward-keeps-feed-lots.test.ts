import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.server';
import { seedIfEmpty } from '#server/db/seed/seed.server';
import { rollDemoCalendarForward } from '#server/db/seed/roll-forward.server';
import { importLotFeed } from '#server/lots/feeds/import-lot-feed.server';
import { openTestDb, type TestDb } from '../helpers/test-db';

// A default install seeds the demo directory and moves its generated dates forward at each start
// (DEMO_ROLL_FORWARD). An auction house's feed sent to that install is real: the dates it gives
// are the house's, and must not move with the demo's, or lot pages and alerts say the wrong day
// and the house's next copy of the same catalogue reads as a date change sent to every watcher.

const REFERENCE = new Date('2026-06-15T00:00:00Z');
const logger = createLogger('silent');
let t: TestDb;
let house: string;

const feed = (houseSlug: string) =>
  [
    'house,auction_ref,auction_title,auction_date,auction_method,lot_number,title,address,postcode,property_type,guide_min',
    `${houseSlug},SUMMER-1,Summer Sale,2026-07-20T10:00:00Z,Traditional,1,Feed terrace,"1 Feed Street, Leeds",LS6 7PH,Terraced house,150000`,
    `${houseSlug},SUMMER-1,Summer Sale,2026-07-20T10:00:00Z,Traditional,2,Feed flat,"2 Feed Street, Leeds",LS6 7PH,Flat,90000`,
  ].join('\n');

const importFeed = (now: Date) =>
  importLotFeed(t.db, { text: feed(house), fileName: 'summer.csv', source: 'cli', now });

async function datesOf(titles: string[]): Promise<string[]> {
  const { rows } = await t.db.query<{ d: Date }>(
    'SELECT auction_date AS d FROM auction_properties WHERE title = ANY($1) ORDER BY title',
    [titles],
  );
  return rows.map((r) => new Date(r.d).toISOString());
}

beforeAll(async () => {
  t = await openTestDb({ label: 'roll-forward-feed-lots' });
  await seedIfEmpty(t.db, logger, {
    directory: { soldRows: 200, seed: 7, referenceDate: REFERENCE },
  });
  const { rows } = await t.db.query<{ slug: string }>(
    'SELECT slug FROM auction_houses ORDER BY id LIMIT 1',
  );
  house = rows[0]!.slug;
  expect((await importFeed(new Date('2026-06-15T12:00:00Z'))).status).toBe('applied');
});
afterAll(() => t?.dispose());

describe('the demo roll-forward and an auction house feed', () => {
  it('moves the generated lots but leaves the feed’s lots and auction on the house’s dates', async () => {
    const { rows } = await t.db.query<{ id: number; d: Date }>(
      `SELECT id, auction_date AS d FROM auction_properties
        WHERE title NOT LIKE 'Feed %' AND auction_date IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const generated = rows[0]!;
    const summary = await rollDemoCalendarForward(t.db, logger, {
      today: new Date('2026-06-18T06:00:00Z'),
    });
    expect(summary?.days).toBe(3);

    expect(await datesOf(['Feed flat', 'Feed terrace'])).toEqual([
      '2026-07-20T10:00:00.000Z',
      '2026-07-20T10:00:00.000Z',
    ]);
    const auction = await t.db.query<{ d: Date }>(
      "SELECT auction_date AS d FROM auctions WHERE external_ref = 'SUMMER-1'",
    );
    expect(new Date(auction.rows[0]!.d).toISOString()).toBe('2026-07-20T10:00:00.000Z');
    const moved = await t.db.query<{ d: Date }>(
      'SELECT auction_date AS d FROM auction_properties WHERE id = $1',
      [generated.id],
    );
    expect(new Date(moved.rows[0]!.d).getTime() - new Date(generated.d).getTime()).toBe(
      3 * 86_400_000,
    );
  });

  it('the house sending the same catalogue again changes nothing and tells no watcher', async () => {
    const again = await importFeed(new Date('2026-06-18T12:00:00Z'));
    expect(again.status).toBe('unchanged');
    const events = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lot_events WHERE kind = 'date_changed'",
    );
    expect(events.rows[0]!.n).toBe(0);
  });
});
