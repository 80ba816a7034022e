import type { ReactNode } from 'react';
import { Form, useSearchParams } from 'react-router';
import { AppLink } from '#client/components/prefetch-link';
import type { PageProps } from '#shared/routes/page-data';
import { useRootData } from '#client/app/root-data';
import { AccountForm, useFormResult } from '#client/components/forms/account-form';
import { CheckboxField, NameFields, TextField } from '#client/components/forms/fields';
import {
  DELETE_ACCOUNT_INTENT,
  PASSWORD_CHANGED,
  SIGN_OUT_EVERYWHERE_INTENT,
} from '#shared/forms/account-forms';
import { SavedSearchList } from '#client/components/saved-searches/saved-search-list';
import { WatchedLotList } from '#client/components/watchlist/watched-lot-list';
import { ChangeEmailSection } from '#client/components/account/change-email-section';
import { isStaff } from '#schema/roles';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function ProfileBand({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-brand-50 [overflow-wrap:anywhere]">{subtitle}</p>
      </div>
    </div>
  );
}

export function ProfilePage({ data }: PageProps<'profile'>) {
  const user = useRootData()?.user;
  const { savedSearches, watched, watchedTotal, watchFrequency } = data;
  const [params] = useSearchParams();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <>
      <ProfileBand
        title={name ? `Hello, ${user?.first_name}` : 'Your profile'}
        subtitle={`Signed in as ${user?.email ?? ''}`}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        {params.get('password') === 'changed' ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {PASSWORD_CHANGED}
          </p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-3">
          {[
            ['Name', name || '—'],
            ['E-mail', user?.email ?? '—'],
            ['Newsletter', user?.is_subscribed ? 'Subscribed' : 'Not subscribed'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="mt-1 font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {user && !user.confirmed ? (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Your e-mail address is not confirmed yet.{' '}
            <AppLink to="/confirm-email" className={linkClass}>
              Send a new link
            </AppLink>
          </p>
        ) : null}
        <SavedSearchList searches={savedSearches} confirmed={user?.confirmed ?? false} />
        <WatchedLotList
          watched={watched}
          total={watchedTotal}
          frequency={watchFrequency}
          confirmed={user?.confirmed ?? false}
        />
        <div className="flex flex-wrap items-center gap-4">
          <AppLink className={linkClass} to="/profile/settings">
            Newsletter and settings
          </AppLink>
          <AppLink className={linkClass} to="/change-password">
            Change password
          </AppLink>
          {/* Staff reach the admin from here (nothing linked to it). The profile is a signed-in,
              private page: no shared cache keeps this link for another visitor. */}
          {isStaff(user?.role) ? (
            <AppLink className={linkClass} to="/admin">
              Editor tools
            </AppLink>
          ) : null}
        </div>
        <SignOutSection />
      </div>
    </>
  );
}

const signOutButton =
  'rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Signing out, said as it works (decision 091): "Sign out" ends this device's session only;
 * "Sign out everywhere" ends every session of the account (a lost phone, a shared computer).
 */
function SignOutSection() {
  return (
    <section
      aria-labelledby="sign-out"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="sign-out" className="text-lg font-semibold text-slate-900">
        Sign out
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600">
            Signs you out on this device. Other devices stay signed in.
          </p>
          <button type="submit" className={signOutButton}>
            Sign out
          </button>
        </Form>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value={SIGN_OUT_EVERYWHERE_INTENT} />
          <p className="text-sm text-slate-600">
            Signs you out on every phone, tablet and computer, this one too. Use it if you signed in
            on a device you no longer have or share.
          </p>
          <button type="submit" className={signOutButton}>
            Sign out everywhere
          </button>
        </Form>
      </div>
    </section>
  );
}

/** One part of the settings form: a titled card with a line on what it is for. */
function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 [overflow-wrap:anywhere]">{intro}</p>
      {children}
    </section>
  );
}

/** Deleting the account: its own form (an `intent`), the password typed again. */
function DeleteAccountSection() {
  const result = useFormResult();
  const error =
    result && result.values.intent === DELETE_ACCOUNT_INTENT ? result.errors.password : undefined;
  return (
    <SettingsSection
      id="delete-account"
      title="Delete your account"
      intro="Deletes your account with its saved searches, watched lots and alert settings, and signs you out everywhere. We send one e-mail to say it is done, and none after it. This cannot be undone."
    >
      <AccountForm
        intent={DELETE_ACCOUNT_INTENT}
        submitLabel="Delete my account"
        pendingLabel="Deleting…"
        secondary
      >
        <TextField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          error={error}
        />
      </AccountForm>
    </SettingsSection>
  );
}

export function ProfileSettingsPage() {
  const user = useRootData()?.user;
  const result = useFormResult();
  const errors = result?.errors ?? {};
  const values = result?.ok ? undefined : result?.values;
  return (
    <>
      <ProfileBand
        title="Settings"
        subtitle="Your name, the newsletter, your e-mail address and your account. Alert e-mails are set on your profile."
      />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {/* One form: the name and the newsletter are saved together (remounted with the saved user). */}
        <AccountForm
          key={`${user?.first_name}|${user?.last_name}|${String(user?.is_subscribed)}`}
          submitLabel="Save settings"
          pendingLabel="Saving…"
        >
          <input type="hidden" name="user_id" value={user?.id ?? ''} />
          <SettingsSection
            id="your-name"
            title="Your name"
            intro="How we greet you on the site and in e-mails."
          >
            <NameFields
              values={{
                first_name: values?.first_name ?? user?.first_name ?? '',
                last_name: values?.last_name ?? user?.last_name ?? '',
              }}
              errors={errors}
            />
          </SettingsSection>
          <SettingsSection
            id="newsletter"
            title="Newsletter"
            intro="A weekly e-mail with new lots, upcoming auctions and results. Unsubscribe at any time."
          >
            <CheckboxField
              name="is_subscribed"
              label="Send me the weekly newsletter"
              defaultChecked={user?.is_subscribed ?? false}
            />
          </SettingsSection>
        </AccountForm>
        <div className="mt-8">
          <ChangeEmailSection user={user ?? undefined} section={SettingsSection} />
        </div>
        <div className="mt-8">
          <DeleteAccountSection />
        </div>
        <p className="mt-6 text-sm">
          <AppLink to="/profile" className={linkClass}>
            Back to your profile
          </AppLink>
        </p>
      </div>
    </>
  );
}
