import type { z } from 'zod';
import { HeroSectionSchema } from './hero/schema';
import { ArticleBlockSectionSchema } from './article-block/schema';
import { RichTextSectionSchema } from './rich-text/schema';
import { InsightBannersSectionSchema } from './insight-banners/schema';
import { ArticleListSectionSchema } from './article-list/schema';
import { CardsByQuerySectionSchema } from './cards-by-query/schema';
import { NewsListSectionSchema } from './news-list/schema';
import { SearchSectionSchema } from './search-section/schema';
import { ContactFormSectionSchema } from './contact-form/schema';
import { DynamicCardsSectionSchema } from './dynamic-cards/schema';

/**
 * The one list of content sections, schemas only: the page schema's union (sections/page-document.ts) is
 * built from it without loading a renderer; the renderer map (registry.ts) and the loader map
 * (loaders.server.ts) are typed against it.
 */
export const SECTION_SCHEMA_MAP = {
  hero: HeroSectionSchema,
  'article-block': ArticleBlockSectionSchema,
  'rich-text': RichTextSectionSchema,
  'insight-banners': InsightBannersSectionSchema,
  'article-list': ArticleListSectionSchema,
  'cards-by-query': CardsByQuerySectionSchema,
  'news-list': NewsListSectionSchema,
  'search-section': SearchSectionSchema,
  'contact-form': ContactFormSectionSchema,
  'dynamic-cards': DynamicCardsSectionSchema,
};

export type SectionType = keyof typeof SECTION_SCHEMA_MAP;
type SectionSchemaOf = (typeof SECTION_SCHEMA_MAP)[SectionType];

/** The schemas, as the non-empty tuple z.discriminatedUnion wants. */
export const SECTION_SCHEMAS = Object.values(SECTION_SCHEMA_MAP) as [
  SectionSchemaOf,
  ...SectionSchemaOf[],
];

export type SectionOf<T extends SectionType> = z.infer<(typeof SECTION_SCHEMA_MAP)[T]>;
