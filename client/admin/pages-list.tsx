import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageSummary } from '#sections/cms-admin';
import { useAdminData } from './use-admin-data';
import { AdminHeading, Badge, FieldShell, Notice, inputClass } from './ui';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** `/admin`: every CMS page with its state, searchable by path or title. */
export function PagesList() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, error, loading } = useAdminData<{ pages: PageSummary[] }>(
    `/pages${query ? `?search=${encodeURIComponent(query)}` : ''}`,
  );
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <div>
      <AdminHeading title="Pages">
        <Link
          to="/admin/pages/new"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New page
        </Link>
      </AdminHeading>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <div className="my-4 max-w-md" role="search">
        <FieldShell id="page-search" label="Search pages" hint="By path or title">
          {(aria) => (
            <input
              {...aria}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={inputClass()}
            />
          )}
        </FieldShell>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <p role="status" className="sr-only">
        {loading ? 'Loading pages' : `${data?.pages.length ?? 0} pages`}
      </p>
      {data && data.pages.length === 0 ? (
        <p className="text-slate-600">No page matches “{query}”.</p>
      ) : null}
      {data && data.pages.length > 0 ? (
        // A table from `sm` up; on a phone each page is a card of its own lines (the path wraps),
        // so nothing is cut off or hidden behind a sideways scroll.
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pages</caption>
          <thead className="sr-only border-b border-slate-300 text-slate-600 sm:not-sr-only sm:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Page
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Path
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                State
              </th>
              <th scope="col" className="py-2 font-semibold">
                Last published
              </th>
            </tr>
          </thead>
          <tbody className="block border-t border-slate-200 sm:table-row-group sm:border-t-0">
            {data.pages.map((p) => (
              <tr
                key={p.id}
                className="grid gap-1 border-b border-slate-200 py-3 sm:table-row sm:py-0"
              >
                <td className="sm:py-2 sm:pr-3">
                  <Link
                    to={`/admin/pages/${p.id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {p.title || p.path}
                  </Link>
                  {p.isHome ? <span className="ml-2 text-xs text-slate-600">(home)</span> : null}
                  {p.kind !== 'page' ? (
                    <span className="ml-2 text-xs text-slate-600">(layout of every lot page)</span>
                  ) : null}
                </td>
                <td className="font-mono text-xs break-all sm:py-2 sm:pr-3">{p.path}</td>
                <td className="space-x-1 sm:py-2 sm:pr-3">
                  {p.published ? (
                    <Badge tone="green">Published</Badge>
                  ) : (
                    <Badge tone="grey">Not published</Badge>
                  )}
                  {p.hasDraft ? <Badge tone="amber">Draft</Badge> : null}
                </td>
                <td className="text-slate-600 sm:py-2">
                  <span className="sm:hidden">Last published </span>
                  {p.lastPublishedAt ? dateTime(p.lastPublishedAt) : 'Never'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
