import type { NextFunction, Request, Response } from 'express';
import { sendApiError } from './api-error.server';
import { jsonParseErrorMessage } from './json-body.server';

interface HttpError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/** Last resort: logs the error, answers with a status and a message, never a stack trace. */
export function errorHandler() {
  return (err: HttpError, req: Request, res: Response, _next: NextFunction) => {
    const status = err.status ?? err.statusCode ?? 500;
    const safeStatus = status >= 400 && status < 600 ? status : 500;
    if (safeStatus >= 500) req.log?.error({ err }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    // 5xx messages are internal (SQL, file paths …): clients always get the generic text.
    const message =
      err.type === 'entity.parse.failed'
        ? jsonParseErrorMessage(err)
        : safeStatus < 500 && err.expose !== false
          ? err.message
          : 'An unexpected error occurred. Please try again.';
    if (req.path.startsWith('/api/') || req.accepts(['json', 'html']) === 'json') {
      sendApiError(res, safeStatus, message);
      return;
    }
    res
      .status(safeStatus)
      .type('text/html')
      .send(
        `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>${safeStatus}</title><h1>${safeStatus}</h1><p>${safeStatus === 404 ? 'Page not found' : 'Something went wrong'}</p><p><a href="/">Go Home</a></p></html>`,
      );
  };
}
