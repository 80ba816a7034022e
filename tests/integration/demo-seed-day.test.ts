import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '#server/db/db.server';
import { demoSeedOptions } from '#server/boot.server';
import { loadConfig } from '#server/config/env.server';
import { createLogger } from '#server/logger.server';
import { addDays } from '#server/db/seed/directory/dates';
import { seedDemoIfEmpty, type DemoSeedResult } from '#server/db/seed/demo-seed.server';
import type { DemoSeedOptions } from '#server/db/seed/demo-seed.server';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { scratchDir } from '../helpers/scratch-dir';
import { tableHashes } from '../helpers/table-hashes';
import { TEST_SEED_DAY } from '../helpers/seed-day';

/**
 * SEED_DAY (decision 122): a demo seeded as on one day holds the same lots whatever day it is
 * seeded, dated to that day. Two databases seeded as on TEST_SEED_DAY, "today" 3 and 120 days
 * later, through the settings the server reads.
 */
const logger = createLogger('silent');
const SEED_DAY = new Date(`${TEST_SEED_DAY}T00:00:00Z`);
/** Seeds run at 06:00 UTC on their "today". */
const at = (day: Date) => new Date(day.getTime() + 6 * 3_600_000);
const SOON = 3;
const LATER = 120;
const soon = at(addDays(SEED_DAY, SOON));
const later = at(addDays(SEED_DAY, LATER));

/** The lots as the seed made them: what a search finds, whatever their dates. */
async function lots(q: Queryable) {
  const { rows } = await q.query(
    `SELECT id::int, title, address, location, postcode, lot_status, guide_price_min, sold_price,
            auction_id::int, auction_house_id::int
       FROM auction_properties ORDER BY id`,
  );
  return rows;
}

/** Each lot's sale on a London clock, `$1` days earlier: its date as on the seed day. */
async function datesDaysEarlier(q: Queryable, days: number) {
  const { rows } = await q.query<{ id: number; at: string | null; ends: string | null }>(
    `SELECT id::int,
            to_char((auction_date AT TIME ZONE 'Europe/London') - make_interval(days => $1::int),
                    'YYYY-MM-DD HH24:MI') AS at,
            to_char((auction_end_date AT TIME ZONE 'Europe/London') - make_interval(days => $1::int),
                    'YYYY-MM-DD HH24:MI') AS ends
       FROM auction_properties ORDER BY id`,
    [days],
  );
  return rows;
}

/** Lots for sale at `now` (not sold, unsold, withdrawn or postponed; bidding not closed). */
async function forSaleAt(q: Queryable, now: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auction_properties
      WHERE lower(btrim(coalesce(lot_status, ''))) NOT IN ('sold', 'unsold', 'withdrawn', 'postponed')
        AND coalesce(auction_end_date, auction_date) > $1::timestamptz`,
    [now.toISOString()],
  );
  return rows[0]!.n;
}

async function referenceDay(q: Queryable): Promise<unknown> {
  const { rows } = await q.query<{ day: unknown }>(
    "SELECT value->'directory'->>'referenceDay' AS day FROM settings WHERE key = 'seed'",
  );
  return rows[0]?.day ?? null;
}

describe('a demo seeded as on SEED_DAY', () => {
  let first: TestDb;
  let second: TestDb;
  let onTheDay: TestDb;
  let seededSoon: DemoSeedResult;
  let seededLater: DemoSeedResult;
  let options: DemoSeedOptions;
  // Made here, not in beforeAll: its removal is registered as the describe's afterAll (made in a
  // hook, the folder was left behind in the system's temp folder after every run).
  const dataDir = scratchDir('demo-seed-day-');

  beforeAll(async () => {
    [first, second, onTheDay] = await Promise.all([openTestDb(), openTestDb(), openTestDb()]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      SEED_DAY: TEST_SEED_DAY,
      SEED_SOLD_ROWS: '200',
    });
    options = demoSeedOptions(config);
    // Each embedded database has a thread of its own: three seeds at once.
    [seededSoon, seededLater] = await Promise.all([
      seedDemoIfEmpty(first.db, logger, { ...options, today: soon }),
      seedDemoIfEmpty(second.db, logger, { ...options, today: later }),
      // The same settings without SEED_DAY, on the later day: a demo seeded as on that day.
      seedDemoIfEmpty(onTheDay.db, logger, { ...options, seedDay: undefined, today: later }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
    await onTheDay?.dispose();
  });

  it('reads SEED_DAY from the settings as the day to seed as on', () => {
    expect(options).toMatchObject({ soldRows: 200, seedDay: SEED_DAY });
  });

  it('holds the same lots whichever day it is seeded', async () => {
    const soonLots = await lots(first.db);
    expect(soonLots.length).toBeGreaterThan(1000);
    expect(await lots(second.db)).toEqual(soonLots);
    // Without SEED_DAY the later day's seed holds other lots: the day is what keeps them.
    const ownDay = await lots(onTheDay.db);
    const titles = new Set(soonLots.map((l) => `${String(l.title)} ${String(l.address)}`));
    expect(
      ownDay.filter((l) => !titles.has(`${String(l.title)} ${String(l.address)}`)).length,
    ).toBeGreaterThan(soonLots.length / 10);
  });

  it('is rolled forward to today at once, every lot by the days since the seed day', async () => {
    expect(seededSoon).toMatchObject({ seeded: true, rolled: { days: SOON } });
    expect(seededLater).toMatchObject({ seeded: true, rolled: { days: LATER } });
    expect(await referenceDay(first.db)).toBe('2026-12-03');
    expect(await referenceDay(second.db)).toBe('2027-03-30');
    // As on the seed day, on a London clock, both say the same dates for every lot.
    expect(await datesDaysEarlier(second.db, LATER)).toEqual(
      await datesDaysEarlier(first.db, SOON),
    );
  });

  it('shows the market of the seed day on today: lots for sale ahead, results behind', async () => {
    const total = (await lots(second.db)).length;
    const forSale = await forSaleAt(second.db, later);
    // About a third of the lots for sale, as on the seed day; unrolled, none would be (a seed's
    // sales end 56 days after its day, and "today" is 120 days after it).
    expect(forSale).toBeGreaterThan(total / 5);
    expect(forSale).toBe(await forSaleAt(first.db, soon));
    const { rows } = await second.db.query<{ sold: number; ahead: number }>(
      `SELECT count(*) FILTER (WHERE lower(lot_status) = 'sold')::int AS sold,
              count(*) FILTER (WHERE lower(lot_status) = 'sold' AND auction_date > $1::timestamptz)::int AS ahead
         FROM auction_properties`,
      [later.toISOString()],
    );
    expect(rows[0]!.sold).toBeGreaterThan(total / 5);
    // Sold at auction means the auction is past (a lot sold before its auction may be ahead).
    expect(rows[0]!.ahead).toBeLessThan(rows[0]!.sold / 10);
  });

  it('leaves a seeded database as it is', async () => {
    const before = await tableHashes(first.db);
    expect(
      await seedDemoIfEmpty(first.db, logger, { ...options, today: addDays(later, 30) }),
    ).toEqual({ seeded: false, rolled: null });
    expect(await tableHashes(first.db)).toEqual(before);
  });

  it('refuses a seed day after today, and writes nothing', async () => {
    const empty = await openTestDb();
    try {
      await expect(
        seedDemoIfEmpty(empty.db, logger, { ...options, today: addDays(SEED_DAY, -1) }),
      ).rejects.toThrow(
        'SEED_DAY 2026-11-30 is after today (2026-11-29, UTC): a seed is rolled forward, never back',
      );
      expect(await referenceDay(empty.db)).toBeNull();
    } finally {
      await empty.dispose();
    }
  });
});
