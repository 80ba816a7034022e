import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '#server/db/db.server';
import type { HouseFeedTokens } from '#schema/feed-tokens';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens look like `lf_` + 43 url-safe characters (256 random bits). */
const TOKEN_SHAPE = /^lf_[A-Za-z0-9_-]{43}$/;

/**
 * A new feed token for an auction house: returned once, only its SHA-256 is stored. Earlier
 * tokens of the house stay valid until revoked (so a house can roll over without a gap).
 * Null when no house has the slug.
 */
export async function createFeedToken(db: Queryable, houseSlug: string): Promise<string | null> {
  const token = `lf_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query(
    `INSERT INTO lot_feed_tokens (auction_house_id, token_sha256)
     SELECT id, $2 FROM auction_houses WHERE slug = $1 RETURNING id`,
    [houseSlug, sha256(token)],
  );
  return rows.length ? token : null;
}

/** Revokes every token of a house; returns how many, or null when no house has the slug. */
export async function revokeFeedTokens(db: Queryable, houseSlug: string): Promise<number | null> {
  const { rows } = await db.query<{ house: boolean; revoked: number }>(
    `WITH h AS (SELECT id FROM auction_houses WHERE slug = $1),
          r AS (UPDATE lot_feed_tokens t SET revoked_at = now() FROM h
                 WHERE t.auction_house_id = h.id AND t.revoked_at IS NULL RETURNING t.id)
     SELECT EXISTS (SELECT 1 FROM h) AS house, (SELECT count(*) FROM r)::int AS revoked`,
    [houseSlug],
  );
  return rows[0]?.house ? Number(rows[0].revoked) : null;
}

/** The house slug a live token belongs to, or null. */
export async function houseForFeedToken(db: Queryable, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<{ slug: string }>(
    `SELECT h.slug FROM lot_feed_tokens t JOIN auction_houses h ON h.id = t.auction_house_id
     WHERE t.token_sha256 = $1 AND t.revoked_at IS NULL`,
    [sha256(token)],
  );
  return rows[0]?.slug ?? null;
}

/** Every auction house by name, with its live tokens: the houses an admin may issue one for. */
export async function houseFeedTokens(db: Queryable): Promise<HouseFeedTokens[]> {
  const { rows } = await db.query<{
    slug: string;
    name: string;
    live: number;
    last_issued: string | Date | null;
  }>(
    `SELECT h.slug, h.name, count(t.id) FILTER (WHERE t.revoked_at IS NULL)::int AS live,
            max(t.created_at) AS last_issued
       FROM auction_houses h LEFT JOIN lot_feed_tokens t ON t.auction_house_id = h.id
      GROUP BY h.id ORDER BY lower(h.name), h.id LIMIT 1000`,
  );
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    live: Number(r.live),
    lastIssued: r.last_issued === null ? null : new Date(r.last_issued).toISOString(),
  }));
}
