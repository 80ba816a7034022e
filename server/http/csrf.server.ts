import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from '#server/auth/session.server';
import { sendApiError } from './api-error.server';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages: the Origin (or Referer) must be
 * this site. Bearer-token requests carry no ambient credentials and are not checked.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method) || req.headers.authorization) return next();
    if (!(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)) return next();
    const source = req.get('origin') ?? req.get('referer');
    let origin: string | null = null;
    try {
      origin = source ? new URL(source).origin : null;
    } catch {
      origin = null;
    }
    const own = `${req.protocol}://${req.get('host')}`;
    if (origin && (origin === allowed || origin === own)) return next();
    req.log?.warn({ audit: 'csrf-rejected', origin: source ?? null }, 'cross-site write refused');
    sendApiError(res, 403, 'This request did not come from this site.');
  };
}
