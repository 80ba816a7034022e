import { PrefetchLink } from '#client/components/prefetch-link';
import type { ArticleSummary } from '#schema/article';
import { formatDate } from '#shared/format/format';
import { PHOTO_WIDTHS, ResponsiveImage } from './responsive-image';

/** `headingLevel` 2 where the cards come straight under the page's h1 (/articles). */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {article.cover_image ? (
        <ResponsiveImage
          src={article.cover_image}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          widths={PHOTO_WIDTHS}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {article.category}
        </p>
        <Heading className="mt-1 text-lg font-semibold leading-snug text-slate-900">
          <PrefetchLink
            to={`/articles/${article.slug}`}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </PrefetchLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{article.excerpt}</p>
        <p className="mt-auto pt-4 text-xs text-slate-500">
          <time dateTime={article.published_at}>{formatDate(article.published_at, 'long')}</time> ·{' '}
          {article.author}
        </p>
      </div>
    </article>
  );
}

/** Articles as a grid of cards: /articles, an article's further reading, the article-list section. */
export function ArticleGrid({
  articles,
  headingLevel,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={className}>
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
