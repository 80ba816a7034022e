import type { RouteMiddleware } from './middleware';
import { resolveMiddleware } from './middleware';
import type { PageId } from './page-id';
import type { PageRoute } from './page-route';
import { home } from '#shared/pages/home';
import { login } from '#shared/pages/login';
import { signUp } from '#shared/pages/sign-up';
import { confirmEmail } from '#shared/pages/confirm-email';
import { signupSuccess } from '#shared/pages/signup-success';
import { forgotPassword } from '#shared/pages/forgot-password';
import { resetPassword } from '#shared/pages/reset-password';
import { changePassword } from '#shared/pages/change-password';
import { profile } from '#shared/pages/profile';
import { profileSettings } from '#shared/pages/profile-settings';
import { listings } from '#shared/pages/listings';
import { listing } from '#shared/pages/listing';
import { auctioneers } from '#shared/pages/auctioneers';
import { auctioneer } from '#shared/pages/auctioneer';
import { auctions } from '#shared/pages/auctions';
import { auction } from '#shared/pages/auction';
import { locations } from '#shared/pages/locations';
import { location } from '#shared/pages/location';
import { postcodes } from '#shared/pages/postcodes';
import { postcode } from '#shared/pages/postcode';
import { soldHousePrices } from '#shared/pages/sold-house-prices';
import { articles } from '#shared/pages/articles';
import { article } from '#shared/pages/article';
import { authCallback } from '#shared/pages/auth-callback';
import { alertsUnsubscribe } from '#shared/pages/alerts-unsubscribe';
import { admin } from '#shared/pages/admin';
import { cmsPage } from '#shared/pages/cms-page';

/**
 * Every page route of SPEC §2, in order (the catch-all last): one route module per page under
 * shared/pages/, declaring its id, path, layout, middleware, validation, head tags and the type of
 * its loader's data. Server and browser build their React Router routes from this list.
 */
const ROUTES = [
  home,
  login,
  signUp,
  confirmEmail,
  signupSuccess,
  forgotPassword,
  resetPassword,
  changePassword,
  profile,
  profileSettings,
  listings,
  listing,
  auctioneers,
  auctioneer,
  auctions,
  auction,
  locations,
  location,
  postcodes,
  postcode,
  soldHousePrices,
  articles,
  article,
  authCallback,
  alertsUnsubscribe,
  admin,
  cmsPage,
] as const;

export const PAGE_ROUTES: readonly PageRoute[] = ROUTES;

/** A map with one route per page id, each under its own id (a type check, nothing at run time). */
export type CompletePageRoutes<T extends { [K in PageId]: PageRoute<K, never> }> = T;

/** The route modules by page id; a page id without a route module is a type error here. */
export type PageRoutes = CompletePageRoutes<{ [R in (typeof ROUTES)[number] as R['id']]: R }>;

export interface CompiledRoute extends PageRoute {
  runMiddleware: RouteMiddleware[];
}

/** Resolves every middleware name now: an unknown name stops the process at start with a clear message. */
export function compileRoutes(
  defs: readonly PageRoute[],
  globals: RouteMiddleware[],
): CompiledRoute[] {
  return defs.map((def) => ({
    ...def,
    runMiddleware: [...globals, ...resolveMiddleware(def.id, def.middleware ?? [])],
  }));
}
