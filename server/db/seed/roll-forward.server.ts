import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import { retitleAuction } from './directory/auctions';
import { withSecondaryIndexesDropped } from './directory/bulk-insert.server';
import { withSoldPriceBandsRebuilt } from '#server/db/sold-price-bands-bulk.server';
import { SOLD_PRICES_MIN_SHIFT_DAYS, utcDay, wholeDaysSince } from './demo-calendar';
import { parseSeedMarker, type SeedMarker } from './seed-marker';

export interface RollForwardOptions {
  /** "Today"; defaults to now (tests pass a later day). */
  today?: Date;
}

export interface RollForwardSummary {
  /** Days the auctions, lots and articles moved. */
  days: number;
  /** Days the sold prices moved (0 while they are less than a week behind). */
  soldPricesDays: number;
  /** The new reference day. */
  referenceDay: string;
  rows: { auctions: number; lots: number; articles: number; soldPrices: number };
  ms: number;
}

/**
 * A timestamp `$1` days later on a London clock: a 10:00 sale stays a 10:00 sale across a change
 * of summer time, as the seed would have written it on the new day. NULL stays NULL.
 */
const later = (column: string) =>
  `((${column} AT TIME ZONE 'Europe/London') + make_interval(days => $1::int)) AT TIME ZONE 'Europe/London'`;

/** Each `{date: 'YYYY-MM-DD', …}` entry of a lot's history `$1` days later, in order. */
const LATER_HISTORY = `(
  SELECT coalesce(jsonb_agg(
           CASE WHEN e->>'date' ~ '^\\d{4}-\\d{2}-\\d{2}$'
             THEN jsonb_set(e, '{date}', to_jsonb(to_char((e->>'date')::date + $1::int, 'YYYY-MM-DD')))
             ELSE e END
           ORDER BY i), '[]'::jsonb)
    FROM jsonb_array_elements(history) WITH ORDINALITY AS h(e, i))`;

async function count(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH changed AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Auctions an auction house's feed has spoken about (its own reference, or a lot a feed listed or
 * changed): their dates are the house's, not the demo's, so they never move. Moving them made lot
 * pages and alerts give the wrong day, and the house's next copy of the same catalogue read as a
 * date change sent to every watcher.
 */
const FROM_A_HOUSE = `(a.external_ref IS NOT NULL OR EXISTS (
    SELECT 1 FROM auction_properties p JOIN lot_events e ON e.lot_id = p.id AND e.source = 'feed'
     WHERE p.auction_id = a.id))`;

/** A lot of such an auction, or one a feed listed or changed. */
const LOT_FROM_A_HOUSE = `(EXISTS (
    SELECT 1 FROM lot_events e WHERE e.lot_id = auction_properties.id AND e.source = 'feed')
  OR EXISTS (SELECT 1 FROM auctions a WHERE a.id = auction_properties.auction_id AND ${FROM_A_HOUSE}))`;

type AuctionDatesRow = {
  id: number | string;
  title: string;
  start: Date;
  end: Date | null;
  new_start: Date;
  new_end: Date | null;
};

/** Auctions `days` later, with the date in each generated title rewritten to match. */
async function shiftAuctions(tx: Queryable, days: number): Promise<number> {
  const { rows } = await tx.query<AuctionDatesRow>(
    `SELECT id, title, auction_date AS start, auction_end_date AS "end",
            ${later('auction_date')} AS new_start, ${later('auction_end_date')} AS new_end
       FROM auctions a WHERE NOT ${FROM_A_HOUSE}`,
    [days],
  );
  const retitled = rows
    .map((a) => ({
      id: String(a.id),
      title: retitleAuction(
        a.title,
        { start: a.start, end: a.end },
        { start: a.new_start, end: a.new_end },
      ),
      old: a.title,
    }))
    .filter((a) => a.title !== a.old);
  const shifted = await count(
    tx,
    `UPDATE auctions a SET auction_date = ${later('auction_date')},
                           auction_end_date = ${later('auction_end_date')},
                           -- A database made before migration 065 dated its auctions then.
                           updated_at = least(now(), ${later('updated_at')})
      WHERE NOT ${FROM_A_HOUSE}`,
    [days],
  );
  if (retitled.length)
    await tx.query(
      `UPDATE auctions a SET title = t.title
         FROM unnest($1::bigint[], $2::text[]) AS t(id, title) WHERE a.id = t.id`,
      [retitled.map((a) => a.id), retitled.map((a) => a.title)],
    );
  return shifted;
}

function shiftLots(tx: Queryable, days: number): Promise<number> {
  return count(
    tx,
    `UPDATE auction_properties
        SET auction_date = ${later('auction_date')},
            auction_end_date = ${later('auction_end_date')},
            created_at = ${later('created_at')},
            updated_at = ${later('updated_at')},
            history = CASE WHEN jsonb_typeof(history) = 'array' THEN ${LATER_HISTORY} ELSE history END
      WHERE NOT ${LOT_FROM_A_HOUSE}`,
    [days],
  );
}

function shiftArticles(tx: Queryable, days: number): Promise<number> {
  return count(
    tx,
    // An article an editor wrote or changed keeps the dates it was given (decision 074).
    `UPDATE articles SET published_at = ${later('published_at')}, updated_at = ${later('updated_at')}
      WHERE NOT edited_in_admin`,
    [days],
  );
}

/** Sold prices `days` later, unless a Price Paid file was imported (real rows are never moved). */
async function shiftSoldPrices(tx: Queryable, days: number): Promise<number | null> {
  const { rows } = await tx.query<{ imported: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM ppd_imports) AS imported',
  );
  if (rows[0]?.imported) return null;
  // 200,000 updated sales: the price bands are rebuilt once instead of regrouped from both sides.
  return withSecondaryIndexesDropped(tx, 'sold_house_prices', () =>
    withSoldPriceBandsRebuilt(tx, () =>
      count(tx, 'UPDATE sold_house_prices SET date_of_transfer = date_of_transfer + $1::int', [
        days,
      ]),
    ),
  );
}

/**
 * Moves every generated date of a demo database forward by the whole days since its reference
 * day, in one transaction, so the market looks as it did on the day it was seeded: the same
 * share of lots for sale, the same sales this week. Only a database whose seed marker says the
 * directory was generated is touched; sold prices move once they are a week behind. Returns null
 * when there was nothing to do.
 */
export async function rollDemoCalendarForward(
  db: Db,
  logger: Logger,
  options: RollForwardOptions = {},
): Promise<RollForwardSummary | null> {
  const started = performance.now();
  const today = options.today ?? new Date();
  const summary = await db.transaction(async (tx) => {
    // FOR UPDATE: instances starting together on one PostgreSQL roll the calendar once.
    const { rows } = await tx.query<{ value: unknown }>(
      "SELECT value FROM settings WHERE key = 'seed' FOR UPDATE",
    );
    const marker = parseSeedMarker(rows[0]?.value);
    const directory = marker?.directory;
    if (!marker || !directory) return null;
    const days = wholeDaysSince(directory.referenceDay, today);
    if (days <= 0) return null;

    const auctions = await shiftAuctions(tx, days);
    const lots = await shiftLots(tx, days);
    const articles = await shiftArticles(tx, days);
    const soldBehind = wholeDaysSince(directory.soldPricesReferenceDay, today);
    const soldPrices =
      soldBehind >= SOLD_PRICES_MIN_SHIFT_DAYS ? await shiftSoldPrices(tx, soldBehind) : null;

    const referenceDay = utcDay(today);
    const next: SeedMarker = {
      ...marker,
      directory: {
        ...directory,
        referenceDay,
        soldPricesReferenceDay:
          soldPrices === null ? directory.soldPricesReferenceDay : referenceDay,
      },
    };
    await tx.query("UPDATE settings SET value = $1, updated_at = now() WHERE key = 'seed'", [
      JSON.stringify(next),
    ]);
    return {
      days,
      soldPricesDays: soldPrices === null ? 0 : soldBehind,
      referenceDay,
      rows: { auctions, lots, articles, soldPrices: soldPrices ?? 0 },
    };
  });
  if (!summary) return null;
  const result = { ...summary, ms: Math.round(performance.now() - started) };
  logger.info(result, 'demo calendar rolled forward');
  return result;
}
