import type { CmsPageData } from '#shared/payloads/cms-page-data';
import { fromData, type PageRoute } from '#shared/routes/page-route';

/** The catch-all: an editor's published page at this path, or the fatal 404. */
export const cmsPage: PageRoute<'cms-page', CmsPageData> = {
  id: 'cms-page',
  path: '*',
  // An editor's choice; `default` if the layout switch ever renders before the data.
  layout: (data: CmsPageData | undefined) => data?.layout ?? 'default',
  middleware: ['prevent-root'],
  meta: fromData('Page'),
};
