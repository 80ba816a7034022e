import type { ServerLoaderArgs } from './loader-args.server';
import { pageNotFound } from '#shared/routes/route-errors';
import { cmsPageData } from '#server/cms/page-data.server';
import type { CmsPageData } from '#shared/payloads/cms-page-data';

const fullPath = (url: URL) => `${url.pathname}${url.search}`;

/** The catch-all: the editor's published page at this path, or the fatal 404. */
export async function cmsPage({ url, scope }: ServerLoaderArgs): Promise<CmsPageData> {
  const page = await scope.cms.getPublishedPage(url.pathname);
  if (!page) throw pageNotFound(fullPath(url));
  return cmsPageData(page, scope);
}

/** Home: the CMS page marked as home; without one the built-in landing page renders. */
export async function homePage({ scope }: ServerLoaderArgs): Promise<CmsPageData | null> {
  const page = await scope.cms.getHomePage();
  return page ? cmsPageData(page, scope) : null;
}
