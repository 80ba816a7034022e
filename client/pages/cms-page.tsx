import { useLoaderData } from 'react-router';
import type { Section } from '#schema/page';
import { PageSections } from '#sections/page-sections';

export interface CmsPageData {
  layout: 'default' | 'landing';
  meta: { title: string; description?: string; noindex?: boolean };
  sections: Section[];
}

/** Any editor page: the document's sections, each through its registered renderer. */
export function CmsPage() {
  const { sections } = useLoaderData() as CmsPageData;
  return <PageSections sections={sections} />;
}
