import type { ArticleSummary } from '#schema/article';
import type { PageMeta } from '#shared/routes/page-meta';
import type { RichTextBlock } from '#sections/rich-text/schema';

export interface ArticlesData {
  page: number;
  items: ArticleSummary[];
  total: number;
  /** The page's title and canonical URL ("Guides and news – page 2 of 3", `?page=2`). */
  meta: Pick<PageMeta, 'title' | 'canonical'>;
}

export interface ArticleData {
  meta: PageMeta;
  /** `cover_alt`: the cover's alt text from the media library ('' when decorative). */
  article: ArticleSummary & { body: RichTextBlock[]; updated_at: string; cover_alt: string };
}
