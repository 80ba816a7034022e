import type { RouteMiddleware, MiddlewareName } from './middleware';
import { resolveMiddleware } from './middleware';
import { ADMIN_ROUTES } from './admin-routes';
import type { AccountFormId } from '#shared/forms/account-forms';
import type { PageId } from './page-id';
import type { JsonLd } from '#schema/json-ld';
import { INPUT_LIMITS } from '#schema/input-limits';

export type LayoutName = 'default' | 'landing';

export interface PageMeta {
  title: string;
  description?: string;
  noindex?: boolean;
  /** Absolute canonical URL; without it, the page's path under PUBLIC_URL (no query). */
  canonical?: string;
  /** schema.org JSON-LD, written into the document head. */
  jsonLd?: JsonLd | JsonLd[];
}

/** One page route of SPEC §2. Server and browser build their React Router routes from this list. */
export interface PageRouteDef {
  id: PageId;
  path: string;
  layout: LayoutName | ((data: unknown) => LayoutName);
  middleware?: ReadonlyArray<MiddlewareName | RouteMiddleware>;
  /** A route-level validation; false → fatal 404 `Page Not Found: {path}`. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  meta: (data: unknown) => PageMeta;
  /** Listed in the static-pages sitemap. */
  inSitemap?: boolean;
  /** The page's form: POSTs run this account action (server without JS, browser with it). */
  form?: AccountFormId;
}

const POSITIVE_ID = /^[1-9]\d{0,17}$/;
const SLUG_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'oidc'] as const;

export const isPositiveId = (v: string | undefined) => !!v && POSITIVE_ID.test(v);
export const isSlugPath = (v: string | undefined) =>
  !!v && v.length <= INPUT_LIMITS.slugPath && SLUG_PATH.test(v);

const titled = (title: string, description?: string) => () => ({ title, description });
const fromData = (fallback: string) => (data: unknown) => {
  const meta = (data as { meta?: PageMeta } | undefined)?.meta;
  return meta ?? { title: fallback };
};
/** Fixed head tags, completed or overridden by the loader's `meta` (canonical URL, JSON-LD …). */
const withData = (base: PageMeta) => (data: unknown) => ({
  ...base,
  ...(data as { meta?: Partial<PageMeta> } | undefined)?.meta,
});

export const PAGE_ROUTES: PageRouteDef[] = [
  {
    id: 'home',
    path: '/',
    layout: 'landing',
    meta: (data) =>
      (data as { meta?: PageMeta } | null)?.meta ?? {
        title: 'UK Property Auctions: lots, auction houses and sold prices',
        description:
          'Search thousands of UK auction lots, compare auction houses and check sold house prices.',
      },
    inSitemap: true,
  },
  {
    id: 'login',
    path: '/login',
    form: 'login',
    layout: 'default',
    middleware: ['guest'],
    meta: titled('Sign in'),
  },
  {
    id: 'sign-up',
    path: '/sign-up',
    form: 'sign-up',
    layout: 'default',
    middleware: ['guest'],
    meta: titled('Create an account'),
  },
  {
    id: 'confirm-email',
    path: '/confirm-email',
    form: 'confirm-email',
    layout: 'default',
    meta: titled('Confirm your e-mail'),
  },
  {
    id: 'signup-success',
    path: '/signup-success',
    layout: 'default',
    meta: titled('Account created'),
  },
  {
    id: 'forgot-password',
    path: '/forgot-password',
    form: 'forgot-password',
    layout: 'default',
    meta: titled('Forgotten password'),
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    form: 'reset-password',
    layout: 'default',
    meta: titled('Choose a new password'),
  },
  {
    id: 'change-password',
    path: '/change-password',
    form: 'change-password',
    layout: 'default',
    meta: titled('Change password'),
  },
  {
    id: 'profile',
    path: '/profile',
    form: 'profile',
    layout: 'landing',
    middleware: ['auth'],
    meta: titled('Your profile'),
  },
  {
    id: 'profile-settings',
    path: '/profile/settings',
    form: 'profile-settings',
    layout: 'landing',
    middleware: ['auth'],
    meta: titled('Profile settings'),
  },
  {
    id: 'listings',
    path: '/listings',
    layout: 'default',
    meta: titled(
      'Property auction lots',
      'Browse UK property auction lots by location, price and auction date.',
    ),
    inSitemap: true,
  },
  {
    id: 'listing',
    path: '/listings/:id',
    layout: 'default',
    validate: ({ id }) => isPositiveId(id),
    meta: fromData('Auction lot'),
  },
  {
    id: 'auctioneers',
    path: '/auctioneers',
    layout: 'default',
    meta: titled(
      'UK auction houses',
      'Compare UK property auction houses, their regions and their lots.',
    ),
    inSitemap: true,
  },
  {
    id: 'auctioneer',
    path: '/auctioneers/:id',
    layout: 'default',
    validate: ({ id }) => isPositiveId(id),
    meta: fromData('Auction house'),
  },
  {
    id: 'locations',
    path: '/locations',
    layout: 'default',
    meta: withData({
      title: 'Locations',
      description: 'Property auctions and sold prices by country, county and town.',
    }),
    inSitemap: true,
  },
  {
    id: 'location',
    path: '/locations/*',
    layout: 'default',
    validate: (p) => isSlugPath(p['*']),
    meta: fromData('Location'),
  },
  {
    id: 'postcodes',
    path: '/postcodes',
    layout: 'default',
    meta: withData({
      title: 'Postcodes',
      description: 'Auction lots and sold prices by postcode area, district and sector.',
    }),
    inSitemap: true,
  },
  {
    id: 'postcode',
    path: '/postcodes/*',
    layout: 'default',
    validate: (p) => isSlugPath(p['*']),
    meta: fromData('Postcode'),
  },
  {
    id: 'sold-house-prices',
    path: '/sold-house-prices',
    layout: 'default',
    meta: withData({
      title: 'Sold house prices',
      description: 'Search HM Land Registry sold house prices across England and Wales.',
    }),
    inSitemap: true,
  },
  {
    id: 'articles',
    path: '/articles',
    layout: 'default',
    meta: titled(
      'Guides and news',
      'Guides to buying and selling at auction, and property market news.',
    ),
    inSitemap: true,
  },
  {
    id: 'article',
    path: '/articles/:slug',
    layout: 'default',
    validate: ({ slug }) => isSlugPath(slug) && !slug!.includes('/'),
    meta: fromData('Article'),
  },
  {
    id: 'auth-callback',
    path: '/auth/:provider/callback',
    layout: 'default',
    validate: ({ provider }) => (OAUTH_PROVIDERS as readonly string[]).includes(provider ?? ''),
    meta: titled('Signing you in'),
  },
  {
    id: 'alerts-unsubscribe',
    path: '/alerts/unsubscribe',
    layout: 'default',
    meta: () => ({ title: 'Stop alerts', noindex: true }),
  },
  ...ADMIN_ROUTES,
  {
    id: 'cms-page',
    path: '*',
    layout: (data) => (data as { layout?: LayoutName } | undefined)?.layout ?? 'default',
    middleware: ['prevent-root'],
    meta: fromData('Page'),
  },
];

export interface CompiledRoute extends PageRouteDef {
  runMiddleware: RouteMiddleware[];
}

/** Resolves every middleware name now: an unknown name stops the process at start with a clear message. */
export function compileRoutes(defs: PageRouteDef[], globals: RouteMiddleware[]): CompiledRoute[] {
  return defs.map((def) => ({
    ...def,
    runMiddleware: [...globals, ...resolveMiddleware(def.id, def.middleware ?? [])],
  }));
}

export function layoutOf(route: PageRouteDef, data: unknown): LayoutName {
  return typeof route.layout === 'function' ? route.layout(data) : route.layout;
}
