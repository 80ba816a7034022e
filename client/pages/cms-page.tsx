import { useLoaderData } from 'react-router';
import type { CmsPageData } from '#shared/payloads/cms-page-data';
import { PageSections } from '#sections/page-sections';
import { EmptyPageNotice } from '#sections/empty-page-notice';

/** Any editor page: the document's sections, each through its registered renderer. */
export function CmsPage() {
  const { sections, empty } = useLoaderData() as CmsPageData;
  return empty ? (
    <EmptyPageNotice editHref={empty.editHref} />
  ) : (
    <PageSections sections={sections} />
  );
}
