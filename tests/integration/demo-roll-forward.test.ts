import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '#server/db/db.server';
import { createLogger } from '#server/logger.server';
import { addDays, monthYear, ukDate } from '#server/db/seed/directory/dates';
import { seedDirectory } from '#server/db/seed/directory/seed-directory.server';
import { rollDemoCalendarForward } from '#server/db/seed/roll-forward.server';
import { seedIfEmpty } from '#server/db/seed/seed.server';
import { tableHashes } from '../helpers/table-hashes';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { soldPriceBandsAndTruth } from '../helpers/sold-price-bands';

const SEED = 7;
const SOLD_ROWS = 2000;
const REFERENCE = new Date('2026-06-15T00:00:00Z');
/** From June (summer time) to November (GMT): London clock times must survive the change. */
const DAYS = 150;
/** The roll runs at 06:00 UTC on the later day; statuses are compared at that time of day. */
const TIME_OF_DAY_MS = 6 * 3_600_000;
const at = (day: Date) => new Date(day.getTime() + TIME_OF_DAY_MS);

const logLines: Record<string, unknown>[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  }),
);

/** `lot_state()` with "now" as a parameter: the state each lot shows at `$1`. */
const STATE_AT = `CASE lower(btrim(coalesce(lot_status, '')))
    WHEN 'sold' THEN 'Sold' WHEN 'unsold' THEN 'Unsold'
    WHEN 'withdrawn' THEN 'Withdrawn' WHEN 'postponed' THEN 'Postponed'
    ELSE CASE WHEN coalesce(auction_end_date, auction_date, 'infinity') <= $1::timestamptz
      THEN 'Awaiting result' ELSE 'Available' END END`;

async function statesAt(q: Queryable, now: Date): Promise<Record<string, number>> {
  const { rows } = await q.query<{ state: string; n: number }>(
    `SELECT ${STATE_AT} AS state, count(*)::int AS n FROM auction_properties GROUP BY 1`,
    [now.toISOString()],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T> {
  const { rows } = await q.query<{ v: T }>(sql, params);
  return rows[0]!.v;
}

async function marker(q: Queryable): Promise<Record<string, unknown>> {
  return one(q, "SELECT value AS v FROM settings WHERE key = 'seed'");
}

/** How many rows of `table` did not move by `days` on a London clock (NULLs stay NULL). */
function notMovedBy(q: Queryable, table: string, columns: string[], days: number) {
  const moved = columns
    .map(
      (c) => `((n.${c} AT TIME ZONE 'Europe/London')
                IS NOT DISTINCT FROM (o.${c} AT TIME ZONE 'Europe/London') + make_interval(days => $1::int))`,
    )
    .join(' AND ');
  return one<number>(
    q,
    `SELECT count(*)::int AS v FROM ${table} n JOIN before_${table} o USING (id) WHERE NOT (${moved})`,
    [days],
  );
}

/** Copies of the dated tables as they are now (`before_<table>`), to compare with after a roll. */
async function keepCopies(q: Queryable) {
  await q.exec(`
    DROP TABLE IF EXISTS before_auctions, before_auction_properties, before_articles,
      before_sold_house_prices;
    CREATE TABLE before_auctions AS SELECT * FROM auctions;
    CREATE TABLE before_auction_properties AS SELECT * FROM auction_properties;
    CREATE TABLE before_articles AS SELECT * FROM articles;
    CREATE TABLE before_sold_house_prices AS SELECT * FROM sold_house_prices;`);
}

/** Sold-price rows whose date did not move by exactly `days`. */
function soldNotMovedBy(q: Queryable, days: number) {
  return one<number>(
    q,
    `SELECT count(*)::int AS v FROM sold_house_prices n JOIN before_sold_house_prices o USING (transaction_id)
      WHERE n.date_of_transfer <> o.date_of_transfer + $1::int`,
    [days],
  );
}

describe('the demo calendar rolls forward', () => {
  let demo: TestDb;
  let fresh: TestDb;
  let foreign: TestDb;
  const later = addDays(REFERENCE, DAYS);

  beforeAll(async () => {
    [demo, fresh, foreign] = await Promise.all([openTestDb(), openTestDb(), openTestDb()]);
    const directory = { soldRows: SOLD_ROWS, seed: SEED };
    await seedIfEmpty(demo.db, logger, { directory: { ...directory, referenceDate: REFERENCE } });
    await seedIfEmpty(fresh.db, logger, { directory: { ...directory, referenceDate: later } });
    // Directory rows without the generated-seed record: imported or real data.
    await seedDirectory(foreign.db, { ...directory, referenceDate: REFERENCE });
    await seedIfEmpty(foreign.db, logger);
    // Three seeds: close to the default minute on a busy two-core machine.
  }, 180_000);

  afterAll(async () => {
    await demo?.dispose();
    await fresh?.dispose();
    await foreign?.dispose();
  });

  it('records that the directory was generated, and its reference day', async () => {
    expect(await marker(demo.db)).toMatchObject({
      directory: {
        generated: true,
        referenceDay: '2026-06-15',
        soldPricesReferenceDay: '2026-06-15',
      },
    });
    expect(await marker(foreign.db)).not.toHaveProperty('directory');
  });

  it('does nothing on the reference day itself', async () => {
    const before = await tableHashes(demo.db);
    expect(await rollDemoCalendarForward(demo.db, logger, { today: at(REFERENCE) })).toBeNull();
    expect(await tableHashes(demo.db)).toEqual(before);
  });

  it('moves every generated date by the days passed, in one step, and only once', async () => {
    const statesBefore = await statesAt(demo.db, at(REFERENCE));
    // An article an editor wrote or changed in the admin keeps its dates (decision 074).
    const edited = await one<number>(
      demo.db,
      'UPDATE articles SET edited_in_admin = true WHERE id = (SELECT min(id) FROM articles) RETURNING id AS v',
    );
    await keepCopies(demo.db);
    logLines.length = 0;

    const summary = await rollDemoCalendarForward(demo.db, logger, { today: at(later) });

    const lots = await one<number>(demo.db, 'SELECT count(*)::int AS v FROM auction_properties');
    expect(summary).toMatchObject({
      days: DAYS,
      soldPricesDays: DAYS,
      referenceDay: '2026-11-12',
      rows: { lots, soldPrices: SOLD_ROWS, articles: expect.any(Number) },
    });
    expect(logLines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'demo calendar rolled forward',
        days: DAYS,
        rows: summary!.rows,
        ms: expect.any(Number),
      }),
    ]);
    // Auctions, lots and articles: the same London clock time, DAYS later.
    expect(await notMovedBy(demo.db, 'auctions', ['auction_date', 'auction_end_date'], DAYS)).toBe(
      0,
    );
    const lotDates = ['auction_date', 'auction_end_date', 'created_at', 'updated_at'];
    expect(await notMovedBy(demo.db, 'auction_properties', lotDates, DAYS)).toBe(0);
    expect(await notMovedBy(demo.db, 'articles', ['published_at', 'updated_at'], DAYS)).toBe(1);
    const kept = await one<number>(
      demo.db,
      `SELECT count(*)::int AS v FROM articles n JOIN before_articles o USING (id)
        WHERE n.id = $1 AND n.published_at = o.published_at AND n.updated_at = o.updated_at`,
      [edited],
    );
    expect(kept).toBe(1);
    // Back to a generated article moved like the others, for the comparisons with a fresh seed.
    await demo.db.query(
      `UPDATE articles n SET edited_in_admin = false,
         published_at = (o.published_at AT TIME ZONE 'Europe/London' + make_interval(days => $2::int)) AT TIME ZONE 'Europe/London',
         updated_at = (o.updated_at AT TIME ZONE 'Europe/London' + make_interval(days => $2::int)) AT TIME ZONE 'Europe/London'
        FROM before_articles o WHERE o.id = n.id AND n.id = $1`,
      [edited, DAYS],
    );
    // Each history entry: same event, same order, DAYS later.
    const history = await demo.db.query<{ moved: number; total: number }>(
      `SELECT count(*) FILTER (WHERE (n.e->>'date')::date = (o.e->>'date')::date + $1::int
                                 AND n.e - 'date' = o.e - 'date')::int AS moved,
              count(*)::int AS total
         FROM auction_properties p JOIN before_auction_properties b USING (id)
         CROSS JOIN LATERAL jsonb_array_elements(p.history) WITH ORDINALITY AS n(e, i)
         JOIN LATERAL jsonb_array_elements(b.history) WITH ORDINALITY AS o(e, i) ON o.i = n.i`,
      [DAYS],
    );
    expect(history.rows[0]!.total).toBeGreaterThan(lots);
    expect(history.rows[0]!.moved).toBe(history.rows[0]!.total);
    expect(await soldNotMovedBy(demo.db, DAYS)).toBe(0);

    // The market on the new day is the market of the old one: as many lots for sale, awaiting a
    // result, sold …
    const statesAfter = await statesAt(demo.db, at(later));
    expect(statesAfter).toEqual(statesBefore);
    expect(statesAfter.Available).toBeGreaterThan(lots / 5);

    // Titles name the new dates.
    const auctions = await demo.db.query<{ title: string; start: Date; end: Date | null }>(
      'SELECT title, auction_date AS start, auction_end_date AS "end" FROM auctions',
    );
    for (const a of auctions.rows)
      expect([ukDate(a.end ?? a.start), monthYear(a.start)].some((d) => a.title.includes(d))).toBe(
        true,
      );

    // Running again the same day changes nothing.
    const hashes = await tableHashes(demo.db);
    expect(await rollDemoCalendarForward(demo.db, logger, { today: at(later) })).toBeNull();
    expect(await tableHashes(demo.db)).toEqual(hashes);
    expect(await marker(demo.db)).toMatchObject({
      directory: { referenceDay: '2026-11-12', soldPricesReferenceDay: '2026-11-12' },
    });
  });

  it('gives the sold prices and articles a seed on the new day would have written', async () => {
    const [rolled, seeded] = await Promise.all([tableHashes(demo.db), tableHashes(fresh.db)]);
    expect(rolled.sold_house_prices).toBe(seeded.sold_house_prices);
    expect(rolled.articles).toBe(seeded.articles);
    const bands = await soldPriceBandsAndTruth(demo.db);
    expect(bands.stored).not.toBe('[]');
    expect(bands.stored).toBe(bands.fresh);
  });

  it('moves sold prices only once they are a week behind, and never after a PPD import', async () => {
    await keepCopies(demo.db);
    const threeDays = await rollDemoCalendarForward(demo.db, logger, {
      today: at(addDays(later, 3)),
    });
    expect(threeDays).toMatchObject({ days: 3, soldPricesDays: 0, rows: { soldPrices: 0 } });
    expect(await soldNotMovedBy(demo.db, 0)).toBe(0);
    expect(await notMovedBy(demo.db, 'auction_properties', ['auction_date'], 3)).toBe(0);

    const tenDays = await rollDemoCalendarForward(demo.db, logger, {
      today: at(addDays(later, 10)),
    });
    expect(tenDays).toMatchObject({ days: 7, soldPricesDays: 10 });
    expect(await soldNotMovedBy(demo.db, 10)).toBe(0);
    expect(await notMovedBy(demo.db, 'auction_properties', ['auction_date'], 10)).toBe(0);

    await keepCopies(demo.db);
    await demo.db.query(
      `INSERT INTO ppd_imports (file_key, file_name, finished_at) VALUES ('k', 'pp-2026.csv', now())`,
    );
    const afterImport = await rollDemoCalendarForward(demo.db, logger, {
      today: at(addDays(later, 30)),
    });
    expect(afterImport).toMatchObject({ days: 20, soldPricesDays: 0 });
    expect(await soldNotMovedBy(demo.db, 0)).toBe(0);
  });

  it('never touches a database without the generated-seed record', async () => {
    const before = await tableHashes(foreign.db);
    expect(await rollDemoCalendarForward(foreign.db, logger, { today: at(later) })).toBeNull();
    expect(await tableHashes(foreign.db)).toEqual(before);
  });
});
