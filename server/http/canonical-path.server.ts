import type { NextFunction, Request, Response } from 'express';
import { canonicalPagePath } from '#schema/canonical-path';
import { isSameSitePath } from '#schema/return-path';
import { pageOfRequest, sendPageRedirect } from './page-redirect.server';

/**
 * `/Listings`, `/postcodes/LS6` and `/postcodes/LS6%201` answer 301 with the page's one spelling
 * (`/listings`, `/postcodes/ls6`, `/postcodes/ls6/1`), the query untouched; their `_payload.json`
 * names the same address, so a client navigation ends on it too.
 */
export function canonicalPathMiddleware() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { pathname, search } = pageOfRequest(req);
    // `/.//evil.example/` resolves to `//evil.example/`: no page of ours, and any redirect built
    // from it (the trailing-slash rule) would leave the site.
    if (!isSameSitePath(pathname)) {
      return next(Object.assign(new Error('Page not found'), { status: 404 }));
    }
    const canonical = canonicalPagePath(pathname);
    if (canonical === null) return next();
    sendPageRedirect(req, res, 301, `${canonical}${search}`);
  };
}
