import { redirect } from 'react-router';
import type { RequestScope } from '#server/request-scope.server';
import * as auth from '#server/auth/auth-service.server';
import { deleteAccount } from '#server/auth/delete-account.server';
import { doneAskedBeforeSignIn } from '#server/alerts/asked-before-sign-in.server';
import {
  cancelEmailChange,
  requestEmailChange,
  resendEmailChange,
} from '#server/auth/change-email.server';
import { AuthError, parseBody } from '#server/auth/auth-error.server';
import { sessionSetCookie } from '#server/auth/session.server';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  EmailBodySchema,
  SignInLinkRequestSchema,
  LoginBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SignInLinkBodySchema,
  SignInLinkRenewSchema,
  UpdateUserBodySchema,
} from '#schema/auth';
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

const sessionCookie = (scope: RequestScope, jwt: string | null) =>
  sessionSetCookie(jwt, {
    secure: scope.config.secureTransport,
    ttlHours: scope.config.SESSION_TTL_HOURS,
  });

/**
 * Signed in: back where the form was going, with what the buyer asked for before signing in
 * ("Sign in to watch", "Sign in to save this search") done on the way.
 */
const signedInRedirect = async (
  scope: RequestScope,
  form: AccountFormId,
  { jwt, user }: auth.SignedIn,
  data: FormData,
) =>
  redirect(await doneAskedBeforeSignIn(scope.auth.db, user.id, signedInDestination(form, data)), {
    headers: { 'Set-Cookie': sessionCookie(scope, jwt) },
  });

/**
 * Server side of the account forms, for browsers without JavaScript: the same schemas and
 * services as the JSON API; success redirects with the session cookie, failure re-renders the form.
 */
export async function runServerAction(
  form: AccountFormId,
  data: FormData,
  scope: RequestScope,
): Promise<FormResult | Response> {
  // Over a rate limit (server/http/rate-limits.server.ts): the page says so, nothing is tried.
  if (scope.formRateLimited)
    return { ...formFailure(scope.formRateLimited, {}, data), status: 429 };
  const body = formToBody(form, data);
  const deps = scope.auth;
  try {
    switch (form) {
      case 'login':
        if (data.get('intent') === SIGN_IN_LINK_INTENT) {
          const { email, redirect } = parseBody(SignInLinkRequestSchema, body);
          await auth.requestSignInLink(deps, email, redirect);
          return signInLinkSent();
        }
        if (data.get('intent') === RENEW_SIGN_IN_LINK_INTENT) {
          const { link, redirect } = parseBody(SignInLinkRenewSchema, body);
          return signInLinkRenewed(await auth.renewSignInLink(deps, link, redirect));
        }
        if (data.get('intent') === USE_SIGN_IN_LINK_INTENT)
          return signedInRedirect(
            scope,
            form,
            await auth.signInWithLink(deps, parseBody(SignInLinkBodySchema, body).link),
            data,
          );
        return signedInRedirect(
          scope,
          form,
          await auth.login(deps, parseBody(LoginBodySchema, body)),
          data,
        );
      case 'sign-up':
        return signedInRedirect(
          scope,
          form,
          await auth.register(deps, parseBody(RegisterBodySchema, body)),
          data,
        );
      case 'reset-password':
        return signedInRedirect(
          scope,
          form,
          await auth.resetPassword(deps, parseBody(ResetPasswordBodySchema, body)),
          data,
        );
      case 'change-password': {
        if (!scope.user) throw new AuthError(401, 'You need to sign in');
        const result = await auth.changePassword(
          deps,
          scope.user.id,
          parseBody(ChangePasswordBodySchema, body),
        );
        return signedInRedirect(scope, form, result, data);
      }
      case 'forgot-password':
        await auth.forgotPassword(deps, parseBody(EmailBodySchema, body).email);
        return formSuccess(FORGOT_PASSWORD_SENT);
      case 'confirm-email':
        await auth.resendConfirmation(deps, parseBody(EmailBodySchema, body).email);
        return formSuccess(CONFIRMATION_SENT);
      case 'profile': {
        // Sign out ends this session itself, as `POST /api/auth/logout` does: a copied cookie
        // dies too; "Sign out everywhere" ends every session of the account (decision 091).
        const everywhere = data.get('intent') === SIGN_OUT_EVERYWHERE_INTENT;
        if (everywhere && scope.user) await auth.logoutEverywhere(deps, scope.user.id);
        else if (scope.session) await auth.logout(deps, scope.session);
        return redirect(signedOutPath(everywhere), {
          headers: { 'Set-Cookie': sessionCookie(scope, null) },
        });
      }
      case 'profile-settings':
        if (!scope.user) throw new AuthError(401, 'You need to sign in');
        if (data.get('intent') === DELETE_ACCOUNT_INTENT) {
          await deleteAccount(
            deps,
            scope.user.id,
            parseBody(DeleteAccountBodySchema, {
              password: data.get('password') ?? '',
            }),
          );
          return redirect(ACCOUNT_DELETED_PATH, {
            headers: { 'Set-Cookie': sessionCookie(scope, null) },
          });
        }
        if (data.get('intent') === CHANGE_EMAIL_INTENT) {
          const change = parseBody(ChangeEmailBodySchema, {
            email: data.get('email') ?? '',
            currentPassword: data.get('currentPassword') ?? '',
          });
          // The page rendered after the action says the change is waiting (root data's user).
          scope.user = await requestEmailChange(deps, scope.user.id, change);
          return emailChangeSent(change.email);
        }
        if (data.get('intent') === RESEND_EMAIL_CHANGE_INTENT) {
          const user = await resendEmailChange(deps, scope.user.id);
          return emailChangeResent(user.pending_email ?? '');
        }
        if (data.get('intent') === CANCEL_EMAIL_CHANGE_INTENT) {
          scope.user = await cancelEmailChange(deps, scope.user.id);
          return emailChangeCancelled();
        }
        // The page drawn after the save shows what was saved (it showed the values before it, and
        // saving that form again put them back).
        scope.user = await auth.updateUser(
          deps,
          scope.user.id,
          parseBody(UpdateUserBodySchema, body),
        );
        return formSuccess(SETTINGS_SAVED);
    }
  } catch (err) {
    if (err instanceof AuthError) {
      if (err.status === 401) return redirect('/');
      return formFailure(err.message, err.errors, data);
    }
    throw err;
  }
}
