import type { ComponentType } from 'react';
import type { PageId } from '#shared/routes/page-id';
import { pageFromModule } from '#client/routes/lazy-page';
import { routeComponent, type PageComponent } from '#client/routes/page-component';

/**
 * A page's code, in its own chunk. `src` is the module's path from the project root: the key of
 * its chunk in Vite's manifest, from which the server writes the page's `<link rel=modulepreload>`.
 */
export interface PageModule<K extends PageId = PageId> {
  id: K;
  src: string;
  load: () => Promise<ComponentType>;
}

/**
 * Page `id`'s module: `pick` must return a component whose `data` prop is `PageData<K>`, so a
 * component wired to another page's route is a type error. The route component is made once.
 */
export function pageModule<K extends PageId, M>(
  id: K,
  src: string,
  load: () => Promise<M>,
  pick: (mod: M) => PageComponent<K>,
): PageModule<K> {
  let route: ComponentType | undefined;
  return {
    id,
    src,
    load: async () => {
      const Page = (await pageFromModule(load, pick, src)).default;
      route ??= routeComponent(id, Page);
      return route;
    },
  };
}

const SIGN_IN = 'client/pages/sign-in-pages.tsx';
const signIn = () => import('./sign-in-pages');
const ACCOUNT = 'client/pages/account-pages.tsx';
const account = () => import('./account-pages');
const AUCTIONEERS = 'client/pages/auctioneer-pages.tsx';
const auctioneers = () => import('./auctioneer-pages');
const AREAS = 'client/pages/area-pages.tsx';
const areas = () => import('./area-pages');
const ARTICLES = 'client/pages/article-pages.tsx';
const articles = () => import('./article-pages');

/**
 * Page id → its page's chunk. Pages that share a module (the sign-in forms, the areas) share a
 * chunk. Keyed by the page id and typed against it: a missing page, or an entry filed under another
 * page's id, is a type error.
 */
export const PAGE_MODULES = {
  home: pageModule(
    'home',
    'client/pages/home-page.tsx',
    () => import('./home-page'),
    (m) => m.HomePage,
  ),
  login: pageModule('login', SIGN_IN, signIn, (m) => m.LoginPage),
  'sign-up': pageModule('sign-up', SIGN_IN, signIn, (m) => m.SignUpPage),
  'confirm-email': pageModule('confirm-email', SIGN_IN, signIn, (m) => m.ConfirmEmailPage),
  'signup-success': pageModule('signup-success', SIGN_IN, signIn, (m) => m.SignupSuccessPage),
  'forgot-password': pageModule('forgot-password', SIGN_IN, signIn, (m) => m.ForgotPasswordPage),
  'reset-password': pageModule('reset-password', SIGN_IN, signIn, (m) => m.ResetPasswordPage),
  'change-password': pageModule('change-password', SIGN_IN, signIn, (m) => m.ChangePasswordPage),
  'auth-callback': pageModule('auth-callback', SIGN_IN, signIn, (m) => m.AuthCallbackPage),
  profile: pageModule('profile', ACCOUNT, account, (m) => m.ProfilePage),
  'profile-settings': pageModule(
    'profile-settings',
    ACCOUNT,
    account,
    (m) => m.ProfileSettingsPage,
  ),
  listings: pageModule(
    'listings',
    'client/pages/listings-page.tsx',
    () => import('./listings-page'),
    (m) => m.ListingsPage,
  ),
  listing: pageModule(
    'listing',
    'client/pages/listing-page.tsx',
    () => import('./listing-page'),
    (m) => m.ListingPage,
  ),
  auctioneers: pageModule('auctioneers', AUCTIONEERS, auctioneers, (m) => m.AuctioneersPage),
  auctioneer: pageModule('auctioneer', AUCTIONEERS, auctioneers, (m) => m.AuctioneerPage),
  locations: pageModule('locations', AREAS, areas, (m) => m.LocationsPage),
  location: pageModule('location', AREAS, areas, (m) => m.AreaPage),
  postcodes: pageModule('postcodes', AREAS, areas, (m) => m.PostcodesPage),
  postcode: pageModule('postcode', AREAS, areas, (m) => m.AreaPage),
  'sold-house-prices': pageModule(
    'sold-house-prices',
    'client/pages/sold-prices-page.tsx',
    () => import('./sold-prices-page'),
    (m) => m.SoldHousePricesPage,
  ),
  articles: pageModule('articles', ARTICLES, articles, (m) => m.ArticlesPage),
  article: pageModule('article', ARTICLES, articles, (m) => m.ArticlePage),
  'alerts-unsubscribe': pageModule(
    'alerts-unsubscribe',
    'client/pages/alert-pages.tsx',
    () => import('./alert-pages'),
    (m) => m.UnsubscribePage,
  ),
  'cms-page': pageModule(
    'cms-page',
    'client/pages/cms-page.tsx',
    () => import('./cms-page'),
    (m) => m.CmsPage,
  ),
  admin: pageModule(
    'admin',
    'client/admin/admin-app.tsx',
    () => import('#client/admin/admin-app'),
    (m) => m.AdminApp,
  ),
} satisfies { [K in PageId]: PageModule<K> };
