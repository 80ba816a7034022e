import type { NextFunction, Request, Response } from 'express';
import {
  leafRoute,
  markShareable,
  queryPage,
  PAYLOAD_SUFFIX,
} from '#server/ssr/render-page.server';
import { toHydrationData } from '#server/ssr/hydration-data.server';
import type { RenderOptions } from '#server/ssr/render-page.server';
import { sendPageRedirect } from './page-redirect.server';
import { DATA_POLICY } from './security.server';

/** `/listings/_payload.json?x=1` → `/listings?x=1`; `/_payload.json` → `/`. */
export function pagePathOfPayload(originalUrl: string): string {
  const [pathname = '/', search] = originalUrl.split(/\?(.*)/s, 2);
  const page = pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  return search ? `${page}?${search}` : page;
}

/**
 * A page's data answers under the policy for data (after the pages' policy is set): its redirects
 * and errors too, and a cached copy has no nonce to renew.
 */
export function payloadPolicy(req: Request, res: Response, next: NextFunction) {
  if (req.path.endsWith(PAYLOAD_SUFFIX)) res.set('Content-Security-Policy', DATA_POLICY);
  next();
}

/**
 * `{route}/_payload.json`: the loader data the HTML would embed, for client navigations.
 * A redirect answers 202 with `X-Redirect` (as React Router's single fetch does), because
 * a real 3xx would be followed by fetch() and hide the new URL from the router.
 */
export async function sendPayload(req: Request, res: Response, opts: RenderOptions): Promise<void> {
  const outcome = await queryPage(
    opts.pages,
    req,
    res,
    pagePathOfPayload(req.originalUrl),
    opts.scope,
  );
  if (outcome.kind === 'redirect') {
    sendPageRedirect(req, res, outcome.status, outcome.location);
    return;
  }
  res.locals.route = leafRoute(outcome.context);
  markShareable(req, res, opts.scope);
  // A signed-in visitor's data is kept by no cache (see cacheControlOf).
  res.set('Cache-Control', opts.scope.user ? 'private, no-store' : 'private, no-cache');
  res.set('X-Robots-Tag', 'noindex');
  res
    .status(outcome.context.statusCode)
    .json(toHydrationData(outcome.context, opts.scope.config.isProduction));
}
