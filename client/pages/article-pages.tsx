import type { PageProps } from '#shared/routes/page-data';
import { AppLink } from '#client/components/prefetch-link';
import { Blocks } from '#sections/rich-text/blocks';
import { ArticleGrid } from '#client/components/cards/article-card';
import { PageHeading } from '#client/components/page-heading';
import { Breadcrumbs } from '#client/components/breadcrumbs';
import { EmptyState } from '#client/components/empty-state';
import { Pagination } from '#client/components/pagination';
import { formatDate } from '#shared/format/format';
import { PAGE_SIZE } from '#schema/listing-query';
import { PHOTO_WIDTHS, ResponsiveImage } from '#client/components/cards/responsive-image';
import {
  ARTICLE_CATEGORIES,
  ARTICLES_PATH,
  ARTICLES_TITLE,
  articleCategoryPath,
  articleCrumbs,
  type ArticleCategory,
} from '#schema/article';

/** "Legal and tax" as words inside a sentence or heading ("More on legal and tax"). */
const inSentence = (category: string) => category.charAt(0).toLowerCase() + category.slice(1);

export function ArticlesPage({ data }: PageProps<'articles'>) {
  const { page, items, total, category } = data;
  return (
    <>
      <PageHeading title={category ? `${ARTICLES_TITLE}: ${category}` : ARTICLES_TITLE}>
        {category
          ? `Our guides and news on ${inSentence(category)}, newest first.`
          : 'How auctions work, buying guides and market news.'}
      </PageHeading>
      <CategoryLinks current={category} />
      {items.length === 0 ? (
        <EmptyState
          title={category ? `No articles on ${inSentence(category)} yet` : 'No articles yet'}
          action={
            category
              ? { to: ARTICLES_PATH, label: 'All guides and news' }
              : { to: '/', label: 'Back to search' }
          }
        />
      ) : (
        <ArticleGrid articles={items} headingLevel={2} />
      )}
      <Pagination page={page} total={total} pageSize={PAGE_SIZE} />
    </>
  );
}

/** Every article, or one category's: plain links, the list shown marked as the current page. */
function CategoryLinks({ current }: { current: ArticleCategory | undefined }) {
  const choices: Array<[string, string, boolean]> = [
    ['All', ARTICLES_PATH, !current],
    ...ARTICLE_CATEGORIES.map((c): [string, string, boolean] => [
      c,
      articleCategoryPath(c)!,
      c === current,
    ]),
  ];
  return (
    <nav aria-label="Article categories" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {choices.map(([label, to, here]) => (
          <li key={to}>
            <AppLink
              to={to}
              aria-current={here ? 'page' : undefined}
              className={`inline-flex rounded-full px-3 py-1.5 text-sm font-semibold max-sm:min-h-11 max-sm:items-center ${here ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-800 hover:bg-slate-50'}`}
            >
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ArticlePage({ data }: PageProps<'article'>) {
  const { article, related } = data;
  const categoryPath = articleCategoryPath(article.category);
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs crumbs={articleCrumbs(article)} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {categoryPath ? (
          <AppLink to={categoryPath} className="hover:underline">
            {article.category}
          </AppLink>
        ) : (
          article.category
        )}
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
      <RelatedArticles category={article.category} related={related} />
      <p className="mt-10">
        <AppLink to={ARTICLES_PATH} className="font-semibold text-brand-700 hover:underline">
          More guides and news
        </AppLink>
      </p>
    </article>
  );
}

/**
 * What to read next: "More on legal and tax" when all of it is of the article's category, else
 * "Further reading" (a category of one article is made up from the others; each card names its own).
 */
function RelatedArticles({
  category,
  related,
}: {
  category: string;
  related: PageProps<'article'>['data']['related'];
}) {
  if (!related.length) return null;
  const heading = related.every((a) => a.category === category)
    ? `More on ${inSentence(category)}`
    : 'Further reading';
  return (
    <section aria-labelledby="related-articles" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="related-articles" className="mb-4 text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ArticleGrid articles={related} />
    </section>
  );
}
