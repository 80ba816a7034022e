import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '#server/db/db.server';

export type TokenKind = 'confirm-email' | 'reset-password' | 'sign-in-link' | 'change-email';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Issues a random single-use token; only its hash is stored, so a database leak reveals no usable link. */
export async function issueToken(
  db: Queryable,
  userId: number,
  kind: TokenKind,
  ttlMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO user_tokens (user_id, kind, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, kind, sha256(token), ttlMinutes],
  );
  return token;
}

/**
 * Why a link does not work: unknown, past its time, used (or replaced by a newer one), or
 * cancelled because the account's e-mail address changed (decision 091).
 */
/** `ended`: stopped by a new password before it was used. */
export type TokenProblem = 'invalid' | 'expired' | 'used' | 'cancelled' | 'ended';

export type ConsumeResult = { ok: true; userId: number } | { ok: false; reason: TokenProblem };

/** Marks the token used in the same statement that checks it, so two concurrent uses cannot both succeed. */
export async function consumeToken(
  db: Queryable,
  token: string,
  kind: TokenKind,
): Promise<ConsumeResult> {
  const hash = sha256(token);
  const { rows } = await db.query<{ user_id: string | number }>(
    `UPDATE user_tokens SET used_at = now()
     WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hash, kind],
  );
  if (rows[0]) return { ok: true, userId: Number(rows[0].user_id) };
  // Not taken: why (a row not used was past its expiry when the update ran).
  const state = await tokenState(db, token, kind);
  return { ok: false, reason: state === 'valid' ? 'expired' : state };
}

/**
 * The account of the token of `kind` (aliased `t`) that also meets `also`, an SQL condition;
 * null when there is none.
 */
async function tokenUserWhere(
  db: Queryable,
  token: string,
  kind: TokenKind,
  also = 'TRUE',
): Promise<number | null> {
  const { rows } = await db.query<{ user_id: string | number }>(
    `SELECT t.user_id FROM user_tokens t WHERE t.token_hash = $1 AND t.kind = $2 AND ${also}`,
    [sha256(token), kind],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}

/** The account a used token was for (a confirmation link opened twice), or null. */
export const usedTokenUser = (db: Queryable, token: string, kind: TokenKind) =>
  tokenUserWhere(db, token, kind, 't.used_at IS NOT NULL');

/** The account a token of `kind` that still works belongs to; null for no such token. */
export const liveTokenOwner = (db: Queryable, token: string, kind: TokenKind) =>
  tokenUserWhere(db, token, kind, 't.used_at IS NULL AND t.expires_at > now()');

/** The account a token of `kind` belongs to, whatever its state; null for no such token. */
export const tokenOwner = (db: Queryable, token: string, kind: TokenKind) =>
  tokenUserWhere(db, token, kind);

/**
 * The account whose newest link of `kind` this token is, once that link no longer works (expired,
 * or used), else null. A link ended by a change of address, an older link replaced by a newer
 * one, or a link still working names none: so each link e-mailed can bring at most one new one.
 */
export const newestEndedTokenUser = (db: Queryable, token: string, kind: TokenKind) =>
  tokenUserWhere(
    db,
    token,
    kind,
    `t.ended_by IS NULL AND (t.used_at IS NOT NULL OR t.expires_at <= now())
     AND NOT EXISTS (SELECT 1 FROM user_tokens n
                      WHERE n.user_id = t.user_id AND n.kind = t.kind AND n.id > t.id)`,
  );

/** What a token would do if used now, without using it (a page that shows its form first). */
export async function tokenState(
  db: Queryable,
  token: string,
  kind: TokenKind,
): Promise<'valid' | TokenProblem> {
  const { rows } = await db.query<{
    used_at: Date | null;
    ended_by: string | null;
    live: boolean;
  }>(
    'SELECT used_at, ended_by, expires_at > now() AS live FROM user_tokens WHERE token_hash = $1 AND kind = $2',
    [sha256(token), kind],
  );
  const row = rows[0];
  if (!row) return 'invalid';
  if (row.used_at)
    return row.ended_by === 'email-changed'
      ? 'cancelled'
      : row.ended_by === 'password-changed'
        ? 'ended'
        : 'used';
  return row.live ? 'valid' : 'expired';
}

/**
 * Ends every link of the account still outstanding because its e-mail address changed: each
 * then says it was cancelled for that reason (not "already used") when opened.
 */
export async function endLinksForEmailChange(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE user_tokens SET used_at = now(), ended_by = 'email-changed'
     WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
}
