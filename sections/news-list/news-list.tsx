import type { NewsListSection } from './schema';
import { AppLink } from '#client/components/prefetch-link';
import type { ArticleSummary } from '#schema/article';
import { formatDate } from '#shared/format/format';
import { SectionHeading } from '#sections/section-heading';

export function NewsList({ title, view_all, data }: NewsListSection & { data?: ArticleSummary[] }) {
  const items = data ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 sm:px-6">
      <SectionHeading title={title} viewAll={view_all} />
      {items.length === 0 ? (
        <p className="text-slate-600">No news yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((a) => (
            <li
              key={a.slug}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4"
            >
              <time
                dateTime={a.published_at}
                className="shrink-0 text-sm tabular-nums text-slate-500"
              >
                {formatDate(a.published_at, 'long')}
              </time>
              <AppLink
                to={`/articles/${a.slug}`}
                className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {a.title}
              </AppLink>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
