import type { ReactNode } from 'react';
import { AccountForm, useFormResult } from '#client/components/forms/account-form';
import { TextField } from '#client/components/forms/fields';
import {
  CANCEL_EMAIL_CHANGE_INTENT,
  CHANGE_EMAIL_INTENT,
  RESEND_EMAIL_CHANGE_INTENT,
} from '#shared/forms/account-forms';
import type { PublicUser } from '#schema/user';

/**
 * "Your e-mail address" on the settings page (decision 077, amendment): a new address and the
 * current password; the change is made when the link mailed to the new address is opened. While
 * one waits, the page says so, with "send the link again" and "cancel".
 */
export function ChangeEmailSection({
  user,
  section,
}: {
  user: PublicUser | undefined;
  section: (props: { id: string; title: string; intro: string; children: ReactNode }) => ReactNode;
}) {
  const last = useFormResult();
  const result = last?.values.intent === CHANGE_EMAIL_INTENT ? last : undefined;
  const pending = user?.pending_email;
  return section({
    id: 'your-email',
    title: 'Your e-mail address',
    intro: `You sign in with ${user?.email ?? ''}, and we send your alerts there. To use another address, enter it with your password: we e-mail a link to the new address, and the change is made when you open it.`,
    children: (
      // Long addresses wrap inside their boxes on a phone (an address has no spaces to break at).
      <div className="space-y-6 [overflow-wrap:anywhere]">
        {pending ? (
          <div
            id="email-change-waiting"
            className="space-y-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p>
              {`A change to ${pending} is waiting for confirmation. Open the link we sent to ${pending} to finish it; until then you sign in with ${user?.email ?? ''}.`}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <AccountForm
                intent={RESEND_EMAIL_CHANGE_INTENT}
                submitLabel="Send the link again"
                pendingLabel="Sending…"
                secondary
              >
                {null}
              </AccountForm>
              <AccountForm
                intent={CANCEL_EMAIL_CHANGE_INTENT}
                submitLabel="Cancel the change"
                pendingLabel="Cancelling…"
                secondary
              >
                {null}
              </AccountForm>
            </div>
          </div>
        ) : null}
        {/* Remounted when the waiting address changes: the fields empty after a request is sent. */}
        <AccountForm
          key={pending ?? ''}
          intent={CHANGE_EMAIL_INTENT}
          submitLabel={pending ? 'Change to another address' : 'Change e-mail address'}
          pendingLabel="Sending…"
        >
          <TextField
            name="email"
            id="new-email"
            label="New e-mail address"
            type="email"
            autoComplete="email"
            required
            defaultValue={result && !result.ok ? result.values.email : undefined}
            error={result?.errors.email}
          />
          <TextField
            name="currentPassword"
            id="email-change-password"
            label="Your current password"
            type="password"
            autoComplete="current-password"
            required
            error={result?.errors.currentPassword}
          />
        </AccountForm>
      </div>
    ),
  });
}
