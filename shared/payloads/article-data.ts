import type { ArticleSummary } from '#schema/article';
import type { PageMeta } from '#shared/routes/page-meta';
import type { RichTextBlock } from '#sections/rich-text/schema';

export interface ArticlesData {
  page: number;
  items: ArticleSummary[];
  total: number;
}

export interface ArticleData {
  meta: PageMeta;
  article: ArticleSummary & { body: RichTextBlock[]; updated_at: string };
}
