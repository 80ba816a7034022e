import { articlePage, articlesPage } from './article-loaders.server';
import {
  auctioneerPage,
  auctioneersPage,
  listingPage,
  listingsPage,
} from './directory-loaders.server';
import { auctionPage, auctionsPage } from './auction-loaders.server';
import { profilePage, unsubscribePage } from './alert-loaders.server';
import { locationPage, locationsPage } from './location-loaders.server';
import { postcodePage, postcodesPage } from './postcode-loaders.server';
import { soldHousePricesPage } from './sold-prices-loader.server';
import { cmsPage, homePage } from './cms-page-loaders.server';
import { confirmEmailPage } from './confirm-email-loader.server';
import { resetPasswordPage } from './reset-password-loader.server';
import type { ServerPageLoader } from './loader-args.server';
import type { PageId } from '#shared/routes/page-id';

/** Pages that render from the root data alone (their route module declares `null`). */
const noData = async (): Promise<null> => null;

/**
 * Server data for every page route, keyed by page id and typed against the page's route module
 * (`PageData<K>`): a missing page, or a loader wired to a page whose data it does not return, is
 * a type error (tests/types/page-wiring.ts shows both).
 */
export const SERVER_PAGE_LOADERS = {
  home: homePage,
  login: noData,
  'sign-up': noData,
  'confirm-email': confirmEmailPage,
  'signup-success': noData,
  'forgot-password': noData,
  'reset-password': resetPasswordPage,
  'change-password': noData,
  profile: profilePage,
  'profile-settings': noData,
  listings: listingsPage,
  listing: listingPage,
  auctioneers: auctioneersPage,
  auctioneer: auctioneerPage,
  auctions: auctionsPage,
  auction: auctionPage,
  locations: locationsPage,
  location: locationPage,
  postcodes: postcodesPage,
  postcode: postcodePage,
  'sold-house-prices': soldHousePricesPage,
  articles: articlesPage,
  article: articlePage,
  'auth-callback': noData,
  'alerts-unsubscribe': unsubscribePage,
  admin: noData,
  'cms-page': cmsPage,
} satisfies { [K in PageId]: ServerPageLoader<K> };
