/**
 * Every rate limit of the app, in one file: the per-IP tiers of the JSON APIs, the auth tiers
 * (per IP, per account, per account+IP, across all clients) and the data graph's. Routers take the
 * limiter they need from here; `multiplier` (RATE_LIMIT_MULTIPLIER) relaxes every limit.
 */
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { sendApiError } from './api-error.server';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;
/** Seconds until the client's window resets, for `Retry-After`. */
function setRetryAfter(req: Request, res: Response, windowMs: number) {
  const info = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
  const reset = info?.resetTime?.getTime() ?? Date.now() + windowMs;
  res.set('Retry-After', String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))));
}

/** One default for every limiter: standard headers, a Retry-After, and our error shape. */
const RATE_LIMIT_DEFAULTS: Partial<Options> = {
  windowMs: FIFTEEN_MINUTES,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: (req: Request, res: Response) => {
    setRetryAfter(req, res, FIFTEEN_MINUTES);
    sendApiError(res, 429, 'Too many attempts. Please wait a few minutes and try again.');
  },
};

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
} as const;

/** A per-IP limiter for one of the API tiers. */
export function apiRateLimit(
  tier: keyof typeof API_RATE_LIMITS,
  multiplier: number,
): RequestHandler {
  return rateLimit({
    ...RATE_LIMIT_DEFAULTS,
    limit: Math.ceil(API_RATE_LIMITS[tier] * multiplier),
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
 * The account and the client IP: failed sign-ins lock this pair only, so nobody can lock an owner
 * out of their own account from another address (issue 18: "10 wrong passwords lock an account
 * for anyone, renewable").
 */
function accountAndIpKey(req: Request): string {
  return `${accountKey(req)}|ip:${ipKeyGenerator(req.ip ?? '')}`;
}

/**
 * Tiers: per IP for each sensitive auth path, per account+IP for failed sign-ins, and per
 * account for e-mails so one address cannot be flooded from many IPs. `multiplier` relaxes every
 * limit (tests, trusted networks).
 */
export function authRateLimits(multiplier: number) {
  const perIp = (limit: number) =>
    rateLimit({ ...RATE_LIMIT_DEFAULTS, limit: Math.ceil(limit * multiplier) });
  const everyone = (limit: number) =>
    rateLimit({
      ...RATE_LIMIT_DEFAULTS,
      limit: Math.ceil(limit * multiplier),
      keyGenerator: () => 'all-clients',
    });
  const perAccount = (limit: number, onlyFailures = false, key = accountKey) =>
    rateLimit({
      ...RATE_LIMIT_DEFAULTS,
      limit: Math.ceil(limit * multiplier),
      keyGenerator: key,
      skip: (req) => accountKey(req) === 'account:',
      // Sign-ins that succeed do not count towards an account's lock.
      skipSuccessfulRequests: onlyFailures,
      requestWasSuccessful: (_req, res) => res.statusCode < 400,
    });
  return {
    login: [perIp(30), perAccount(10, true, accountAndIpKey)],
    // Registration tells whether an address is taken (the spec's contract): probing it is made
    // slow per IP and across all IPs together (docs/security.md).
    register: [perIp(10), everyone(200)],
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

/** The no-JavaScript page forms share the API's limiters, so both paths count together. */
export function pageFormLimits(limits: AuthRateLimits): Record<string, RequestHandler[]> {
  return {
    '/login': limits.login,
    '/sign-up': limits.register,
    '/forgot-password': limits.forgotPassword,
    '/reset-password': limits.forgotPassword,
    '/confirm-email': limits.resendConfirmation,
  };
}
