import type { ArticleListSection } from './schema';
import type { ArticleSummary } from '#schema/article';
import { ArticleGrid } from '#client/components/cards/article-card';
import { SectionHeading } from '#sections/section-heading';

export function ArticleList({
  title,
  subtitle,
  view_all,
  data,
}: ArticleListSection & { data?: ArticleSummary[] }) {
  const articles = data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading title={title} subtitle={subtitle} viewAll={view_all} />
      {articles.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-slate-600">New guides are on their way.</p>
      ) : (
        <ArticleGrid articles={articles} className="grid gap-6 md:grid-cols-3" />
      )}
    </div>
  );
}
