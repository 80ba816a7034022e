import type { RequestScope } from '#server/request-scope.server';
import type { GlobalConfig } from '#schema/global-config';
import type { CmsModalData } from '#shared/payloads/directory-data';
import { cmsPageData } from './page-data.server';

export type ModalKey = keyof Pick<GlobalConfig, 'map_access_modal' | 'forbidden_content_modal'>;

/**
 * The content of a modal: the published CMS page the global config names for it (SPEC §3).
 * A missing page is logged and answered with null; the modal then shows its built-in text.
 */
export async function modalPage(scope: RequestScope, key: ModalKey): Promise<CmsModalData | null> {
  const { slug } = scope.globalConfig[key];
  const page = await scope.cms.getPublishedPage(`/${slug}`);
  if (!page) {
    scope.logger.warn({ modal: key, slug }, 'modal page is not published; built-in text shown');
    return null;
  }
  const { sections } = await cmsPageData(page, scope);
  return { title: page.document.title, sections };
}
