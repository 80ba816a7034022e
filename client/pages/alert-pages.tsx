import { Link } from 'react-router';
import type { PageProps } from '#shared/routes/page-data';
import { AuthCard } from '#client/components/forms/account-form';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** Where the unsubscribe link of an alert e-mail lands; it works without signing in. */
/** Where both outcomes of an unsubscribe link send the visitor next. */
function ManageLink() {
  return (
    <p className="mt-4 text-sm">
      <Link to="/profile#saved-searches" className={linkClass}>
        Manage your saved searches
      </Link>
    </p>
  );
}

export function UnsubscribePage({ data }: PageProps<'alerts-unsubscribe'>) {
  if (data.state === 'invalid') {
    return (
      <AuthCard title="Link not recognised">
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This unsubscribe link is incomplete or the saved search was deleted, so there is nothing
          to stop.
        </p>
        <ManageLink />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Alerts stopped">
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        {data.kind === 'watch'
          ? `We will no longer e-mail you about ${data.name}. Your watched lots stay in your profile, where you can turn these e-mails back on.`
          : `We will no longer e-mail you about “${data.name}”. The search stays saved in your profile, where you can turn its alerts back on.`}
      </p>
      <ManageLink />
    </AuthCard>
  );
}
