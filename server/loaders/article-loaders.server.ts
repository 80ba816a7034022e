import type { ServerLoaderArgs } from './loader-args.server';
import { pageNotFound } from '#shared/routes/route-errors';
import { findArticle, listArticles } from '#server/cms/articles.server';
import { PAGE_SIZE } from '#schema/listing-query';
import type { ArticleData, ArticlesData } from '#shared/payloads/article-data';
import { articleJsonLd, breadcrumbListJsonLd } from '#schema/json-ld';
import { canonicalUrl, HOME_CRUMB, siteOf } from './seo.server';
import { pagedDescription, pagedTitle } from '#schema/listings-title';
import { ARTICLES_DESCRIPTION } from '#shared/pages/articles';
import {
  type ArticleCategory,
  ARTICLES_PATH,
  ARTICLES_TITLE,
  articleCategoryNamed,
  articleCategoryPath,
  articleCrumbs,
} from '#schema/article';
import { requirePageInRange } from './page-range.server';

/**
 * A category list's description, naming the category: each is its own canonical page, and the
 * whole list's sentence named none.
 */
const CATEGORY_DESCRIPTIONS: Record<ArticleCategory, string> = {
  'Buying guides':
    'Buying guides: how to find, research, bid on and buy a property at a UK auction.',
  'Selling guides':
    'Selling guides: whether to sell a property at auction, and how a sale at a UK auction works.',
  'Legal and tax':
    'Legal and tax: legal packs, leases and the taxes on a property bought at auction.',
  Finance: 'Finance: paying for an auction purchase, from bridging loans and mortgages to fees.',
  'Market news': 'Market news: what is changing at UK property auctions, and why.',
};

/**
 * The category a list is of (`?category=legal-and-tax`), or undefined for the whole list; one we
 * file no articles under is no page (a list of none, titled by whatever the link said).
 */
function askedCategory({ url }: ServerLoaderArgs) {
  const asked = url.searchParams.get('category');
  if (asked === null || asked === '') return undefined;
  const category = articleCategoryNamed(asked);
  if (!category) throw pageNotFound(`${url.pathname}${url.search}`);
  return category;
}

export async function articlesPage(args: ServerLoaderArgs): Promise<ArticlesData> {
  const { url, scope } = args;
  const category = askedCategory(args);
  const page = Math.max(
    1,
    Math.min(500, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1),
  );
  const { items, total } = await listArticles(scope.db, {
    category,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    now: new Date(),
  });
  requirePageInRange(url, page, total);
  // The category's own spelling names it in the canonical URL ("Legal and tax" → legal-and-tax).
  const canonical = new URL(category ? articleCategoryPath(category)! : ARTICLES_PATH, url);
  if (page > 1) canonical.searchParams.set('page', String(page));
  return {
    page,
    items,
    total,
    ...(category ? { category } : {}),
    meta: {
      title: pagedTitle(category ? `${ARTICLES_TITLE}: ${category}` : ARTICLES_TITLE, page, total),
      description: pagedDescription(
        category ? CATEGORY_DESCRIPTIONS[category] : ARTICLES_DESCRIPTION,
        page,
        total,
      ),
      canonical: canonicalUrl(scope, canonical.pathname, canonical.searchParams),
      // A category with nothing in it yet is no page to list in search results.
      ...(items.length ? {} : { noindex: true }),
    },
  };
}

export async function articlePage({ url, params, scope }: ServerLoaderArgs): Promise<ArticleData> {
  const found = await findArticle(scope.db, params.slug!, new Date());
  if (!found) throw pageNotFound(`${url.pathname}${url.search}`);
  const { article, related } = found;
  return {
    article: article as ArticleData['article'],
    related,
    meta: {
      title: article.title,
      description: article.excerpt,
      // The cover is what a shared link shows (og:image), as a page's SEO image is.
      ...(article.cover_image ? { image: article.cover_image } : {}),
      jsonLd: [
        articleJsonLd(siteOf(scope), article),
        breadcrumbListJsonLd(siteOf(scope), [HOME_CRUMB, ...articleCrumbs(article)]),
      ],
    },
  };
}
