import { Link, NavLink } from 'react-router';
import { useRootData } from '#client/app/root-data';
import { SITE_NAME } from '#client/app/page-meta';

export const MAIN_NAV = [
  { to: '/listings', label: 'Auction lots' },
  { to: '/auctioneers', label: 'Auction houses' },
  { to: '/sold-house-prices', label: 'Sold prices' },
  { to: '/locations', label: 'Locations' },
  { to: '/articles', label: 'Guides' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10 hover:text-white'}`;

export function SiteHeader() {
  const user = useRootData()?.user ?? null;
  return (
    <header className="bg-brand-900 text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-lg bg-accent-500 text-brand-950"
          >
            A
          </span>
          {SITE_NAME}
        </Link>
        <nav
          aria-label="Main"
          className="order-3 -mx-3 flex w-full gap-1 overflow-x-auto lg:order-none lg:w-auto"
        >
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <NavLink to="/profile" className={navClass}>
              My account
            </NavLink>
          ) : (
            <>
              <NavLink to="/login" className={navClass}>
                Sign in
              </NavLink>
              <Link
                to="/sign-up"
                className="rounded-md bg-accent-500 px-3 py-2 text-sm font-semibold text-brand-950 hover:bg-accent-400"
              >
                Register
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
