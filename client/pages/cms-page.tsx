import { useLoaderData } from 'react-router';
import type { CmsPageData } from '#shared/payloads/cms-page-data';
import { PageSections } from '#sections/page-sections';

/** Any editor page: the document's sections, each through its registered renderer. */
export function CmsPage() {
  const { sections } = useLoaderData() as CmsPageData;
  return <PageSections sections={sections} />;
}
