import { SITE_NAME } from '#shared/routes/page-meta';
import { AppLink } from '#client/components/prefetch-link';

const FOOTER_LINKS = [
  { to: '/listings', label: 'Auction lots' },
  { to: '/auctions', label: 'Auction calendar and results' },
  { to: '/auctioneers', label: 'Auction houses' },
  { to: '/sold-house-prices', label: 'Sold house prices' },
  { to: '/postcodes', label: 'Postcodes' },
  { to: '/articles', label: 'Guides and news' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  // The About page holds the contact form (decision 147): nothing else linked a way to write to us.
  { to: '/about', label: 'About and contact' },
] as const;

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
