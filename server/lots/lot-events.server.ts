import type { Queryable } from '#server/db/db.server';

/** What changed on a lot (issue 16). One kind per buyer-visible change. */
export const LOT_EVENT_KINDS = [
  'listed',
  'guide_changed',
  'status_changed',
  'date_changed',
  'legal_pack_changed',
  'result',
  'withdrawn',
  'details_changed',
  'offered_again',
] as const;
export type LotEventKind = (typeof LOT_EVENT_KINDS)[number];

/** Who made a change: an auction house's feed, an editor in /admin, or the demo seed. */
export type LotEventSource = 'feed' | 'editor' | 'seed';

export interface NewLotEvent {
  lotId: number;
  kind: LotEventKind;
  before?: unknown;
  after?: unknown;
  source: LotEventSource;
  /** 'import:42' for a feed import, 'user:7' for an editor. */
  actor?: string | null;
}

export interface LotEvent {
  id: number;
  lotId: number;
  at: string;
  kind: LotEventKind;
  before: unknown;
  after: unknown;
  source: LotEventSource;
  actor: string | null;
}

interface LotEventRow extends Record<string, unknown> {
  id: number | string;
  lot_id: number | string;
  at: Date | string;
  kind: LotEventKind;
  before: unknown;
  after: unknown;
  source: LotEventSource;
  actor: string | null;
}

const toLotEvent = (r: LotEventRow): LotEvent => ({
  id: Number(r.id),
  lotId: Number(r.lot_id),
  at: new Date(r.at).toISOString(),
  kind: r.kind,
  before: r.before,
  after: r.after,
  source: r.source,
  actor: r.actor,
});

/**
 * Records events in one statement. Pass the transaction that makes the change, so a change and
 * its events commit (or roll back) together.
 */
export async function recordLotEvents(
  db: Queryable,
  events: readonly NewLotEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO lot_events (lot_id, kind, before, after, source, actor)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::jsonb[], $4::jsonb[], $5::text[], $6::text[])`,
    [
      events.map((e) => e.lotId),
      events.map((e) => e.kind),
      events.map((e) => (e.before === undefined ? null : JSON.stringify(e.before))),
      events.map((e) => (e.after === undefined ? null : JSON.stringify(e.after))),
      events.map((e) => e.source),
      events.map((e) => e.actor ?? null),
    ],
  );
}

/** Events of the given lots after event `afterId` (0 = all), oldest first, at most `limit`. */
export async function lotEventsAfter(
  db: Queryable,
  lotIds: readonly number[],
  afterId = 0,
  limit = 500,
): Promise<LotEvent[]> {
  if (lotIds.length === 0) return [];
  const { rows } = await db.query<LotEventRow>(
    `SELECT id, lot_id, at, kind, before, after, source, actor FROM lot_events
     WHERE lot_id = ANY($1::bigint[]) AND id > $2 ORDER BY id LIMIT $3`,
    [lotIds, afterId, limit],
  );
  return rows.map(toLotEvent);
}

/** The newest event id (0 when none): a cursor start for "changes from now on". */
export async function newestLotEventId(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number | string }>(
    'SELECT coalesce(max(id), 0) AS id FROM lot_events',
  );
  return Number(rows[0]?.id ?? 0);
}
