import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { ContactFormSection } from './schema';
import { TextField } from '#client/components/forms/fields';
import { focusFirstRefused } from '#client/components/forms/focus-refused';
import { fetchWithRetry } from '#client/runtime/fetch-with-retry';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'error'; message: string; errors: Record<string, string> };

/** A message refused for the sender's rate (`?contact=busy` without JavaScript, a 429 with it). */
export const CONTACT_BUSY =
  'Too many messages from here in a short time. Please wait a few minutes and try again.';

/** Works as a plain POST without JavaScript (the server redirects back with ?contact=sent); enhanced with fetch. */
export function ContactForm({ id, title, intro, subjects, success_message }: ContactFormSection) {
  const location = useLocation();
  const fromRedirect = new URLSearchParams(location.search).get('contact');
  const [status, setStatus] = useState<Status>(
    fromRedirect === 'sent'
      ? { kind: 'sent' }
      : fromRedirect === 'invalid'
        ? { kind: 'error', message: 'Please check the form and try again.', errors: {} }
        : fromRedirect === 'busy'
          ? { kind: 'error', message: CONTACT_BUSY, errors: {} }
          : { kind: 'idle' },
  );
  // Without JavaScript the browser checks the fields before the form is sent (a refusal came
  // back as an empty form); with it, the fields are checked by the server and said one by one.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, [status.kind]);

  // After a send from this page (not a redirect's outcome on arrival): focus goes to the first field
  // refused, else to what was said. The button had been disabled while sending, which dropped focus
  // to the page: the alert was off screen and the next Tab went to the footer.
  const sentHere = useRef(false);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentHere.current && (status.kind === 'error' || status.kind === 'sent'))
      focusFirstRefused(form.current, said.current);
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    sentHere.current = true;
    setStatus({ kind: 'sending' });
    const body = Object.fromEntries(new FormData(event.currentTarget).entries());
    try {
      const res = await fetchWithRetry('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) return setStatus({ kind: 'sent' });
      const json = (await res.json().catch(() => null)) as {
        error?: { message?: string; details?: { errors?: Record<string, string> } };
      } | null;
      setStatus({
        kind: 'error',
        message: json?.error?.message ?? 'Something went wrong. Please try again.',
        errors: json?.error?.details?.errors ?? {},
      });
    } catch {
      setStatus({
        kind: 'error',
        message: 'We could not send your message. Check your connection and try again.',
        errors: {},
      });
    }
  }

  const errors = status.kind === 'error' ? status.errors : {};
  return (
    <div id={id} className="mx-auto max-w-2xl px-4 sm:px-6">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      {status.kind === 'sent' ? (
        <p
          ref={said}
          role="status"
          tabIndex={-1}
          className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          {success_message}
        </p>
      ) : (
        <form
          ref={form}
          method="post"
          action="/api/contact"
          onSubmit={onSubmit}
          className="mt-6 space-y-5"
        >
          {status.kind === 'error' ? (
            <p
              ref={said}
              role="alert"
              tabIndex={-1}
              className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {status.message}
            </p>
          ) : null}
          <input type="hidden" name="return_to" value={`${location.pathname}`} />
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Leave this empty</label>
            <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={`${id}-name`}
              name="name"
              label="Your name"
              autoComplete="name"
              required
              maxLength={100}
              error={errors.name}
            />
            <TextField
              id={`${id}-email`}
              name="email"
              label="E-mail address"
              type="email"
              autoComplete="email"
              required
              // As the server reads an address: a dot in its domain ("a@b" passes type=email alone).
              pattern="[^@\s]+@[^@\s]+\.[^@\s]+"
              title="An e-mail address such as name@example.co.uk"
              error={errors.email}
            />
          </div>
          {subjects.length > 0 ? (
            <div>
              <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-slate-800">
                Subject
              </label>
              <select
                id={`${id}-subject`}
                name="subject"
                className="mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2"
              >
                {subjects.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
              Message
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              required
              minLength={10}
              maxLength={5000}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-500 px-3 py-2"
            />
            {errors.message ? (
              <p id={`${id}-message-error`} className="mt-1 text-sm text-red-700">
                {errors.message}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            // aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
            aria-disabled={status.kind === 'sending'}
            className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {status.kind === 'sending' ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </div>
  );
}
