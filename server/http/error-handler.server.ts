import type { NextFunction, Request, Response } from 'express';
import { sendApiError } from './api-error.server';
import { isFormPost } from './form-post.server';
import { jsonParseErrorMessage, TOO_LARGE_MESSAGE } from './json-body.server';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isStatementTimeout,
} from '#server/db/database-unavailable.server';

/** The database cannot be reached: 503 with Retry-After, a clear message, never a 500. */
function sendDatabaseUnavailable(req: Request, res: Response) {
  res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/') || req.accepts(['json', 'html']) === 'json') {
    sendApiError(res, 503, DATABASE_UNAVAILABLE_MESSAGE);
    return;
  }
  res
    .status(503)
    .type('text/html')
    .send(
      `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Service unavailable</title><h1>Service unavailable</h1><p>${DATABASE_UNAVAILABLE_MESSAGE}</p><p><a href="">Try again</a> · <a href="/">Go Home</a></p></html>`,
    );
}

interface HttpError extends Error {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * The visitor hung up (Stop, a closed tab, a crawler's timeout) and the request's loaders were
 * stopped with it (queryPage): nobody is waiting for an answer and nothing went wrong.
 */
const visitorLeft = (err: HttpError, req: Request, res: Response) =>
  err.name === 'AbortError' && (res.destroyed || req.socket.destroyed);

/** A path of this site alone: "//host" is another site's address, never written into a link. */
const PLAIN_PATH = /^\/(?!\/)[a-z0-9/-]{0,200}$/;

/** Last resort: logs the error, answers with a status and a message, never a stack trace. */
export function errorHandler() {
  return (err: HttpError, req: Request, res: Response, _next: NextFunction) => {
    if (visitorLeft(err, req, res)) {
      req.log?.info('client closed the request');
      if (!res.writableEnded) res.end();
      return;
    }
    if (isDatabaseUnavailable(err)) {
      if (isStatementTimeout(err)) req.log?.error({ err }, 'database statement timed out');
      else req.log?.warn({ err }, 'database unavailable');
      // The request's own line names the cause, not pino-http's "failed with status code 503".
      (res as Response & { err?: unknown }).err = err;
      if (res.headersSent) res.end();
      else sendDatabaseUnavailable(req, res);
      return;
    }
    const status = err.status ?? err.statusCode ?? 500;
    const safeStatus = status >= 400 && status < 600 ? status : 500;
    if (safeStatus >= 500) req.log?.error({ err }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    // 5xx messages are internal (SQL, file paths …): clients always get the generic text.
    const tooLarge = err.type === 'entity.too.large';
    const message =
      err.type === 'entity.parse.failed'
        ? jsonParseErrorMessage(err)
        : tooLarge
          ? TOO_LARGE_MESSAGE
          : safeStatus < 500 && err.expose !== false
            ? err.message
            : 'An unexpected error occurred. Please try again.';
    // A page's form post is a browser's, whatever it accepts: a page back, never JSON.
    const pageForm = !req.path.startsWith('/api/') && isFormPost(req);
    if (!pageForm && (req.path.startsWith('/api/') || req.accepts(['json', 'html']) === 'json')) {
      sendApiError(res, safeStatus, message);
      return;
    }
    // Back to the form's page (a plain path only: it is written into the page).
    const back =
      pageForm && PLAIN_PATH.test(req.path) ? `<a href="${req.path}">Back to the form</a> · ` : '';
    // "/listings/%": an address the router cannot decode said "Something went wrong".
    const said =
      safeStatus === 404
        ? 'Page not found'
        : tooLarge
          ? message
          : safeStatus === 400 && !pageForm
            ? 'This address could not be read: check it for a stray “%” or a cut-off character.'
            : 'Something went wrong';
    res
      .status(safeStatus)
      .type('text/html')
      .send(
        `<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${safeStatus}</title><h1>${safeStatus}</h1><p>${said}</p><p>${back}<a href="/">Go Home</a></p></html>`,
      );
  };
}
