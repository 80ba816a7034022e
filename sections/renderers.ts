import type { RendererMap } from './define-section';
import type { SECTION_SCHEMA_MAP } from './section-schemas';
import { Hero } from './hero/hero';
import { ArticleBlock } from './article-block/article-block';
import { RichText } from './rich-text/rich-text';
import { InsightBanners } from './insight-banners/insight-banners';
import { ArticleList } from './article-list/article-list';
import { CardsByQuery } from './cards-by-query/cards-by-query';
import { NewsList } from './news-list/news-list';
import { SearchSection } from './search-section/search-section';
import { ContactForm } from './contact-form/contact-form';
import { DynamicCards } from './dynamic-cards/dynamic-cards';

/**
 * The renderer of each content section type (section-schemas.ts is the one list of types). Pages
 * render with this map alone: the schemas stay out of the browser's render path.
 */
export const SECTION_RENDERERS = {
  hero: Hero,
  'article-block': ArticleBlock,
  'rich-text': RichText,
  'insight-banners': InsightBanners,
  'article-list': ArticleList,
  'cards-by-query': CardsByQuery,
  'news-list': NewsList,
  'search-section': SearchSection,
  'contact-form': ContactForm,
  'dynamic-cards': DynamicCards,
} satisfies RendererMap<typeof SECTION_SCHEMA_MAP>;
