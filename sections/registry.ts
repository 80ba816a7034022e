import { section } from './define-section';
import { SECTION_SCHEMA_MAP as S, type SectionType } from './section-schemas';
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
 * The one list of content sections: the page schema's union (sections/page-document.ts) and the editor's
 * forms are derived from it; server loaders live in sections/loaders.server.ts, keyed by the same types.
 */
export const SECTION_REGISTRY = {
  hero: section(S.hero, Hero),
  'article-block': section(S['article-block'], ArticleBlock),
  'rich-text': section(S['rich-text'], RichText),
  'insight-banners': section(S['insight-banners'], InsightBanners),
  'article-list': section(S['article-list'], ArticleList),
  'cards-by-query': section(S['cards-by-query'], CardsByQuery),
  'news-list': section(S['news-list'], NewsList),
  'search-section': section(S['search-section'], SearchSection),
  'contact-form': section(S['contact-form'], ContactForm),
  'dynamic-cards': section(S['dynamic-cards'], DynamicCards),
} satisfies Record<SectionType, unknown>;

export type { SectionType };
