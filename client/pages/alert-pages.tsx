import type { PageProps } from '#shared/routes/page-data';
import { AppLink } from '#client/components/prefetch-link';
import { AuthCard } from '#client/components/forms/account-form';
import { signInPath } from '#schema/return-path';
import { RESTORE_ALERTS_INTENT } from '#schema/link-token';
import { inQuotes } from '#shared/format/format';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
const focusRing =
  'focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const primaryButton = `w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 ${focusRing}`;
const secondaryButton = `w-full rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 ${focusRing}`;

/** Where each kind of alert is managed on the profile (signing in on the way). */
const MANAGE = {
  search: { to: '/profile#saved-searches', label: 'Manage your saved searches' },
  watch: { to: '/profile#watched-lots', label: 'Manage your watched lots' },
} as const;
type AlertKind = keyof typeof MANAGE;

/**
 * Where every outcome of an unsubscribe link sends the visitor next: the profile's part for each
 * kind of alert the link named (a link not recognised could be either).
 */
function ManageLinks({ kinds = ['search', 'watch'] }: { kinds?: AlertKind[] }) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {(Object.keys(MANAGE) as AlertKind[])
        .filter((kind) => kinds.includes(kind))
        .map((kind) => (
          <AppLink key={kind} to={signInPath(MANAGE[kind].to)} className={linkClass}>
            {MANAGE[kind].label}
          </AppLink>
        ))}
    </p>
  );
}

/** “Leeds flats”, “York” and changes to the lots you watch: searches quoted, the watch alerts not. */
function namesOf(alerts: Array<{ name: string; kind: 'search' | 'watch' }>): string {
  const names = alerts.map((a) => (a.kind === 'watch' ? a.name : inQuotes(a.name)));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

export function UnsubscribePage({ data }: PageProps<'alerts-unsubscribe'>) {
  if (data.state === 'invalid') {
    return (
      <AuthCard title="Link not recognised">
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This unsubscribe link is incomplete or the saved search was deleted, so there is nothing
          to stop.
        </p>
        <ManageLinks />
      </AuthCard>
    );
  }
  const what = namesOf(data.alerts);
  const searches = data.alerts.filter((a) => a.kind === 'search').length;
  const watching = data.alerts.some((a) => a.kind === 'watch');
  const kinds = data.alerts.map((a) => a.kind);
  const kept = [
    searches === 1 ? 'The search stays saved in your profile.' : null,
    searches > 1 ? 'The searches stay saved in your profile.' : null,
    watching ? 'Your watched lots stay in your profile.' : null,
  ]
    .filter(Boolean)
    .join(' ');
  const action = `/alerts/unsubscribe?${data.tokens.map((t) => `token=${encodeURIComponent(t)}`).join('&')}`;
  if (data.state === 'confirm') {
    // A plain form: the server stops the alerts on the POST only (a mail scanner's GET must not).
    return (
      <AuthCard title={data.restored ? 'Alerts back on' : 'Stop these alerts?'}>
        {data.restored ? (
          <p
            role="status"
            className="mb-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {`They are back on as they were: we e-mail you about ${what} again, from now on.`}
          </p>
        ) : (
          <p className="text-slate-700">
            {`We e-mail you about ${what}. Stop these e-mails? ${kept} You can turn them back on there.`}
          </p>
        )}
        <form method="post" action={action} className="mt-5">
          <button type="submit" className={data.restored ? secondaryButton : primaryButton}>
            Stop these alerts
          </button>
        </form>
        <ManageLinks kinds={kinds} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Alerts stopped">
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {`We will no longer e-mail you about ${what}. ${kept} You can turn them back on there.`}
      </p>
      {data.restorable ? (
        // Each as it was before the stop (a daily search daily, a weekly one weekly): "Stop all"
        // had left the buyer to set every search again, one by one.
        <form method="post" action={action} className="mt-5">
          <input type="hidden" name="intent" value={RESTORE_ALERTS_INTENT} />
          <button type="submit" className={secondaryButton}>
            Turn them back on as they were
          </button>
        </form>
      ) : null}
      <ManageLinks kinds={kinds} />
    </AuthCard>
  );
}
