import type { ArticleCategory, ArticleSummary } from '#schema/article';
import type { PageMeta } from '#shared/routes/page-meta';
import type { RichTextBlock } from '#sections/rich-text/schema';

export interface ArticlesData {
  page: number;
  items: ArticleSummary[];
  total: number;
  /** The one category listed (`?category=legal-and-tax`), absent for every article. */
  category?: ArticleCategory;
  /**
   * The page's title, description and canonical URL ("Guides and news – page 2 of 3", "… Page 2
   * of 3.", `?page=2`); noindex for a category with none yet.
   */
  meta: Pick<PageMeta, 'title' | 'description' | 'canonical' | 'noindex'>;
}

export interface ArticleData {
  meta: PageMeta;
  /** `cover_alt`: the cover's alt text from the media library ('' when decorative). */
  article: ArticleSummary & { body: RichTextBlock[]; updated_at: string; cover_alt: string };
  /** Up to three others to read next: of its category first, newest first. */
  related: ArticleSummary[];
}
