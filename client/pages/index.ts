import type { ComponentType } from 'react';
import { HomePage } from './home-page';
import * as Collections from './collection-pages';
import * as Account from './account-pages';
import { DetailPage } from './detail-page';
import { CmsPage } from './cms-page';

/** Route id → page component. The route table (client/routes/route-table.ts) is keyed by these ids. */
export const PAGE_COMPONENTS = {
  home: HomePage,
  login: Account.LoginPage,
  'sign-up': Account.SignUpPage,
  'confirm-email': Account.ConfirmEmailPage,
  'signup-success': Account.SignupSuccessPage,
  'forgot-password': Account.ForgotPasswordPage,
  'reset-password': Account.ResetPasswordPage,
  'change-password': Account.ChangePasswordPage,
  profile: Account.ProfilePage,
  'profile-settings': Account.ProfileSettingsPage,
  listings: Collections.ListingsPage,
  listing: DetailPage,
  auctioneers: Collections.AuctioneersPage,
  auctioneer: DetailPage,
  locations: Collections.LocationsPage,
  location: DetailPage,
  postcodes: Collections.PostcodesPage,
  postcode: DetailPage,
  'sold-house-prices': Collections.SoldHousePricesPage,
  articles: Collections.ArticlesPage,
  article: DetailPage,
  'auth-callback': Account.AuthCallbackPage,
  'cms-page': CmsPage,
} satisfies Record<string, ComponentType>;
