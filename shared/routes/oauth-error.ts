/**
 * Why a third-party sign-in failed: the server redirects to `/login?error=<code>` with one of
 * these codes (never details), and the login page shows the matching message.
 */
export const OAUTH_ERROR_CODES = [
  /** The user cancelled at the provider (`error=access_denied`). */
  'cancelled',
  /** The sign-in attempt expired, was started in another browser or its state did not match. */
  'state',
  /** The provider answered with an error, or could not be reached. */
  'provider',
  /** The code could not be exchanged, or the ID token failed verification. */
  'token',
  /** The provider gave no e-mail address, or one it has not verified. */
  'email',
  /** The matching account is blocked. */
  'blocked',
  /** An account has the e-mail, but the provider did not verify it: sign in with the password. */
  'link',
] as const;

export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

const MESSAGES: Record<OAuthErrorCode, string> = {
  cancelled: 'Sign-in was cancelled. You can try again or use your e-mail address.',
  state: 'Your sign-in attempt expired or could not be checked. Please try again.',
  provider: 'The sign-in provider is not available at the moment. Please try again later.',
  token: 'We could not verify your sign-in with the provider. Please try again.',
  email:
    'The provider did not share a verified e-mail address, so we cannot sign you in. Verify your e-mail with the provider or sign in with your e-mail address.',
  blocked: 'Your account has been blocked by an administrator.',
  link: 'An account with this e-mail address already exists, and the provider has not confirmed that the address is yours. Sign in with your e-mail address and password (or reset the password) instead.',
};

export function isOAuthErrorCode(value: unknown): value is OAuthErrorCode {
  return typeof value === 'string' && (OAUTH_ERROR_CODES as readonly string[]).includes(value);
}

/** The friendly message for `?error=` on the login page; null when absent. Unknown codes get a generic one. */
export function oauthErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return isOAuthErrorCode(code)
    ? MESSAGES[code]
    : 'Sign-in with the provider did not work. Please try again.';
}
