import type { RequestScope } from '#server/request-scope.server';
import { SITE_NAME } from '#shared/routes/page-meta';
import { absoluteUrl, breadcrumbListJsonLd, type Crumb, type Site } from '#schema/json-ld';

/** The site as JSON-LD builders see it: PUBLIC_URL and the site name. */
export const siteOf = (scope: RequestScope): Site => ({
  url: scope.config.PUBLIC_URL,
  name: SITE_NAME,
});

/** Absolute canonical URL of a path, with only the parameters that choose the content. */
export function canonicalUrl(scope: RequestScope, path: string, params?: URLSearchParams): string {
  const qs = params?.toString();
  return `${absoluteUrl(scope.config.PUBLIC_URL, path)}${qs ? `?${qs}` : ''}`;
}

/**
 * Canonical URL of a page of a list: `page` stays when above 1, since each page of a series is its
 * own canonical page (020); a filtered or re-sorted view (`whole` false) names the unfiltered list.
 */
export function pagedCanonicalUrl(
  scope: RequestScope,
  path: string,
  page: number,
  whole = true,
): string {
  const params = new URLSearchParams();
  if (page > 1 && whole) params.set('page', String(page));
  return canonicalUrl(scope, path, params);
}

export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

/** Canonical URL and BreadcrumbList of a page whose last crumb is itself. */
export function crumbMeta(scope: RequestScope, crumbs: Crumb[]) {
  const self = crumbs[crumbs.length - 1]!;
  return {
    canonical: canonicalUrl(scope, self.path),
    jsonLd: breadcrumbListJsonLd(siteOf(scope), crumbs),
  };
}
