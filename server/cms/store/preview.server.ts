import type { Logger } from 'pino';
import { graphCaller } from '#server/cms/page-data.server';
import type { Queryable } from '#server/db/db.server';
import { pricePaidSpan } from '#server/areas/price-paid-span.server';
import type { GraphServer } from '#server/graph/index.server';
import type { PagePreview, PreviewData } from '#shared/payloads/cms-page-data';
export type { PreviewData };
import { parseSections, type PageDocument } from '#sections/page-document';
import { parseDetailSections } from '#sections/detail/layout-document';
import { loadDetailSections } from '#sections/detail/loaders.server';
import { documentKindOf } from '#sections/document-kinds';
import type { LotRecord } from '#schema/entities';
import { LOT_FIELDS } from '#server/loaders/directory-loaders.server';
import { loadSections } from '#sections/loaders.server';
import { shownSections } from '#sections/shared-schemas';
import { pageSectionIssues, withIssues } from './validate-document';
import type { SectionLoaderContext } from '#sections/loader-context.server';

export interface PreviewDeps {
  db: Queryable;
  graph: Pick<GraphServer, 'execute'>;
  logger: Logger;
}

export function previewContext(deps: PreviewDeps, userId: number | null): SectionLoaderContext {
  return {
    now: new Date(),
    userId,
    graph: graphCaller(deps.graph),
    salesHeld: () => pricePaidSpan(deps.db),
  };
}

async function sampleLot(deps: PreviewDeps): Promise<LotRecord | null> {
  const data = await previewContext(deps, null).graph(
    `query SampleLot { lots: auction_properties(
      where: { _and: [{ description: { _is_null: false } }, { lat: { _is_null: false } }] },
      order_by: [{ id: asc }], limit: 1) { ${LOT_FIELDS} } }`,
  );
  return (data.lots as LotRecord[])[0] ?? null;
}

/**
 * The same steps as the live routes on an unsaved document: a page is parsed (invalid sections
 * skipped) and its loaders run, as cmsPageData does; a layout (by its path) is parsed and shown
 * with a sample lot, as the lot page does.
 */
export async function previewDocument(
  deps: PreviewDeps,
  path: string,
  document: PageDocument,
  userId: number | null,
): Promise<PreviewData> {
  if (documentKindOf(path) === 'listing-layout') {
    const { sections, issues } = parseDetailSections(document.sections);
    const lot = await sampleLot(deps);
    const loaded = lot
      ? await loadDetailSections(
          shownSections(sections),
          lot,
          previewContext(deps, userId),
          (section, err) =>
            deps.logger.warn(
              { section: section.id, type: section.type, err },
              'preview loader failed',
            ),
        )
      : shownSections(sections);
    return { kind: 'listing-layout', lot, sections: loaded, issues };
  }
  const parsed = parseSections(document.sections);
  // A cards query the graph refuses, a category no article has: named here too, as saving names them.
  const issues = withIssues(parsed.issues, pageSectionIssues(document.sections));
  const { sections } = parsed;
  const loaderFailures: PagePreview['loaderFailures'] = [];
  const loaded = await loadSections(
    shownSections(sections),
    previewContext(deps, userId),
    (section, err) => {
      loaderFailures.push({ id: section.id, type: section.type });
      deps.logger.warn({ section: section.id, type: section.type, err }, 'preview loader failed');
    },
  );
  return {
    kind: 'page',
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
