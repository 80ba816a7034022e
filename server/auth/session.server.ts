import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request } from 'express';
import type { Queryable } from '#server/db/db.server';
import { AuthError } from './auth-error.server';
import { findUserById, toPublicUser } from './users.server';
import type { PublicUser } from '#schema/user';

export const SESSION_COOKIE = 'session';
const ISSUER = 'auction-directory';

const keyCache = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

/**
 * A session JWT: subject = user id, `ver` = the user's token version (bumped to revoke every
 * session), `jti` = this session's own id (listed in `ended_sessions` when it signs out alone).
 */
export async function signSessionToken(
  user: { id: number; token_version: number },
  secret: string,
  ttlHours: number,
): Promise<string> {
  return new SignJWT({ ver: user.token_version })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomBytes(16).toString('base64url'))
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience('session')
    .setIssuedAt()
    .setExpirationTime(`${ttlHours}h`)
    .sign(keyOf(secret));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/**
 * Token from `Authorization: Bearer` (API clients) or the HttpOnly cookie (pages). A request with
 * any Authorization header authenticates by it alone: the cookie is never read then, so the
 * origin check (skipped for Bearer requests) cannot be sidestepped by a header plus a cookie.
 */
export function tokenFromRequest(req: Request): string | null {
  if (req.headers.authorization !== undefined) return bearerToken(req);
  const cookies = req.headers.cookie ? parseCookie(req.headers.cookie) : {};
  return cookies[SESSION_COOKIE] ?? null;
}

/**
 * One signed-in session: its user, its own id (null for a session signed before sessions had
 * one) and when it expires.
 */
export interface Session {
  user: PublicUser;
  id: string | null;
  /** The account's token version the session was signed with (bumped to end every session). */
  version: number;
  expiresAt: Date;
}

/** Whether a session was signed out on its own (migration 049). */
async function sessionEnded(db: Queryable, id: string | undefined): Promise<boolean> {
  if (!id) return false;
  const { rows } = await db.query('SELECT 1 FROM ended_sessions WHERE session_id = $1', [id]);
  return rows.length > 0;
}

/**
 * The account a session's claims still stand for, or null when the account is gone or blocked,
 * every session of it was ended since (its token version moved on) or this one was (its id in
 * `ended_sessions`). A graph token carries the same claims as the session it came from.
 */
export async function liveSessionUser(
  db: Queryable,
  claims: { userId: number; version: unknown; sessionId: string | null | undefined },
): Promise<PublicUser | null> {
  const [row, ended] = await Promise.all([
    findUserById(db, claims.userId),
    sessionEnded(db, claims.sessionId ?? undefined),
  ]);
  if (!row || row.blocked || ended || row.token_version !== claims.version) return null;
  return toPublicUser(row);
}

/** The session of a token, or null when it is missing, invalid, expired or revoked. */
export async function verifySessionToken(
  token: string | null,
  db: Queryable,
  secret: string,
): Promise<Session | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: 'session',
      algorithms: ['HS256'],
    });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const user = await liveSessionUser(db, {
      userId: id,
      version: payload.ver,
      sessionId: payload.jti,
    });
    if (!user) return null;
    return {
      user,
      id: payload.jti ?? null,
      version: payload.ver as number,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    };
  } catch {
    return null;
  }
}

/** The signed-in user, or null when the token is missing, invalid, expired or revoked. */
export async function verifySession(
  token: string | null,
  db: Queryable,
  secret: string,
): Promise<PublicUser | null> {
  return (await verifySessionToken(token, db, secret))?.user ?? null;
}

export interface SessionDeps {
  db: Queryable;
  jwtSecret: string;
}

/** The request's session (Bearer token or session cookie), or null. */
export function requestSession(req: Request, deps: SessionDeps): Promise<Session | null> {
  return verifySessionToken(tokenFromRequest(req), deps.db, deps.jwtSecret);
}

/** The request's signed-in user (Bearer token or session cookie), or null. */
export function sessionUser(req: Request, deps: SessionDeps): Promise<PublicUser | null> {
  return verifySession(tokenFromRequest(req), deps.db, deps.jwtSecret);
}

/**
 * The session guard of every JSON API: the signed-in user, or an `AuthError` — 401 without a
 * valid session, 403 when a `role` is required and the user has another. Pages guard through
 * their route middleware (`auth`, shared/routes/), which redirects to the sign-in page instead.
 */
export async function requireSession(
  req: Request,
  deps: SessionDeps,
  role?: PublicUser['role'],
): Promise<PublicUser> {
  const { user } = await requireSignedInSession(req, deps);
  if (role && user.role !== role)
    throw new AuthError(403, `${role === 'user' ? 'Users' : 'Staff'} only`);
  return user;
}

/** The request's session, or an `AuthError` 401 without a valid one (`requireSession`'s guard). */
export async function requireSignedInSession(req: Request, deps: SessionDeps): Promise<Session> {
  const session = await requestSession(req, deps);
  if (!session) throw new AuthError(401, 'You need to sign in');
  return session;
}

/** The session cookie header: HttpOnly, SameSite=Lax, Secure in production; `null` clears it. */
export function sessionSetCookie(
  jwt: string | null,
  opts: { secure: boolean; ttlHours: number },
): string {
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value: jwt ?? '',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    ...(jwt ? { maxAge: opts.ttlHours * 3600 } : { expires: new Date(0) }),
  });
}
