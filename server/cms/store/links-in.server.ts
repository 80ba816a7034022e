import type { Queryable } from '#server/db/db.server';
import type { LinksIn } from '#sections/cms-admin';
import { linksToPath } from './moved-links';
import { siteLinksTo } from '#schema/site-links';
import { BUILT_IN_REDIRECTS, redirectKey } from '#schema/redirect-paths';
import { pagesMentioning } from './page-move.server';
import { pathOf } from './redirects-store.server';

/**
 * What leads to the page at `path` besides itself: the site's own links (its footer, the sign-up
 * form), other pages whose published content or saved draft links there, articles that link
 * there, and redirects (an editor's or one built into the site) that send visitors there. An editor
 * sees it before deleting the page, whose visitors by any of them would then get "Page not found".
 */
export async function linksTo(q: Queryable, path: string, selfId: number): Promise<LinksIn> {
  const pages = await pagesMentioning(q, path);
  const articles = await q.query<{ slug: string; body: unknown }>(
    'SELECT slug, body FROM articles WHERE position($1 in body::text) > 0 ORDER BY slug',
    [`"${path}`],
  );
  const redirects = await q.query<{ from_path: string; to_url: string }>(
    'SELECT from_path, to_url FROM redirects WHERE position($1 in to_url) = 1 ORDER BY from_path',
    [path],
  );
  return {
    site: siteLinksTo(path),
    pages: pages
      .filter((r) => Number(r.id) !== selfId)
      .filter((r) => linksToPath(r.document, path) + linksToPath(r.draft, path) > 0)
      .map((r) => r.path),
    articles: articles.rows
      .filter((r) => linksToPath(r.body, path) > 0)
      .map((r) => `/articles/${r.slug}`),
    redirects: [
      ...Object.entries(BUILT_IN_REDIRECTS)
        .filter(([, rule]) => rule.to === path)
        .map(([from]) => from),
      ...redirects.rows
        .filter((r) => redirectKey(pathOf(r.to_url)) === path)
        .map((r) => r.from_path),
    ],
  };
}
