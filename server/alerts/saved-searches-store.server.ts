import { restorableWhere, stopAlertSet } from './alert-stop-sql';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '#server/db/db.server';
import { describeSearch } from '#shared/format/describe-search';
import {
  MAX_SAVED_SEARCHES,
  sameSavedSearch,
  savedQueryAt,
  savedSearchPath,
  type AlertFrequency,
  type SavedQuery,
  type SavedSearch,
} from '#schema/saved-search';
import type { CreateSavedSearchBody, UpdateSavedSearchBody } from '#schema/saved-search-body';
import { parseListingQuery } from '#schema/listing-query';
import { resolveLotPlace } from '#server/areas/resolve-place.server';

interface SavedSearchRow extends Record<string, unknown> {
  id: number | string;
  name: string;
  query: SavedQuery;
  frequency: AlertFrequency;
  created_at: Date | string;
  last_sent_at: Date | string | null;
  last_lots_sent_at: Date | string | null;
}

const COLUMNS = 'id, name, query, frequency, created_at, last_sent_at, last_lots_sent_at';
const iso = (v: Date | string) => new Date(v).toISOString();

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: Number(row.id),
    name: row.name,
    query: row.query,
    path: savedSearchPath(row.query),
    frequency: row.frequency,
    created_at: iso(row.created_at),
    last_sent_at: row.last_sent_at === null ? null : iso(row.last_sent_at),
    last_lots_sent_at: row.last_lots_sent_at === null ? null : iso(row.last_lots_sent_at),
  };
}

/** The newest lot id now: a new or re-enabled search alerts on lots listed after this point. */
const NEWEST_LOT_ID = '(SELECT coalesce(max(id), 0) FROM auction_properties)';
/** A new search (or one turned back on) starts from the changes recorded so far. */
const NEWEST_EVENT_ID = '(SELECT coalesce(max(id), 0) FROM lot_events)';

export async function listSavedSearches(db: Queryable, userId: number): Promise<SavedSearch[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toSavedSearch);
}

export type CreateResult =
  | { kind: 'created'; search: SavedSearch }
  | { kind: 'exists'; id: number }
  | { kind: 'limit' }
  /** The search names a place we do not know: its alerts could never match a lot. */
  | { kind: 'unknown-place'; message: string };

/** The name of the auction house a search is of, as its results page names it. */
async function houseName(db: Pick<Db, 'query'>, id: string | undefined) {
  if (!id || !/^\d{1,15}$/.test(id)) return undefined;
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM auction_houses WHERE id = $1',
    [Number(id)],
  );
  return rows[0]?.name;
}

/**
 * The user's saved search that is this search (`sameSavedSearch`), or null: the results page
 * says it is saved instead of offering to save it again, and a second save finds it.
 */
export async function findSavedSearch(
  db: Pick<Db, 'query'>,
  userId: number,
  query: SavedQuery,
): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number | string; name: string; query: SavedQuery }>(
    'SELECT id, name, query FROM saved_searches WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  const found = rows.find((r) => sameSavedSearch(r.query, query));
  return found ? { id: Number(found.id), name: found.name } : null;
}

/**
 * A saved query with its `location` as the place's own words when it names a place (savedQueryAt),
 * as asked when it is a real postcode we hold nothing in yet, or what to tell the buyer when it
 * names neither. The results page offers no "Save" for a place it
 * does not know; the API saved "Flat in Narnia" and "Lots in Liverpol", whose daily alerts could
 * never hold a lot.
 */
async function withPlaceNamed(
  db: Queryable,
  saved: SavedQuery,
): Promise<{ query: SavedQuery } | { unknown: string }> {
  const query = parseListingQuery(new URLSearchParams(saved));
  if (!query.location) return { query: saved };
  const resolved = await resolveLotPlace(db, query.location, query.radius ?? null);
  if (resolved.found) return { query: savedQueryAt(query, resolved.place) };
  // A real postcode we hold nothing in yet is saved: its alert is the one a buyer most needs
  // (decision 125), and the results page offers to save it.
  if (resolved.unknown.postcode) return { query: saved };
  const meant = resolved.unknown.suggestions[0];
  return {
    unknown: `We know no place called “${query.location}”${meant ? `: did you mean ${meant.label}?` : '.'} Save a search of a place the Location box offers.`,
  };
}

/**
 * A save as the no-JavaScript form reports it back (`?saved_search=`): `saved`, `exists`, `limit`,
 * or `invalid` for a place we do not know.
 */
export const savedState = (result: CreateResult): 'saved' | 'exists' | 'limit' | 'invalid' =>
  result.kind === 'unknown-place' ? 'invalid' : result.kind === 'created' ? 'saved' : result.kind;

/** Saves a search unless the user already has it or has reached MAX_SAVED_SEARCHES. */
export async function createSavedSearch(
  db: Db,
  userId: number,
  asked: CreateSavedSearchBody,
): Promise<CreateResult> {
  const placed = await withPlaceNamed(db, asked.query);
  if ('unknown' in placed) return { kind: 'unknown-place', message: placed.unknown };
  const body = { ...asked, query: placed.query };
  return db.transaction(async (tx) => {
    // One writer per user at a time, so two quick saves cannot both pass the limit.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const existing = await findSavedSearch(tx, userId, body.query);
    if (existing) return { kind: 'exists', id: existing.id };
    const count = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1',
      [userId],
    );
    if ((count.rows[0]?.n ?? 0) >= MAX_SAVED_SEARCHES) return { kind: 'limit' };
    const { rows } = await tx.query<SavedSearchRow>(
      `INSERT INTO saved_searches (user_id, name, query, frequency, last_lot_id, last_event_id, unsubscribe_token)
       VALUES ($1, $2, $3::jsonb, $4, ${NEWEST_LOT_ID}, ${NEWEST_EVENT_ID}, $5)
       RETURNING ${COLUMNS}`,
      [
        userId,
        body.name ??
          describeSearch(body.query, { house: await houseName(tx, body.query.auction_house) }),
        JSON.stringify(body.query),
        body.frequency,
        randomBytes(32).toString('base64url'),
      ],
    );
    return { kind: 'created', search: toSavedSearch(rows[0]!) };
  });
}

/**
 * Renames a search or changes its alert frequency; null when the user has no such search.
 * Turning alerts back on moves the watermarks to now, so the next digest holds only new lots and
 * changes.
 */
export async function updateSavedSearch(
  db: Queryable,
  userId: number,
  id: number,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch | null> {
  const { rows } = await db.query<SavedSearchRow>(
    `UPDATE saved_searches SET
       name = coalesce($3, name),
       last_lot_id = CASE WHEN frequency = 'off' AND coalesce($4, frequency) <> 'off'
                          THEN ${NEWEST_LOT_ID} ELSE last_lot_id END,
       last_event_id = CASE WHEN frequency = 'off' AND coalesce($4, frequency) <> 'off'
                            THEN ${NEWEST_EVENT_ID} ELSE last_event_id END,
       frequency = coalesce($4, frequency),
       -- The buyer's own choice: what a stop link switched off is no longer to be put back.
       frequency_before_stop = CASE WHEN $4::text IS NULL THEN frequency_before_stop END,
       stopped_by = CASE WHEN $4::text IS NULL THEN stopped_by END,
       updated_at = now()
     WHERE id = $1 AND user_id = $2
     RETURNING ${COLUMNS}`,
    [id, userId, body.name ?? null, body.frequency ?? null],
  );
  return rows[0] ? toSavedSearch(rows[0]) : null;
}

/** Deletes one of the user's searches; false when there is none with that id. */
export async function deleteSavedSearch(db: Queryable, userId: number, id: number) {
  const { rows } = await db.query(
    'DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

/** The saved search an e-mail's stop link names (read only: a GET must not change it). */
export async function savedSearchByToken(
  db: Queryable,
  token: string,
): Promise<{ name: string; off: boolean; restorable: boolean } | null> {
  const { rows } = await db.query<{ name: string; off: boolean; restorable: boolean }>(
    `SELECT name, frequency = 'off' AS off,
            ${restorableWhere()} AS restorable
       FROM saved_searches WHERE unsubscribe_token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/** The alert behind an e-mail's unsubscribe link, switched off; null for an unknown token. */
export async function unsubscribeSavedSearch(
  db: Queryable,
  token: string,
): Promise<{ name: string } | null> {
  const { rows } = await db.query<{ name: string }>(
    `UPDATE saved_searches SET ${stopAlertSet('alert')}, updated_at = now()
     WHERE unsubscribe_token = $1 RETURNING name`,
    [token],
  );
  return rows[0] ?? null;
}
