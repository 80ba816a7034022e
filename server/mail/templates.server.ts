export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface ActionMail {
  to: string;
  greetingName: string | null;
  subject: string;
  intro: string;
  action: { label: string; url: string };
  outro: string;
}

/** One layout for every transactional e-mail: plain text and a simple, accessible HTML part. */
export function actionMail({ to, greetingName, subject, intro, action, outro }: ActionMail) {
  const hello = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const text = `${hello}\n\n${intro}\n\n${action.label}: ${action.url}\n\n${outro}\n\nAuction Property UK`;
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1d4f91;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
<p>${escapeHtml(outro)}</p><p>Auction Property UK</p></body></html>`;
  return { to, subject, text, html, links: [action.url] };
}

export function confirmEmailMail(to: string, name: string | null, url: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Confirm your e-mail address',
    intro:
      'Thanks for registering. Please confirm your e-mail address so we can send you alerts and newsletters.',
    action: { label: 'Confirm e-mail address', url },
    outro:
      'The link works once and expires in 24 hours. If you did not register, ignore this e-mail.',
  });
}

export function resetPasswordMail(to: string, name: string | null, url: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account.',
    action: { label: 'Choose a new password', url },
    outro:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
  });
}

/** A one-time sign-in link (the owner of a locked account, or anyone who prefers it). */
export function signInLinkMail(to: string, name: string | null, url: string, ttlMinutes: number) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Your sign-in link',
    intro: 'Here is the link you asked for to sign in without your password.',
    action: { label: 'Sign in', url },
    outro: `The link works once and expires in ${ttlMinutes} minutes; a newer link replaces it. If you did not ask for it, ignore this e-mail: nobody can sign in without it.`,
  });
}

/** To the owner of an address someone tried to register again (registration says it is taken). */
export function accountExistsMail(to: string, name: string | null, signInUrl: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Someone tried to register with your e-mail address',
    intro:
      'Someone (perhaps you) tried to create a new account with this e-mail address, which already has an account with us. No new account was created.',
    action: { label: 'Sign in or reset your password', url: signInUrl },
    outro: 'If this was not you, you need do nothing: your account is unchanged.',
  });
}

/**
 * After a password was set (changed in settings or reset from an e-mailed link): tells the owner,
 * so a change they did not make is noticed while the reset link can still take the account back.
 */
export function passwordChangedMail(to: string, name: string | null, forgotPasswordUrl: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Your password has been changed',
    intro:
      'The password of your account was just changed, and every other device signed in to it was signed out.',
    action: { label: 'Not you? Reset your password', url: forgotPasswordUrl },
    outro: 'If you changed it, you need do nothing.',
  });
}

/** After an account was deleted: a record for its owner, and a way back if it was not them. */
export function accountDeletedMail(to: string, name: string | null, signUpUrl: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Your account has been deleted',
    intro:
      'Your account has been deleted, with its saved searches, watched lots and alert settings. We will send no more alerts to this address.',
    action: { label: 'Create a new account', url: signUpUrl },
    outro:
      'If you did not delete it, someone knew your password: create a new account and use a password you use nowhere else.',
  });
}

/** To the new address of an e-mail change: the link that makes it (decision 077, amendment). */
export function confirmEmailChangeMail(to: string, name: string | null, url: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Confirm your new e-mail address',
    intro: `You asked to sign in to your Auction Property UK account with this address (${to}) from now on. The change is made when you open this link.`,
    action: { label: 'Use this e-mail address', url },
    outro:
      'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail: nothing changes.',
  });
}

/**
 * To the address a buyer asked to move to when another account already has it: instead of the
 * link (the form answers the same either way, so it cannot tell whether an address has an account).
 */
export function emailChangeTakenMail(to: string, name: string | null, signInUrl: string) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'Someone tried to move an account to your e-mail address',
    intro:
      'Someone (perhaps you, from another account) asked to sign in to their account with this e-mail address, which already has an account with us. Nothing was changed.',
    action: { label: 'Sign in or reset your password', url: signInUrl },
    outro: 'If this was not you, you need do nothing: your account is unchanged.',
  });
}

/** To the old address at once: a change was asked for (no link that changes anything). */
export function emailChangeRequestedMail(
  to: string,
  name: string | null,
  newEmail: string,
  forgotPasswordUrl: string,
) {
  return actionMail({
    to,
    greetingName: name,
    subject: 'A change of your e-mail address was asked for',
    intro: `Someone signed in to your account asked to sign in with ${newEmail} instead of this address. Nothing changes until a link we sent to ${newEmail} is opened; you can cancel it on your settings page.`,
    action: { label: 'Not you? Reset your password', url: forgotPasswordUrl },
    outro: 'If you asked for it, you need do nothing.',
  });
}
