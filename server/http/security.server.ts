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
 * The policy of an answer that is data, never a document (`_payload.json`): nothing it could load
 * or run, and no frame may show it. It carries no nonce, so a cached copy is sent as it was kept.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Strict CSP: scripts only from us or with this request's nonce; no inline styles. A configured
 * analytics tracker or map style adds its own origins; without them, no third-party origin is allowed.
 */
export function securityHeaders(
  /** The public address is https: tell browsers to stay on it (HSTS) and upgrade subresources. */
  secureTransport: boolean,
  analytics: AnalyticsConfig | null = null,
  mapStyleUrl: string | null = null,
  /** The Strapi CMS's base URL (CMS_DRIVER=strapi): its pages' images are served from it. */
  cmsUrl: string | null = null,
) {
  const tracker = analyticsCspSources(analytics);
  // Strapi's media are addressed on its host (strapi-reader's mediaUrl): without it, every image
  // of a page from Strapi was blocked.
  const cmsMedia = cmsUrl ? [new URL(cmsUrl).origin] : [];
  // A MapLibre style from MAP_STYLE_URL: its host serves the style, tiles, sprites and glyphs.
  const map = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
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
        // The document's inlined stylesheet carries the nonce (decision 055).
        'style-src': [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`,
        ],
        'img-src': ["'self'", 'data:', 'blob:', ...tracker.img, ...map, ...cmsMedia],
        'connect-src': ["'self'", ...tracker.connect, ...map],
        'worker-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': secureTransport ? [] : null,
      },
    },
    strictTransportSecurity: secureTransport
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
