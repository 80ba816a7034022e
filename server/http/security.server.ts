import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { analyticsCspSources, type AnalyticsConfig } from '#schema/analytics';

/** A fresh nonce per request; every inline script the page streams carries it. */
export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
}

/**
 * Strict CSP: scripts only from us or with this request's nonce; no inline styles. A configured
 * analytics tracker adds its own origins; without one, no third-party origin is allowed.
 */
export function securityHeaders(isProduction: boolean, analytics: AnalyticsConfig | null = null) {
  const tracker = analyticsCspSources(analytics);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`,
          ...tracker.script,
        ],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', ...tracker.img],
        'connect-src': ["'self'", ...tracker.connect],
        'worker-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
