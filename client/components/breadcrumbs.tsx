import type { Crumb } from '#schema/json-ld';
import { AppLink } from '#client/components/prefetch-link';

/** The trail to this page; the same crumbs feed the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {crumbs.map((c, i) => (
          <li key={c.path} className="flex items-center gap-2">
            {i > 0 ? (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            ) : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {c.name}
              </span>
            ) : (
              <AppLink to={c.path} className="text-brand-700 hover:underline">
                {c.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
