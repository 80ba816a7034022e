import type { Logger } from 'pino';
import type { Db } from '#server/db/db.server';
import type { GraphServer } from '#server/graph/index.server';
import type { Mailer } from '#server/mail/mailer.server';
import { lotFilter } from '#server/loaders/lot-filter.server';
import { parseListingQuery } from '#schema/listing-query';
import { groupBy } from '#schema/group-by';
import type { SavedQuery } from '#schema/saved-search';
import {
  alertDigestMail,
  DIGEST_LOTS_PER_SEARCH,
  type DigestLot,
  type DigestSection,
  type WatchedDigest,
} from './alert-digest.server';
import {
  dueWatchers,
  watchedChanges,
  advanceWatches,
  type DueWatcher,
} from './watch-alerts.server';
import { accountStopToken } from './account-stop-token.server';
import { changedLots } from './search-changes.server';

export interface AlertRunDeps {
  db: Db;
  graph: GraphServer;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export interface AlertRunOptions {
  /** Find and report, but send nothing and move no watermark. */
  dryRun?: boolean;
  /** The clock (tests move it forward to make daily and weekly alerts due again). */
  now?: Date;
}

export interface AlertRunSummary {
  users: number;
  searches: number;
  lots: number;
  /** Watched lots whose changes went out (issue 16). */
  watchedLots: number;
  emails: number;
  failed: number;
  dryRun: boolean;
  /** Another run held the lock; this one did nothing. */
  skipped: boolean;
}

interface DueSearch extends Record<string, unknown> {
  id: number | string;
  user_id: number | string;
  name: string;
  query: SavedQuery;
  last_lot_id: number | string;
  last_event_id: number | string;
  unsubscribe_token: string;
  email: string;
  first_name: string | null;
}

/** Arbitrary constant shared by every process that sends alerts for this database. */
const ALERTS_LOCK_KEY = 727_274_012;

/**
 * Due: alerts on, a confirmed and unblocked account, lots or lot changes newer than its
 * watermarks, and no digest within the period. An hour of slack keeps a daily cron job from
 * skipping a day when it starts a little earlier than the day before.
 */
const DUE_SEARCHES = `
  SELECT s.id, s.user_id, s.name, s.query, s.last_lot_id, s.last_event_id, s.unsubscribe_token,
         u.email, u.first_name
  FROM saved_searches s JOIN users u ON u.id = s.user_id
  WHERE s.frequency <> 'off' AND u.confirmed AND NOT u.blocked
    AND (s.last_lot_id < $1 OR s.last_event_id < $3)
    AND (s.last_sent_at IS NULL OR s.last_sent_at <= $2::timestamptz
         - CASE s.frequency WHEN 'weekly' THEN interval '167 hours' ELSE interval '23 hours' END)
  ORDER BY s.user_id, s.id`;

const NEW_LOTS = `query NewLots($where: auction_properties_bool_exp, $limit: Int) {
  items: auction_properties(where: $where, order_by: [{ id: desc }], limit: $limit) {
    id title location property_type guide_price_min guide_price_max auction_method auction_date auction_end_date
    postcode lot_status sold_price sold_when
  }
  agg: auction_properties_aggregate(where: $where) { aggregate { count } }
}`;

/**
 * Sends one digest per user of the lots listed since each due search's watermark and of the changes
 * to their watched lots since each watch's alert cursor, then moves the watermarks up to the newest
 * lot and event seen at the start of the run (docs/decisions/017-search-alerts-a-lot-id-watermark-sent-at-least-once.md,
 * docs/decisions/046-watchlist-alerts-share-the-saved-search-runner.md).
 */
export async function sendAlerts(
  deps: AlertRunDeps,
  options: AlertRunOptions = {},
): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = {
    users: 0,
    searches: 0,
    lots: 0,
    watchedLots: 0,
    emails: 0,
    failed: 0,
    dryRun: options.dryRun ?? false,
    skipped: false,
  };
  await deps.db.withConnection(async (conn) => {
    const lock = await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      ALERTS_LOCK_KEY,
    ]);
    if (!lock.rows[0]?.ok) {
      summary.skipped = true;
      return;
    }
    try {
      await run(deps, options.now ?? new Date(), summary);
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [ALERTS_LOCK_KEY]);
    }
  });
  deps.logger.info(summary, 'alerts run finished');
  return summary;
}

async function run(deps: AlertRunDeps, now: Date, summary: AlertRunSummary) {
  // Lots listed and changes recorded while the run is under way wait for the next run instead of
  // being half-seen.
  const { rows } = await deps.db.query<{ lot: number | string; event: number | string }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM auction_properties) AS lot,
            (SELECT coalesce(max(id), 0) FROM lot_events) AS event`,
  );
  const newest = Number(rows[0]!.lot);
  const newestEvent = Number(rows[0]!.event);
  const due = await deps.db.query<DueSearch>(DUE_SEARCHES, [
    newest,
    now.toISOString(),
    newestEvent,
  ]);
  const watchers = await dueWatchers(deps.db, newestEvent, now);
  const searchesOf = groupBy(due.rows, (s) => Number(s.user_id));
  const userIds = [...new Set([...searchesOf.keys(), ...watchers.keys()])].sort((a, b) => a - b);
  for (const userId of userIds) {
    const job = {
      userId,
      searches: searchesOf.get(userId) ?? [],
      watcher: watchers.get(userId) ?? null,
      newest,
      newestEvent,
      now,
    };
    try {
      await alertUser(deps, job, summary);
    } catch (err) {
      // Watermarks stay where they were: the next run sends these lots again (at-least-once).
      summary.failed++;
      deps.logger.error({ err, userId }, 'alert digest failed; it will be retried on the next run');
    }
  }
}

interface UserJob {
  userId: number;
  searches: DueSearch[];
  /** Set when the user's watch alerts are due and a watched lot changed. */
  watcher: DueWatcher | null;
  newest: number;
  newestEvent: number;
  now: Date;
}

/**
 * One user's due searches and watched lots: find their new lots and changes, send one digest,
 * then record it and move every cursor in one transaction.
 */
async function alertUser(deps: AlertRunDeps, job: UserJob, summary: AlertRunSummary) {
  const { userId, searches, watcher, newest, newestEvent, now } = job;
  const watched: WatchedDigest | null = watcher
    ? { ...(await watchedChanges(deps.db, userId, newestEvent)), unsubscribeToken: watcher.token }
    : null;
  // A lot the e-mail lists under "Lots you watch" is left out of every search's section, so it is
  // told once, with all its changes (decision 046).
  const told = watched?.lots.map((lot) => lot.id) ?? [];
  const sections: DigestSection[] = [];
  /** The searches with a section: the e-mail holds lots of theirs. */
  const withLots: number[] = [];
  const wheres: unknown[] = [];
  for (const s of searches) {
    const { where, filters, ...found } = await newLots(deps, s, newest, told, now);
    const changed = await changedLots(deps, s, filters, newestEvent);
    if (found.total > 0) wheres.push(where);
    if (found.total === 0 && changed.total === 0) continue;
    withLots.push(Number(s.id));
    sections.push({
      name: s.name,
      query: s.query,
      unsubscribeToken: s.unsubscribe_token,
      ...found,
      changed: changed.lots,
      changedTotal: changed.total,
    });
  }
  // Searches overlap (a town and a district in it): the subject counts each new lot once, from
  // the lots listed when every section lists all of its own, else by the searches' filters together.
  const listedAll = sections.every((s) => s.lots.length === s.total);
  const newLotCount =
    wheres.length < 2
      ? undefined
      : listedAll
        ? new Set(sections.flatMap((s) => s.lots.map((lot) => Number(lot.id)))).size
        : await countLots(deps, { _or: wheres });
  const watchedLots = watched?.total ?? 0;
  const ids = searches.map((s) => Number(s.id));
  const lots = sections.reduce((n, s) => n + s.total, 0);
  if (sections.length || watchedLots) {
    summary.users++;
    summary.searches += sections.length;
    summary.lots += lots;
    summary.watchedLots += watchedLots;
  }
  if (summary.dryRun) {
    if (sections.length || watchedLots)
      deps.logger.info(
        {
          userId,
          searches: sections.map((s) => ({ name: s.name, lots: s.total, changed: s.changedTotal })),
          watchedLots,
        },
        'alerts dry run: would send',
      );
    return;
  }
  const moveCursors = async (tx: Pick<Db, 'query'>, sentAt: Date | null) => {
    // Every due search has now looked at what there was; only those the e-mail held lots of wait
    // their period again. A search with nothing in it (an e-mail of watched lots alone) stays due,
    // so the lots it finds next go at the next run, not a day or a week later (decision 090).
    await advance(tx, ids, { newest, newestEvent });
    if (sentAt) await markLotsSent(tx, withLots, sentAt);
    if (watcher) await advanceWatches(tx, userId, newestEvent, watchedLots ? sentAt : null);
  };
  if (!sections.length && !watchedLots) return moveCursors(deps.db, null);
  const { email, first_name } = searches[0] ?? watcher!;
  await deps.mailer.send(
    alertDigestMail({
      to: email,
      firstName: first_name,
      publicUrl: deps.publicUrl,
      sections,
      watched,
      ...(wheres.length > 1 ? { newLots: newLotCount ?? null } : {}),
      stopAllToken: await accountStopToken(deps.db, userId),
    }),
  );
  // A crash before this commit means the same lots go out again next run, never that they are lost.
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO alert_sends (user_id, searches, lots, up_to_lot_id, sent_at, watched_lots, up_to_event_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, sections.length, lots, newest, now.toISOString(), watchedLots, newestEvent],
    );
    await moveCursors(tx, now);
  });
  summary.emails++;
}

/**
 * The searches whose lots the digest sent at `sentAt` held: each waits its period from then
 * (`last_sent_at`), and /profile says when its lots were last e-mailed (`last_lots_sent_at`).
 */
async function markLotsSent(db: Pick<Db, 'query'>, ids: number[], sentAt: Date) {
  if (!ids.length) return;
  await db.query(
    'UPDATE saved_searches SET last_sent_at = $2, last_lots_sent_at = $2 WHERE id = ANY($1::bigint[])',
    [ids, sentAt.toISOString()],
  );
}

/** Moves the searches' watermarks to the newest lot and event (never back). */
async function advance(
  db: Pick<Db, 'query'>,
  ids: number[],
  { newest, newestEvent }: { newest: number; newestEvent: number },
) {
  await db.query(
    `UPDATE saved_searches
     SET last_lot_id = greatest(last_lot_id, $2), last_event_id = greatest(last_event_id, $3)
     WHERE id = ANY($1::bigint[])`,
    [ids, newest, newestEvent],
  );
}

/**
 * The search's lots above its watermark, through the same graph filter as the results page; its
 * `filters` (also what its changed lots are looked up by) leave out the lots in `told`.
 */
async function newLots(
  { db, graph }: Pick<AlertRunDeps, 'db' | 'graph'>,
  search: DueSearch,
  newest: number,
  /** Lots the e-mail tells of under the lots the buyer watches. */
  told: readonly number[],
  /** The run's clock: "for sale" and closing days said in words (`closing=next_week`) are read on it. */
  now: Date,
): Promise<{ lots: DigestLot[]; total: number; where: unknown; filters: unknown }> {
  const { where: lotWhere } = await lotFilter(
    db,
    parseListingQuery(new URLSearchParams(search.query)),
    now,
  );
  const filters = told.length ? { _and: [lotWhere, { id: { _nin: told } }] } : lotWhere;
  const where = {
    _and: [filters, { id: { _gt: Number(search.last_lot_id), _lte: newest } }],
  };
  const res = await graph.execute<{
    items: DigestLot[];
    agg: { aggregate: { count: number } };
  }>({ query: NEW_LOTS, variables: { where, limit: DIGEST_LOTS_PER_SEARCH } });
  if (res.errors?.length || !res.data)
    throw new Error(
      `alert query failed for saved search ${search.id}: ${res.errors?.[0]?.message}`,
    );
  return { lots: res.data.items, total: res.data.agg.aggregate.count, where, filters };
}

const COUNT_LOTS = `query CountLots($where: auction_properties_bool_exp) {
  agg: auction_properties_aggregate(where: $where) { aggregate { count } }
}`;

/**
 * How many lots match `where` (the new lots of several searches together, each once); undefined
 * when the graph refuses the combined filter (its limits on conditions and nesting): the digest
 * then goes out without that figure rather than not at all.
 */
async function countLots(
  { graph, logger }: Pick<AlertRunDeps, 'graph' | 'logger'>,
  where: unknown,
): Promise<number | undefined> {
  try {
    const res = await graph.execute<{ agg: { aggregate: { count: number } } }>({
      query: COUNT_LOTS,
      variables: { where },
    });
    if (!res.errors?.length && res.data) return res.data.agg.aggregate.count;
    logger.warn({ reason: res.errors?.[0]?.message }, 'alert digest: new lots not counted');
  } catch (err) {
    logger.warn({ err }, 'alert digest: new lots not counted');
  }
  return undefined;
}
