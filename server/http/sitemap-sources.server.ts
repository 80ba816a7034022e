import { lotAvailableSql, lotClosesAtSql } from '#server/graph/lot-state.server';
import { SitemapSourceUnavailable, type SitemapSource } from './sitemap.server';
import type { CmsReader } from '#server/cms/store/cms-reader.server';
import { PAGE_ROUTES } from '#shared/routes/route-table';
import { ARTICLE_CATEGORIES, articleCategoryPath } from '#schema/article';

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

/**
 * Published, indexable CMS pages (terms, guides …) with a section visitors see, from the CMS the
 * site is served from: the database store, or Strapi with `CMS_DRIVER=strapi`.
 */
export function cmsPagesSource(cms: Pick<CmsReader, 'listPublishedPaths'>): SitemapSource {
  const paths = async () => {
    try {
      return await cms.listPublishedPaths();
    } catch (err) {
      throw new SitemapSourceUnavailable('the content service', err);
    }
  };
  return {
    kind: 'pages',
    // A CMS that does not answer (Strapi down) leaves the index naming the pages' file, dated
    // now; that file answers 503 until the CMS is back (decision 097).
    count: async () => {
      try {
        return (await paths()).length;
      } catch {
        return 1;
      }
    },
    newest: async (_db, offset, limit) => {
      const list = await paths().catch(() => null);
      return (
        list
          ?.slice(offset, offset + limit)
          .reduce<string | null>(
            (m, p) => (m === null || p.updatedAt > m ? p.updatedAt : m),
            null,
          ) ?? null
      );
    },
    page: async (_db, offset, limit) =>
      (await paths())
        .slice(offset, offset + limit)
        .map((p) => ({ path: p.path, lastmod: p.updatedAt })),
  };
}

/** A table whose rows have their own page: `{ kind, table, path(row) }` paged by id. */
function tableSource(kind: string, sql: { count: string; page: string }): SitemapSource {
  return {
    kind,
    count: async (db) => Number((await db.query<{ n: number }>(sql.count)).rows[0]?.n ?? 0),
    page: async (db, offset, limit) =>
      (
        await db.query<{ path: string; lastmod: Date | string }>(`${sql.page} LIMIT $1 OFFSET $2`, [
          limit,
          offset,
        ])
      ).rows.map((r) => ({
        path: r.path,
        lastmod: new Date(r.lastmod).toISOString(),
      })),
    newest: async (db, offset, limit) => {
      const { rows } = await db.query<{ lastmod: Date | string | null }>(
        `SELECT max(lastmod) AS lastmod FROM (${sql.page} LIMIT $1 OFFSET $2) entries`,
        [limit, offset],
      );
      const at = rows[0]?.lastmod;
      return at ? new Date(at).toISOString() : null;
    },
  };
}

export const listingsSource = tableSource('listings', {
  count: 'SELECT count(*)::int AS n FROM auction_properties',
  // A lot's page changes when its auction closes (its status is derived from the clock), too;
  // not before (least(closes, now()) made every lot still for sale 'changed now' on each read).
  page: `SELECT '/listings/' || id AS path,
           greatest(updated_at, CASE WHEN ${lotClosesAtSql('a')} <= now() THEN ${lotClosesAtSql('a')} END) AS lastmod
         FROM auction_properties a ORDER BY id`,
});

/**
 * Each auction and when its page last changed: when a lot of it changed and when the sale closed
 * (results replace the notice). The lots' latest change is gathered in one pass: asked per
 * auction, the planner walked the lots by `updated_at` for each (812 auctions × 1,500 lots, 3 s of
 * the database's one thread on PGlite, for every read of the sitemap index).
 */
const AUCTIONS_CHANGED = `SELECT a.id, a.auction_house_id,
           coalesce(greatest(
             CASE WHEN coalesce(a.auction_end_date, a.auction_date) <= now()
                  THEN coalesce(a.auction_end_date, a.auction_date) END,
             lots.updated_at),
             least(a.auction_date, now())) AS lastmod
         FROM auctions a
         LEFT JOIN (SELECT auction_id, max(updated_at) AS updated_at FROM auction_properties
                     GROUP BY auction_id) lots ON lots.auction_id = a.id`;

export const AUCTIONS_SITEMAP_SQL = `SELECT '/auctions/' || id AS path, lastmod
         FROM (${AUCTIONS_CHANGED}) a ORDER BY id`;

/**
 * An auction house's page lists its sales, lots and results: it changes when the house does and
 * when any of its auctions' pages does (it read the house's row alone, so a result or a price
 * cut left it dated at the seed's day).
 */
export const AUCTIONEERS_SITEMAP_SQL = `SELECT '/auctioneers/' || h.id AS path, greatest(h.updated_at, sales.lastmod) AS lastmod
         FROM auction_houses h
         LEFT JOIN (SELECT auction_house_id, max(lastmod) AS lastmod FROM (${AUCTIONS_CHANGED}) a
                     GROUP BY auction_house_id) sales ON sales.auction_house_id = h.id
         ORDER BY h.id`;

export const auctioneersSource = tableSource('auctioneers', {
  count: 'SELECT count(*)::int AS n FROM auction_houses',
  page: AUCTIONEERS_SITEMAP_SQL,
});

/** Every auction: its page is its catalogue before the sale and its results after it. */
export const auctionsSource = tableSource('auctions', {
  count: 'SELECT count(*)::int AS n FROM auctions',
  page: AUCTIONS_SITEMAP_SQL,
});

/** Words of our own (the category names) as an SQL string, any quotation mark doubled. */
const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Each category's list (`/articles?category=legal-and-tax`), in the editor's order. */
const CATEGORY_LISTS = `(VALUES ${ARTICLE_CATEGORIES.map(
  (c, n) => `(${n}, ${sqlText(c)}, ${sqlText(articleCategoryPath(c)!)})`,
).join(', ')}) c(n, category, path)`;

/**
 * Published articles, then the lists of the categories that have any: a category list names
 * itself canonical (decision 174), and one with none is `noindex` and left out. A scheduled
 * article changes when it goes live, after its last edit; a list when any of its articles does.
 * The category is matched as the list matches it (listArticles), in any case.
 */
const ARTICLES_SITEMAP_SQL = `SELECT path, lastmod FROM (
    SELECT 0 AS part, id AS n, '/articles/' || slug AS path, greatest(updated_at, published_at) AS lastmod
      FROM articles WHERE published_at <= now()
    UNION ALL
    SELECT 1, c.n, c.path, max(greatest(a.updated_at, a.published_at))
      FROM ${CATEGORY_LISTS}
      JOIN articles a ON lower(a.category) = lower(c.category) AND a.published_at <= now()
     GROUP BY c.n, c.path
  ) entries ORDER BY part, n`;

export const articlesSource = tableSource('articles', {
  count: `SELECT count(*)::int AS n FROM (${ARTICLES_SITEMAP_SQL}) entries`,
  page: ARTICLES_SITEMAP_SQL,
});

/** Lots still for sale (the one definition of available). */
const AVAILABLE_LOT = lotAvailableSql('a');

/**
 * Places with something to show, as the location page decides its `noindex`: countries and
 * counties (they list the places below), towns with postcode districts or available lots.
 */
const PLACE_WITH_CONTENT = `(l.kind <> 'town'
  OR EXISTS (SELECT 1 FROM postcodes p WHERE p.kind = 'district' AND p.location_slug = l.slug)
  OR EXISTS (SELECT 1 FROM auction_properties a WHERE a.location_slug = l.slug AND ${AVAILABLE_LOT}))`;

export const locationsSource = tableSource('locations', {
  count: `SELECT count(*)::int AS n FROM locations l WHERE ${PLACE_WITH_CONTENT}`,
  page: `SELECT '/locations/' || l.slug AS path, l.updated_at AS lastmod FROM locations l WHERE ${PLACE_WITH_CONTENT} ORDER BY l.id`,
});

/** Postcode areas and districts (they list their sub-areas), sectors with sales or available lots. */
const POSTCODE_WITH_CONTENT = `(p.kind <> 'sector'
  OR EXISTS (SELECT 1 FROM sold_house_prices s WHERE s.postcode_sector = p.slug)
  OR EXISTS (SELECT 1 FROM auction_properties a WHERE a.postcode_district = p.parent_slug
    AND a.postcode LIKE p.label || '%' AND ${AVAILABLE_LOT}))`;

export const postcodesSource = tableSource('postcodes', {
  count: `SELECT count(*)::int AS n FROM postcodes p WHERE ${POSTCODE_WITH_CONTENT}`,
  page: `SELECT '/postcodes/' || p.slug AS path, p.updated_at AS lastmod FROM postcodes p WHERE ${POSTCODE_WITH_CONTENT} ORDER BY p.id`,
});
