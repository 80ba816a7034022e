import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import type { GraphServer } from '#server/graph/index.server';
import type { CmsPageData } from '#server/cms/page-data.server';
import { parseSections, type PageDocument, type SectionIssue } from '#schema/page';
import { loadSections } from '#sections/loaders.server';
import type { SectionLoaderContext } from '#sections/loader-context';

export interface PreviewDeps {
  db: Queryable;
  graph: Pick<GraphServer, 'execute'>;
  logger: Logger;
}

/** What the page route would render, plus what it would skip: the admin's live preview. */
export interface PreviewData extends CmsPageData {
  issues: SectionIssue[];
  /** Sections whose loader failed (left out, as on the live page). */
  loaderFailures: Array<{ id: string; type: string }>;
}

export function previewContext(deps: PreviewDeps, userId: number | null): SectionLoaderContext {
  return {
    db: deps.db,
    now: new Date(),
    userId,
    graph: async (query, variables) => {
      const result = await deps.graph.execute<Record<string, unknown>>({ query, variables });
      if (result.errors?.length || !result.data)
        throw new Error(result.errors?.[0]?.message ?? 'graph query failed');
      return result.data;
    },
  };
}

/** The same steps as cmsPageData (parse, skip invalid sections, run loaders) on an unsaved document. */
export async function previewDocument(
  deps: PreviewDeps,
  document: PageDocument,
  userId: number | null,
): Promise<PreviewData> {
  const { sections, issues } = parseSections(document.sections);
  const loaderFailures: PreviewData['loaderFailures'] = [];
  const loaded = await loadSections(sections, previewContext(deps, userId), (section, err) => {
    loaderFailures.push({ id: section.id, type: section.type });
    deps.logger.warn({ section: section.id, type: section.type, err }, 'preview loader failed');
  });
  return {
    layout: document.layout,
    meta: {
      title: document.seo.title ?? document.title,
      description: document.seo.description,
      noindex: document.seo.noindex,
    },
    sections: loaded,
    issues,
    loaderFailures,
  };
}
