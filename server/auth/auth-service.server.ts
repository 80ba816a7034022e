import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import type { Mailer } from '#server/mail/mailer.server';
import {
  accountExistsMail,
  confirmEmailMail,
  passwordChangedMail,
  resetPasswordMail,
  signInLinkMail,
} from '#server/mail/templates.server';
import { afterResponse } from './after-response.server';
import { safeReturnPath } from '#schema/return-path';
import type { PublicUser } from '#schema/user';
import { hashPassword, verifyPassword } from './password.server';
import { findUserByEmail, findUserById, toPublicUser, type UserRow } from './users.server';
import {
  consumeToken,
  issueToken,
  liveTokenOwner,
  newestEndedTokenUser,
  tokenOwner,
  usedTokenUser,
} from './one-time-tokens.server';
import { SIGN_IN_LINK_PROBLEMS } from '#shared/forms/account-forms';
import { signSessionToken, type Session } from './session.server';
import { AuthError } from './auth-error.server';
import { PASSWORD_HOLDS_EMAIL, passwordHoldsEmail } from '#schema/auth';
import { accountPrefix, type LoginBackoff } from './login-backoff.server';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  jwtSecret: string;
  sessionTtlHours: number;
  publicUrl: string;
  /** How long an e-mailed sign-in link works (`SIGN_IN_LINK_TTL_MINUTES`). */
  signInLinkTtlMinutes: number;
  /** Failed sign-ins per account + IP; a used sign-in link clears the account's locks. */
  loginBackoff?: LoginBackoff;
}

export interface SignedIn {
  jwt: string;
  user: PublicUser;
}

export const CONFIRM_TTL_MINUTES = 24 * 60;
export const RESET_TTL_MINUTES = 60;
const INVALID_LOGIN = 'Invalid identifier or password';

/** A hash verified when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | null = null;

async function signIn(deps: AuthDeps, row: UserRow): Promise<SignedIn> {
  const jwt = await signSessionToken(
    { id: Number(row.id), token_version: row.token_version },
    deps.jwtSecret,
    deps.sessionTtlHours,
  );
  return { jwt, user: toPublicUser(row) };
}

const issueConfirmation = (tx: Queryable, row: UserRow) =>
  issueToken(tx, Number(row.id), 'confirm-email', CONFIRM_TTL_MINUTES);

const mailConfirmation = (deps: AuthDeps, row: UserRow, token: string) =>
  deps.mailer.send(
    confirmEmailMail(
      row.email,
      row.first_name,
      `${deps.publicUrl}/confirm-email?confirmation=${token}`,
    ),
  );

async function sendConfirmation(deps: AuthDeps, tx: Queryable, row: UserRow) {
  await mailConfirmation(deps, row, await issueConfirmation(tx, row));
}

export async function register(
  deps: AuthDeps,
  body: {
    email: string;
    password: string;
    first_name: string;
    last_name: string;
    is_subscribed: boolean;
  },
): Promise<SignedIn> {
  const hash = await hashPassword(body.password);
  // The account and its confirmation token commit together: a crash leaves both or neither
  // (the e-mail follows the commit; "resend confirmation" covers one that never went).
  const created = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, is_subscribed)
       VALUES ($1, $1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING *`,
      [body.email, hash, body.first_name, body.last_name, body.is_subscribed],
    );
    return rows[0] ? { row: rows[0], token: await issueConfirmation(tx, rows[0]) } : null;
  });
  if (!created) {
    // The spec's answer says the address is taken; its owner hears of every attempt.
    afterResponse(deps.logger, 'register-existing', () => notifyExistingOwner(deps, body.email));
    throw new AuthError(400, 'Email or Username are already taken', {
      email: 'An account with this e-mail already exists',
    });
  }
  const { row, token } = created;
  await mailConfirmation(deps, row, token);
  deps.logger.info({ audit: 'register', userId: Number(row.id) }, 'account registered');
  return signIn(deps, row);
}

export async function login(
  deps: AuthDeps,
  body: { identifier: string; password: string },
): Promise<SignedIn> {
  const row = await findUserByEmail(deps.db, body.identifier);
  dummyHash ??= hashPassword('timing-equaliser-password-1');
  const ok = await verifyPassword(body.password, row?.password_hash ?? (await dummyHash));
  if (!row || !ok) {
    deps.logger.warn(
      { audit: 'login-failed', userId: row ? Number(row.id) : null },
      'sign-in failed',
    );
    throw new AuthError(400, INVALID_LOGIN);
  }
  if (row.blocked) throw new AuthError(403, 'Your account has been blocked by an administrator');
  deps.logger.info({ audit: 'login', userId: Number(row.id) }, 'signed in');
  return signIn(deps, row);
}

export interface EmailConfirmation {
  state: 'confirmed' | 'invalid' | 'expired' | 'used';
  /** The account the link was for, when known: the page says whose address it confirmed. */
  userId: number | null;
  email: string | null;
}

export async function confirmEmail(deps: AuthDeps, token: string): Promise<EmailConfirmation> {
  const result = await consumeToken(deps.db, token, 'confirm-email');
  // Used, or ended by a change of address (which confirmed the new one): the same reading.
  if (!result.ok && (result.reason === 'used' || result.reason === 'cancelled')) {
    // Opened again (or first by a mail scanner): the address is confirmed, so say so; "already
    // used, ask for a new one" was a dead end (no new link is sent to a confirmed address).
    const owner = await usedTokenUser(deps.db, token, 'confirm-email');
    const user = owner === null ? null : await findUserById(deps.db, owner);
    return user?.confirmed
      ? { state: 'confirmed', userId: Number(user.id), email: user.email }
      : { state: 'used', userId: null, email: null };
  }
  if (!result.ok)
    return {
      // A new password ends only sign-in and reset links: never this one, but read as used.
      state: result.reason === 'cancelled' || result.reason === 'ended' ? 'used' : result.reason,
      userId: null,
      email: null,
    };
  const { rows } = await deps.db.query<{ email: string }>(
    'UPDATE users SET confirmed = true, updated_at = now() WHERE id = $1 RETURNING email',
    [result.userId],
  );
  deps.logger.info({ audit: 'email-confirmed', userId: result.userId }, 'e-mail confirmed');
  return { state: 'confirmed', userId: result.userId, email: rows[0]?.email ?? null };
}

async function notifyExistingOwner(deps: AuthDeps, email: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row || row.blocked) return;
  await deps.mailer.send(accountExistsMail(row.email, row.first_name, `${deps.publicUrl}/login`));
  deps.logger.info(
    { audit: 'register-existing', userId: Number(row.id) },
    'registration with a taken address',
  );
}

/**
 * Same answer, in the same time, whether or not the account exists or is already confirmed: the
 * look-up and the e-mail happen after the response (no enumeration by timing).
 */
export async function resendConfirmation(deps: AuthDeps, email: string): Promise<void> {
  afterResponse(deps.logger, 'resend-confirmation', async () => {
    const row = await findUserByEmail(deps.db, email);
    if (row && !row.confirmed && !row.blocked) await sendConfirmation(deps, deps.db, row);
  });
}

/** Answers at once; the look-up, the token and the e-mail happen after the response. */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  afterResponse(deps.logger, 'forgot-password', () => sendPasswordReset(deps, email));
}

async function sendPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (!row || row.blocked) {
    deps.logger.info(
      { audit: 'forgot-password-unknown' },
      'password reset asked for an unknown account',
    );
    return;
  }
  const token = await issueToken(deps.db, Number(row.id), 'reset-password', RESET_TTL_MINUTES);
  await deps.mailer.send(
    resetPasswordMail(row.email, row.first_name, `${deps.publicUrl}/reset-password?code=${token}`),
  );
  deps.logger.info(
    { audit: 'forgot-password', userId: Number(row.id) },
    'password reset e-mail sent',
  );
}

/**
 * "E-mail me a sign-in link": answers at once (same for every address); after the response a
 * single-use link is mailed to a real, unblocked account, and every older link stops working.
 */
export async function requestSignInLink(
  deps: AuthDeps,
  email: string,
  /** The page the link was asked for from: signing in with it returns there (this site only). */
  returnTo?: unknown,
): Promise<void> {
  const back = safeReturnPath(returnTo, '');
  afterResponse(deps.logger, 'sign-in-link', () => sendSignInLink(deps, email, back));
}

async function sendSignInLink(deps: AuthDeps, email: string, back: string): Promise<void> {
  const row = await findUserByEmail(deps.db, email);
  if (row && !row.blocked) await mailSignInLink(deps, row, back);
}

/** A new single-use sign-in link of the account; every older one stops working. */
async function newSignInLink(tx: Queryable, userId: number, ttlMinutes: number): Promise<string> {
  await tx.query(
    `UPDATE user_tokens SET used_at = now()
     WHERE user_id = $1 AND kind = 'sign-in-link' AND used_at IS NULL`,
    [userId],
  );
  return issueToken(tx, userId, 'sign-in-link', ttlMinutes);
}

/** E-mails a sign-in link to the account's address. */
async function sendLinkMail(deps: AuthDeps, row: UserRow, token: string, back: string) {
  await deps.mailer.send(
    signInLinkMail(
      row.email,
      row.first_name,
      `${deps.publicUrl}/login?link=${token}${back ? `&redirect=${encodeURIComponent(back)}` : ''}`,
      deps.signInLinkTtlMinutes,
    ),
  );
  deps.logger.info({ audit: 'sign-in-link-sent', userId: Number(row.id) }, 'sign-in link e-mailed');
}

/** A new single-use link to the account's address; every older link stops working. */
async function mailSignInLink(deps: AuthDeps, row: UserRow, back: string): Promise<void> {
  const token = await deps.db.transaction((tx) =>
    newSignInLink(tx, Number(row.id), deps.signInLinkTtlMinutes),
  );
  await sendLinkMail(deps, row, token, back);
}

/**
 * "E-mail me a new link" on a sign-in link that expired or was used: a new link goes to the
 * account's own address (the page never shows it), leading where the press asks (a path on this
 * site). Only the account's newest link brings one (newestEndedTokenUser), and the new link is
 * made before the answer, under a lock of the account's row: two presses at once wait on each
 * other, and the second finds its link no longer the newest. So each e-mailed link brings at
 * most one more, and a link held by someone else cannot flood the owner's mailbox. True when a
 * new link is on its way (mailed after the response).
 */
export async function renewSignInLink(
  deps: AuthDeps,
  token: string,
  returnTo?: unknown,
): Promise<boolean> {
  const renewed = await deps.db.transaction(async (tx) => {
    const owner = await tokenOwner(tx, token, 'sign-in-link');
    if (owner === null) return null;
    // Each statement after the lock sees what a press before this one committed.
    const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [
      owner,
    ]);
    const row = rows[0];
    if (!row || row.blocked) return null;
    if ((await newestEndedTokenUser(tx, token, 'sign-in-link')) !== owner) return null;
    return { row, link: await newSignInLink(tx, owner, deps.signInLinkTtlMinutes) };
  });
  if (!renewed) return false;
  const back = safeReturnPath(returnTo, '');
  afterResponse(deps.logger, 'sign-in-link-renew', () =>
    sendLinkMail(deps, renewed.row, renewed.link, back),
  );
  return true;
}

/** Signs in with an e-mailed link (single use); following it proves the address too. */
export async function signInWithLink(deps: AuthDeps, token: string): Promise<SignedIn> {
  const result = await consumeToken(deps.db, token, 'sign-in-link');
  if (!result.ok) {
    const message = SIGN_IN_LINK_PROBLEMS[result.reason];
    throw new AuthError(400, message, { link: message });
  }
  const { rows } = await deps.db.query<UserRow>(
    'UPDATE users SET confirmed = true, updated_at = now() WHERE id = $1 RETURNING *',
    [result.userId],
  );
  const row = rows[0];
  if (!row) throw new AuthError(400, SIGN_IN_LINK_PROBLEMS.invalid);
  if (row.blocked) throw new AuthError(403, 'Your account has been blocked by an administrator');
  // The owner proved the mailbox: whatever locks failed passwords left on the account go.
  deps.loginBackoff?.clearAccount(accountPrefix(row.email));
  deps.logger.info(
    { audit: 'login-link', userId: result.userId },
    'signed in with an e-mailed link',
  );
  return signIn(deps, row);
}

/**
 * Sets a new password and bumps the token version: every other session of the user ends, and
 * every reset and sign-in link still outstanding stops working (an older e-mail must not reset
 * it again, nor sign in: a link mailed before a reset signed in after it).
 */
async function setPassword(deps: AuthDeps, userId: number, password: string): Promise<UserRow> {
  const hash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
       WHERE id = $1 RETURNING *`,
      [userId, hash],
    );
    // Each then says a new password ended it, not "already used" (migration 068).
    await tx.query(
      `UPDATE user_tokens SET used_at = now(), ended_by = 'password-changed'
       WHERE user_id = $1 AND kind IN ('reset-password', 'sign-in-link') AND used_at IS NULL`,
      [userId],
    );
    return rows[0]!;
  });
}

/** Tells the owner their password changed (after the response: a mail failure is only logged). */
const mailPasswordChanged = (deps: AuthDeps, row: UserRow) =>
  afterResponse(deps.logger, 'password-changed-mail', () =>
    deps.mailer.send(
      passwordChangedMail(row.email, row.first_name, `${deps.publicUrl}/forgot-password`),
    ),
  );

/**
 * Signing out ends this session for good (its id is listed as ended, so a copied token stops
 * too); the account's other devices stay signed in (decision 091). A session signed before
 * sessions had an id cannot be told from the others: all of them end, as before.
 */
export async function logout(deps: AuthDeps, session: Session): Promise<void> {
  const userId = session.user.id;
  if (!session.id) return logoutEverywhere(deps, userId);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ended_sessions (session_id, user_id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (session_id) DO NOTHING`,
      [session.id, userId, session.expiresAt],
    );
    // Sessions past their expiry are refused by their own date: their rows are no longer needed.
    await tx.query('DELETE FROM ended_sessions WHERE user_id = $1 AND expires_at < now()', [
      userId,
    ]);
  });
  deps.logger.info({ audit: 'logout', userId }, 'signed out on one device; session revoked');
}

/** "Sign out everywhere": the token version moves on, so every session of the account ends. */
export async function logoutEverywhere(deps: AuthDeps, userId: number): Promise<void> {
  await deps.db.query(
    'UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1',
    [userId],
  );
  deps.logger.info(
    { audit: 'logout-everywhere', userId },
    'signed out everywhere; sessions revoked',
  );
}

/** Why a reset link cannot be used: said by the API on submit and by the page as it opens. */
export const RESET_LINK_MESSAGES = {
  invalid: 'This reset link is not valid. Ask for a new one.',
  expired: 'This reset link has expired. Ask for a new one.',
  used: 'This reset link has already been used. Ask for a new one.',
  cancelled:
    'This reset link was cancelled because the e-mail address of the account changed. Ask for a new one: we will send it to the new address.',
  ended:
    'This reset link stopped working when the password of the account was changed. If that was not you, ask for a new one.',
} as const;

/** A new password holding the account's e-mail name part is refused, as at sign-up. */
function refuseEmailInPassword(password: string, email: string) {
  if (passwordHoldsEmail(password, email))
    throw new AuthError(400, PASSWORD_HOLDS_EMAIL, { password: PASSWORD_HOLDS_EMAIL });
}

export async function resetPassword(
  deps: AuthDeps,
  body: { code: string; password: string },
): Promise<SignedIn> {
  // Checked before the link is used up: a refused password leaves the link working. (A link that
  // no longer works says so first.)
  const owner = await liveTokenOwner(deps.db, body.code, 'reset-password');
  const account = owner === null ? null : await findUserById(deps.db, owner);
  if (account) refuseEmailInPassword(body.password, account.email);
  const result = await consumeToken(deps.db, body.code, 'reset-password');
  if (!result.ok) {
    const message = RESET_LINK_MESSAGES[result.reason];
    throw new AuthError(400, message, { code: message });
  }
  const row = await setPassword(deps, result.userId, body.password);
  // Following the link proves the address too.
  await deps.db.query('UPDATE users SET confirmed = true WHERE id = $1', [result.userId]);
  deps.logger.info({ audit: 'password-reset', userId: result.userId }, 'password reset');
  mailPasswordChanged(deps, row);
  return signIn(deps, { ...row, confirmed: true });
}

export async function changePassword(
  deps: AuthDeps,
  userId: number,
  body: { currentPassword: string; password: string },
): Promise<SignedIn> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw new AuthError(401, 'You need to sign in');
  if (!(await verifyPassword(body.currentPassword, row.password_hash))) {
    deps.logger.warn(
      { audit: 'change-password-failed', userId },
      'password change refused: wrong current password',
    );
    throw new AuthError(400, 'The current password is not correct', {
      currentPassword: 'The current password is not correct',
    });
  }
  refuseEmailInPassword(body.password, row.email);
  const updated = await setPassword(deps, userId, body.password);
  mailPasswordChanged(deps, updated);
  deps.logger.info(
    { audit: 'password-changed', userId },
    'password changed; other sessions revoked',
  );
  return signIn(deps, updated);
}

export async function updateUser(
  deps: AuthDeps,
  userId: number,
  changes: {
    first_name?: string | undefined;
    last_name?: string | undefined;
    is_subscribed?: boolean | undefined;
  },
): Promise<PublicUser> {
  const { rows } = await deps.db.query<UserRow>(
    `UPDATE users SET
       first_name = coalesce($2, first_name),
       last_name = coalesce($3, last_name),
       is_subscribed = coalesce($4, is_subscribed),
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [userId, changes.first_name ?? null, changes.last_name ?? null, changes.is_subscribed ?? null],
  );
  if (!rows[0]) throw new AuthError(404, 'User not found');
  if (changes.is_subscribed !== undefined) {
    deps.logger.info(
      { audit: changes.is_subscribed ? 'newsletter-subscribe' : 'newsletter-unsubscribe', userId },
      'newsletter preference changed',
    );
  }
  return toPublicUser(rows[0]);
}
