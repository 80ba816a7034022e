import type { ServerLoaderArgs } from './loader-args.server';
import type { ResetPasswordData } from '#shared/payloads/account-data';
import { RESET_LINK_MESSAGES } from '#server/auth/auth-service.server';
import { tokenState } from '#server/auth/one-time-tokens.server';
import { isLinkToken } from '#schema/link-token';

/**
 * `/reset-password?code=…`: checks the link (without using it) before the page offers the form,
 * so a used or expired link says so at once instead of after a new password has been typed.
 */
export async function resetPasswordPage({
  url,
  scope,
}: ServerLoaderArgs): Promise<ResetPasswordData> {
  const code = url.searchParams.get('code');
  if (!code) return { state: 'none', message: null };
  const state = isLinkToken(code) ? await tokenState(scope.db, code, 'reset-password') : 'invalid';
  return { state, message: state === 'valid' ? null : RESET_LINK_MESSAGES[state] };
}
