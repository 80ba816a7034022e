import { useEffect, useRef, type ReactNode } from 'react';
import { useActionData, useNavigation, useSubmit } from 'react-router';
import type { FormResult } from '#shared/forms/account-forms';
import { focusFirstRefused } from './focus-refused';

/** The result of the last submission of this page's form, if any. */
export function useFormResult(): FormResult | undefined {
  return useActionData() as FormResult | undefined;
}

/**
 * A page form that works without JavaScript (plain POST to the page) and, with it, submits through
 * the router: pending state, the form message announced, focus moved to the first invalid field.
 */
export function AccountForm({
  submitLabel,
  pendingLabel,
  intent,
  secondary = false,
  children,
}: {
  submitLabel: string;
  pendingLabel: string;
  /** The page's other way (an outlined button), beside its main form. */
  secondary?: boolean;
  /** For a page with several forms: posted as `intent`; each form shows only its own result. */
  intent?: string;
  children: ReactNode;
}) {
  const last = useFormResult();
  const result = last && last.values.intent === intent ? last : undefined;
  const navigation = useNavigation();
  // Only the form that was sent shows its pending state (a page may hold several).
  const pending =
    navigation.state === 'submitting' &&
    (navigation.formData?.get('intent') ?? undefined) === intent;
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const submit = useSubmit();

  useEffect(() => {
    if (result) focusFirstRefused(formRef.current, messageRef.current);
  }, [result]);

  return (
    // No `action` (React Router's <Form> writes one, without the fragment): without JavaScript
    // the form posts to the page's whole address, and the redirect after the post keeps its
    // fragment. Sent to sign in from /profile#watched-lots, the buyer comes back to the watched lots.
    <form
      method="post"
      noValidate
      ref={formRef}
      className="space-y-5"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        const { submitter } = event.nativeEvent as SubmitEvent;
        // `replace`: a form page is not left behind in the history. Signed in, Back from the
        // account page went to /login, which sends a signed-in visitor on: Back never left.
        const from = submitter instanceof HTMLButtonElement ? submitter : event.currentTarget;
        void submit(from, { method: 'post', replace: true });
      }}
    >
      {result?.message ? (
        <div
          ref={messageRef}
          tabIndex={-1}
          role={result.ok ? 'status' : 'alert'}
          className={`rounded-lg px-4 py-3 text-sm ${result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
        >
          {result.message}
        </div>
      ) : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
      <button
        type="submit"
        disabled={pending}
        className={`w-full rounded-lg px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 ${secondary ? 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}

export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-slate-600">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-4 text-center text-sm text-slate-700">{footer}</div> : null}
    </div>
  );
}
