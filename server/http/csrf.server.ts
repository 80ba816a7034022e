import type { NextFunction, Request, Response } from 'express';
import { bearerToken, SESSION_COOKIE } from '#server/auth/session.server';
import { sendApiError } from './api-error.server';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Bodies a cross-site page can post without a CORS preflight: what a forged form sends. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Writes must come from our own pages: the Origin (or Referer) must be this site when the request
 * carries the session cookie, and for every form post (a forged sign-in form would sign the
 * victim into the attacker's account: login CSRF). Requests authenticated by a Bearer token carry
 * no ambient credentials and are not checked; for them the cookie is never read (tokenFromRequest).
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method) || bearerToken(req) !== null) return next();
    const hasSession = (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
    const contentType = (req.get('content-type') ?? '').toLowerCase();
    const isForm = FORM_TYPES.some((t) => contentType.startsWith(t));
    const source = req.get('origin') ?? req.get('referer');
    // A form post without cookie or Origin is no browser's forgery (browsers send Origin on POST).
    if (!hasSession && (!isForm || !source)) return next();
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
