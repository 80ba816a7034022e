import type { ComponentType } from 'react';
import type { PageId } from '#shared/routes/page-id';
import { pageFromModule } from '#client/routes/lazy-page';

/**
 * A page's code, in its own chunk. `src` is the module's path from the project root: the key of
 * its chunk in Vite's manifest, from which the server writes the page's `<link rel=modulepreload>`.
 */
export interface PageModule {
  src: string;
  load: () => Promise<ComponentType>;
}

function page<M>(src: string, load: () => Promise<M>, pick: (mod: M) => ComponentType): PageModule {
  return { src, load: async () => (await pageFromModule(load, pick, src)).default };
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

/** Route id → its page's chunk. Pages that share a module (the sign-in forms, the areas) share a chunk. */
export const PAGE_MODULES = {
  home: page(
    'client/pages/home-page.tsx',
    () => import('./home-page'),
    (m) => m.HomePage,
  ),
  login: page(SIGN_IN, signIn, (m) => m.LoginPage),
  'sign-up': page(SIGN_IN, signIn, (m) => m.SignUpPage),
  'confirm-email': page(SIGN_IN, signIn, (m) => m.ConfirmEmailPage),
  'signup-success': page(SIGN_IN, signIn, (m) => m.SignupSuccessPage),
  'forgot-password': page(SIGN_IN, signIn, (m) => m.ForgotPasswordPage),
  'reset-password': page(SIGN_IN, signIn, (m) => m.ResetPasswordPage),
  'change-password': page(SIGN_IN, signIn, (m) => m.ChangePasswordPage),
  'auth-callback': page(SIGN_IN, signIn, (m) => m.AuthCallbackPage),
  profile: page(ACCOUNT, account, (m) => m.ProfilePage),
  'profile-settings': page(ACCOUNT, account, (m) => m.ProfileSettingsPage),
  listings: page(
    'client/pages/listings-page.tsx',
    () => import('./listings-page'),
    (m) => m.ListingsPage,
  ),
  listing: page(
    'client/pages/listing-page.tsx',
    () => import('./listing-page'),
    (m) => m.ListingPage,
  ),
  auctioneers: page(AUCTIONEERS, auctioneers, (m) => m.AuctioneersPage),
  auctioneer: page(AUCTIONEERS, auctioneers, (m) => m.AuctioneerPage),
  locations: page(AREAS, areas, (m) => m.LocationsPage),
  location: page(AREAS, areas, (m) => m.AreaPage),
  postcodes: page(AREAS, areas, (m) => m.PostcodesPage),
  postcode: page(AREAS, areas, (m) => m.AreaPage),
  'sold-house-prices': page(
    'client/pages/sold-prices-page.tsx',
    () => import('./sold-prices-page'),
    (m) => m.SoldHousePricesPage,
  ),
  articles: page(ARTICLES, articles, (m) => m.ArticlesPage),
  article: page(ARTICLES, articles, (m) => m.ArticlePage),
  'alerts-unsubscribe': page(
    'client/pages/alert-pages.tsx',
    () => import('./alert-pages'),
    (m) => m.UnsubscribePage,
  ),
  'cms-page': page(
    'client/pages/cms-page.tsx',
    () => import('./cms-page'),
    (m) => m.CmsPage,
  ),
  admin: page(
    'client/admin/admin-app.tsx',
    () => import('#client/admin/admin-app'),
    (m) => m.AdminApp,
  ),
} satisfies Record<PageId, PageModule>;
