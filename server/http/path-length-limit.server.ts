import type { NextFunction, Request, Response } from 'express';
import { INPUT_LIMITS } from '#schema/input-limits';
import { sendApiError } from './api-error.server';

/**
 * A path longer than any address of the site (`INPUT_LIMITS.requestPath`) is a 414 naming the
 * cap, before route rules, the canonical spelling or any page reads it: each of those reads the
 * whole path, some more than once, and a 16 KB path of slashes cost ~0.1 s in one of them.
 */
export function pathLengthLimit() {
  return (req: Request, res: Response, next: NextFunction) => {
    const q = req.url.indexOf('?');
    const length = q === -1 ? req.url.length : q;
    if (length <= INPUT_LIMITS.requestPath) return next();
    const message = `An address may be at most ${INPUT_LIMITS.requestPath} characters long (got ${length}).`;
    res.set('Cache-Control', 'no-store');
    sendApiError(res, 414, message, { errors: { path: message } });
  };
}
