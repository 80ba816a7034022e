import type { RequestScope } from '#server/request-scope.server';
import { DEFAULT_DETAIL_SECTIONS, type DetailSection } from '#sections/detail/layout-document';

/**
 * The lot page's detail sections: the published layout (invalid sections already left out and
 * logged), or the built-in order when none is published or the CMS cannot be read at all.
 */
export async function lotDetailSections(scope: RequestScope): Promise<DetailSection[]> {
  try {
    const layout = await scope.cms.getListingLayout();
    return layout?.sections ?? DEFAULT_DETAIL_SECTIONS;
  } catch (err) {
    scope.logger.warn({ err }, 'lot page layout could not be read; using the built-in order');
    return DEFAULT_DETAIL_SECTIONS;
  }
}
