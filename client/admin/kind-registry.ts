import type { DocumentKindName } from '#sections/document-kinds';
import type { RegistryEntry } from '#sections/define-section';
import { SECTION_REGISTRY } from '#sections/registry';
import { DETAIL_REGISTRY } from '#sections/detail/registry';

export type AnyRegistry = Record<string, RegistryEntry>;

/** The sections a document of each kind is made of: content sections for pages, details for layouts. */
export const REGISTRY_OF_KIND: Record<DocumentKindName, AnyRegistry> = {
  page: SECTION_REGISTRY,
  'listing-layout': DETAIL_REGISTRY,
};
