import type { PageProps } from '#shared/routes/page-data';
import { AppLink } from '#client/components/prefetch-link';
import { Blocks } from '#sections/rich-text/blocks';
import { ArticleCard } from '#client/components/cards/article-card';
import { PageHeading } from '#client/components/page-heading';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { formatDate } from '#shared/format/format';
import { PAGE_SIZE } from '#schema/listing-query';
import { PHOTO_WIDTHS, ResponsiveImage } from '#client/components/cards/responsive-image';

export function ArticlesPage({ data }: PageProps<'articles'>) {
  const { page, items, total } = data;
  return (
    <>
      <PageHeading title="Guides and news">
        How auctions work, buying guides and market news.
      </PageHeading>
      {items.length === 0 ? (
        <EmptyState title="No articles yet" action={{ to: '/', label: 'Back to search' }} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} pageSize={PAGE_SIZE} />
    </>
  );
}

export function ArticlePage({ data }: PageProps<'article'>) {
  const { article } = data;
  return (
    <article className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {article.category}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-3 text-sm text-slate-500">
        <time dateTime={article.published_at}>{formatDate(article.published_at, 'long')}</time> ·{' '}
        {article.author}
      </p>
      {article.cover_image ? (
        <div className="mt-6">
          <ResponsiveImage
            src={article.cover_image}
            alt={article.cover_alt}
            width={1200}
            height={630}
            sizes="(min-width: 768px) 768px, 100vw"
            widths={PHOTO_WIDTHS}
            priority
            className="h-auto w-full rounded-2xl"
          />
        </div>
      ) : null}
      <p className="mt-6 text-lg text-slate-700">{article.excerpt}</p>
      <div className="mt-6">
        <Blocks blocks={article.body} />
      </div>
      <p className="mt-10">
        <AppLink to="/articles" className="font-semibold text-brand-700 hover:underline">
          More guides and news
        </AppLink>
      </p>
    </article>
  );
}
