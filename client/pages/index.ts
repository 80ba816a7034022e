import type { ComponentType } from 'react';
import { HomePage } from './home-page';
import * as Areas from './area-pages';
import { SoldHousePricesPage } from './sold-prices-page';
import * as Account from './account-pages';
import * as SignIn from './sign-in-pages';
import * as Directory from './directory-pages';
import * as Articles from './article-pages';
import * as Alerts from './alert-pages';
import { CmsPage } from './cms-page';
import { AdminPage } from '#client/admin/index';

/** Route id → page component. The route table (client/routes/route-table.ts) is keyed by these ids. */
export const PAGE_COMPONENTS = {
  home: HomePage,
  login: SignIn.LoginPage,
  'sign-up': SignIn.SignUpPage,
  'confirm-email': SignIn.ConfirmEmailPage,
  'signup-success': SignIn.SignupSuccessPage,
  'forgot-password': SignIn.ForgotPasswordPage,
  'reset-password': SignIn.ResetPasswordPage,
  'change-password': SignIn.ChangePasswordPage,
  profile: Account.ProfilePage,
  'profile-settings': Account.ProfileSettingsPage,
  listings: Directory.ListingsPage,
  listing: Directory.ListingPage,
  auctioneers: Directory.AuctioneersPage,
  auctioneer: Directory.AuctioneerPage,
  locations: Areas.LocationsPage,
  location: Areas.AreaPage,
  postcodes: Areas.PostcodesPage,
  postcode: Areas.AreaPage,
  'sold-house-prices': SoldHousePricesPage,
  articles: Articles.ArticlesPage,
  article: Articles.ArticlePage,
  'auth-callback': SignIn.AuthCallbackPage,
  'alerts-unsubscribe': Alerts.UnsubscribePage,
  'cms-page': CmsPage,
  admin: AdminPage,
} satisfies Record<string, ComponentType>;
