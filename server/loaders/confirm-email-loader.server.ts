import type { ServerLoaderArgs } from './loader-args.server';
import type { ConfirmEmailData } from '#shared/payloads/account-data';
import { confirmEmail } from '#server/auth/auth-service.server';
import { isLinkToken } from '#schema/link-token';
import { confirmEmailChange } from '#server/auth/change-email.server';

/** `/confirm-email?confirmation=…` consumes the single-use token; without one it offers a new link. */
export async function confirmEmailPage({
  url,
  scope,
}: ServerLoaderArgs): Promise<ConfirmEmailData> {
  const change = url.searchParams.get('change');
  if (change !== null) {
    if (!isLinkToken(change)) return { state: 'none', change: { state: 'invalid' } };
    const { state, email, userId } = await confirmEmailChange(scope.auth, change);
    // Every session of the account has ended: this page is no longer signed in to it.
    if (state === 'changed' && scope.user?.id === userId) scope.user = null;
    return { state: 'none', change: email ? { state, email } : { state } };
  }
  const token = url.searchParams.get('confirmation');
  if (!token) return { state: 'none' };
  if (!isLinkToken(token)) return { state: 'invalid' };
  const { state, userId, email } = await confirmEmail(scope.auth, token);
  if (state === 'confirmed' && scope.user?.id === userId)
    scope.user = { ...scope.user, confirmed: true };
  // Opened in a browser signed in as someone else: the page must not read as "your address".
  const otherAccount = state === 'confirmed' && scope.user !== null && scope.user.id !== userId;
  return otherAccount ? { state, confirmedEmail: email, signedInAs: scope.user!.email } : { state };
}
