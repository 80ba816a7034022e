import { isStaff } from '#schema/roles';
import { accountDeletedMail } from '#server/mail/templates.server';
import type { AuthDeps } from './auth-service.server';
import { AuthError } from './auth-error.server';
import { afterResponse } from './after-response.server';
import { verifyPassword } from './password.server';
import { findUserById } from './users.server';

/**
 * Deletes a buyer's own account once they type its password again: the users row, and with it
 * (ON DELETE CASCADE) its saved searches, watched lots, alert settings, alert log and e-mailed
 * tokens. Every session ends with it (a session names a user that no longer exists). Staff
 * accounts are not deleted here: an administrator removes their role first.
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: number,
  body: { password: string },
): Promise<void> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new AuthError(401, 'You need to sign in');
  if (isStaff(row.role))
    throw new AuthError(
      403,
      'A staff account is closed by an administrator: ask one to remove your role first.',
    );
  if (!(await verifyPassword(body.password, row.password_hash))) {
    deps.logger.warn(
      { audit: 'delete-account-failed', userId },
      'account deletion refused: wrong password',
    );
    const message = row.password_hash
      ? 'The password is not correct'
      : 'Your account has no password yet: choose one with “Forgotten your password?”, then delete it';
    throw new AuthError(400, message, { password: message });
  }
  await deps.db.query('DELETE FROM users WHERE id = $1', [userId]);
  deps.logger.info({ audit: 'account-deleted', userId }, 'account deleted by its owner');
  afterResponse(deps.logger, 'account-deleted-mail', () =>
    deps.mailer.send(accountDeletedMail(row.email, row.first_name, `${deps.publicUrl}/sign-up`)),
  );
}
