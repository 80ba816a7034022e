import { PageSections } from '#sections/page-sections';
import type { PageProps } from '#shared/routes/page-data';

/** Any editor page: the document's sections, each through its registered renderer. */
export function CmsPage({ data }: PageProps<'cms-page'>) {
  const { sections } = data;
  return <PageSections sections={sections} />;
}
