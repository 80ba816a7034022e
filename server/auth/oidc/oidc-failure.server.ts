import type { OAuthErrorCode } from '#shared/routes/oauth-error';

/**
 * An expected failure of a sign-in attempt: `code` goes to the browser (`/login?error=code`),
 * `reason` only to the audit log. Neither ever carries a token, code or secret.
 */
export class OidcFailure extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'OidcFailure';
  }
}
