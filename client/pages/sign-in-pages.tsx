import { SIGN_UP_TERMS } from '#schema/site-links';
import { useEffect, useRef } from 'react';
import { useHydrated } from '#client/app/use-hydrated';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FocusedMessage } from '#client/components/focused-message';
import { AppLink } from '#client/components/prefetch-link';
import { safeReturnPath, signInPath, signUpPath, withFragment } from '#schema/return-path';
import type { PageProps } from '#shared/routes/page-data';
import { AccountForm, AuthCard, useFormResult } from '#client/components/forms/account-form';
import { CheckboxField, NameFields, TextField } from '#client/components/forms/fields';
import { useRootData } from '#client/app/root-data';
import {
  ACCOUNT_DELETED_MESSAGE,
  SIGNED_OUT_MESSAGES,
  lockedOutMessage,
  LOCKED_OUT_PARAM,
  RENEW_SIGN_IN_LINK_INTENT,
  renewsSignInLink,
  SIGN_IN_LINK_INTENT,
  USE_SIGN_IN_LINK_INTENT,
  type FormResult,
} from '#shared/forms/account-forms';
import { OAuthButtons } from '#client/components/oauth-buttons';
import { oauthErrorMessage } from '#shared/routes/oauth-error';
import type { ConfirmEmailData } from '#shared/payloads/account-data';
import { EmailChangeOutcome } from '#client/components/account/email-change-outcome';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A link back to the sign-in page, worded for where it stands (keeping where to go afterwards). */
function LoginPageLink({ children }: { children: string }) {
  const [params] = useSearchParams();
  return (
    <AppLink to={signInPath(params.get('redirect') ?? '')} className={linkClass}>
      {children}
    </AppLink>
  );
}

/**
 * The e-mail field of the forms that only ask for an address (resend confirmation, forgotten
 * password, sign-in link); `id` and `label` tell it apart on a page with two such fields.
 */
function EmailField({
  result,
  id,
  label = 'E-mail address',
  typed,
}: {
  result: FormResult | undefined;
  id?: string;
  label?: string;
  /** An address the visitor typed on the page before (until the form's own result has one). */
  typed?: string | undefined;
}) {
  return (
    <TextField
      name="email"
      {...(id ? { id } : {})}
      label={label}
      type="email"
      autoComplete="email"
      required
      defaultValue={result?.values.email ?? typed}
      error={result?.errors.email}
    />
  );
}

/**
 * "Forgotten your password?" takes the address already typed along, in the history entry's state
 * (never in the URL, so it stays out of logs and shared links). Without JavaScript, a plain link.
 */
function ForgotPasswordLink() {
  const navigate = useNavigate();
  return (
    <AppLink
      to="/forgot-password"
      className={linkClass}
      onClick={(event) => {
        const field = event.currentTarget.closest('form')?.elements.namedItem('identifier');
        const email = field instanceof HTMLInputElement ? field.value.trim() : '';
        if (!email) return;
        event.preventDefault();
        void navigate('/forgot-password', { state: { email } });
      }}
    >
      Forgotten your password?
    </AppLink>
  );
}

/** The address the sign-in page sent along (`ForgotPasswordLink`), if any. */
function useTypedEmail(): string | undefined {
  const state: unknown = useLocation().state;
  const email =
    state && typeof state === 'object' && 'email' in state ? (state.email as unknown) : undefined;
  return typeof email === 'string' ? email.slice(0, 254) : undefined;
}

/** New password + confirmation, shared by the reset and change forms. */
function NewPasswordFields({ errors }: { errors?: Record<string, string> | undefined }) {
  return (
    <>
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 10 characters, with a letter and a number."
        error={errors?.password}
      />
      <TextField
        name="passwordConfirmation"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.passwordConfirmation}
      />
    </>
  );
}

/**
 * `/login?link=…` from the e-mail: one button, so a mail scanner fetching the link signs nobody in.
 * The link carries the page the buyer asked for it from (`redirect`), where signing in returns.
 */
function UseSignInLink({ link, back }: { link: string; back: string | null }) {
  const result = useFormResult();
  // A link that expired or was used brings a new one with one press (RenewSignInLink), and the
  // new one's answer stays on the page.
  const renew = renewsSignInLink(result) || result?.values.intent === RENEW_SIGN_IN_LINK_INTENT;
  return (
    <AuthCard
      title="Sign in"
      intro="Continue to sign in with the link from your e-mail."
      footer={<LoginPageLink>Sign in with your password instead</LoginPageLink>}
    >
      {renew ? (
        <RenewSignInLink link={link} back={back} />
      ) : (
        <HeldLinkForm
          submitLabel="Sign in"
          pendingLabel="Signing in…"
          intent={USE_SIGN_IN_LINK_INTENT}
          link={link}
          back={back}
        />
      )}
    </AuthCard>
  );
}

/** What the sign-in page arrives to say (signed out, the account deleted): focus goes to it. */
const ARRIVAL = 'mb-5 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900';

/**
 * "E-mail me a new link" in place of a link that expired or was used: the new one goes to the
 * address the old one was sent to, which the page never shows (whoever holds a link is not always
 * its owner), so the buyer types nothing.
 */
function RenewSignInLink({ link, back }: { link: string; back: string | null }) {
  const result = useFormResult();
  const problem = result?.values.intent === USE_SIGN_IN_LINK_INTENT ? result.message : null;
  // The "Sign in" button pressed is gone: focus goes to why, not to the page.
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  return (
    <>
      {problem ? (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {problem}
        </p>
      ) : null}
      <HeldLinkForm
        submitLabel="E-mail me a new link"
        pendingLabel="Sending…"
        intent={RENEW_SIGN_IN_LINK_INTENT}
        link={link}
        back={back}
      />
    </>
  );
}

/** A form that sends the sign-in link held (and where it leads) with one press: to use it or renew it. */
function HeldLinkForm({
  link,
  back,
  ...form
}: {
  submitLabel: string;
  pendingLabel: string;
  intent: string;
  link: string;
  back: string | null;
}) {
  return (
    <AccountForm {...form}>
      <input type="hidden" name="link" value={link} />
      {back ? <input type="hidden" name="redirect" value={back} /> : null}
    </AccountForm>
  );
}

/** "E-mail me a sign-in link": for a locked-out owner, or anyone who prefers it. Works without JavaScript. */
function SignInLinkForm() {
  const result = useFormResult();
  const back = useSearchParams()[0].get('redirect');
  const own = result?.values.intent === SIGN_IN_LINK_INTENT ? result : undefined;
  return (
    <section className="mt-8 border-t border-slate-200 pt-6">
      <h2 className="text-base font-semibold text-slate-900">Sign in with a link instead</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Locked out after too many attempts? We can e-mail you a link that signs you in once.
      </p>
      <AccountForm
        submitLabel="E-mail me a sign-in link"
        pendingLabel="Sending…"
        intent={SIGN_IN_LINK_INTENT}
        secondary
      >
        {back ? <input type="hidden" name="redirect" value={back} /> : null}
        <EmailField result={own} id="field-link-email" label="E-mail for the sign-in link" />
      </AccountForm>
    </section>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  const link = params.get('link');
  return link ? <UseSignInLink link={link} back={params.get('redirect')} /> : <PasswordLoginPage />;
}

/**
 * The way back with this page's own fragment: a visitor sent to sign in from
 * `/profile#watched-lots` is at `/login?redirect=%2Fprofile#watched-lots`, and "Create an account"
 * or "Continue with …" must lead back there too, not to the top of the profile. The server never
 * sees the fragment, so it is added once the page runs in the browser (as the sign-in form does).
 */
function useWayBack(redirect: string | null): string | null {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  return redirect ? withFragment(redirect, hydrated ? hash : '') : null;
}

function PasswordLoginPage() {
  const last = useFormResult();
  const result = last?.values.intent ? undefined : last;
  const root = useRootData();
  const [params] = useSearchParams();
  const locked = params.get(LOCKED_OUT_PARAM);
  const oauthError = locked
    ? lockedOutMessage(Number(locked))
    : oauthErrorMessage(params.get('error'));
  const signedOutParam = params.get('signed_out');
  const signedOut =
    signedOutParam === 'device' || signedOutParam === 'everywhere' ? signedOutParam : null;
  const back = useWayBack(params.get('redirect'));
  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Sign in to search on the map and manage your alerts."
      footer={
        <>
          New here?{' '}
          <AppLink to={signUpPath(back ?? '')} className={linkClass}>
            Create an account
          </AppLink>
        </>
      }
    >
      {params.get('account') === 'deleted' ? (
        <FocusedMessage className={ARRIVAL}>{ACCOUNT_DELETED_MESSAGE}</FocusedMessage>
      ) : null}
      {signedOut ? (
        <FocusedMessage className={ARRIVAL}>{SIGNED_OUT_MESSAGES[signedOut]}</FocusedMessage>
      ) : null}
      {oauthError ? (
        <div role="alert" className="mb-5 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {oauthError}
        </div>
      ) : null}
      <AccountForm submitLabel="Sign in" pendingLabel="Signing in…">
        {params.get('redirect') ? (
          <input type="hidden" name="redirect" value={params.get('redirect')!} />
        ) : null}
        <TextField
          name="identifier"
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values.identifier}
          error={result?.errors.identifier}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.errors.password}
        />
        <p className="text-right text-sm">
          <ForgotPasswordLink />
        </p>
      </AccountForm>
      <div className="mt-6">
        <OAuthButtons providers={root?.oauthProviders ?? []} redirect={back ?? undefined} />
      </div>
      <SignInLinkForm />
    </AuthCard>
  );
}

export function SignUpPage() {
  const result = useFormResult();
  const v = result?.values ?? {};
  const e = result?.errors ?? {};
  const [params] = useSearchParams();
  const back = params.get('redirect');
  return (
    <AuthCard
      title="Create an account"
      intro="Free for buyers: map search, saved searches and lot alerts."
      footer={
        <>
          Already registered? <LoginPageLink>Sign in</LoginPageLink>
        </>
      }
    >
      <AccountForm submitLabel="Create account" pendingLabel="Creating your account…">
        {back ? <input type="hidden" name="redirect" value={back} /> : null}
        <NameFields values={v} errors={e} />
        <TextField
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          defaultValue={v.email}
          error={e.email ?? e.username}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 10 characters, with a letter and a number."
          error={e.password}
        />
        <CheckboxField
          name="is_subscribed"
          label="Send me the weekly newsletter with new lots and auction results."
          defaultChecked={v.is_subscribed === 'on'}
        />
        <p className="text-xs text-slate-600">
          By creating an account you accept the{' '}
          <AppLink to={SIGN_UP_TERMS.terms} className={linkClass}>
            terms
          </AppLink>{' '}
          and our{' '}
          <AppLink to={SIGN_UP_TERMS.privacy} className={linkClass}>
            privacy policy
          </AppLink>
          .
        </p>
      </AccountForm>
    </AuthCard>
  );
}

export function SignupSuccessPage() {
  const user = useRootData()?.user;
  const [params] = useSearchParams();
  // Where the buyer was when they chose to create an account (the map's "Create a free account").
  const back = safeReturnPath(params.get('redirect'), '');
  return (
    <AuthCard
      title="Your account is ready"
      intro={`We have sent a confirmation link to ${user?.email ?? 'your e-mail address'}.`}
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          Open the e-mail and follow the link to confirm your address. You can start searching
          straight away.
        </p>
        {back ? (
          <p>
            <AppLink
              to={back}
              className="inline-flex rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Back to your search
            </AppLink>
          </p>
        ) : null}
        <p className="flex flex-wrap gap-4">
          <AppLink to="/listings" className={linkClass}>
            Browse auction lots
          </AppLink>
          <AppLink to="/profile" className={linkClass}>
            Go to your profile
          </AppLink>
          <AppLink to="/confirm-email" className={linkClass}>
            Did not get the e-mail?
          </AppLink>
        </p>
      </div>
    </AuthCard>
  );
}

const CONFIRM_MESSAGES: Record<ConfirmEmailData['state'], string | null> = {
  none: null,
  confirmed: 'Your e-mail address is confirmed. Thank you!',
  invalid: 'This confirmation link is not valid.',
  expired: 'This confirmation link has expired.',
  used: 'This confirmation link has already been used.',
};

export function ConfirmEmailPage({ data }: PageProps<'confirm-email'>) {
  const { state } = data;
  const result = useFormResult();
  if (data.change) return <EmailChangeOutcome change={data.change} />;
  const message = CONFIRM_MESSAGES[state];
  if (state === 'confirmed') {
    return (
      <AuthCard title="E-mail confirmed">
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {data.signedInAs
            ? `${data.confirmedEmail ?? 'The address'} is confirmed. Thank you!`
            : message}
        </p>
        {data.signedInAs ? (
          <p className="mt-4 text-sm text-slate-700">
            {`This browser is signed in as ${data.signedInAs}, a different account: the link confirmed the other account’s address and changed nothing in yours.`}
          </p>
        ) : null}
        <p className="mt-4 text-sm">
          <AppLink to="/listings" className={linkClass}>
            Start browsing lots
          </AppLink>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Confirm your e-mail"
      intro="Enter your e-mail address and we will send you a new confirmation link."
    >
      {message ? (
        <p role="alert" className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {message} Ask for a new one below.
        </p>
      ) : null}
      <AccountForm submitLabel="Send a new link" pendingLabel="Sending…">
        <EmailField result={result} />
      </AccountForm>
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  const result = useFormResult();
  const typed = useTypedEmail();
  return (
    <AuthCard
      title="Forgotten password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<LoginPageLink>Back to sign in</LoginPageLink>}
    >
      <AccountForm submitLabel="Send reset link" pendingLabel="Sending…">
        <EmailField result={result} typed={typed} />
      </AccountForm>
    </AuthCard>
  );
}

export function ResetPasswordPage({ data }: PageProps<'reset-password'>) {
  const [params] = useSearchParams();
  const result = useFormResult();
  const code = params.get('code') ?? '';
  // A used, expired or unknown link: said at once, with the way on (no form to fill in vain).
  if (code && data.message && !result) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {data.message}
        </p>
        <p className="mt-4 text-sm">
          <AppLink to="/forgot-password" className={linkClass}>
            Ask for a new link
          </AppLink>
        </p>
      </AuthCard>
    );
  }
  if (!code) {
    return (
      <AuthCard title="Choose a new password">
        <p className="text-sm text-slate-700">
          Open the link in your reset e-mail to choose a new password, or{' '}
          <AppLink to="/forgot-password" className={linkClass}>
            ask for a new link
          </AppLink>
          .
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <AppLink to="/forgot-password" className={linkClass}>
          Ask for a new link
        </AppLink>
      }
    >
      <AccountForm submitLabel="Save new password" pendingLabel="Saving…">
        <input type="hidden" name="code" value={code} />
        {result?.errors.code && result.errors.code !== result.message ? (
          <p role="alert" className="text-sm text-red-700">
            {result.errors.code}
          </p>
        ) : null}
        <NewPasswordFields errors={result?.errors} />
      </AccountForm>
    </AuthCard>
  );
}

export function ChangePasswordPage() {
  const user = useRootData()?.user;
  const result = useFormResult();
  if (!user) {
    return (
      <AuthCard title="Change password">
        <p className="text-sm text-slate-700">
          <LoginPageLink>Sign in</LoginPageLink> to change your password, or{' '}
          <AppLink to="/forgot-password" className={linkClass}>
            reset it by e-mail
          </AppLink>
          .
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Change password"
      intro="Other devices signed in to your account will be signed out."
    >
      <AccountForm submitLabel="Change password" pendingLabel="Saving…">
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.errors.currentPassword}
        />
        <NewPasswordFields errors={result?.errors} />
      </AccountForm>
    </AuthCard>
  );
}

export function AuthCallbackPage() {
  return (
    <AuthCard title="Signing you in">
      <p className="text-sm text-slate-700">
        Third-party sign-in is not available.{' '}
        <LoginPageLink>Sign in with your e-mail address</LoginPageLink>.
      </p>
    </AuthCard>
  );
}
