import type { ServerLoaderArgs } from './loader-args.server';
import { pageNotFound } from '#shared/routes/route-errors';
import { findArticle, listArticles } from '#server/cms/articles.server';
import { PAGE_SIZE } from '#schema/listing-query';
import type { ArticleData, ArticlesData } from '#shared/payloads/article-data';
import { articleJsonLd } from '#schema/json-ld';
import { pagedCanonicalUrl, siteOf } from './seo.server';
import { pagedTitle } from '#schema/listings-title';
import { ARTICLES_TITLE, articles } from '#shared/pages/articles';
import { requirePageInRange } from './page-range.server';

export async function articlesPage({ url, scope }: ServerLoaderArgs): Promise<ArticlesData> {
  const page = Math.max(
    1,
    Math.min(500, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1),
  );
  const { items, total } = await listArticles(scope.db, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    now: new Date(),
  });
  requirePageInRange(url, page, total);
  return {
    page,
    items,
    total,
    meta: {
      title: pagedTitle(ARTICLES_TITLE, page, total),
      canonical: pagedCanonicalUrl(scope, articles.path, page),
    },
  };
}

export async function articlePage({ url, params, scope }: ServerLoaderArgs): Promise<ArticleData> {
  const article = await findArticle(scope.db, params.slug!, new Date());
  if (!article) throw pageNotFound(`${url.pathname}${url.search}`);
  return {
    article: article as ArticleData['article'],
    meta: {
      title: article.title,
      description: article.excerpt,
      // The cover is what a shared link shows (og:image), as a page's SEO image is.
      ...(article.cover_image ? { image: article.cover_image } : {}),
      jsonLd: articleJsonLd(siteOf(scope), article),
    },
  };
}
