import type { Request, Response } from 'express';
import { PAYLOAD_SUFFIX } from '#server/ssr/render-page.server';

/** The page a request is for: `/listings/_payload.json?x=1` is the page `/listings`, query `?x=1`. */
export function pageOfRequest(req: Request): {
  pathname: string;
  search: string;
  payload: boolean;
} {
  const q = req.originalUrl.indexOf('?');
  const search = q === -1 ? '' : req.originalUrl.slice(q);
  const payload = req.path.endsWith(PAYLOAD_SUFFIX);
  const pathname = payload ? req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/' : req.path;
  return { pathname, search, payload };
}

/**
 * Sends a page to another address: a real 3xx for the page, `202` + `X-Redirect` for its
 * `_payload.json` (docs/decisions/002-payload-redirects-answer-202-x-redirect.md), so a client navigation lands where a full load would.
 */
export function sendPageRedirect(req: Request, res: Response, status: number, location: string) {
  if (!pageOfRequest(req).payload) return res.redirect(status, location);
  res.set('Cache-Control', 'private, no-cache');
  res.set('X-Robots-Tag', 'noindex');
  return res.status(202).set('X-Redirect', location).json({ redirect: location, status });
}
