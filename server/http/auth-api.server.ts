import { Router, type NextFunction, type Request, type Response } from 'express';
import { isStaff } from '#schema/roles';
import type { AppConfig } from '#server/config/env.server';
import { AuthError, parseBody } from '#server/auth/auth-error.server';
import * as auth from '#server/auth/auth-service.server';
import { deleteAccount } from '#server/auth/delete-account.server';
import {
  cancelEmailChange,
  requestEmailChange,
  resendEmailChange,
} from '#server/auth/change-email.server';
import {
  requestSession,
  requireSession,
  requireSignedInSession,
  sessionSetCookie,
  sessionUser,
} from '#server/auth/session.server';
import { signGraphToken } from '#server/auth/graph-token.server';
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
import { sendApiError } from './api-error.server';
import { jsonBody } from './json-body.server';
import type { AuthRateLimits } from './rate-limits.server';

type Handler = (req: Request, res: Response) => Promise<void>;

/** Expected auth failures become our error shape; anything else goes to the error handler. */
const handle = (fn: Handler) => async (req: Request, res: Response, next: NextFunction) => {
  try {
    await fn(req, res);
  } catch (err) {
    if (err instanceof AuthError) {
      if (err.retryAfterSeconds) res.set('Retry-After', String(err.retryAfterSeconds));
      sendApiError(
        res,
        err.status,
        err.message,
        Object.keys(err.errors).length ? { errors: err.errors } : {},
      );
      return;
    }
    next(err);
  }
};

/** `/api/auth/*`: Strapi users-permissions shapes (`{ jwt, user }`), zod-validated, rate limited. */
export function authApiRouter(deps: auth.AuthDeps, config: AppConfig, limits: AuthRateLimits) {
  const router = Router();
  router.use('/api/auth', jsonBody('16kb'), ...limits.general);

  const cookie = (jwt: string | null) =>
    sessionSetCookie(jwt, { secure: config.secureTransport, ttlHours: config.SESSION_TTL_HOURS });
  const signedIn = (res: Response, result: auth.SignedIn) => {
    res.append('Set-Cookie', cookie(result.jwt));
    res.set('Cache-Control', 'no-store').json(result);
  };

  router.post(
    '/api/auth/register',
    ...limits.register,
    handle(async (req, res) => {
      signedIn(res, await auth.register(deps, parseBody(RegisterBodySchema, req.body)));
    }),
  );

  router.post(
    '/api/auth/login',
    ...limits.login,
    handle(async (req, res) => {
      signedIn(res, await auth.login(deps, parseBody(LoginBodySchema, req.body)));
    }),
  );

  // "E-mail me a sign-in link": the same answer for every address (the work follows it).
  router.post(
    '/api/auth/sign-in-link',
    ...limits.signInLink,
    handle(async (req, res) => {
      const { email, redirect } = parseBody(SignInLinkRequestSchema, req.body);
      await auth.requestSignInLink(deps, email, redirect);
      res.json({ ok: true });
    }),
  );

  router.post(
    '/api/auth/sign-in-link/use',
    ...limits.useSignInLink,
    handle(async (req, res) => {
      signedIn(
        res,
        await auth.signInWithLink(deps, parseBody(SignInLinkBodySchema, req.body).link),
      );
    }),
  );

  // "E-mail me a new link" on a link that expired or was used: to the account's own address.
  router.post(
    '/api/auth/sign-in-link/renew',
    ...limits.renewSignInLink,
    handle(async (req, res) => {
      const { link, redirect } = parseBody(SignInLinkRenewSchema, req.body);
      res.json({ ok: true, renewed: await auth.renewSignInLink(deps, link, redirect) });
    }),
  );

  // Revokes this session itself (not only the cookie): a copied token stops working too. The
  // account's other devices stay signed in (decision 091).
  router.post(
    '/api/auth/logout',
    handle(async (req, res) => {
      const session = await requestSession(req, deps);
      if (session) await auth.logout(deps, session);
      res.append('Set-Cookie', cookie(null));
      res.status(204).end();
    }),
  );

  // "Sign out everywhere": every session of the account ends, this one too.
  router.post(
    '/api/auth/logout-everywhere',
    handle(async (req, res) => {
      const user = await sessionUser(req, deps);
      if (user) await auth.logoutEverywhere(deps, user.id);
      res.append('Set-Cookie', cookie(null));
      res.status(204).end();
    }),
  );

  router.get(
    '/api/auth/me',
    handle(async (req, res) => {
      const session = await requireSignedInSession(req, deps);
      const { user } = session;
      // The token lasts as long as this session does (graphTokenLive), at most 15 minutes.
      const hasuraToken = await signGraphToken(
        {
          userId: user.id,
          role: isStaff(user.role) ? 'editor' : 'user',
          sessionId: session.id,
          version: session.version,
        },
        deps.jwtSecret,
      );
      res.set('Cache-Control', 'no-store').json({ user, hasuraToken });
    }),
  );

  router.put(
    '/api/auth/update/:userId',
    handle(async (req, res) => {
      const user = await requireSession(req, deps);
      if (String(user.id) !== req.params.userId)
        throw new AuthError(403, 'You can only change your own account');
      res.json(await auth.updateUser(deps, user.id, parseBody(UpdateUserBodySchema, req.body)));
    }),
  );

  router.post(
    '/api/auth/forgot-password',
    ...limits.forgotPassword,
    handle(async (req, res) => {
      await auth.forgotPassword(deps, parseBody(EmailBodySchema, req.body).email);
      res.json({ ok: true });
    }),
  );

  router.post(
    '/api/auth/reset-password',
    ...limits.forgotPassword,
    handle(async (req, res) => {
      signedIn(res, await auth.resetPassword(deps, parseBody(ResetPasswordBodySchema, req.body)));
    }),
  );

  router.post(
    '/api/auth/change-password',
    ...limits.currentPassword,
    handle(async (req, res) => {
      const user = await requireSession(req, deps);
      signedIn(
        res,
        await auth.changePassword(deps, user.id, parseBody(ChangePasswordBodySchema, req.body)),
      );
    }),
  );

  // The owner deletes their account (the password again); the cookie goes with it.
  router.post(
    '/api/auth/delete-account',
    ...limits.currentPassword,
    handle(async (req, res) => {
      const user = await requireSession(req, deps);
      await deleteAccount(deps, user.id, parseBody(DeleteAccountBodySchema, req.body));
      res.append('Set-Cookie', cookie(null));
      res.set('Cache-Control', 'no-store').json({ ok: true });
    }),
  );

  // A new sign-in address: made when the link mailed to it is opened (decision 077, amendment).
  router.post(
    '/api/auth/change-email',
    ...limits.changeEmail,
    handle(async (req, res) => {
      const user = await requireSession(req, deps);
      const body = parseBody(ChangeEmailBodySchema, req.body);
      res.set('Cache-Control', 'no-store').json(await requestEmailChange(deps, user.id, body));
    }),
  );

  router.post(
    '/api/auth/change-email/resend',
    ...limits.resendEmailChange,
    handle(async (req, res) => {
      const user = await requireSession(req, deps);
      res.set('Cache-Control', 'no-store').json(await resendEmailChange(deps, user.id));
    }),
  );

  router.post(
    '/api/auth/change-email/cancel',
    handle(async (req, res) => {
      const user = await requireSession(req, deps);
      res.set('Cache-Control', 'no-store').json(await cancelEmailChange(deps, user.id));
    }),
  );

  router.post(
    '/api/auth/resend-confirmation-link',
    ...limits.resendConfirmation,
    handle(async (req, res) => {
      const { email } = parseBody(EmailBodySchema, req.body);
      await auth.resendConfirmation(deps, email);
      res.json({ email, sent: true });
    }),
  );

  return router;
}
