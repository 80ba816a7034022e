import type { RequestScope } from '#server/request-scope.server';
import { isStaff } from '#schema/roles';
import { findPageId, type LoadedPage } from './pages.server';
import { pageNotFound } from '#shared/routes/route-errors';
import { loadSections } from '#sections/loaders.server';
import { isSeoImage } from '#sections/page-document';
import type { CmsPageData } from '#shared/payloads/cms-page-data';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import type { GraphServer } from '#server/graph/index.server';
import { databaseUnreachableError } from '#server/db/database-error.server';
import { pricePaidSpan } from '#server/areas/price-paid-span.server';

/** The graph as section loaders call it: the data, or an error naming the first problem. */
export function graphCaller(graph: Pick<GraphServer, 'execute'>): SectionLoaderContext['graph'] {
  return async (query, variables) => {
    const result = await graph.execute<Record<string, unknown>>({ query, variables });
    if (result.status === 503) throw databaseUnreachableError('the data graph');
    if (result.errors?.length || !result.data)
      throw new Error(result.errors?.[0]?.message ?? 'graph query failed');
    return result.data;
  };
}

export function sectionContext(scope: RequestScope): SectionLoaderContext {
  return {
    now: new Date(),
    userId: scope.user?.id ?? null,
    dataCache: scope.sectionData,
    graph: graphCaller(scope.graph),
    salesHeld: () => pricePaidSpan(scope.db),
  };
}

/** A published page as its route renders it: head tags, layout, and sections with their loader data. */
export async function cmsPageData(page: LoadedPage, scope: RequestScope): Promise<CmsPageData> {
  const { document } = page;
  const empty = page.sections.length === 0 ? await emptyPageFor(page, scope) : undefined;
  const sections = await loadSections(page.sections, sectionContext(scope), (section, err) =>
    scope.logger.warn(
      { page: page.path, section: section.id, type: section.type, err },
      'section loader failed; section skipped',
    ),
  );
  return {
    layout: document.layout,
    meta: {
      title: document.seo.title ?? document.title,
      description: document.seo.description,
      noindex: document.seo.noindex,
      ...(document.seo.image && isSeoImage(document.seo.image)
        ? { image: document.seo.image }
        : {}),
    },
    sections,
    ...(empty ? { empty } : {}),
  };
}

/**
 * A published page with no sections to show (decision 043): a signed-in editor gets the page with
 * a link to add some; everyone else the non-fatal 404, since it is not a page yet.
 */
async function emptyPageFor(page: LoadedPage, scope: RequestScope) {
  if (!isStaff(scope.user?.role)) throw pageNotFound(page.path);
  const id = await findPageId(scope.db, page.path);
  return { editHref: id === null ? '/admin' : `/admin/pages/${id}` };
}
