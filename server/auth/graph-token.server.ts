import { SignJWT, jwtVerify } from 'jose';

/** Claims namespace the original Hasura deployment used; kept so existing clients keep working. */
export const GRAPH_CLAIMS = 'https://hasura.io/jwt/claims';
const AUDIENCE = 'graph';
const ISSUER = 'auction-directory';
export const GRAPH_TOKEN_TTL_SECONDS = 15 * 60;

export interface GraphIdentity {
  userId: number;
  role: 'user' | 'editor';
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
    if (!Number.isSafeInteger(userId) || userId <= 0 || (role !== 'user' && role !== 'editor')) {
      throw new GraphTokenError('Token has no valid graph claims');
    }
    return { userId, role };
  } catch (err) {
    if (err instanceof GraphTokenError) throw err;
    const expired = (err as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new GraphTokenError(expired ? 'Token has expired' : 'Token is invalid');
  }
}
