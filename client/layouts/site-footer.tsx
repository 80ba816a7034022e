import { SITE_NAME } from '#shared/routes/page-meta';
import { AppLink } from '#client/components/prefetch-link';
import { FOOTER_LINKS } from '#schema/site-links';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-slate-600">
            Every UK property auction in one place. Sold prices contain HM Land Registry data ©
            Crown copyright and database right.
          </p>
        </div>
        <nav aria-label="Footer" className="md:col-span-2">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <AppLink
                  to={l.to}
                  className="text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
