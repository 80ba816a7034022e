import { useLocation } from 'react-router';
import { hrefWith } from '#shared/links/href-with';
import { PrefetchLink } from './prefetch-link';

/**
 * Crawlable page links (plain hrefs) that keep every other query parameter. `maxPage`: the last
 * page the server serves (sold prices stop at MAX_SOLD_PRICE_PAGE), so no link leads past it.
 */
export function Pagination({
  page,
  total,
  pageSize,
  maxPage = Number.POSITIVE_INFINITY,
}: {
  page: number;
  total: number;
  pageSize: number;
  maxPage?: number;
}) {
  const location = useLocation();
  const pages = Math.min(maxPage, Math.max(1, Math.ceil(total / pageSize)));
  if (pages <= 1) return null;
  const href = (n: number) => hrefWith(location, { page: n === 1 ? null : String(n) });
  const around = [page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages);
  // At least 44 px square on a phone: a thumb's target (decision 084).
  const cls =
    'inline-flex items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium max-sm:min-h-11 max-sm:min-w-11';
  const link = (n: number) => (
    <PrefetchLink
      key={n}
      to={href(n)}
      aria-current={n === page ? 'page' : undefined}
      className={`${cls} ${n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-slate-50'}`}
    >
      {n}
    </PrefetchLink>
  );
  const gap = (key: string) => (
    <span key={key} aria-hidden="true" className="px-1 text-slate-500">
      …
    </span>
  );
  const [lowest, highest] = [around[0]!, around[around.length - 1]!];
  return (
    <nav aria-label="Pagination" className="mt-8">
      <div className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <PrefetchLink
            to={href(page - 1)}
            rel="prev"
            className={`${cls} border-slate-300 hover:bg-slate-50`}
          >
            Previous
          </PrefetchLink>
        ) : null}
        {/* The first and last pages are always a click away: "1 … 33 34 35 36 37 … 70". */}
        {lowest > 1 ? link(1) : null}
        {lowest > 2 ? gap('before') : null}
        {around.map(link)}
        {highest < pages - 1 ? gap('after') : null}
        {highest < pages ? link(pages) : null}
        {page < pages ? (
          <PrefetchLink
            to={href(page + 1)}
            rel="next"
            className={`${cls} border-slate-300 hover:bg-slate-50`}
          >
            Next
          </PrefetchLink>
        ) : null}
      </div>
      <p className="mt-2 text-center text-sm text-slate-600">
        Page {page} of {pages}
      </p>
    </nav>
  );
}
