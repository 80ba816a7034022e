import type { NextFunction, Request, Response } from 'express';
import { isSafeText } from '#schema/safe-text';
import { sendApiError } from './api-error.server';
import { queryField, unsafeQueryText } from './page-query-limits.server';

/**
 * Every JSON API's query string passes the shared safe-text check, as its JSON bodies do
 * (`jsonBody`): a NUL or a lone surrogate in `?q=` is a 400 naming the parameter before any
 * handler or database sees it (`/api/suggest?q=le%00e` and the audit log's filters were 500s
 * from PostgreSQL).
 */
export function apiQueryText() {
  return (req: Request, res: Response, next: NextFunction) => {
    const at = req.originalUrl.indexOf('?');
    if (at < 0) return next();
    const errors: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(req.originalUrl.slice(at + 1))) {
      if (isSafeText(name) && isSafeText(value)) continue;
      const field = queryField(name);
      errors[field] = unsafeQueryText(field);
    }
    const fields = Object.values(errors);
    if (!fields.length) return next();
    sendApiError(res, 400, fields[0]!, { errors });
  };
}
