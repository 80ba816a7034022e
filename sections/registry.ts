import { schemasOf, section } from './define-section';
import { HeroSectionSchema } from './hero/schema';
import { Hero } from './hero/hero';
import { ArticleBlockSectionSchema } from './article-block/schema';
import { ArticleBlock } from './article-block/article-block';
import { RichTextSectionSchema } from './rich-text/schema';
import { RichText } from './rich-text/rich-text';
import { InsightBannersSectionSchema } from './insight-banners/schema';
import { InsightBanners } from './insight-banners/insight-banners';
import { ArticleListSectionSchema } from './article-list/schema';
import { ArticleList } from './article-list/article-list';
import { CardsByQuerySectionSchema } from './cards-by-query/schema';
import { CardsByQuery } from './cards-by-query/cards-by-query';
import { NewsListSectionSchema } from './news-list/schema';
import { NewsList } from './news-list/news-list';
import { SearchSectionSchema } from './search-section/schema';
import { SearchSection } from './search-section/search-section';
import { ContactFormSectionSchema } from './contact-form/schema';
import { ContactForm } from './contact-form/contact-form';
import { DynamicCardsSectionSchema } from './dynamic-cards/schema';
import { DynamicCards } from './dynamic-cards/dynamic-cards';

/**
 * The one list of content sections: the page schema's union (schema/page.ts) and the editor's
 * forms are derived from it; server loaders live in sections/loaders.server.ts, keyed by the same types.
 */
export const SECTION_REGISTRY = {
  hero: section(HeroSectionSchema, Hero),
  'article-block': section(ArticleBlockSectionSchema, ArticleBlock),
  'rich-text': section(RichTextSectionSchema, RichText),
  'insight-banners': section(InsightBannersSectionSchema, InsightBanners),
  'article-list': section(ArticleListSectionSchema, ArticleList),
  'cards-by-query': section(CardsByQuerySectionSchema, CardsByQuery),
  'news-list': section(NewsListSectionSchema, NewsList),
  'search-section': section(SearchSectionSchema, SearchSection),
  'contact-form': section(ContactFormSectionSchema, ContactForm),
  'dynamic-cards': section(DynamicCardsSectionSchema, DynamicCards),
};

export type SectionType = keyof typeof SECTION_REGISTRY;

/** The schemas of the registry, as the non-empty tuple z.discriminatedUnion wants. */
export const SECTION_SCHEMAS = schemasOf(SECTION_REGISTRY);
