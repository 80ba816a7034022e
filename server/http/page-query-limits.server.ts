import type { NextFunction, Request, Response } from 'express';
import { INPUT_LIMITS } from '#schema/input-limits';
import { isSafeText } from '#schema/safe-text';
import { PAYLOAD_SUFFIX } from '#server/ssr/render-page.server';
import { sendApiError } from './api-error.server';
import { cutAtWord } from '#schema/cut-at-word';
import { QUERY_NOT_READ } from '#shared/routes/route-errors';
import { saysBadLinksAt } from '#server/ssr/page-refusal.server';
import { pageOfRequest } from './page-redirect.server';

/** Free-text filters of the pages (listings, sold prices, auctioneers, articles). */
const FREE_TEXT = new Set(['search', 'location', 'q', 'street']);
const MAX_NAME = 40;
/** What `isSafeText` refuses (NUL, a lone UTF-16 surrogate) read as U+FFFD. */
const undamaged = (text: string) =>
  text.replaceAll('\u0000', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD');

/** The most characters a page's query parameter may hold: free text more than other values. */
const capOf = (name: string) =>
  FREE_TEXT.has(name) ? INPUT_LIMITS.pageQueryText : INPUT_LIMITS.pageQueryValue;

/** A query parameter as a message names it: it is the visitor's text too, so only names we read are echoed. */
export function queryField(name: string): string {
  const known = FREE_TEXT.has(name) || /^[a-z_]{1,40}$/.test(name);
  return known && name.length <= MAX_NAME ? name : 'query';
}

export const unsafeQueryText = (field: string) =>
  `${field} must not contain NUL characters or broken Unicode.`;

/** Field messages for a page's query: empty when every parameter is within its cap. */
export function pageQueryProblems(params: URLSearchParams): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [name, value] of params) {
    const field = queryField(name);
    const max = capOf(name);
    if (!isSafeText(value) || !isSafeText(name)) {
      problems[field] = unsafeQueryText(field);
    } else if (value.length > max) {
      problems[field] = `${field} must be at most ${max} characters (got ${value.length}).`;
    } else if (name.length > MAX_NAME) {
      problems.query = `Query parameter names are at most ${MAX_NAME} characters.`;
    }
  }
  return problems;
}

/**
 * What a page says of a query it refuses, in a buyer's words: no parameter's name, no count of
 * characters. "token must be at most 200 characters (got 3000)" is a developer's message; a buyer
 * has a link that was cut, joined to other text or damaged when it was copied.
 */
export const QUERY_TOO_LONG =
  'Part of this link is far longer than any link of ours: it may have been joined to other text when it was copied. Open it again from where you found it, or start a new search.';
export const QUERY_DAMAGED =
  'This link holds characters no link of ours has: it may have been damaged when it was copied. Open it again from where you found it, or start a new search.';

/** A refused query's page messages (`QUERY_TOO_LONG`, `QUERY_DAMAGED`): empty when none is refused. */
export function pageQuerySaid(params: URLSearchParams): string[] {
  const said = new Set<string>();
  for (const [name, value] of params) {
    const max = capOf(name);
    if (!isSafeText(value) || !isSafeText(name)) said.add(QUERY_DAMAGED);
    else if (value.length > max || name.length > MAX_NAME) said.add(QUERY_TOO_LONG);
  }
  return [...said];
}

/**
 * The query as a page of e-mailed links reads it, to say in its own words that a link is not ours
 * (`SAYS_BAD_LINKS`): each value with NUL or broken Unicode read as U+FFFD (still there, so a
 * damaged link is not read as none) and cut to its cap. A token of 3000 characters, or with a NUL
 * in it, is then a token we never sent ("This reset link is not valid"), where the page had said
 * "This search could not be read". Null when a parameter's name is over its cap or damaged. No
 * value over its cap reaches the page's loader.
 */
export function withinCaps(params: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    // Cut in UTF-16 units, as the cap counts; a pair cut in two is made U+FFFD again.
    kept.append(name, undamaged(undamaged(value).slice(0, capOf(name))));
  }
  return Object.keys(pageQueryProblems(kept)).length ? null : kept;
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
 * Page and payload GETs whose query is over a cap (INPUT_LIMITS) or carries NUL: 400, before any
 * page loader runs, so no text of unbounded length reaches place matching or SQL. A payload (or a
 * JSON client) gets the API's error here, naming each field in its details; a page goes on to its
 * route with what to say in a buyer's words (`pageQuerySaid`; `res.locals.queryRefused`, the
 * request scope's `queryRefused`), which refuses it in the layout (`queryNotRead`), a form's page
 * after its action, or an e-mailed link's page as it refuses any bad link (`SAYS_BAD_LINKS`).
 */
export function pageQueryLimits() {
  return (req: Request, res: Response, next: NextFunction) => {
    const at = req.originalUrl.indexOf('?');
    if (at < 0) return next();
    const params = new URLSearchParams(req.originalUrl.slice(at + 1));
    const problems = pageQueryProblems(params);
    if (Object.keys(problems).length === 0) return next();
    const said = pageQuerySaid(params);
    res.locals.queryRefused = said;
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const payload = req.path.endsWith(PAYLOAD_SUFFIX);
    // An e-mailed link's page (and its payload) says a link too long as it says any bad link.
    if (saysBadLinksAt(pageOfRequest(req).pathname) && withinCaps(params)) {
      res.set('Cache-Control', 'no-store');
      return next();
    }
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
      // Its message is the page's (a client navigation shows it in the layout); its details name
      // each field, as every 400 of the API does.
      sendApiError(res, 400, `${QUERY_NOT_READ}: ${said.join(' ')}`, { errors: problems });
      return;
    }
    // A page: the page route answers 400 in the site's layout without running the page's loader
    // (server-routes.server.ts), so it looks like every other error page.
    res.set('Cache-Control', 'no-store');
    next();
  };
}
