import { isDatabaseUnavailable } from '#server/db/database-unavailable.server';
import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import type { SharedCache } from './shared-cache';
import { createSharedCache } from './create-shared-cache.server';

/** The shared-cache namespace whose invalidation drops every instance's cached pages. */
export const PAGES_NAMESPACE = 'pages';
/** The shared-cache namespace of section data (the home page's figures and cards: decision 010). */
export const SECTION_DATA_NAMESPACE = 'section-data';

/** What a change to the directory's data (lots, sold prices) leaves out of date. */
const CONTENT_NAMESPACES = [PAGES_NAMESPACE, SECTION_DATA_NAMESPACE];

/**
 * Tells running servers that what pages show changed (a PPD import, a seed, a lot change made
 * by another process): bumps the database's content generation (servers on PostgreSQL without
 * Redis poll it) and invalidates the pages and the section data through the shared cache (Redis:
 * at once). Never throws: an announcement that fails leaves pages to expire by their TTL.
 */
export async function announceContentChange(
  { db, shared, logger }: { db: Queryable; shared?: SharedCache | undefined; logger?: Logger },
  reason: string,
): Promise<void> {
  try {
    await db.query('UPDATE content_generation SET generation = generation + 1');
  } catch (err) {
    logger?.warn({ err, reason }, 'could not bump the content generation');
  }
  for (const namespace of CONTENT_NAMESPACES) await shared?.invalidate(namespace, { reason });
}

/**
 * Whether the content changed since the last call: `false` at once when there is nothing to read
 * yet, else a promise of the answer. Callers on the hot path (every cached page) stay synchronous
 * unless a read is due.
 */
export type ContentChangedCheck = () => false | Promise<boolean>;

/**
 * Reads the content generation at most once per `intervalMs` (the check rides on a request; no
 * timer) and says whether it moved since the last read. Concurrent callers share one read; a
 * failing read counts as a change (cached pages may be out of date).
 */
export function watchContentGeneration({
  db,
  intervalMs,
  now = Date.now,
}: {
  db: Queryable;
  intervalMs: number;
  now?: () => number;
}): ContentChangedCheck {
  let known: string | null = null;
  let checkedAt = -Infinity;
  let reading: Promise<boolean> | null = null;
  const read = async () => {
    try {
      const { rows } = await db.query<{ generation: string | number }>(
        'SELECT generation FROM content_generation',
      );
      const current = String(rows[0]?.generation ?? 0);
      const moved = known !== null && current !== known;
      known = current;
      return moved;
    } catch (err) {
      // The database is down: nothing can be told, and the cached pages are what visitors get
      // meanwhile (stale-on-outage, issue 18); the generation is compared again once it is back.
      if (isDatabaseUnavailable(err)) return false;
      known = null;
      return true;
    }
  };
  return () => {
    if (intervalMs <= 0) return false;
    if (reading) return reading;
    if (now() - checkedAt < intervalMs) return false;
    checkedAt = now();
    reading = read().finally(() => (reading = null));
    return reading;
  };
}

/** `announceContentChange` from a CLI process: its own handle on Redis (when `REDIS_URL` is set). */
export async function announceFromCli(
  { db, redisUrl, logger }: { db: Queryable; redisUrl?: string | undefined; logger?: Logger },
  reason: string,
): Promise<void> {
  // Connects only to send this: the invalidations wait for the connection rather than miss.
  const shared = redisUrl
    ? createSharedCache({ redisUrl, logger, waitForConnection: true })
    : undefined;
  try {
    await announceContentChange({ db, shared, logger }, reason);
  } finally {
    await shared?.close();
  }
}
