import { redirect, redirectDocument } from 'react-router';
import {
  authApi,
  AuthCallError,
  completeSignIn,
  logout,
  refreshCurrentUser,
} from '#client/runtime/auth-client';
import { authStore } from '#client/stores/auth-store';
import { withFragment } from '#schema/return-path';
import {
  ACCOUNT_DELETED_PATH,
  CANCEL_EMAIL_CHANGE_INTENT,
  CHANGE_EMAIL_INTENT,
  CONFIRMATION_SENT,
  DELETE_ACCOUNT_INTENT,
  emailChangeCancelled,
  emailChangeResent,
  emailChangeSent,
  FORGOT_PASSWORD_SENT,
  formFailure,
  formSuccess,
  formToBody,
  RENEW_SIGN_IN_LINK_INTENT,
  RESEND_EMAIL_CHANGE_INTENT,
  SETTINGS_SAVED,
  SIGN_IN_LINK_INTENT,
  SIGN_OUT_EVERYWHERE_INTENT,
  signedOutPath,
  signInLinkRenewed,
  signInLinkSent,
  signedInDestination,
  USE_SIGN_IN_LINK_INTENT,
  type AccountFormId,
  type FormResult,
} from '#shared/forms/account-forms';

/** Browser side of the account forms: call the JSON API, keep the auth store, then navigate. */
export async function runClientAction(
  form: AccountFormId,
  data: FormData,
): Promise<FormResult | Response> {
  // Sent to sign in from `/profile#watched-lots`: the fragment came along on this page's address.
  const back = data.get('redirect');
  if (form === 'login' && typeof back === 'string' && back)
    data.set('redirect', withFragment(back, window.location.hash));
  const body = formToBody(form, data);
  try {
    switch (form) {
      case 'login':
        if (data.get('intent') === SIGN_IN_LINK_INTENT) {
          await authApi.requestSignInLink(body as { email: string });
          return signInLinkSent();
        }
        if (data.get('intent') === RENEW_SIGN_IN_LINK_INTENT)
          return signInLinkRenewed(
            (await authApi.renewSignInLink(body as { link: string })).renewed,
          );
        await completeSignIn(
          data.get('intent') === USE_SIGN_IN_LINK_INTENT
            ? await authApi.signInWithLink(body as { link: string })
            : await authApi.login(body as { identifier: string; password: string }),
        );
        break;
      case 'sign-up':
        await completeSignIn(await authApi.register(body));
        break;
      case 'reset-password':
        await completeSignIn(await authApi.resetPassword(body));
        break;
      case 'change-password':
        await completeSignIn(await authApi.changePassword(body));
        break;
      case 'forgot-password':
        await authApi.forgotPassword(body as { email: string });
        return formSuccess(FORGOT_PASSWORD_SENT);
      case 'confirm-email':
        await authApi.resendConfirmation(body as { email: string });
        return formSuccess(CONFIRMATION_SENT);
      case 'profile': {
        const everywhere = data.get('intent') === SIGN_OUT_EVERYWHERE_INTENT;
        await logout(everywhere);
        // A whole page load: the router's root data still holds the user, and the sign-in
        // page's guest guard would send a signed-in visitor home.
        return redirectDocument(signedOutPath(everywhere));
      }
      case 'profile-settings': {
        if (data.get('intent') === DELETE_ACCOUNT_INTENT) {
          await authApi.deleteAccount({ password: String(data.get('password') ?? '') });
          authStore.clear();
          // A whole page load: the router's root data still holds the deleted user.
          return redirectDocument(ACCOUNT_DELETED_PATH);
        }
        const intent = data.get('intent');
        if (intent === CHANGE_EMAIL_INTENT) {
          const user = await authApi.changeEmail({
            email: String(data.get('email') ?? ''),
            currentPassword: String(data.get('currentPassword') ?? ''),
          });
          await refreshCurrentUser();
          return emailChangeSent(user.pending_email ?? '');
        }
        if (intent === RESEND_EMAIL_CHANGE_INTENT) {
          const user = await authApi.resendEmailChange();
          return emailChangeResent(user.pending_email ?? '');
        }
        if (intent === CANCEL_EMAIL_CHANGE_INTENT) {
          await authApi.cancelEmailChange();
          await refreshCurrentUser();
          return emailChangeCancelled();
        }
        await authApi.update(Number(data.get('user_id')), body);
        // SPEC §7: the user is refetched after an update.
        if (authStore.get().token) await refreshCurrentUser();
        return formSuccess(SETTINGS_SAVED);
      }
    }
    return redirect(signedInDestination(form, data));
  } catch (err) {
    if (err instanceof AuthCallError) {
      if (err.status === 401) {
        await logout();
        return redirect('/');
      }
      return formFailure(err.message, err.errors, data);
    }
    throw err;
  }
}
