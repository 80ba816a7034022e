/**
 * Every page route's id. The route modules (shared/pages/, listed in shared/routes/route-table.ts),
 * the page components (client/pages/page-modules.ts) and the server loaders
 * (server/loaders/page-loaders.server.ts) are each keyed by this list, so a page missing from one
 * of them is a type error; `PageData<K>` (shared/routes/page-data.ts) ties the loader's return
 * type to the component's props. Imports nothing.
 */
export const PAGE_IDS = [
  'home',
  'login',
  'sign-up',
  'confirm-email',
  'signup-success',
  'forgot-password',
  'reset-password',
  'change-password',
  'profile',
  'profile-settings',
  'listings',
  'listing',
  'auctioneers',
  'auctioneer',
  'auctions',
  'auction',
  'locations',
  'location',
  'postcodes',
  'postcode',
  'sold-house-prices',
  'articles',
  'article',
  'auth-callback',
  'alerts-unsubscribe',
  'admin',
  'cms-page',
] as const;

export type PageId = (typeof PAGE_IDS)[number];
