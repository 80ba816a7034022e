import type { SitemapSource } from './sitemap.server';
import { listPublishedPaths } from '#server/cms/pages.server';
import { PAGE_ROUTES } from '#client/routes/route-table';

/** Page routes flagged `inSitemap` (home, browse pages); their lastmod is the running build's. */
export function staticPagesSource(buildTimestamp: number): SitemapSource {
  const paths = PAGE_ROUTES.filter((r) => r.inSitemap).map((r) => r.path);
  const lastmod = new Date(buildTimestamp).toISOString();
  return {
    kind: 'static',
    count: async () => paths.length,
    page: async (_db, offset, limit) =>
      paths.slice(offset, offset + limit).map((path) => ({ path, lastmod })),
  };
}

/** Published, indexable CMS pages (terms, guides …). */
export const cmsPagesSource: SitemapSource = {
  kind: 'pages',
  count: async (db) => (await listPublishedPaths(db)).length,
  page: async (db, offset, limit) =>
    (await listPublishedPaths(db))
      .slice(offset, offset + limit)
      .map((p) => ({ path: p.path, lastmod: p.updatedAt })),
};
