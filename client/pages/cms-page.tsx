import { PageSections } from '#sections/page-sections';
import { EmptyPageNotice } from '#sections/empty-page-notice';
import type { PageProps } from '#shared/routes/page-data';

/** Any editor page: the document's sections, each through its registered renderer. */
export function CmsPage({ data }: PageProps<'cms-page'>) {
  const { sections, empty } = data;
  return empty ? (
    <EmptyPageNotice editHref={empty.editHref} />
  ) : (
    <PageSections sections={sections} />
  );
}
