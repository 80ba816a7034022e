import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Options } from 'express-rate-limit';
import { sendApiError } from './api-error.server';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** One default for every limiter: standard headers, a Retry-After, and our error shape. */
export const RATE_LIMIT_DEFAULTS: Partial<Options> = {
  windowMs: FIFTEEN_MINUTES,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  handler: (req: Request, res: Response) => {
    const info = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
    const reset = info?.resetTime?.getTime() ?? Date.now() + FIFTEEN_MINUTES;
    res.set('Retry-After', String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))));
    sendApiError(res, 429, 'Too many attempts. Please wait a few minutes and try again.');
  },
};

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

const ONE_MINUTE = 60 * 1000;

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
      const info = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
      const reset = info?.resetTime?.getTime() ?? Date.now() + ONE_MINUTE;
      res.set('Retry-After', String(Math.max(1, Math.ceil((reset - Date.now()) / 1000))));
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
