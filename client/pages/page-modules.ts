import type { PageId } from '#shared/routes/page-id';
import { pageFromModule } from '#client/routes/lazy-page';
import type { PageComponent } from '#client/routes/page-component';

/**
 * A page's code, in its own chunk. `src` is the module's path from the project root: the key of
 * its chunk in Vite's manifest, from which the server lists the page's scripts (decision 059).
 * `load` resolves to the page's component, typed by the page id: its `data` prop is the page's
 * loader data, so a component filed under another page's id is a type error.
 */
export interface PageModule<K extends PageId> {
  src: string;
  load: () => Promise<PageComponent<K>>;
}

export function pageModule<K extends PageId, M>(
  src: string,
  load: () => Promise<M>,
  pick: (mod: M) => PageComponent<K>,
): PageModule<K> {
  return { src, load: async () => (await pageFromModule(load, pick, src)).default };
}

const SIGN_IN = 'client/pages/sign-in-pages.tsx';
const signIn = () => import('./sign-in-pages');
const ACCOUNT = 'client/pages/account-pages.tsx';
const account = () => import('./account-pages');
const AUCTIONEERS = 'client/pages/auctioneer-pages.tsx';
const auctioneers = () => import('./auctioneer-pages');
const AUCTIONS = 'client/pages/auction-pages.tsx';
const auctionPages = () => import('./auction-pages');
const AREAS = 'client/pages/area-pages.tsx';
const areas = () => import('./area-pages');
const ARTICLES = 'client/pages/article-pages.tsx';
const articles = () => import('./article-pages');

/**
 * Page id → its page's chunk. Pages that share a module (the sign-in forms, the areas) share a
 * chunk. Keyed by the page id and typed against it: a missing page, or an entry filed under another
 * page's id, is a type error.
 */
export const PAGE_MODULES: { [K in PageId]: PageModule<K> } = {
  home: pageModule(
    'client/pages/home-page.tsx',
    () => import('./home-page'),
    (m) => m.HomePage,
  ),
  login: pageModule(SIGN_IN, signIn, (m) => m.LoginPage),
  'sign-up': pageModule(SIGN_IN, signIn, (m) => m.SignUpPage),
  'confirm-email': pageModule(SIGN_IN, signIn, (m) => m.ConfirmEmailPage),
  'signup-success': pageModule(SIGN_IN, signIn, (m) => m.SignupSuccessPage),
  'forgot-password': pageModule(SIGN_IN, signIn, (m) => m.ForgotPasswordPage),
  'reset-password': pageModule(SIGN_IN, signIn, (m) => m.ResetPasswordPage),
  'change-password': pageModule(SIGN_IN, signIn, (m) => m.ChangePasswordPage),
  'auth-callback': pageModule(SIGN_IN, signIn, (m) => m.AuthCallbackPage),
  profile: pageModule(ACCOUNT, account, (m) => m.ProfilePage),
  'profile-settings': pageModule(ACCOUNT, account, (m) => m.ProfileSettingsPage),
  listings: pageModule(
    'client/pages/listings-page.tsx',
    () => import('./listings-page'),
    (m) => m.ListingsPage,
  ),
  listing: pageModule(
    'client/pages/listing-page.tsx',
    () => import('./listing-page'),
    (m) => m.ListingPage,
  ),
  auctioneers: pageModule(AUCTIONEERS, auctioneers, (m) => m.AuctioneersPage),
  auctioneer: pageModule(AUCTIONEERS, auctioneers, (m) => m.AuctioneerPage),
  auctions: pageModule(AUCTIONS, auctionPages, (m) => m.AuctionsPage),
  auction: pageModule(AUCTIONS, auctionPages, (m) => m.AuctionPage),
  locations: pageModule(AREAS, areas, (m) => m.LocationsPage),
  location: pageModule(AREAS, areas, (m) => m.AreaPage),
  postcodes: pageModule(AREAS, areas, (m) => m.PostcodesPage),
  postcode: pageModule(AREAS, areas, (m) => m.AreaPage),
  'sold-house-prices': pageModule(
    'client/pages/sold-prices-page.tsx',
    () => import('./sold-prices-page'),
    (m) => m.SoldHousePricesPage,
  ),
  articles: pageModule(ARTICLES, articles, (m) => m.ArticlesPage),
  article: pageModule(ARTICLES, articles, (m) => m.ArticlePage),
  'alerts-unsubscribe': pageModule(
    'client/pages/alert-pages.tsx',
    () => import('./alert-pages'),
    (m) => m.UnsubscribePage,
  ),
  'cms-page': pageModule(
    'client/pages/cms-page.tsx',
    () => import('./cms-page'),
    (m) => m.CmsPage,
  ),
  admin: pageModule(
    'client/admin/admin-app.tsx',
    () => import('#client/admin/admin-app'),
    (m) => m.AdminApp,
  ),
};
