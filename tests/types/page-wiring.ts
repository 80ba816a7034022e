/**
 * Type test, checked by `npm run typecheck` (never run): a loader or a component wired to the
 * wrong page does not compile. Each `@ts-expect-error` fails the typecheck if its line compiles.
 */
import type { ServerPageLoader } from '#server/loaders/loader-args.server';
import { SERVER_PAGE_LOADERS } from '#server/loaders/page-loaders.server';
import { listingPage, listingsPage } from '#server/loaders/directory-loaders.server';
import { pageModule, PAGE_MODULES, type PageModule } from '#client/pages/page-modules';
import type { PageComponent } from '#client/routes/page-component';
import { ListingPage } from '#client/pages/listing-page';
import { ListingsPage } from '#client/pages/listings-page';
import { AreaPage } from '#client/pages/area-pages';
import type { CompletePageRoutes, PageRoutes } from '#shared/routes/route-table';
import type { PageData } from '#shared/routes/page-data';
import type { PageId } from '#shared/routes/page-id';
import type { ListingData, ListingsData } from '#shared/payloads/directory-data';

// The loader's return type is the component's prop type: both read PageData<K>.
export const lotData: ListingData = {} as PageData<'listing'>;
export const resultsData: ListingsData = {} as PageData<'listings'>;
// @ts-expect-error the lot page's data is not the results page's
export const swapped: ListingsData = {} as PageData<'listing'>;

// Loaders: the right page compiles, another page's loader does not.
export const rightLoader: ServerPageLoader<'listing'> = listingPage;
// @ts-expect-error a lot page's loader wired to the results page
export const wrongLoader: ServerPageLoader<'listings'> = listingPage;
export const loaderMap = {
  ...SERVER_PAGE_LOADERS,
  // @ts-expect-error the results loader filed under the lot page in the loader map
  listing: listingsPage,
} satisfies { [K in PageId]: ServerPageLoader<K> };
// @ts-expect-error a page with no loader entry
export const missingLoader = { home: SERVER_PAGE_LOADERS.home } satisfies {
  [K in PageId]: ServerPageLoader<K>;
};

// Components: the right page compiles; another page's component, or one that needs data on a
// route without a loader, does not.
export const rightPage: PageComponent<'listings'> = ListingsPage;
export const sharedPage: PageComponent<'postcode'> = AreaPage;
// @ts-expect-error the results page wired to the lot page's route
export const wrongPage: PageComponent<'listing'> = ListingsPage;
// @ts-expect-error a page that reads data on a route whose data is null
export const dataOnDatalessRoute: PageComponent<'login'> = ListingPage;
export const modules: { [K in PageId]: PageModule<K> } = {
  ...PAGE_MODULES,
  // @ts-expect-error the module map files the results page under the lot page's id
  listing: pageModule(
    'client/pages/listings-page.tsx',
    () => import('#client/pages/listings-page'),
    (m) => m.ListingsPage,
  ),
};

// Route modules: each page id needs its route module, filed under its own id.
export type AllRoutes = CompletePageRoutes<PageRoutes>;
// @ts-expect-error a page id without a route module
export type MissingRoute = CompletePageRoutes<Omit<PageRoutes, 'listing'>>;
export type MisfiledRoute = CompletePageRoutes<
  // @ts-expect-error the results route module filed under the lot page's id
  Omit<PageRoutes, 'listing'> & { listing: PageRoutes['listings'] }
>;
