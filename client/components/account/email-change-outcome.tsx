import { AppLink } from '#client/components/prefetch-link';
import { AuthCard } from '#client/components/forms/account-form';
import type { ConfirmEmailData } from '#shared/payloads/account-data';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

const PROBLEM: Record<'invalid' | 'expired' | 'used', string> = {
  invalid: 'This link to change your e-mail address is not valid.',
  expired: 'This link to change your e-mail address has expired.',
  used: 'This link to change your e-mail address has already been used, cancelled or replaced by a newer one.',
};

// Addresses have no spaces to break at: they wrap anywhere rather than run out of the box.
const wrap = '[overflow-wrap:anywhere]';

/** `/confirm-email?change=…`: what opening the link to a new sign-in address did. */
export function EmailChangeOutcome({
  change,
}: {
  change: NonNullable<ConfirmEmailData['change']>;
}) {
  if (change.state === 'changed') {
    return (
      <AuthCard title="E-mail address changed">
        <p
          role="status"
          className={`${wrap} rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900`}
        >
          {`Your e-mail address is now ${change.email ?? ''}. Sign in with it from now on: every device signed in to your account has been signed out.`}
        </p>
        <p className="mt-4 text-sm">
          <AppLink to="/login" className={linkClass}>
            Sign in
          </AppLink>
        </p>
      </AuthCard>
    );
  }
  // A used link may be the buyer's own second click after the change was made: it must not say
  // the address is unchanged.
  const message =
    change.state === 'taken'
      ? `${change.email ?? 'That address'} now belongs to another account, so your e-mail address was not changed. You still sign in with your old address.`
      : change.state === 'used'
        ? `${PROBLEM.used} If you opened it before, the change is made: sign in with your new address.`
        : `${PROBLEM[change.state]} Your e-mail address is unchanged; you can ask for a new link on your settings page.`;
  return (
    <AuthCard
      title={change.state === 'used' ? 'This link no longer works' : 'E-mail address not changed'}
    >
      <p role="alert" className={`${wrap} rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900`}>
        {message}
      </p>
      <p className="mt-4 text-sm">
        <AppLink to="/profile/settings" className={linkClass}>
          Your settings
        </AppLink>
      </p>
    </AuthCard>
  );
}
