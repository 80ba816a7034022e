import type { Db, Queryable } from '#server/db/db.server';
import { findUserByEmail, type UserRow } from '#server/auth/users.server';
import type { OidcIdentity } from './id-token.server';
import { OidcFailure } from './oidc-failure.server';

/**
 * How the sign-in found its account: by identity; by e-mail, now linked (`claimed` when that
 * account was unconfirmed and lost its password); or a new one.
 */
export type LinkOutcome = 'existing' | 'linked' | 'claimed' | 'created';

async function userByIdentity(tx: Queryable, provider: string, subject: string) {
  const { rows } = await tx.query<UserRow>(
    `SELECT u.* FROM user_identities i JOIN users u ON u.id = i.user_id
     WHERE i.provider = $1 AND i.subject = $2`,
    [provider, subject],
  );
  return rows[0] ?? null;
}

async function link(tx: Queryable, provider: string, subject: string, userId: number | string) {
  await tx.query(
    `INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider, subject) DO NOTHING`,
    [provider, subject, userId],
  );
}

function refuseBlocked(row: UserRow): UserRow {
  if (row.blocked) throw new OidcFailure('blocked', 'account is blocked');
  return row;
}

/**
 * The account for a verified identity: the one already linked to (provider, subject); else, when
 * the provider verified the e-mail, the account with the same e-mail, now linked, or a new
 * confirmed account without a password. An unverified e-mail reaches no account by address.
 *
 * Linking to an account whose e-mail was never confirmed also drops its password and ends its
 * sessions: whoever registered it did not prove the address, the provider just did for this user
 * (otherwise someone could pre-register a victim's address and share their account later).
 */
export async function findOrCreateUser(
  db: Db,
  provider: string,
  identity: OidcIdentity,
): Promise<{ row: UserRow; outcome: LinkOutcome }> {
  return db.transaction(async (tx) => {
    const known = await userByIdentity(tx, provider, identity.subject);
    if (known) return { row: refuseBlocked(known), outcome: 'existing' as const };

    let row = await findUserByEmail(tx, identity.email);
    // An address the provider did not verify proves nothing: it must never sign in as, link to
    // or claim an account by e-mail (issue 18, account takeover), nor create one another person
    // could later find linked to a stranger's identity.
    if (!identity.emailVerified) {
      throw row
        ? new OidcFailure('link', 'unverified e-mail matches an existing account')
        : new OidcFailure('email', 'e-mail not stated as verified by the provider');
    }
    let outcome: LinkOutcome = 'linked';
    if (!row) {
      const { rows } = await tx.query<UserRow>(
        `INSERT INTO users (email, username, password_hash, first_name, last_name, confirmed)
         VALUES ($1, $1, NULL, $2, $3, true)
         ON CONFLICT DO NOTHING RETURNING *`,
        [identity.email, identity.firstName, identity.lastName],
      );
      row = rows[0] ?? (await findUserByEmail(tx, identity.email));
      outcome = rows[0] ? 'created' : 'linked';
      if (!row) throw new Error('user row vanished while signing in');
    }
    refuseBlocked(row);
    if (outcome === 'linked' && !row.confirmed) {
      const { rows } = await tx.query<UserRow>(
        `UPDATE users SET confirmed = true, password_hash = NULL,
           token_version = token_version + 1, updated_at = now()
         WHERE id = $1 RETURNING *`,
        [row.id],
      );
      row = rows[0]!;
      outcome = 'claimed';
    }
    await link(tx, provider, identity.subject, row.id);
    return { row, outcome };
  });
}
