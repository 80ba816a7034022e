/**
 * Every rate limit of the app, in one file: the per-IP tiers of the JSON APIs, the auth tiers
 * (per IP, per account, per account+IP, across all clients) and the data graph's. Routers take the
 * limiter they need from here; `multiplier` (RATE_LIMIT_MULTIPLIER) relaxes every limit.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { safeReturnPath } from '#schema/return-path';
import { backoffKey, type LoginBackoff } from '#server/auth/login-backoff.server';
import {
  CHANGE_EMAIL_INTENT,
  formToBody,
  lockedOutMessage,
  RESEND_EMAIL_CHANGE_INTENT,
  LOCKED_OUT_PARAM,
  RENEW_SIGN_IN_LINK_INTENT,
  SIGN_IN_LINK_INTENT,
  TOO_MANY_ATTEMPTS,
  USE_SIGN_IN_LINK_INTENT,
} from '#shared/forms/account-forms';
import { RegisterBodySchema } from '#schema/auth';
import { sendApiError } from './api-error.server';
import { isFormPost } from './form-post.server';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;
/** Seconds until the client's window resets, for `Retry-After`. */
function setRetryAfter(req: Request, res: Response, windowMs: number) {
  const info = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
  const reset = info?.resetTime?.getTime() ?? Date.now() + windowMs;
  res.set('Retry-After', String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))));
}

/**
 * What a request over a limit gets: a Retry-After, and our error shape. A browser without
 * JavaScript gets its page back with the message, not a JSON body: a page form renders it, and a
 * form posted to an API (`formRedirect`) goes back to its page with a state that says to wait.
 */
const overLimit =
  (formRedirect?: (req: Request) => string) =>
  (req: Request, res: Response, next: NextFunction) => {
    setRetryAfter(req, res, FIFTEEN_MINUTES);
    if (formRedirect && isFormPost(req)) return res.redirect(303, formRedirect(req));
    if (isPageForm(req)) {
      res.locals.formRateLimited = TOO_MANY_ATTEMPTS;
      return next();
    }
    sendApiError(res, 429, TOO_MANY_ATTEMPTS);
  };

/** One default for every limiter: standard headers and `overLimit`. */
const RATE_LIMIT_DEFAULTS: Partial<Options> = {
  windowMs: FIFTEEN_MINUTES,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: overLimit(),
};

/** A plain form post to a page (`/sign-up`, `/forgot-password`…), not to an API. */
const isPageForm = (req: Request) =>
  !req.path.startsWith('/api/') &&
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** Requests per IP per 15 minutes for the JSON APIs outside /api/auth. */
export const API_RATE_LIMITS = {
  /** The contact form sends e-mail: a handful. */
  contact: 5,
  /** Typing sends one request per pause, so that is a hundred searches or more. */
  suggest: 600,
  /** Everything under /api/saved-searches … */
  savedSearches: 300,
  /** … of which creates, updates and deletes. */
  savedSearchWrites: 60,
  /** Auction houses' lot feeds (POST /api/feeds/lots): a catalogue is one request. */
  lotFeeds: 60,
  /** Everything under /api/watchlist (a buyer browsing results may watch a lot on every card) … */
  watchlist: 600,
  /** … of which watches, unwatches and settings. */
  watchlistWrites: 200,
} as const;

/**
 * A per-IP limiter for one of the API tiers. `formRedirect`: where a plain form post over the
 * limit goes (the no-JavaScript Watch and "Save this search" forms post to the APIs).
 */
export function apiRateLimit(
  tier: keyof typeof API_RATE_LIMITS,
  multiplier: number,
  formRedirect?: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    ...RATE_LIMIT_DEFAULTS,
    limit: Math.ceil(API_RATE_LIMITS[tier] * multiplier),
    handler: overLimit(formRedirect),
  });
}

/** The account a request is about (login identifier or e-mail), lower-cased; empty when absent. */
function accountKey(req: Request): string {
  const body = (req.body ?? {}) as { identifier?: unknown; email?: unknown };
  const id =
    typeof body.identifier === 'string'
      ? body.identifier
      : typeof body.email === 'string'
        ? body.email
        : '';
  return `account:${id.trim().toLowerCase()}`;
}

/**
 * The new address an e-mail change mails: the one asked for, or, when the link is sent again, the
 * one the account's change waits on (whatever the body says: a resend mails that address, and an
 * `email` sent beside it had chosen a fresh counter each time). Read once a request (the limiter
 * asks twice).
 */
const newAddresses = new WeakMap<Request, Promise<string>>();
function newAddressKey(
  req: Request,
  pendingAddressOf: (req: Request) => Promise<string | null>,
): Promise<string> {
  let key = newAddresses.get(req);
  if (!key) {
    key = isResend(req)
      ? pendingAddressOf(req).then((a) => `account:${(a ?? '').toLowerCase()}`)
      : Promise.resolve(accountKey(req));
    newAddresses.set(req, key);
  }
  return key;
}

/** "Send the link again", from the API or the settings page's form. */
const isResend = (req: Request) =>
  req.path === '/api/auth/change-email/resend' ||
  (req.body as { intent?: unknown } | undefined)?.intent === RESEND_EMAIL_CHANGE_INTENT;

/** A sign-up as the register schema reads it, posted as JSON or as the page's form. */
function signUpBody(req: Request): unknown {
  if (!isPageForm(req)) return req.body;
  const data = new FormData();
  for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>))
    if (typeof value === 'string') data.append(name, value);
  return formToBody('sign-up', data);
}

/**
 * The account and the client IP: failed sign-ins lock this pair only, so nobody can lock an owner
 * out of their own account from another address (issue 18: "10 wrong passwords lock an account
 * for anyone, renewable").
 */
function accountAndIpKey(req: Request): string {
  return backoffKey(accountKey(req).slice('account:'.length), ipKeyGenerator(req.ip ?? ''));
}

/**
 * `/login?locked=N` (N: the seconds to wait), keeping where the buyer was going (a lot's "Sign in
 * to watch", the map).
 */
function lockedOutPage(req: Request, wait: number): string {
  const back = (req.body as { redirect?: unknown } | undefined)?.redirect;
  const query = new URLSearchParams({ [LOCKED_OUT_PARAM]: String(wait) });
  if (typeof back === 'string' && back) query.set('redirect', safeReturnPath(back));
  return `/login?${query}`;
}

/**
 * Failed sign-ins back off exponentially per account + IP (server/auth/login-backoff.server.ts). A locked
 * pair gets a 429 with Retry-After before any password check, and is told a sign-in link can be
 * e-mailed; 400s (wrong password) count, a success clears the pair.
 */
export function loginBackoffLimiter(backoff: LoginBackoff): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = accountAndIpKey(req);
    if (key.startsWith('account:|')) return next();
    const wait = backoff.retryAfterSeconds(key);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      // The no-JavaScript form: back to the sign-in page, which says so beside the link form.
      if (req.is('application/x-www-form-urlencoded')) {
        res.redirect(303, lockedOutPage(req, wait));
        return;
      }
      sendApiError(res, 429, lockedOutMessage(wait), {
        retryAfterSeconds: wait,
        signInLink: true,
      });
      return;
    }
    res.on('finish', () => {
      if (res.statusCode < 400) backoff.recordSuccess(key);
      else if (res.statusCode === 400) backoff.recordFailure(key);
    });
    next();
  };
}

/**
 * Tiers: per IP for each sensitive auth path, exponential back-off per account+IP for failed
 * sign-ins, and per account for e-mails so one address cannot be flooded from many IPs.
 * `multiplier` relaxes every count limit (tests, trusted networks).
 */
export function authRateLimits(
  multiplier: number,
  backoff: LoginBackoff,
  /** The address a signed-in account's change of e-mail waits on (its session's), or null. */
  pendingAddressOf: (req: Request) => Promise<string | null>,
) {
  const perIp = (limit: number) =>
    rateLimit({ ...RATE_LIMIT_DEFAULTS, limit: Math.ceil(limit * multiplier) });
  const everyone = (limit: number) =>
    rateLimit({
      ...RATE_LIMIT_DEFAULTS,
      limit: Math.ceil(limit * multiplier),
      keyGenerator: () => 'all-clients',
    });
  const perAccount = (limit: number) =>
    rateLimit({
      ...RATE_LIMIT_DEFAULTS,
      limit: Math.ceil(limit * multiplier),
      keyGenerator: accountKey,
      skip: (req) => accountKey(req) === 'account:',
    });
  // Only refusals count: a session's holder cannot try passwords on the pages that ask for the
  // current one (change password, delete account) faster than at the sign-in.
  const refusalsPerIp = (limit: number) =>
    rateLimit({
      ...RATE_LIMIT_DEFAULTS,
      limit: Math.ceil(limit * multiplier),
      skipSuccessfulRequests: true,
    });
  // Only requests that sent e-mail count (a mistyped password is the limit above's business).
  const sentPerIp = (limit: number) =>
    rateLimit({
      ...RATE_LIMIT_DEFAULTS,
      limit: Math.ceil(limit * multiplier),
      skipFailedRequests: true,
    });
  // One counter for every form that asks for the current password (shared, not one each).
  const currentPassword = refusalsPerIp(10);
  // Mail about a change of address, to the new address: asked for (its address in the body) or
  // sent again ("Send the link again": the address the account's change waits on). One count for
  // both: the resend had only a per-IP limit, and mailed a taken address's owner again each time.
  const changeMailsPerIp = sentPerIp(10);
  const changeMailsPerAddress = rateLimit({
    ...RATE_LIMIT_DEFAULTS,
    limit: Math.ceil(3 * multiplier),
    keyGenerator: (req) => newAddressKey(req, pendingAddressOf),
    skip: async (req) => (await newAddressKey(req, pendingAddressOf)) === 'account:',
    skipFailedRequests: true,
  });
  // Registration refused for its own fields (a short password, an empty name) tells nothing of
  // which addresses have accounts: it does not count. Ten such mistakes locked a buyer out.
  const registersPerIp = rateLimit({
    ...RATE_LIMIT_DEFAULTS,
    limit: Math.ceil(10 * multiplier),
    skip: (req) => !RegisterBodySchema.safeParse(signUpBody(req)).success,
  });
  return {
    // Sign-ins refused (wrong password, unknown account) count, not the ones that succeed: an
    // office or a phone network shares one address, and 30 good sign-ins locked the next out.
    login: [refusalsPerIp(30), loginBackoffLimiter(backoff)],
    // An e-mail change mails the new address: an account cannot be used to flood any address
    // (3 per new address from all clients, 10 per IP, each 15 minutes), besides wrong passwords.
    changeEmail: [currentPassword, changeMailsPerIp, changeMailsPerAddress],
    resendEmailChange: [changeMailsPerIp, changeMailsPerAddress],
    currentPassword: [currentPassword],
    // "E-mail me a sign-in link": like forgot-password (the owner of a locked account uses it).
    signInLink: [perIp(10), perAccount(3)],
    // Using a link: per IP only (the 256-bit token is the secret, single use, 15 minutes).
    useSignInLink: [perIp(20)],
    // A new link for one that expired or was used: per IP as asking for one; per account, each
    // link e-mailed brings at most one more (auth-service renewSignInLink).
    renewSignInLink: [perIp(10)],
    // Registration tells whether an address is taken (the spec's contract): probing it is made
    // slow per IP and across all IPs together (docs/security.md).
    register: [registersPerIp, everyone(200)],
    forgotPassword: [perIp(10), perAccount(3)],
    resendConfirmation: [perIp(10), perAccount(3)],
    general: [perIp(300)],
  };
}

/**
 * The data graph per IP: 300 operations a minute (a browser's map sends a few a pan); the work of
 * each one is bounded by the graph's own cost, depth and pattern limits.
 */
export function graphRateLimit(multiplier: number): RequestHandler {
  return rateLimit({
    ...RATE_LIMIT_DEFAULTS,
    windowMs: ONE_MINUTE,
    limit: Math.ceil(300 * multiplier),
    handler: (req: Request, res: Response) => {
      setRetryAfter(req, res, ONE_MINUTE);
      res.status(429).json({
        errors: [
          {
            message: 'Too many requests. Please wait a minute and try again.',
            extensions: { code: 'RATE_LIMITED' },
          },
        ],
      });
    },
  });
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;

/** Runs a chain of middleware in order (the chain one form intent picks). */
function runChain(chain: RequestHandler[], req: Request, res: Response, next: NextFunction) {
  const step = (i: number) => {
    if (i >= chain.length) return next();
    void chain[i]!(req, res, (err?: unknown) => (err ? next(err) : step(i + 1)));
  };
  step(0);
}

/**
 * The sign-in page holds three forms: the password (back-off), "e-mail me a sign-in link" (limited
 * like forgot-password) and the link's "continue" button (per IP only: the token is the secret),
 * with, on a link that no longer works, "e-mail me a new link".
 */
function loginFormLimits(limits: AuthRateLimits): RequestHandler {
  return (req, res, next) => {
    const intent = (req.body as { intent?: unknown } | undefined)?.intent;
    const chain =
      intent === SIGN_IN_LINK_INTENT
        ? limits.signInLink
        : intent === USE_SIGN_IN_LINK_INTENT
          ? limits.useSignInLink
          : intent === RENEW_SIGN_IN_LINK_INTENT
            ? limits.renewSignInLink
            : limits.login;
    runChain(chain, req, res, next);
  };
}

/** The settings page: "send the link again" like resend confirmation, the rest by wrong passwords. */
function settingsFormLimits(limits: AuthRateLimits): RequestHandler {
  return (req, res, next) => {
    const intent = (req.body as { intent?: unknown } | undefined)?.intent;
    const chain =
      intent === RESEND_EMAIL_CHANGE_INTENT
        ? limits.resendEmailChange
        : intent === CHANGE_EMAIL_INTENT
          ? limits.changeEmail
          : limits.currentPassword;
    runChain(chain, req, res, next);
  };
}

/** The no-JavaScript page forms share the API's limiters, so both paths count together. */
export function pageFormLimits(limits: AuthRateLimits): Record<string, RequestHandler[]> {
  return {
    '/login': [loginFormLimits(limits)],
    '/sign-up': limits.register,
    '/forgot-password': limits.forgotPassword,
    '/reset-password': limits.forgotPassword,
    '/confirm-email': limits.resendConfirmation,
    '/change-password': limits.currentPassword,
    '/profile/settings': [settingsFormLimits(limits)],
  };
}
