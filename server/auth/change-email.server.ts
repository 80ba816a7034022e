import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  emailChangeTakenMail,
} from '#server/mail/templates.server';
import type { Queryable } from '#server/db/db.server';
import type { PublicUser } from '#schema/user';
import { afterResponse } from './after-response.server';
import { CONFIRM_TTL_MINUTES, type AuthDeps } from './auth-service.server';
import { AuthError } from './auth-error.server';
import { consumeToken, endLinksForEmailChange, issueToken } from './one-time-tokens.server';
import { verifyPassword } from './password.server';
import { findUserByEmail, findUserById, toPublicUser, type UserRow } from './users.server';

/**
 * A buyer changes the address they sign in with (decision 077, amendment). The new address waits
 * in `users.pending_email` until the single-use link mailed to it is opened; the old address is
 * told at once. An address another account has gets the same answer (and, instead of the link, a
 * note to that address), so the form cannot be used to find out which addresses have accounts.
 */
export const EMAIL_IS_CURRENT = 'This is already your e-mail address';
const WRONG_PASSWORD = 'The current password is not correct';

/** Ends every change link the account still has (a newer request, a cancel, a change made). */
const endChangeLinks = (db: Queryable, userId: number) =>
  db.query(
    `UPDATE user_tokens SET used_at = now()
     WHERE user_id = $1 AND kind = 'change-email' AND used_at IS NULL`,
    [userId],
  );

/** The link to the new address, or (another account has it) a note to that account's owner. */
async function mailNewAddress(deps: AuthDeps, row: UserRow, newEmail: string): Promise<void> {
  const userId = Number(row.id);
  const owner = await findUserByEmail(deps.db, newEmail);
  if (owner && Number(owner.id) !== userId) {
    await deps.mailer.send(
      emailChangeTakenMail(newEmail, owner.first_name, `${deps.publicUrl}/login`),
    );
    deps.logger.info({ audit: 'email-change-taken', userId }, 'e-mail change to a taken address');
    return;
  }
  const token = await deps.db.transaction(async (tx) => {
    await endChangeLinks(tx, userId);
    return issueToken(tx, userId, 'change-email', CONFIRM_TTL_MINUTES);
  });
  await deps.mailer.send(
    confirmEmailChangeMail(
      newEmail,
      row.first_name,
      `${deps.publicUrl}/confirm-email?change=${token}`,
    ),
  );
}

export async function requestEmailChange(
  deps: AuthDeps,
  userId: number,
  body: { email: string; currentPassword: string },
): Promise<PublicUser> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new AuthError(401, 'You need to sign in');
  if (body.email === row.email.toLowerCase())
    throw new AuthError(400, EMAIL_IS_CURRENT, { email: EMAIL_IS_CURRENT });
  if (!(await verifyPassword(body.currentPassword, row.password_hash))) {
    deps.logger.warn(
      { audit: 'email-change-failed', userId },
      'e-mail change refused: wrong password',
    );
    const message = row.password_hash
      ? WRONG_PASSWORD
      : 'Your account has no password yet: choose one with “Forgotten your password?” first';
    throw new AuthError(400, message, { currentPassword: message });
  }
  const { rows } = await deps.db.transaction(async (tx) => {
    await endChangeLinks(tx, userId);
    return tx.query<UserRow>(
      'UPDATE users SET pending_email = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [userId, body.email],
    );
  });
  const updated = rows[0]!;
  deps.logger.info({ audit: 'email-change-requested', userId }, 'e-mail change asked for');
  afterResponse(deps.logger, 'email-change-mail', async () => {
    await deps.mailer.send(
      emailChangeRequestedMail(
        row.email,
        row.first_name,
        body.email,
        `${deps.publicUrl}/forgot-password`,
      ),
    );
    await mailNewAddress(deps, updated, body.email);
  });
  return toPublicUser(updated);
}

/** "Send the link again" to the address waiting (a new link; the older one stops working). */
export async function resendEmailChange(deps: AuthDeps, userId: number): Promise<PublicUser> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new AuthError(401, 'You need to sign in');
  if (!row.pending_email) throw new AuthError(400, 'No change of e-mail address is waiting');
  const pending = row.pending_email;
  afterResponse(deps.logger, 'email-change-resend', () => mailNewAddress(deps, row, pending));
  return toPublicUser(row);
}

export async function cancelEmailChange(deps: AuthDeps, userId: number): Promise<PublicUser> {
  const { rows } = await deps.db.transaction(async (tx) => {
    await endChangeLinks(tx, userId);
    return tx.query<UserRow>(
      'UPDATE users SET pending_email = NULL, updated_at = now() WHERE id = $1 RETURNING *',
      [userId],
    );
  });
  if (!rows[0]) throw new AuthError(401, 'You need to sign in');
  deps.logger.info({ audit: 'email-change-cancelled', userId }, 'e-mail change cancelled');
  return toPublicUser(rows[0]);
}

export interface EmailChangeResult {
  state: 'changed' | 'taken' | 'invalid' | 'expired' | 'used';
  /** The address the account now signs in with ('changed'), or the one taken meanwhile. */
  email?: string;
  userId?: number;
}

/**
 * Opening the link (signed in or not, any device): the address changes and is confirmed, every
 * session of the account ends (as after a password reset) and every other e-mailed link of the
 * account (reset, sign-in, confirmation: sent to the old address) stops working.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  token: string,
): Promise<EmailChangeResult> {
  const result = await consumeToken(deps.db, token, 'change-email');
  // A change link ended by an earlier change of address: no longer of use, as a used one.
  if (!result.ok)
    return {
      state: result.reason === 'cancelled' || result.reason === 'ended' ? 'used' : result.reason,
    };
  const { userId } = result;
  const row = await findUserById(deps.db, userId);
  if (!row?.pending_email) return { state: 'used' };
  const newEmail = row.pending_email;
  const taken = await findUserByEmail(deps.db, newEmail);
  if (taken && Number(taken.id) !== userId) {
    await deps.db.query('UPDATE users SET pending_email = NULL WHERE id = $1', [userId]);
    return { state: 'taken', email: newEmail, userId };
  }
  try {
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE users SET email = $2, username = $2, pending_email = NULL, confirmed = true,
           token_version = token_version + 1, updated_at = now()
         WHERE id = $1`,
        [userId, newEmail],
      );
      await endLinksForEmailChange(tx, userId);
    });
  } catch (err) {
    // Another account registered the address between the check and the update (unique index).
    if ((err as { code?: string }).code !== '23505') throw err;
    await deps.db.query('UPDATE users SET pending_email = NULL WHERE id = $1', [userId]);
    return { state: 'taken', email: newEmail, userId };
  }
  deps.logger.info({ audit: 'email-changed', userId }, 'e-mail address changed; sessions revoked');
  return { state: 'changed', email: newEmail, userId };
}
