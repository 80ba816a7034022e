import { useLocation, useRouteError } from 'react-router';
import { useRootData } from '#client/app/root-data';
import { SITE_NAME } from '#shared/routes/page-meta';
import { PrefetchLink, PrefetchNavLink } from '#client/components/prefetch-link';
import type { PublicUser } from '#schema/user';
import { MobileMenu } from './mobile-menu';
import { HydrateLater } from '#client/app/hydrate-later';
import { signInPath, signUpPath } from '#schema/return-path';
import { pathWithoutOneTimeParams } from '#schema/one-time-params';
import { isStaff } from '#schema/roles';

export const MAIN_NAV = [
  { to: '/listings', label: 'Auction lots' },
  { to: '/auctions', label: 'Auction calendar' },
  { to: '/auctioneers', label: 'Auction houses' },
  { to: '/sold-house-prices', label: 'Sold prices' },
  { to: '/locations', label: 'Locations' },
  { to: '/articles', label: 'Guides' },
] as const;

type Size = 'bar' | 'menu';

const navClass =
  (size: Size) =>
  ({ isActive }: { isActive: boolean }) =>
    `${size === 'bar' ? 'whitespace-nowrap px-3 py-2 text-sm' : 'block px-3 py-3 text-base'} rounded-md font-medium ${isActive ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10 hover:text-white'}`;

/** The main navigation: a bar from `xl` (1280 px) up, the menu's list below it (one of them is shown). */
function MainNav({ size }: { size: Size }) {
  return (
    <nav
      aria-label="Main"
      className={size === 'bar' ? 'hidden gap-1 xl:flex' : 'flex flex-col gap-1'}
    >
      {MAIN_NAV.map((item) => (
        <PrefetchNavLink key={item.to} to={item.to} className={navClass(size)}>
          {item.label}
        </PrefetchNavLink>
      ))}
    </nav>
  );
}

function AccountLinks({ user, size }: { user: PublicUser | null; size: Size }) {
  // Signing in from a page comes back to it (it went to the account page).
  const { pathname, search } = useLocation();
  // A page refused for its query (400: over a cap, NUL) comes back without it, since the same
  // address would be refused again; nor is the refused text written into these links.
  // A form's outcome on this page ("Search saved.") is not said again after the sign-in.
  const back =
    (useRouteError() as { status?: unknown } | undefined)?.status === 400
      ? pathname
      : pathWithoutOneTimeParams(pathname, search);
  if (user) {
    // Staff reach the admin from every page. Only a signed-in page names its user, and those are
    // private: the shared cache of anonymous pages never holds this link.
    return (
      <>
        {isStaff(user.role) ? (
          <PrefetchNavLink to="/admin" className={navClass(size)}>
            Editor tools
          </PrefetchNavLink>
        ) : null}
        <PrefetchNavLink to="/profile" className={navClass(size)}>
          My account
        </PrefetchNavLink>
      </>
    );
  }
  return (
    <>
      <PrefetchNavLink to={signInPath(back)} className={navClass(size)}>
        Sign in
      </PrefetchNavLink>
      <PrefetchLink
        to={signUpPath(back)}
        className={`rounded-md bg-accent-500 font-semibold text-brand-950 hover:bg-accent-400 ${size === 'bar' ? 'px-3 py-2 text-sm' : 'block px-3 py-3 text-center text-base'}`}
      >
        Register
      </PrefetchLink>
    </>
  );
}

export function SiteHeader() {
  const user = useRootData()?.user ?? null;
  return (
    // On paper the site's navigation is noise (and white on an unprinted background).
    <header className="relative bg-brand-900 text-white print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900"
      >
        Skip to content
      </a>
      {/* Below xl the 44 px Menu button sets the bar's height (8 + 44 + 8, as the 36 px links
        and 12 px of padding make it from xl up). */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:px-6 lg:gap-x-6 xl:py-3">
        {/* The name may wrap (at 320 px it and the Menu button did not fit on one line, and the
            page scrolled sideways); the Menu button never shrinks. Where the name would get less
            than 10rem (large text on a phone, where "Property" was drawn over "Menu"), the Menu
            button goes to the line below. */}
        <PrefetchLink
          to="/"
          className="flex min-w-0 items-center gap-2 text-base leading-tight font-bold tracking-tight max-xl:grow max-xl:basis-40 sm:text-lg sm:whitespace-nowrap"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-accent-500 text-brand-950"
          >
            A
          </span>
          {SITE_NAME}
        </PrefetchLink>
        {/* Its seventeen links hydrate in three tasks: one was the page's longest on a phone. */}
        <HydrateLater>
          <MainNav size="bar" />
        </HydrateLater>
        <HydrateLater>
          <div className="ml-auto hidden items-center gap-2 xl:flex">
            <AccountLinks user={user} size="bar" />
          </div>
        </HydrateLater>
        <HydrateLater>
          <div className="ml-auto shrink-0 xl:hidden">
            <MobileMenu>
              <MainNav size="menu" />
              <div className="mt-3 flex flex-col gap-2 border-t border-white/10 pt-3">
                <AccountLinks user={user} size="menu" />
              </div>
            </MobileMenu>
          </div>
        </HydrateLater>
      </div>
    </header>
  );
}
