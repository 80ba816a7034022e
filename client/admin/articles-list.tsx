import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ARTICLES_LISTED, type AdminArticleRow } from '#schema/article';
import { formatLondon } from '#schema/london-time';
import { useAdminData } from './use-admin-data';
import { useCan } from './use-role';
import { AdminHeading, FieldShell, Notice, inputClass } from './ui';
import { ArticleStateBadge } from './article-state';

const STATES = [
  ['all', 'All'],
  ['draft', 'Drafts'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
] as const;

/** `/admin/articles`: guides and news, drafts and scheduled ones first, searchable by title. */
export function ArticlesList() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<(typeof STATES)[number][0]>('all');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const params = new URLSearchParams({ ...(query ? { search: query } : {}), state });
  const { data, error, loading } = useAdminData<{ articles: AdminArticleRow[] }>(
    `/articles?${params}`,
  );
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const mayWrite = useCan()('publish');

  return (
    <div>
      <AdminHeading title="Articles">
        {mayWrite ? (
          <Link
            to="/admin/articles/new"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            New article
          </Link>
        ) : null}
      </AdminHeading>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <div className="my-4 grid max-w-2xl gap-3 sm:grid-cols-[2fr_1fr] sm:items-end" role="search">
        <FieldShell id="article-search" label="Search articles" hint="By title or slug">
          {(aria) => (
            <input
              {...aria}
              type="search"
              maxLength={200}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={inputClass()}
            />
          )}
        </FieldShell>
        <FieldShell id="article-state" label="Show">
          {(aria) => (
            <select
              {...aria}
              value={state}
              onChange={(e) => setState(e.target.value as typeof state)}
              className={inputClass()}
            >
              {STATES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <p role="status" className="sr-only">
        {loading ? 'Loading articles' : `${data?.articles.length ?? 0} articles`}
      </p>
      {data && data.articles.length === 0 ? (
        <p className="text-slate-600">
          {query ? `No article matches “${query}”.` : 'No articles here yet.'}
        </p>
      ) : null}
      {data && data.articles.length >= ARTICLES_LISTED ? (
        <p className="mb-3 text-sm text-slate-600">
          Showing the first {ARTICLES_LISTED}: search by title to find the others.
        </p>
      ) : null}
      {data && data.articles.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {data.articles.map((a) => (
            <li key={a.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3 text-sm">
              <Link
                to={`/admin/articles/${a.id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {a.title}
              </Link>
              <ArticleStateBadge state={a.state} publishedAt={a.published_at} />
              <span className="w-full text-slate-600">
                {a.category} · {a.author} ·{' '}
                <span className="font-mono text-xs">/articles/{a.slug}</span> · changed{' '}
                {formatLondon(a.updated_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
