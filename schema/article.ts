export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author: string;
  category: string;
  published_at: string;
}
