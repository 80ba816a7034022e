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
  return { state: await confirmEmail(scope.auth, token) };
}
