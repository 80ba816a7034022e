import { safeReturnPath } from '#schema/return-path';
import type { FieldErrors } from '#schema/auth';

/** Every page form of the account flows; server and browser actions are keyed by these ids. */
export const ACCOUNT_FORMS = [
  'login',
  'sign-up',
  'forgot-password',
  'reset-password',
  'change-password',
  'profile',
  'profile-settings',
  'confirm-email',
] as const;
export type AccountFormId = (typeof ACCOUNT_FORMS)[number];

/** What a form action returns when it does not redirect; the page shows it inline. */
export interface FormResult {
  ok: boolean;
  message: string;
  errors: FieldErrors;
  /** Non-secret values to refill the form after an error. */
  values: Record<string, string>;
  /** The page's status when not 200 (success) or 400 (refused): 429 when rate limited. */
  status?: number;
}

/** Said by the API's 429 and, without JavaScript, on the form's page (typed values kept). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const SECRET = /password|code|link/i;

/** A form's fields as the JSON body the auth API expects (checkboxes → booleans, username = e-mail). */
export function formToBody(form: AccountFormId, data: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string' && key !== 'intent') body[key] = value;
  }
  if (form === 'sign-up') {
    body.is_subscribed = data.get('is_subscribed') === 'on';
    if (typeof body.email === 'string') body.username = body.email.trim().toLowerCase();
  }
  if (form === 'profile-settings') {
    // The name fields, when the form has them, and the newsletter box (unticked sends nothing).
    const names: Record<string, unknown> = {};
    for (const key of ['first_name', 'last_name']) {
      if (typeof body[key] === 'string') names[key] = body[key];
    }
    return { ...names, is_subscribed: data.get('is_subscribed') === 'on' };
  }
  return body;
}

/**
 * The JSON API keeps Strapi's messages (clients of the old backend match on them); the site's
 * own forms say them in words a buyer acts on.
 */
const FORM_WORDS: Record<string, string> = {
  'Invalid identifier or password':
    'That e-mail address and password do not match an account. Check both, or reset your password.',
  'Email or Username are already taken':
    'An account with this e-mail address already exists. Sign in, or reset your password if you have forgotten it.',
};

export function formFailure(message: string, errors: FieldErrors, data: FormData): FormResult {
  const values: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string' && !SECRET.test(key)) values[key] = value;
  }
  return { ok: false, message: FORM_WORDS[message] ?? message, errors, values };
}

export const formSuccess = (message: string): FormResult => ({
  ok: true,
  message,
  errors: {},
  values: {},
});

/** The profile after a new password (changed, or reset by e-mail), saying so (PASSWORD_CHANGED). */
const PASSWORD_CHANGED_PATH = '/profile?password=changed';
export const PASSWORD_CHANGED =
  'Your password has been changed. Any other devices signed in to your account have been signed out.';

/** Where each successful sign-in form sends the user. */
export const SIGNED_IN_DESTINATION: Partial<Record<AccountFormId, string>> = {
  login: '/profile',
  'sign-up': '/signup-success',
  'reset-password': PASSWORD_CHANGED_PATH,
  'change-password': PASSWORD_CHANGED_PATH,
};

/** After signing in: a `redirect` field from the sign-in form (a path on this site only), else the form's default. */
export function signedInDestination(form: AccountFormId, data: FormData): string {
  const back = data.get('redirect');
  if (typeof back === 'string' && back) {
    if (form === 'login') return safeReturnPath(back);
    // A new account first reads that its confirmation e-mail is sent, with the way back offered
    // (a path on this site only; anything else leaves the page as it is).
    const path = safeReturnPath(back, '');
    if (form === 'sign-up' && path)
      return `${SIGNED_IN_DESTINATION['sign-up']}?redirect=${encodeURIComponent(path)}`;
  }
  return SIGNED_IN_DESTINATION[form] ?? '/';
}

export const FORGOT_PASSWORD_SENT =
  'If an account exists for that address, we have sent a link to reset the password. It expires in 1 hour.';
export const CONFIRMATION_SENT =
  'If that address has an unconfirmed account, we have sent a new confirmation link.';
export const SETTINGS_SAVED = 'Your settings are saved.';

/** The sign-in page's second and third forms post to /login with one of these `intent`s. */
export const SIGN_IN_LINK_INTENT = 'email-sign-in-link';
/** The settings page's second form: delete the account (its password typed again). */
export const DELETE_ACCOUNT_INTENT = 'delete-account';
/** Where a deleted account's owner lands, signed out: the sign-in page, saying so. */
export const ACCOUNT_DELETED_PATH = '/login?account=deleted';
export const ACCOUNT_DELETED_MESSAGE =
  'Your account has been deleted, with its saved searches, watched lots and alerts. We have e-mailed you a note of it.';
export const USE_SIGN_IN_LINK_INTENT = 'use-sign-in-link';
/** The sign-in link page's "E-mail me a new link", on a link that has expired or was used. */
export const RENEW_SIGN_IN_LINK_INTENT = 'renew-sign-in-link';

/** Why an e-mailed sign-in link did not sign in: said by the API and the page alike. */
export const SIGN_IN_LINK_PROBLEMS = {
  invalid: 'This sign-in link is not valid. Ask for a new one.',
  expired: 'This sign-in link has expired. Ask for a new one.',
  used: 'This sign-in link has already been used or replaced by a newer one. Ask for a new one.',
  cancelled:
    'This link was cancelled because the e-mail address of the account changed. Ask for a new one: we will send it to the new address.',
  ended:
    'This sign-in link stopped working when the password of the account was changed. Sign in with the new password, or ask for a new link.',
} as const;

/** The problems a new link mends with one press (the page offers "E-mail me a new link"). */
export const renewsSignInLink = (result: FormResult | undefined) =>
  !!result &&
  !result.ok &&
  (result.message === SIGN_IN_LINK_PROBLEMS.expired ||
    result.message === SIGN_IN_LINK_PROBLEMS.used);

/**
 * The answer to "E-mail me a new link": the new link goes to the account's address, which the page
 * never names (whoever holds a link is not always its owner). An older link, replaced since, brings
 * none: the newest e-mail has the link that works, or one can be asked for with the address.
 */
export const signInLinkRenewed = (renewed: boolean): FormResult => ({
  ok: renewed,
  message: renewed
    ? 'We have e-mailed a new sign-in link to the address this one was sent to. It works once and expires soon.'
    : 'This link cannot bring another (only the newest link sent can). Use the link in the newest e-mail, or ask for a new one on the sign-in page.',
  errors: {},
  values: { intent: RENEW_SIGN_IN_LINK_INTENT },
});

/**
 * The profile page's sign-out form: "Sign out" ends this device's session only; with this
 * `intent`, "Sign out everywhere" ends every session of the account (decision 091).
 */
export const SIGN_OUT_EVERYWHERE_INTENT = 'sign-out-everywhere';
/** Where signing out lands: the sign-in page, saying what ended. */
export const signedOutPath = (everywhere: boolean) =>
  `/login?signed_out=${everywhere ? 'everywhere' : 'device'}`;
export const SIGNED_OUT_MESSAGES = {
  device:
    'You are signed out on this device. Any other devices signed in to your account stay signed in.',
  everywhere:
    'You are signed out everywhere: every device that was signed in to your account has been signed out.',
} as const;
/** How long a wait is, as a person says it: "30 seconds", "2 minutes" (rounded up), "1 hour". */
export function waitInWords(seconds: number): string {
  const [n, unit] =
    seconds < 60
      ? [Math.ceil(seconds), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Too many failed sign-ins from this address: said by the API's 429 and by `/login?locked=N`,
 * with the wait when it is known (N seconds; the lock starts at 30 and doubles).
 */
export function lockedOutMessage(seconds?: number): string {
  const when =
    seconds !== undefined && Number.isFinite(seconds) && seconds >= 1
      ? `in ${waitInWords(seconds)}`
      : 'later';
  return `Too many failed sign-ins. Try again ${when}, or ask for a sign-in link by e-mail on the sign-in page.`;
}
export const LOCKED_OUT_PARAM = 'locked';
export const SIGN_IN_LINK_SENT =
  'If an account exists for that address, we have sent it a sign-in link. It works once and expires soon.';

/** The answer to "e-mail me a sign-in link"; `values.intent` tells the page which form it is for. */
export const signInLinkSent = (): FormResult => ({
  ...formSuccess(SIGN_IN_LINK_SENT),
  values: { intent: SIGN_IN_LINK_INTENT },
});

/** The settings page's e-mail change forms (decision 077, amendment). */
export const CHANGE_EMAIL_INTENT = 'change-email';
export const RESEND_EMAIL_CHANGE_INTENT = 'resend-email-change';
export const CANCEL_EMAIL_CHANGE_INTENT = 'cancel-email-change';
/** The same words whether or not the new address has an account (the form finds out nothing). */
export const emailChangeSent = (email: string): FormResult => ({
  ...formSuccess(
    `We have sent a link to ${email}. Your address changes when you open it; until then you sign in as before.`,
  ),
  values: { intent: CHANGE_EMAIL_INTENT },
});
export const emailChangeResent = (email: string): FormResult => ({
  ...formSuccess(`We have sent a new link to ${email}. The one before no longer works.`),
  values: { intent: RESEND_EMAIL_CHANGE_INTENT },
});
export const emailChangeCancelled = (): FormResult => ({
  ...formSuccess('The change of e-mail address is cancelled. You sign in as before.'),
  values: { intent: CANCEL_EMAIL_CHANGE_INTENT },
});
