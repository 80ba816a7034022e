import type { NextFunction, Request, Response } from 'express';
import { INPUT_LIMITS } from '#schema/input-limits';
import { isSafeText } from '#schema/safe-text';
import { PAYLOAD_SUFFIX } from '#server/ssr/render-page.server';
import { sendApiError } from './api-error.server';
import { cutAtWord } from '#schema/cut-at-word';
import { QUERY_NOT_READ } from '#shared/routes/route-errors';

/** Free-text filters of the pages (listings, sold prices, auctioneers, articles). */
const FREE_TEXT = new Set(['search', 'location', 'q', 'street']);
const MAX_NAME = 40;

/** Field messages for a page's query: empty when every parameter is within its cap. */
export function pageQueryProblems(params: URLSearchParams): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, value] of params) {
    // A parameter's name is the visitor's text too: only names we read are echoed.
    const known = FREE_TEXT.has(name) || /^[a-z_]{1,40}$/.test(name);
    const field = known && name.length <= MAX_NAME ? name : 'query';
    const max = FREE_TEXT.has(name) ? INPUT_LIMITS.pageQueryText : INPUT_LIMITS.pageQueryValue;
    if (!isSafeText(value) || !isSafeText(name)) {
      problems[field] = `${field} must not contain NUL characters or broken Unicode.`;
    } else if (value.length > max) {
      problems[field] = `${field} must be at most ${max} characters (got ${value.length}).`;
    } else if (name.length > MAX_NAME) {
      problems.query = `Query parameter names are at most ${MAX_NAME} characters.`;
    }
  }
  return problems;
}

/**
 * The query with each free-text value over its cap cut at a word within it ("a pasted search"),
 * when nothing else in it is wrong; else null.
 */
export function freeTextCut(params: URLSearchParams): URLSearchParams | null {
  const cut = new URLSearchParams();
  for (const [name, value] of params)
    cut.append(
      name,
      FREE_TEXT.has(name) && value.length > INPUT_LIMITS.pageQueryText
        ? cutAtWord(value, INPUT_LIMITS.pageQueryText)
        : value,
    );
  return Object.keys(pageQueryProblems(cut)).length ? null : cut;
}

/**
 * Page and payload GETs whose query is over a cap (INPUT_LIMITS) or carries NUL: 400 naming each
 * field, before any page loader runs, so no text of unbounded length reaches place matching or SQL.
 * A payload (or a JSON client) gets the API's error here; a page goes on to its route with the
 * messages (`res.locals.queryRefused`, the request scope's `queryRefused`), which refuses it in
 * the layout (`queryNotRead`), a form's page after its action.
 */
export function pageQueryLimits() {
  return (req: Request, res: Response, next: NextFunction) => {
    const at = req.originalUrl.indexOf('?');
    if (at < 0) return next();
    const problems = pageQueryProblems(new URLSearchParams(req.originalUrl.slice(at + 1)));
    const messages = Object.values(problems);
    if (messages.length === 0) return next();
    res.locals.queryRefused = messages;
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const payload = req.path.endsWith(PAYLOAD_SUFFIX);
    // A page address with a long pasted search: the page of its first 100 characters (the
    // search box holds no more), not an error page.
    const cut = payload ? null : freeTextCut(new URLSearchParams(req.originalUrl.slice(at + 1)));
    if (cut) {
      res.set('Cache-Control', 'no-store');
      // One leading slash: "//host" in a Location header is another site.
      res.redirect(302, `${req.path.replace(/^\/+/, '/')}?${cut.toString()}`);
      return;
    }
    if (payload || req.accepts(['html', 'json']) === 'json') {
      sendApiError(res, 400, `${QUERY_NOT_READ}: ${messages.join(' ')}`, { errors: problems });
      return;
    }
    // A page: the page route answers 400 in the site's layout without running the page's loader
    // (server-routes.server.ts), so it looks like every other error page.
    res.set('Cache-Control', 'no-store');
    next();
  };
}
