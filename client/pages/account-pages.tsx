import { Link } from 'react-router';
import { useRootData } from '#client/app/root-data';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';

export function ProfilePage() {
  const user = useRootData()?.user;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeading title="Your profile">Signed in as {user?.email}</PageHeading>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">Name</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            {[user?.first_name, user?.last_name].filter(Boolean).join(' ') || '—'}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-500">Newsletter</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            {user?.is_subscribed ? 'Subscribed' : 'Not subscribed'}
          </dd>
        </div>
      </dl>
      <p className="mt-6 flex gap-4">
        <Link className="font-semibold text-brand-700 hover:underline" to="/profile/settings">
          Settings
        </Link>
        <Link className="font-semibold text-brand-700 hover:underline" to="/change-password">
          Change password
        </Link>
      </p>
    </div>
  );
}

export function ProfileSettingsPage() {
  const user = useRootData()?.user;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHeading title="Profile settings">Manage how we contact {user?.email}.</PageHeading>
    </div>
  );
}

/** Pages of the account flows whose forms arrive with the accounts work. */
function AccountNotice({ title, body }: { title: string; body: string }) {
  return (
    <div className="mx-auto max-w-lg">
      <PageHeading title={title} />
      <EmptyState title={body} action={{ to: '/', label: 'Go to the home page' }} />
    </div>
  );
}

export const LoginPage = () => <AccountNotice title="Sign in" body="Sign-in is being set up." />;
export const SignUpPage = () => (
  <AccountNotice title="Create an account" body="Registration is being set up." />
);
export const ConfirmEmailPage = () => (
  <AccountNotice
    title="Confirm your e-mail"
    body="Open the link in your e-mail to confirm your account."
  />
);
export const SignupSuccessPage = () => (
  <AccountNotice
    title="Account created"
    body="Check your inbox: we have sent you a link to confirm your e-mail address."
  />
);
export const ForgotPasswordPage = () => (
  <AccountNotice title="Forgotten password" body="Password reset is being set up." />
);
export const ResetPasswordPage = () => (
  <AccountNotice title="Choose a new password" body="Open the link in your reset e-mail." />
);
export const ChangePasswordPage = () => (
  <AccountNotice title="Change password" body="Password change is being set up." />
);
export const AuthCallbackPage = () => (
  <AccountNotice title="Signing you in" body="Third-party sign-in is not configured." />
);
