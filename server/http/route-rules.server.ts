import type { NextFunction, Request, Response } from 'express';
import type { Queryable } from '#server/db/db.server';
import type { RouteRule } from '#schema/route-rules';
import { isExternalUrl } from '#schema/href-rules';
import { BUILT_IN_REDIRECTS, movedSectionOf, redirectKey } from '#schema/redirect-paths';
import { canonicalPagePath } from '#schema/canonical-path';
import { pageOfRequest, sendPageRedirect } from './page-redirect.server';

/** Rules that ship with the app. Editors add redirects in the admin; those are read from the database. */
export const STATIC_ROUTE_RULES: Record<string, RouteRule> = {
  ...Object.fromEntries(
    Object.entries(BUILT_IN_REDIRECTS).map(([from, redirect]) => [from, { redirect }]),
  ),
  '/articles/**': { headers: { 'X-Content-Kind': 'article' } },
};

export async function loadRouteRules(db: Queryable): Promise<Record<string, RouteRule>> {
  const { rows } = await db.query<{ from_path: string; to_url: string; status_code: number }>(
    'SELECT from_path, to_url, status_code FROM redirects ORDER BY from_path',
  );
  const rules: Record<string, RouteRule> = { ...STATIC_ROUTE_RULES };
  // Keyed as visitors ask for them: `/old-page/` and `/old-page` are one redirect.
  for (const r of rows) {
    const key = redirectKey(r.from_path);
    rules[key] = {
      ...rules[key],
      redirect: { to: r.to_url, statusCode: r.status_code as 301 | 302 | 307 | 308 },
    };
  }
  return rules;
}

/**
 * Exact paths win, with or without a trailing slash; `/prefix/**` matches everything under the
 * prefix.
 */
export function matchRouteRule(
  rules: Record<string, RouteRule>,
  pathname: string,
): RouteRule | null {
  const exact = rules[pathname] ?? rules[redirectKey(pathname)];
  const merged: RouteRule = {};
  for (const [pattern, rule] of Object.entries(rules)) {
    if (!pattern.endsWith('/**')) continue;
    const prefix = pattern.slice(0, -3);
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      if (rule.headers) merged.headers = { ...merged.headers, ...rule.headers };
      if (rule.redirect) merged.redirect = rule.redirect;
    }
  }
  if (exact?.headers) merged.headers = { ...merged.headers, ...exact.headers };
  if (exact?.redirect) merged.redirect = exact.redirect;
  return merged.headers || merged.redirect ? merged : null;
}

/**
 * Applies route rules before any page is rendered. A page's `_payload.json` follows its page's
 * rules, so a client navigation is redirected exactly as a full page load is.
 */
export function routeRulesMiddleware(getRules: () => Promise<Record<string, RouteRule>>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { pathname, search } = pageOfRequest(req);
    // A section moved whole (`/auction-houses/15` → `/auctioneers/15`): answered here, not by a
    // rule the browser's manifest carries, so no page loads the mapping.
    const moved = movedSectionOf(pathname);
    if (moved) return sendPageRedirect(req, res, 301, `${moved}${search}`);
    // A redirect for the page's own spelling answers its other spellings at once (`/Terms/`
    // went to `/terms`, then on to `/terms-and-conditions`); a redirect for the spelling asked
    // wins. Headers alone (`/articles/**`) do not stop the look: they are the same either way.
    const rules = await getRules();
    const asked = matchRouteRule(rules, pathname);
    const canonical = asked?.redirect ? null : canonicalPagePath(pathname);
    const rule = (canonical ? matchRouteRule(rules, canonical) : null) ?? asked;
    if (!rule) return next();
    if (rule.headers) res.set(rule.headers);
    if (rule.redirect) {
      const to = rule.redirect.to;
      return sendPageRedirect(
        req,
        res,
        rule.redirect.statusCode,
        isExternalUrl(to) ? to : `${to}${search}`,
      );
    }
    next();
  };
}
