import type { Logger } from 'pino';
import { data } from 'react-router';
import { DEFAULT_GLOBAL_CONFIG, type GlobalConfig } from '#schema/global-config';
import type { RouteErrorBody } from '#shared/routes/route-errors';
import type { CmsReader } from '#server/cms/store/cms-reader.server';
import { StrapiError } from './strapi-client.server';

/** Seconds a visitor should wait before reloading a page whose CMS part could not load. */
export const CMS_RETRY_AFTER_SECONDS = 10;

/**
 * The page's content from the CMS did not come in time: a non-fatal route error, so the layout
 * (header, navigation, footer) renders around it, with an honest 503 (decision 041).
 */
export function cmsUnavailable() {
  const body: RouteErrorBody = {
    statusCode: 503,
    statusMessage: 'This part of the page could not load',
    message:
      'Our content service did not answer in time. The rest of the site works; please try this page again in a moment.',
    fatal: false,
  };
  return data(body, { status: 503, statusText: 'Service Unavailable' });
}

class CmsTimeout extends Error {
  constructor(budgetMs: number) {
    super(`the CMS did not answer within ${budgetMs} ms`);
    this.name = 'CmsTimeout';
  }
}

/** An upstream failure (slow, unreachable, 5xx): not a missing page, which is a 404 from Strapi. */
const isUpstreamFailure = (err: unknown) =>
  err instanceof CmsTimeout || (err instanceof StrapiError && err.status >= 500);

/**
 * A page never waits on a slow CMS longer than `budgetMs` (issue 18: the shell still flushes).
 * The fetch goes on in the background and fills the reader's cache for the next request.
 * - the global config (header, navigation, footer): the last copy this process got, else the
 *   built-in default, so the layout always renders;
 * - a page's own content: `cmsUnavailable()`, rendered inside the layout as "this part could not
 *   load" with a 503 and Retry-After.
 */
export function timeBoxedReader(
  reader: CmsReader,
  { budgetMs, logger }: { budgetMs: number; logger?: Logger | undefined },
): CmsReader {
  let lastConfig: GlobalConfig | null = null;
  let slowConfig: Promise<void> | null = null;

  function within<T>(what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CmsTimeout(budgetMs)), budgetMs);
    });
    // The late answer (or error) is the reader's business (its cache); never an unhandled rejection.
    work.catch(() => undefined);
    return Promise.race([work, timeout])
      .catch((err: unknown) => {
        if (isUpstreamFailure(err)) logger?.warn({ err, what }, 'CMS unavailable for this page');
        throw err;
      })
      .finally(() => clearTimeout(timer));
  }

  async function content<T>(what: string, load: () => Promise<T>): Promise<T> {
    try {
      return await within(what, load());
    } catch (err) {
      if (isUpstreamFailure(err)) throw cmsUnavailable();
      throw err;
    }
  }

  return {
    getPublishedPage: (path) => content(`page ${path}`, () => reader.getPublishedPage(path)),
    getHomePage: () => content('home page', () => reader.getHomePage()),
    getListingLayout: () => content('lot page layout', () => reader.getListingLayout()),
    async getGlobalConfig() {
      // A fetch that already ran out of budget is still going: no page waits on it again.
      if (slowConfig) return lastConfig ?? DEFAULT_GLOBAL_CONFIG;
      const work = reader.getGlobalConfig();
      try {
        lastConfig = await within('global config', work);
        return lastConfig;
      } catch (err) {
        if (!isUpstreamFailure(err)) throw err;
        if (err instanceof CmsTimeout)
          slowConfig = work
            .then(
              (config) => void (lastConfig = config),
              () => undefined,
            )
            .finally(() => (slowConfig = null));
        return lastConfig ?? DEFAULT_GLOBAL_CONFIG;
      }
    },
    // The sitemap waits no longer than a page does; the late answer fills the reader's cache.
    listPublishedPaths: () => within('published paths', reader.listPublishedPaths()),
    invalidate: (path) => reader.invalidate(path),
  };
}
