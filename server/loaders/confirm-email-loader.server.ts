import type { ServerLoaderArgs } from './loader-args.server';
import type { ConfirmEmailData } from '#shared/payloads/account-data';
import { confirmEmail } from '#server/auth/auth-service.server';
import { isLinkToken } from '#schema/link-token';

/** `/confirm-email?confirmation=…` consumes the single-use token; without one it offers a new link. */
export async function confirmEmailPage({
  url,
  scope,
}: ServerLoaderArgs): Promise<ConfirmEmailData> {
  const token = url.searchParams.get('confirmation');
  if (!token) return { state: 'none' };
  if (!isLinkToken(token)) return { state: 'invalid' };
  const { state, userId, email } = await confirmEmail(scope.auth, token);
  // Opened in a browser signed in as someone else: the page must not read as "your address".
  const otherAccount = state === 'confirmed' && scope.user !== null && scope.user.id !== userId;
  return otherAccount ? { state, confirmedEmail: email, signedInAs: scope.user!.email } : { state };
}
