import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '#server/db/db.server';
import { isStaff } from '#schema/roles';
import { liveSessionUser } from './session.server';

/** Claims namespace the original Hasura deployment used; kept so existing clients keep working. */
export const GRAPH_CLAIMS = 'https://hasura.io/jwt/claims';
const AUDIENCE = 'graph';
const ISSUER = 'auction-directory';
export const GRAPH_TOKEN_TTL_SECONDS = 15 * 60;

export interface GraphIdentity {
  userId: number;
  role: 'user' | 'editor';
  /**
   * The session the token was handed to (its `jti`; null for a session signed before sessions had
   * one) and the account's token version then: `/graphql` refuses the token once that session
   * has ended, as the session itself is refused (`liveSessionUser`).
   */
  sessionId: string | null;
  version: number;
}

const encoder = new TextEncoder();

/** The short-lived `hasuraToken` that `/api/auth/me` hands out and `/graphql` checks. */
export function signGraphToken(
  identity: GraphIdentity,
  secret: string,
  ttlSeconds = GRAPH_TOKEN_TTL_SECONDS,
) {
  return new SignJWT({
    [GRAPH_CLAIMS]: {
      'x-hasura-default-role': identity.role,
      'x-hasura-allowed-roles': [
        'anonymous',
        'user',
        ...(identity.role === 'editor' ? ['editor'] : []),
      ],
      'x-hasura-user-id': String(identity.userId),
    },
    ver: identity.version,
    ...(identity.sessionId ? { sid: identity.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(identity.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(encoder.encode(secret));
}

export class GraphTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphTokenError';
  }
}

/** Verifies a graph token; throws GraphTokenError with a client-safe message when it is not valid. */
export async function verifyGraphToken(token: string, secret: string): Promise<GraphIdentity> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const claims = payload[GRAPH_CLAIMS] as Record<string, unknown> | undefined;
    const userId = Number(claims?.['x-hasura-user-id']);
    const role = claims?.['x-hasura-default-role'];
    const version = payload.ver;
    if (
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      (role !== 'user' && role !== 'editor') ||
      typeof version !== 'number' ||
      !Number.isSafeInteger(version)
    ) {
      throw new GraphTokenError('Token has no valid graph claims');
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    return { userId, role, sessionId, version };
  } catch (err) {
    if (err instanceof GraphTokenError) throw err;
    const expired = (err as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new GraphTokenError(expired ? 'Token has expired' : 'Token is invalid');
  }
}

/**
 * Whether a graph token still speaks for its session: the session has not ended (signed out,
 * "sign out everywhere", a new password, a blocked account) and an editor's token belongs to
 * someone who is still staff. Checked on every `/graphql` request that sends one.
 */
export async function graphTokenLive(db: Queryable, identity: GraphIdentity): Promise<boolean> {
  const user = await liveSessionUser(db, identity);
  return user !== null && (identity.role !== 'editor' || isStaff(user.role));
}
