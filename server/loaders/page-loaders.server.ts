import { articlePage, articlesPage } from './article-loaders.server';
import {
  auctioneerPage,
  auctioneersPage,
  listingPage,
  listingsPage,
} from './directory-loaders.server';
import { profilePage, unsubscribePage } from './alert-loaders.server';
import { locationPage, locationsPage } from './location-loaders.server';
import { postcodePage, postcodesPage } from './postcode-loaders.server';
import { soldHousePricesPage } from './sold-prices-loader.server';
import type { RequestScope } from '#server/request-scope.server';
import type { PageId } from '#shared/routes/page-id';
import { pageNotFound } from '#shared/routes/route-errors';
import { cmsPageData } from '#server/cms/page-data.server';
import type { CmsPageData } from '#shared/payloads/cms-page-data';
import type { ConfirmEmailData } from '#shared/payloads/account-data';
import { confirmEmail } from '#server/auth/auth-service.server';

export interface ServerLoaderArgs {
  url: URL;
  params: Record<string, string | undefined>;
  scope: RequestScope;
}

type ServerPageLoader = (args: ServerLoaderArgs) => Promise<unknown>;

const fullPath = (url: URL) => `${url.pathname}${url.search}`;

async function cmsPage({ url, scope }: ServerLoaderArgs): Promise<CmsPageData> {
  const page = await scope.cms.getPublishedPage(url.pathname);
  if (!page) throw pageNotFound(fullPath(url));
  return cmsPageData(page, scope);
}

/** Home: the CMS page marked as home; without one the built-in landing page renders. */
async function homePage({ scope }: ServerLoaderArgs): Promise<CmsPageData | null> {
  const page = await scope.cms.getHomePage();
  return page ? cmsPageData(page, scope) : null;
}

/** `/confirm-email?confirmation=…` consumes the single-use token; without one it offers a new link. */
async function confirmEmailPage({ url, scope }: ServerLoaderArgs): Promise<ConfirmEmailData> {
  const token = url.searchParams.get('confirmation');
  if (!token) return { state: 'none' };
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: 'invalid' };
  return { state: await confirmEmail(scope.auth, token) };
}

/** Server data for each page route; routes without an entry render from the root data alone. */
export const SERVER_PAGE_LOADERS: Partial<Record<PageId, ServerPageLoader>> = {
  listings: listingsPage,
  auctioneers: auctioneersPage,
  'sold-house-prices': soldHousePricesPage,
  locations: locationsPage,
  postcodes: postcodesPage,
  articles: articlesPage,
  listing: listingPage,
  auctioneer: auctioneerPage,
  location: locationPage,
  postcode: postcodePage,
  article: articlePage,
  'cms-page': cmsPage,
  'confirm-email': confirmEmailPage,
  profile: profilePage,
  'alerts-unsubscribe': unsubscribePage,
  home: homePage,
};
