import type { Queryable } from '#server/db/db.server';
import {
  allLotsResultedSql,
  lotClosesAtSql,
  lotStateSql,
  saleEndsSql,
  soldWhenSql,
  stillInSaleSql,
} from '#server/graph/lot-state.server';
import { SALE_PHASES, type SalePhase } from '#schema/lot-status';
import { ukMidnightIso } from '#schema/uk-clock';
import { AUCTIONS_PAGE_SIZE, type AuctionCalendarQuery } from '#schema/auction-calendar';
import { resultFigures } from '#schema/auction-results';
import { SOLD_WHEN } from '#schema/sold-when';
import type { AuctionResultRow, AuctionSummary } from '#shared/payloads/auction-data';
import { AUCTION_LOTS_SQL, RESULT_COUNTS_SQL, countsOf } from './auction-figures.server';
import { lotOrderSql } from './lot-order.server';
import { auctionInRegionSql } from './region-lots-sql.server';

/**
 * A room sale that has started and whose lots still in it all have their result (sold or unsold):
 * its last lot has been under the hammer, so it is over, however early in its day (decision 155).
 * A nine-lot sale from 12:30 read "Auction under way" at 20:45.
 */
const ROOM_SALE_DONE = `(a.auction_end_date IS NULL AND a.auction_date <= now()
  AND ${allLotsResultedSql('a.id')})`;

/**
 * When an online, timed or Modern sale (one with an end date) is over: when its last lot still in
 * it closes. Its lots close one after another from its end date (two minutes apart in the seed;
 * a feed or an editor may set any lot's end), and until the last has closed a bidder can still
 * bid. A room sale has no end: its day is its closing time, as for its lots (decision 028), unless
 * every lot has its result: then it ended with its last under the hammer (`result_at`, no later
 * than now), not with a sale agreed days after it (that result's day is no hour of the sale).
 */
const ENDS = `CASE WHEN a.auction_end_date IS NOT NULL THEN greatest(a.auction_end_date,
  (SELECT max(p.auction_end_date) FROM auction_properties p
    WHERE p.auction_id = a.id AND ${stillInSaleSql('p')}))
  WHEN ${ROOM_SALE_DONE} THEN least(now(), greatest(a.auction_date,
  (SELECT max(p.result_at) FROM auction_properties p
    WHERE p.auction_id = a.id AND ${stillInSaleSql('p')}
      AND p.result_at <= ${saleEndsSql('a')}))) END`;

/** When its lots start closing (the end of an online or Modern sale, else the day of the sale): the calendar's order. */
const FIRST_CLOSE = 'coalesce(a.auction_end_date, a.auction_date)';

/**
 * An auction still to close, written so the closing-time indexes answer it: its lots have not
 * started closing, a room sale's day is not over (it started today: decision 154) and a lot in it
 * awaits the hammer, or a lot still in it closes later (the lots' closing-time index, one set).
 */
const STILL_OPEN = `(${FIRST_CLOSE} > now()
  OR (a.auction_end_date IS NULL AND a.auction_date > now() - interval '25 hours'
      AND ${saleEndsSql('a')} > now() AND NOT ${ROOM_SALE_DONE})
  OR (a.auction_end_date IS NOT NULL AND a.id IN (
  SELECT p.auction_id FROM auction_properties p
   WHERE ${lotClosesAtSql('p')} > now() AND p.auction_end_date IS NOT NULL
     AND p.auction_id IS NOT NULL AND ${stillInSaleSql('p')})))`;

/**
 * The columns of `AuctionSummary`: figures aggregated per auction by a LATERAL join (`f`), its
 * end (`e.ends`, `ENDS`) by another, so that closing time, phase and "ended" read one value (a
 * room sale has no end: it closes at its start and ends with its day, as its lots do).
 */
const SUMMARY_COLUMNS = `a.id, a.title, a.auction_method, a.auction_date, a.auction_end_date, a.venue,
  coalesce(e.ends, a.auction_date) AS closes_at, sale_ends(a.auction_date, e.ends) <= now() AS ended,
  sale_phase(a.auction_date, e.ends) AS phase,
  h.id AS house_id, h.name AS house_name, h.logo AS house_logo, f.*`;

/** The LATERAL joins `SUMMARY_COLUMNS` reads, after `auctions a` and `auction_houses h`. */
const SUMMARY_JOINS = `CROSS JOIN LATERAL (SELECT ${ENDS} AS ends) e
  CROSS JOIN LATERAL (SELECT ${RESULT_COUNTS_SQL} FROM ${AUCTION_LOTS_SQL}) f`;

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();

const salePhaseOf = (v: unknown): SalePhase => SALE_PHASES.find((p) => p === v) ?? 'upcoming';

function summaryOf(r: Record<string, unknown>): AuctionSummary {
  return {
    id: Number(r.id),
    title: String(r.title),
    auction_method: String(r.auction_method),
    auction_date: iso(r.auction_date)!,
    auction_end_date: iso(r.auction_end_date),
    venue: (r.venue as string | null) ?? null,
    closes_at: iso(r.closes_at)!,
    ended: r.ended === true,
    phase: salePhaseOf(r.phase),
    house: {
      id: Number(r.house_id),
      name: String(r.house_name),
      logo: (r.house_logo as string | null) ?? null,
    },
    figures: resultFigures(countsOf(r)),
  };
}

/** The calendar's filter, as SQL over `auctions a` joined to `auction_houses h`, with its parameters. */
function calendarWhere(q: AuctionCalendarQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const and = [q.when === 'past' ? `NOT ${STILL_OPEN}` : STILL_OPEN];
  if (q.house !== undefined) {
    params.push(q.house);
    and.push(`a.auction_house_id = $${params.length}`);
  }
  if (q.region)
    and.push(
      auctionInRegionSql(q.region, (value) => {
        params.push(value);
        return `$${params.length}`;
      }),
    );
  if (q.month) {
    // The month the calendar dates a sale in (its lots' first close: an online sale's end, a room
    // sale's day), from its London midnight: the closing-time index answers it.
    const from = `${q.month}-01`;
    params.push(ukMidnightIso(from), ukMidnightIso(nextMonthOf(from)));
    and.push(`${FIRST_CLOSE} >= $${params.length - 1} AND ${FIRST_CLOSE} < $${params.length}`);
  }
  return { sql: and.join(' AND '), params };
}

/** The first day of the month after a month's first day (`2026-12-01` → `2027-01-01`). */
const nextMonthOf = (first: string) => {
  const [y, m] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * One page of the calendar and the number of auctions in it: upcoming soonest first, past most
 * recent first. The page's auctions are chosen first (closing-time index), then each one's lots
 * are counted by the auction index, in the same statement: one query for the page, one for the total.
 */
export async function auctionCalendar(
  db: Queryable,
  q: AuctionCalendarQuery,
  pageSize = AUCTIONS_PAGE_SIZE,
): Promise<{ items: AuctionSummary[]; total: number }> {
  const where = calendarWhere(q);
  const dir = q.when === 'past' ? 'DESC' : 'ASC';
  const n = where.params.length;
  const [page, count] = await Promise.all([
    db.query(
      `WITH chosen AS (
         SELECT a.* FROM auctions a JOIN auction_houses h ON h.id = a.auction_house_id
          WHERE ${where.sql}
          ORDER BY ${FIRST_CLOSE} ${dir}, a.id ${dir}
          LIMIT $${n + 1} OFFSET $${n + 2})
       SELECT ${SUMMARY_COLUMNS}
         FROM chosen a
         JOIN auction_houses h ON h.id = a.auction_house_id
         ${SUMMARY_JOINS}
        ORDER BY ${FIRST_CLOSE} ${dir}, a.id ${dir}`,
      [...where.params, pageSize, (q.page - 1) * pageSize],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auctions a JOIN auction_houses h ON h.id = a.auction_house_id
        WHERE ${where.sql}`,
      where.params,
    ),
  ]);
  return { items: page.rows.map(summaryOf), total: Number(count.rows[0]?.n ?? 0) };
}

/** One auction with its house and figures, or null. */
export async function auctionSummary(db: Queryable, id: string): Promise<AuctionSummary | null> {
  const { rows } = await db.query(
    `SELECT ${SUMMARY_COLUMNS}
       FROM auctions a
       JOIN auction_houses h ON h.id = a.auction_house_id
       ${SUMMARY_JOINS}
      WHERE a.id = $1`,
    [id],
  );
  return rows[0] ? summaryOf(rows[0]) : null;
}

/**
 * When an auction or one of its lots last changed (a feed's new time or venue, a lot withdrawn,
 * moved or given its result): its calendar file's revision.
 */
export async function auctionModifiedAt(db: Queryable, id: number): Promise<string> {
  const { rows } = await db.query<{ modified: unknown }>(
    `SELECT greatest(a.updated_at, (SELECT max(p.updated_at) FROM auction_properties p
                                     WHERE p.auction_id = a.id)) AS modified
       FROM auctions a WHERE a.id = $1`,
    [id],
  );
  return iso(rows[0]?.modified) ?? new Date(0).toISOString();
}

/** The most lots an auction's results table lists (a sale of several hundred lots is rare). */
export const MAX_RESULT_ROWS = 500;

/** Every lot's result in lot order. */
export async function auctionResults(db: Queryable, id: number): Promise<AuctionResultRow[]> {
  const { rows } = await db.query(
    `SELECT p.id, p.lot_number, p.title, ${lotStateSql('p')} AS state,
            p.guide_price_min, p.guide_price_max, p.sold_price, ${soldWhenSql('p')} AS sold_when
       FROM auction_properties p
      WHERE p.auction_id = $1
      ORDER BY ${lotOrderSql('p')}
      LIMIT ${MAX_RESULT_ROWS}`,
    [id],
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    lot_number: (r.lot_number as string | null) ?? null,
    title: String(r.title),
    state: String(r.state),
    guide_price_min: num(r.guide_price_min),
    guide_price_max: num(r.guide_price_max),
    sold_price: num(r.sold_price),
    sold_when: SOLD_WHEN.find((w) => w === r.sold_when) ?? null,
  }));
}

/**
 * The calendar's filter choices: every region some house covers, every house by name, and every
 * month (`2027-01`, on a London clock) the calendar dates an auction in, latest first.
 */
export async function calendarChoices(db: Queryable): Promise<{
  regions: string[];
  houses: Array<{ id: number; name: string }>;
  months: string[];
}> {
  const [regions, houses, months] = await Promise.all([
    db.query<{ region: string }>(
      'SELECT DISTINCT unnest(regions_covered) AS region FROM auction_houses ORDER BY 1',
    ),
    db.query<{ id: number; name: string }>(
      'SELECT id, name FROM auction_houses ORDER BY lower(name), id LIMIT 1000',
    ),
    db.query<{ month: string }>(
      `SELECT DISTINCT to_char(${FIRST_CLOSE} AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month
         FROM auctions a WHERE ${FIRST_CLOSE} IS NOT NULL ORDER BY 1 DESC LIMIT ${MAX_MONTHS}`,
    ),
  ]);
  return {
    regions: regions.rows.map((r) => r.region),
    houses: houses.rows.map((h) => ({ id: Number(h.id), name: h.name })),
    months: months.rows.map((m) => m.month),
  };
}

/** The most months the month filter offers: ten years of sales. */
const MAX_MONTHS = 120;
