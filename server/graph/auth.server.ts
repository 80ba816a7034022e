import {
  GraphTokenError,
  verifyGraphToken,
  type GraphIdentity,
} from '#server/auth/graph-token.server';
import { forbidden, unauthenticated } from './errors.server';

export type GraphRole = 'anonymous' | 'user' | 'editor';

/** Who is asking: `anonymous` without a token; otherwise the token's role (or the one picked). */
export interface GraphViewer {
  role: GraphRole;
  userId: number | null;
}

export const ANONYMOUS: GraphViewer = { role: 'anonymous', userId: null };

interface HeaderBag {
  get(name: string): string | null;
}

/**
 * How `/graphql` checks a token: the secret it is signed with, and whether the session it was
 * handed to is still live (`graphTokenLive`).
 */
export interface GraphTokenCheck {
  secret: string;
  live: (identity: GraphIdentity) => Promise<boolean>;
}

/**
 * Reads `Authorization: Bearer <hasuraToken>` (and optionally `x-hasura-role`, to act as one of
 * the token's allowed roles, as Hasura does). No header: anonymous. A header that is present but
 * malformed, invalid or expired, or a token whose session has ended, fails the whole request with
 * 401 UNAUTHENTICATED; a role the token does not allow fails it with 403 FORBIDDEN.
 */
export async function viewerFromHeaders(
  headers: HeaderBag,
  { secret, live }: GraphTokenCheck,
): Promise<GraphViewer> {
  const header = headers.get('authorization');
  if (header === null || header.trim() === '') return ANONYMOUS;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated("Authorization header must be 'Bearer <token>'.");
  let identity;
  try {
    identity = await verifyGraphToken(match[1]!, secret);
  } catch (err) {
    if (err instanceof GraphTokenError) throw unauthenticated(`${err.message}.`);
    throw err;
  }
  if (!(await live(identity)))
    throw unauthenticated('Token is no longer valid: its session has ended.');
  const allowed: GraphRole[] = [
    'anonymous',
    'user',
    ...(identity.role === 'editor' ? ['editor' as const] : []),
  ];
  const requested = headers.get('x-hasura-role')?.trim();
  if (requested) {
    if (!(allowed as string[]).includes(requested)) {
      throw forbidden(`Role '${requested.slice(0, 40)}' is not allowed for this token.`);
    }
    return { role: requested as GraphRole, userId: identity.userId };
  }
  return { role: identity.role, userId: identity.userId };
}

/** Guards a field that needs a signed-in viewer (role user or editor). */
export function requireSignedIn(viewer: GraphViewer, field: string): void {
  if (viewer.userId === null) {
    throw unauthenticated(
      `${field} needs a signed-in user: send a valid token as 'Authorization: Bearer <token>'.`,
    );
  }
  if (viewer.role === 'anonymous') {
    throw forbidden(`Role 'anonymous' has no access to ${field}.`);
  }
}
